import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { MINIMUM_WAGE_BANDS } from './minimum-wage';

/**
 * Where a pay run is: priced as a job, then Checked (every carer at or above the minimum wage) or
 * with shortfalls named, which must be fixed by an adjustment and checked again; Closed at last.
 */
export const PAY_RUN_STATUSES = [
  'Queued',
  'Running',
  'Checked',
  'Shortfalls',
  'Closed',
  'Stopped',
  'Failed',
] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];

export const payRuns = defineRecord({
  name: 'pay-runs',
  area: 'finance',
  singular: 'Pay Run',
  plural: 'Pay Runs',
  path: 'finance/pay-runs',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    periodFrom: field.date('From', { required: true }),
    periodTo: field.date('To', { required: true }),
    status: field.choice('Status', PAY_RUN_STATUSES, {
      required: true,
      styles: {
        Queued: 'info',
        Running: 'warning',
        Checked: 'success',
        Shortfalls: 'danger',
        Closed: 'neutral',
        Stopped: 'danger',
        Failed: 'danger',
      },
    }),
    carerCount: field.number('Carers', { min: 0 }),
    shortfallCount: field.number('Minimum wage shortfalls', { min: 0 }),
    totalGross: field.money('Gross pay', { min: 0, max: 2_000_000_000 }),
    problem: field.text('Problem', { max: 500 }),
    closedAt: field.dateTime('Closed at'),
  },
  rules: [
    dateOrder('periodFrom', 'periodTo', 'The end of the period must be on or after its start.'),
  ],
  titleField: 'periodFrom',
  titleWith: ['periodTo'],
  list: {
    columns: ['periodFrom', 'periodTo', 'status', 'carerCount', 'shortfallCount', 'totalGross'],
    sort: 'periodFrom',
    dir: 'desc',
    filters: ['status'],
  },
});

/** One carer's pay in a run, with the minimum wage check of their age band. */
export const payslips = defineRecord({
  name: 'payslips',
  area: 'finance',
  singular: 'Payslip',
  plural: 'Payslips',
  parent: 'pay-runs',
  screens: { add: false, edit: false, show: true },
  operations: { create: false, update: false, delete: false },
  fields: {
    carer: field.reference('Carer', 'carers', { required: true }),
    visits: field.number('Visits', { min: 0 }),
    visitMinutes: field.number('Visit minutes', { min: 0 }),
    visitPay: field.money('Visit pay', { max: 100_000_000 }),
    travelMinutes: field.number('Travel minutes', { min: 0 }),
    travelPay: field.money('Travel pay', { max: 100_000_000 }),
    mileage: field.number('Mileage (miles)', { min: 0, decimals: 1 }),
    mileagePay: field.money('Mileage pay', { max: 100_000_000 }),
    adjustments: field.money('Adjustments', { min: -100_000_000, max: 100_000_000 }),
    holidayPay: field.money('Holiday pay (12.07%)', { max: 100_000_000 }),
    grossPay: field.money('Gross pay', { min: -100_000_000, max: 100_000_000 }),
    age: field.number('Age', { min: 0 }),
    wageBand: field.choice('Minimum wage band', MINIMUM_WAGE_BANDS),
    minimumRate: field.money('Minimum hourly rate', { max: 10_000 }),
    effectiveRate: field.money('Pay per hour worked', { min: -100_000, max: 1_000_000 }),
    shortfall: field.money('Shortfall', { max: 100_000_000 }),
    status: field.choice('Check', ['Paid at least the minimum', 'Shortfall'], {
      required: true,
      styles: { 'Paid at least the minimum': 'success', Shortfall: 'danger' },
    }),
  },
  titleField: 'carer',
  list: {
    columns: [
      'carer',
      'visitMinutes',
      'travelMinutes',
      'grossPay',
      'effectiveRate',
      'shortfall',
      'status',
    ],
    sort: 'carer',
    filters: ['status'],
  },
});

/** A change to a carer's pay in a run (a top-up to the minimum wage, a correction), with why. */
export const payAdjustments = defineRecord({
  name: 'pay-adjustments',
  area: 'finance',
  singular: 'Pay Adjustment',
  plural: 'Pay Adjustments',
  parent: 'payslips',
  permissionOwner: 'pay-runs',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    amount: field.money('Amount', { min: -100_000_000, max: 100_000_000 }),
    reason: field.text('Reason', { required: true, max: 500 }),
  },
  titleField: 'reason',
  list: { columns: ['amount', 'reason'], sort: 'reason' },
});
