import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Pay bands of care staff; carer hourly rates are set per band. */
export const bands = defineRecord({
  name: 'bands',
  area: 'reference',
  singular: 'Band',
  plural: 'Bands',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Band', { required: true, unique: true, max: 60, help: 'e.g. Band B' }),
    level: field.number('Level', {
      required: true,
      min: 1,
      max: 20,
      help: 'Orders the bands, lowest first.',
    }),
    description: field.text('Description', {
      max: 200,
      help: 'Who is on this band, e.g. Care workers with the Care Certificate',
    }),
    qualification: field.text('Qualification expected', {
      max: 150,
      help: 'e.g. Level 3 Diploma in Adult Care',
    }),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['level', 'name', 'description', 'active'],
    sort: 'level',
    filters: ['active'],
    search: ['name', 'description'],
  },
});
