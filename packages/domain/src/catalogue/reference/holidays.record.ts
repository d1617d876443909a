import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Bank and public holidays: the rota pays the bank holiday rate on these days. */
export const holidays = defineRecord({
  name: 'holidays',
  area: 'reference',
  singular: 'Holiday',
  plural: 'Holidays',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, max: 100, help: 'e.g. Easter Monday' }),
    date: field.date('Date', { required: true }),
    region: field.choice('Region', ['England and Wales', 'Scotland', 'Northern Ireland'], {
      required: true,
    }),
    enhancedPay: field.yesNo('Bank holiday pay rate', {
      help: 'Carers are paid the bank holiday rate for visits on this day.',
    }),
  },
  titleField: 'name',
  list: {
    columns: ['date', 'name', 'region', 'enhancedPay'],
    sort: 'date',
    filters: ['region'],
    search: ['name'],
  },
});
