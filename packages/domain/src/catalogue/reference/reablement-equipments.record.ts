import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Equipment lent to clients during reablement, usually for up to six weeks. */
export const reablementEquipments = defineRecord({
  name: 'reablement-equipments',
  area: 'reference',
  singular: 'Reablement Equipment',
  plural: 'Reablement Equipment',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', {
      required: true,
      unique: true,
      max: 100,
      help: 'e.g. Perching stool',
    }),
    category: field.choice(
      'Category',
      ['Mobility', 'Bathing and toileting', 'Kitchen and daily living', 'Transfers', 'Other'],
      { required: true },
    ),
    supplier: field.text('Supplier', {
      max: 150,
      help: 'e.g. the community equipment service that delivers and collects it',
    }),
    loanWeeks: field.number('Usual loan (weeks)', { min: 1, max: 52 }),
    returnable: field.yesNo('Returnable', { help: 'Collected when reablement ends.' }),
    notes: field.longText('Notes'),
  },
  list: {
    columns: ['name', 'category', 'supplier', 'loanWeeks', 'returnable'],
    sort: 'name',
    filters: ['category', 'returnable'],
    search: ['name', 'supplier'],
  },
});
