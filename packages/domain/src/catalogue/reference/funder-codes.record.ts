import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Who pays for a client's care: local authority, NHS continuing healthcare, private. */
export const funderCodes = defineRecord({
  name: 'funder-codes',
  area: 'reference',
  singular: 'Funder Code',
  plural: 'Funder Codes',
  navGroup: 'Reference data',
  fields: {
    code: field.text('Code', { required: true, unique: true, max: 20 }),
    name: field.text('Funder', { required: true, max: 150 }),
    type: field.choice(
      'Type',
      ['Local authority', 'NHS CHC', 'Private', 'Direct payment', 'Other'],
      { required: true },
    ),
    invoiceEmail: field.email('Invoice email'),
    phone: field.phone('Phone'),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'type', 'active'],
    sort: 'code',
    filters: ['type', 'active'],
    search: ['code', 'name'],
  },
});

/** A funder's rates over time: what it pays per hour between two dates. */
export const funderScales = defineRecord({
  name: 'funder-scales',
  area: 'reference',
  singular: 'Funder Scale',
  plural: 'Funder Scales',
  parent: 'funder-codes',
  ownPermissions: true,
  fields: {
    name: field.text('Scale', { required: true, max: 100, help: 'e.g. Standard day rate' }),
    ratePerHour: field.money('Rate per hour', { required: true, max: 100_000 }),
    weekendRatePerHour: field.money('Weekend rate per hour', { max: 100_000 }),
    bankHolidayRatePerHour: field.money('Bank holiday rate per hour', { max: 100_000 }),
    mileagePerMile: field.money('Mileage per mile', { max: 1_000 }),
    effectiveFrom: field.date('Applies from', { required: true }),
    effectiveTo: field.date('Applies until'),
  },
  rules: [
    dateOrder('effectiveFrom', 'effectiveTo', 'The end date must be on or after the start date.'),
  ],
  list: {
    columns: ['name', 'ratePerHour', 'effectiveFrom', 'effectiveTo'],
    sort: 'effectiveFrom',
    dir: 'desc',
    search: ['name'],
  },
});
