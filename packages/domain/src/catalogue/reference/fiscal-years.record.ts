import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The agency's financial years, for invoicing, payroll and reports. */
export const fiscalYears = defineRecord({
  name: 'fiscal-years',
  area: 'reference',
  singular: 'Fiscal Year',
  plural: 'Fiscal Years',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 20, help: 'e.g. 2026/27' }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date', { required: true }),
    current: field.yesNo('Current year', { help: 'Reports default to the current year.' }),
    closed: field.yesNo('Closed', {
      help: 'Invoices and payroll in a closed year can no longer be changed.',
    }),
  },
  rules: [dateOrder('startDate', 'endDate', 'The end date must be on or after the start date.')],
  titleField: 'name',
  list: {
    columns: ['name', 'startDate', 'endDate', 'current', 'closed'],
    sort: 'startDate',
    dir: 'desc',
    filters: ['closed'],
    search: ['name'],
  },
});
