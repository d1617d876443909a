import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { routeFormWarning } from './medicine-routes';

/**
 * The agency's medicines list; client medication entries pick from it. A product is its name,
 * form and strength together: paracetamol tablets and paracetamol oral suspension are two.
 */
export const medications = defineRecord({
  name: 'medications',
  area: 'reference',
  singular: 'Medication',
  plural: 'Medications',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', {
      required: true,
      max: 150,
      help: 'The medicine as prescribed, without strength or form, e.g. Paracetamol.',
    }),
    strength: field.text('Strength', {
      max: 60,
      help: 'Per unit, or per volume for liquids, e.g. 500 mg, 250 mg/5 ml, 12 micrograms/hour.',
    }),
    form: field.choice('Form', [
      'Tablet',
      'Modified-release tablet',
      'Dispersible tablet',
      'Soluble tablet',
      'Orodispersible tablet',
      'Capsule',
      'Modified-release capsule',
      'Oral solution',
      'Oral suspension',
      'Liquid',
      'Sachet',
      'Inhaler',
      'Nebuliser solution',
      'Cream',
      'Ointment',
      'Gel',
      'Patch',
      'Drops',
      'Spray',
      'Injection',
      'Suppository',
      'Enema',
      'Other',
    ]),
    route: field.choice('Route', [
      'Oral',
      'Topical',
      'Inhaled',
      'Sublingual',
      'Buccal',
      'Eye',
      'Ear',
      'Nasal',
      'Subcutaneous',
      'Intramuscular',
      'Transdermal',
      'Rectal',
      'Other',
    ]),
    controlled: field.yesNo('Controlled drug', {
      help: 'Schedule 2 or 3 controlled drug: needs a witness when administered.',
    }),
    notes: field.longText('Notes'),
  },
  warnings: [{ field: 'route', warn: (values) => routeFormWarning(values.form, values.route) }],
  unique: [['name', 'form', 'strength']],
  titleField: 'name',
  titleWith: ['strength', 'form'],
  list: {
    columns: ['name', 'strength', 'form', 'route', 'controlled'],
    sort: 'name',
    filters: ['form', 'controlled'],
    search: ['name'],
  },
});
