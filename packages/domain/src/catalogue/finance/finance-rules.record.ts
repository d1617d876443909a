import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { ROUNDING_MODES, TIME_BASES } from './pricing';

/** How minutes are counted (pricing.ts MinutesRule): the same fields for a charge and for pay. */
const MINUTES_RULE_FIELDS = {
  basis: field.choice('Time counted', TIME_BASES, {
    required: true,
    help: 'Planned time, or the actual time between check-in and check-out.',
  }),
  unitMinutes: field.number('Rounded to (minutes)', {
    required: true,
    min: 1,
    max: 60,
    help: 'e.g. 15 for quarter hours; 1 leaves minutes as they are.',
  }),
  rounding: field.choice('Rounding', ROUNDING_MODES, { required: true }),
  minimumMinutes: field.number('Minimum (minutes)', {
    required: true,
    min: 0,
    max: 240,
    help: 'No visit that took place counts for less.',
  }),
  shortBelowPercent: field.number('Short below (% of planned)', {
    required: true,
    min: 0,
    max: 100,
    help: 'With planned time counted, a visit shorter than this share counts its actual time.',
  }),
  missedPercent: field.number('Missed visit counts (% of planned)', {
    required: true,
    min: 0,
    max: 100,
    help: 'Usually 0: a visit not delivered is neither charged nor paid.',
  }),
} as const;

const MINUTES_RULE_COLUMNS = ['basis', 'unitMinutes', 'rounding', 'minimumMinutes'] as const;

/** What a funder is charged for a confirmed visit; a funder without one uses DEFAULT_CHARGE_RULE. */
export const funderChargeRules = defineRecord({
  name: 'funder-charge-rules',
  area: 'finance',
  singular: 'Funder Charge Rule',
  plural: 'Funder Charge Rules',
  path: 'finance/charge-rules',
  navGroup: 'Finance',
  fields: {
    funder: field.reference('Funder', 'funder-codes', { required: true, unique: true }),
    ...MINUTES_RULE_FIELDS,
    notes: field.longText('Notes', { max: 1000 }),
  },
  titleField: 'funder',
  list: { columns: ['funder', ...MINUTES_RULE_COLUMNS], sort: 'funder' },
});

/** What a carer is paid for a confirmed visit: their band, how minutes count, travel and holiday. */
export const carerPayRules = defineRecord({
  name: 'carer-pay-rules',
  area: 'finance',
  singular: 'Carer Pay Rule',
  plural: 'Carer Pay Rules',
  path: 'finance/pay-rules',
  navGroup: 'Finance',
  fields: {
    carer: field.reference('Carer', 'carers', { required: true, unique: true }),
    band: field.reference('Band', 'bands', {
      required: true,
      help: 'The carer hourly rates of this band price their visits.',
    }),
    ...MINUTES_RULE_FIELDS,
    paysTravel: field.yesNo('Travel time paid', {
      default: true,
      help: 'Time between visits, at the weekday rate; it always counts for the minimum wage.',
    }),
    accruesHoliday: field.yesNo('Holiday pay accrued (12.07%)', {
      default: true,
      help: 'For irregular hours: 12.07% of pay for time worked, paid with each pay run.',
    }),
  },
  titleField: 'carer',
  list: {
    columns: ['carer', 'band', ...MINUTES_RULE_COLUMNS, 'paysTravel'],
    sort: 'carer',
    filters: ['band'],
  },
});
