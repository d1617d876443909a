import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Non-productive time codes: staff time that is not a client visit (training, travel, meetings). */
export const npcCodes = defineRecord({
  name: 'npc-codes',
  area: 'reference',
  singular: 'NPC Code',
  plural: 'NPC Codes',
  navGroup: 'Reference data',
  fields: {
    code: field.text('Code', { required: true, unique: true, max: 10, help: 'e.g. TRN' }),
    description: field.text('Description', {
      required: true,
      max: 150,
      help: 'e.g. Mandatory training',
    }),
    paid: field.yesNo('Paid', { help: 'The time is paid at the carer’s weekday rate.' }),
    countsForMinimumWage: field.yesNo('Counts as working time', {
      help: 'Included when checking pay against the National Living Wage (travel time does).',
    }),
    active: field.yesNo('Active'),
  },
  titleField: 'description',
  list: {
    columns: ['code', 'description', 'paid', 'countsForMinimumWage', 'active'],
    sort: 'code',
    filters: ['paid', 'active'],
    search: ['code', 'description'],
  },
});
