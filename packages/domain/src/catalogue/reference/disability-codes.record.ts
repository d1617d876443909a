import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Medical conditions and disabilities recorded against clients (the route keeps its old name). */
export const disabilityCodes = defineRecord({
  name: 'disability-codes',
  area: 'reference',
  singular: 'Medical Condition',
  plural: 'Medical Conditions',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Condition', {
      required: true,
      unique: true,
      max: 150,
      help: "e.g. Parkinson's disease",
    }),
    code: field.text('Code', {
      unique: true,
      max: 20,
      help: 'Optional: your own code or a SNOMED CT concept ID.',
    }),
    category: field.choice(
      'Category',
      [
        'Neurological',
        'Dementia',
        'Cardiovascular',
        'Respiratory',
        'Endocrine',
        'Musculoskeletal',
        'Mental health',
        'Learning disability',
        'Sensory',
        'Cancer',
        'Other',
      ],
      { required: true },
    ),
    carerGuidance: field.longText('Guidance for carers', {
      help: 'What carers should know or watch for; shown on the client care plan.',
    }),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'code', 'category', 'active'],
    sort: 'name',
    filters: ['category', 'active'],
    search: ['name', 'code'],
  },
});
