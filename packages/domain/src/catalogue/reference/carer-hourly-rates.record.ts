import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** What carers on a pay band are paid per hour, between two dates. */
export const carerHourlyRates = defineRecord({
  name: 'carer-hourly-rates',
  area: 'reference',
  singular: 'Carer Hourly Rate',
  plural: 'Carer Hourly Rates',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, max: 100, help: 'e.g. Band B 2026/27' }),
    band: field.reference('Band', 'bands', { required: true }),
    weekdayRate: field.money('Weekday rate per hour', {
      required: true,
      max: 10_000,
      help: 'Monday to Friday. Must not be below the National Living Wage (£12.71 from April 2026).',
    }),
    weekendRate: field.money('Weekend rate per hour', { max: 10_000 }),
    bankHolidayRate: field.money('Bank holiday rate per hour', { max: 10_000 }),
    mileageRate: field.money('Mileage per mile', {
      max: 100,
      help: 'Paid for driving between visits (HMRC approved rate: 45p).',
    }),
    effectiveFrom: field.date('Applies from', { required: true }),
    effectiveTo: field.date('Applies until'),
  },
  rules: [
    dateOrder('effectiveFrom', 'effectiveTo', 'The end date must be on or after the start date.'),
  ],
  titleField: 'name',
  list: {
    columns: ['name', 'band', 'weekdayRate', 'weekendRate', 'bankHolidayRate', 'effectiveFrom'],
    sort: 'effectiveFrom',
    dir: 'desc',
    filters: ['band'],
    search: ['name'],
  },
});
