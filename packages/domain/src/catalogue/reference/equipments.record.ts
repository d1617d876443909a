import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Equipment found in clients' homes that carers use, e.g. hoists and stand aids. */
export const equipments = defineRecord({
  name: 'equipments',
  area: 'reference',
  singular: 'Equipment',
  plural: 'Equipment',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 100, help: 'e.g. Mobile hoist' }),
    category: field.choice(
      'Category',
      [
        'Moving and handling',
        'Bathing and toileting',
        'Beds and pressure care',
        'Mobility',
        'Telecare and sensors',
        'Daily living',
        'Other',
      ],
      { required: true },
    ),
    trainingRequired: field.yesNo('Training required', {
      help: 'Carers must be trained and signed off before using it.',
    }),
    inspectionMonths: field.number('Inspection interval (months)', {
      min: 1,
      max: 60,
      help: 'LOLER: hoists and slings are examined every 6 months.',
    }),
    notes: field.longText('Notes'),
  },
  list: {
    columns: ['name', 'category', 'trainingRequired', 'inspectionMonths'],
    sort: 'name',
    filters: ['category', 'trainingRequired'],
    search: ['name'],
  },
});
