import { defineRecord } from '../records/define-record';
import { field } from '../records/fields';

/** The agency's medicines list; client medication entries pick from it. */
export const medications = defineRecord({
  name: 'medications',
  area: 'reference',
  singular: 'Medication',
  plural: 'Medications',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', {
      required: true,
      unique: true,
      max: 150,
      help: 'The medicine as prescribed, e.g. Paracetamol.',
    }),
    strength: field.text('Strength', { max: 60, help: 'e.g. 500 mg, 5 mg/5 ml' }),
    form: field.choice('Form', [
      'Tablet',
      'Capsule',
      'Liquid',
      'Inhaler',
      'Cream',
      'Patch',
      'Drops',
      'Injection',
      'Other',
    ]),
    route: field.choice('Route', [
      'Oral',
      'Topical',
      'Inhaled',
      'Eye',
      'Ear',
      'Nasal',
      'Subcutaneous',
      'Transdermal',
      'Rectal',
      'Other',
    ]),
    controlled: field.yesNo('Controlled drug', {
      help: 'Needs a second signature when administered.',
    }),
    notes: field.longText('Notes'),
  },
  list: {
    columns: ['name', 'strength', 'form', 'route', 'controlled'],
    sort: 'name',
    filters: ['form', 'controlled'],
    search: ['name'],
  },
});
