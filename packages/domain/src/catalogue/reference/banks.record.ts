import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** UK banks staff are paid into: a fixed list kept with the system, so it is read-only here. */
export const banks = defineRecord({
  name: 'banks',
  area: 'reference',
  singular: 'Bank',
  plural: 'Banks',
  navGroup: 'Reference data',
  screens: { add: false, edit: false },
  fields: {
    name: field.text('Bank', { required: true, unique: true, max: 100 }),
    bic: field.text('BIC', { max: 11, help: 'The bank identifier code, e.g. BARCGB22.' }),
    website: field.text('Website', { max: 200 }),
  },
  list: { columns: ['name', 'bic'], sort: 'name', search: ['name', 'bic'] },
});
