import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

const endAfterStart = dateOrder(
  'startDate',
  'endDate',
  'The end date must be on or after the start date.',
);

/** A year of payroll and invoicing periods. */
export const organizationPeriodYears = defineRecord({
  name: 'organization-period-years',
  area: 'reference',
  singular: 'Organisation Period Year',
  plural: 'Organisation Period Years',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 20, help: 'e.g. 2026/27' }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date', { required: true }),
    periodType: field.choice('Periods', ['Weekly', 'Fortnightly', 'Four-weekly', 'Monthly'], {
      required: true,
      help: 'How the year is divided for payroll and invoicing.',
    }),
  },
  rules: [endAfterStart],
  titleField: 'name',
  list: {
    columns: ['name', 'startDate', 'endDate', 'periodType'],
    sort: 'startDate',
    dir: 'desc',
    filters: ['periodType'],
    search: ['name'],
  },
});

/** One payroll or invoicing period of an organisation period year. */
export const organizationPeriods = defineRecord({
  name: 'organization-periods',
  area: 'reference',
  singular: 'Organisation Period',
  plural: 'Organisation Periods',
  parent: 'organization-period-years',
  ownPermissions: true,
  fields: {
    name: field.text('Name', { required: true, max: 60, help: 'e.g. Period 1' }),
    number: field.number('Number', { required: true, min: 1, max: 53 }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date', { required: true }),
  },
  rules: [endAfterStart],
  titleField: 'name',
  list: {
    columns: ['number', 'name', 'startDate', 'endDate'],
    sort: 'number',
    search: ['name'],
  },
});
