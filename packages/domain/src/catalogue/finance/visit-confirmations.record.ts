import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAY_TYPES, VISIT_OUTCOMES } from './pricing';

/**
 * A carer's place on a delivered visit as the office confirmed it from the check-in and check-out:
 * the minutes charged (the funder's rule) and paid (the carer's rule), travel and mileage, and the
 * kind of day. Written only by the confirmation and a manager's adjustment (never a generic save):
 * once confirmed, it is what invoices and pay are made from, and it is locked.
 */
export const visitConfirmations = defineRecord({
  name: 'visit-confirmations',
  area: 'finance',
  singular: 'Visit Confirmation',
  plural: 'Visit Confirmations',
  path: 'finance/confirmations',
  screens: { add: false, edit: false, show: true },
  operations: { create: false, update: false, delete: false },
  branchField: 'branch',
  fields: {
    visit: field.reference('Visit', 'visits', { required: true }),
    // One confirmation per carer's place: the unique key that stops a visit confirmed twice.
    visitCarer: field.reference('Visit place', 'visit-carers', { required: true, unique: true }),
    client: field.reference('Client', 'clients', { required: true }),
    carer: field.reference('Carer', 'carers', { required: true }),
    branch: field.reference('Branch', 'branches', { required: true }),
    visitDate: field.date('Date', { required: true }),
    dayType: field.choice('Day', DAY_TYPES, { required: true }),
    startsAt: field.dateTime('Planned start', { required: true }),
    endsAt: field.dateTime('Planned end', { required: true }),
    checkedInAt: field.dateTime('Checked in at'),
    checkedOutAt: field.dateTime('Checked out at'),
    outcome: field.choice('Outcome', VISIT_OUTCOMES, {
      required: true,
      styles: { Delivered: 'success', Short: 'warning', Missed: 'danger' },
    }),
    plannedMinutes: field.number('Planned minutes', { required: true, min: 0 }),
    actualMinutes: field.number('Actual minutes', { min: 0 }),
    chargeMinutes: field.number('Charged minutes', { required: true, min: 0, max: 1440 }),
    payMinutes: field.number('Paid minutes', { required: true, min: 0, max: 1440 }),
    travelMinutes: field.number('Travel minutes', { required: true, min: 0, max: 600 }),
    mileage: field.number('Mileage (miles)', { required: true, min: 0, max: 1000, decimals: 1 }),
    confirmedBy: field.reference('Confirmed by', 'users'),
    confirmedAt: field.dateTime('Confirmed at', { required: true }),
    adjusted: field.yesNo('Adjusted by a manager'),
  },
  titleField: 'visitDate',
  list: {
    columns: [
      'visitDate',
      'client',
      'carer',
      'branch',
      'dayType',
      'outcome',
      'chargeMinutes',
      'payMinutes',
      'adjusted',
    ],
    sort: 'visitDate',
    dir: 'desc',
    filters: ['client', 'carer', 'branch', 'outcome', 'dayType', 'adjusted'],
  },
});

/** The fields of a confirmation a manager may adjust, with a reason. */
export const ADJUSTABLE_CONFIRMATION_FIELDS = [
  'chargeMinutes',
  'payMinutes',
  'travelMinutes',
  'mileage',
  'outcome',
] as const;

/**
 * A manager's change to a locked confirmation: what changed (old → new) and why. Made by the
 * adjustment endpoint in the same transaction as the change, never by hand.
 */
export const confirmationAdjustments = defineRecord({
  name: 'confirmation-adjustments',
  area: 'finance',
  singular: 'Confirmation Adjustment',
  plural: 'Confirmation Adjustments',
  parent: 'visit-confirmations',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    reason: field.text('Reason', { required: true, max: 500 }),
    // "Paid minutes: 30 → 45", one change per line.
    changes: field.longText('Changes', { required: true, max: 2000 }),
    adjustedBy: field.reference('Adjusted by', 'users'),
  },
  titleField: 'reason',
  list: { columns: ['reason', 'changes', 'adjustedBy'], sort: 'reason' },
});
