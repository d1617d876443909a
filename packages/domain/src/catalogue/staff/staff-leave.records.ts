import { field } from '../../engine/records/fields';
import { staffSection } from './staff-section';

/**
 * Leave and days of duty. A holiday is asked for with its days (details), approved or declined,
 * and counted against the person's allowance for the leave year (holiday-allowance.ts). No two
 * live holidays of one person overlap: the server refuses the second, whatever the screen.
 */

export const HOLIDAY_STATUSES = ['Requested', 'Approved', 'Declined', 'Cancelled'] as const;

export const staffHolidays = staffSection({
  key: 'holidays',
  singular: 'Holiday',
  plural: 'Holidays',
  fields: {
    fromDate: field.date('From', { required: true }),
    toDate: field.date('To', { required: true }),
    reason: field.reference('Reason', 'holiday-reasons', { required: true }),
    hours: field.number('Hours of leave', {
      required: true,
      min: 0,
      max: 2000,
      decimals: 2,
      help: 'Counted against the allowance; the day details add up to it.',
    }),
    status: field.choice('Status', HOLIDAY_STATUSES, { required: true }),
    // Named by the server from whoever approves or declines (holidays.hooks.ts), never typed.
    decidedBy: field.reference('Approved or declined by', 'users', {
      keptByServer: true,
      help: 'Named when the holiday is approved or declined.',
    }),
    declineReason: field.longText('Reason for declining', {
      max: 1000,
      help: 'Needed to decline: the person is emailed it.',
    }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  titleField: 'fromDate',
  titleWith: ['toDate'],
  rules: [
    {
      field: 'toDate',
      message: 'The holiday must end on or after the day it starts.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
    {
      field: 'declineReason',
      message: 'Say why the holiday is declined: the person is told.',
      check: (v) =>
        v.status !== 'Declined' ||
        (typeof v.declineReason === 'string' && v.declineReason.trim() !== ''),
    },
  ],
  writeRules: {
    noOverlap: {
      from: 'fromDate',
      to: 'toDate',
      message: 'These dates overlap another holiday of this person.',
    },
  },
  list: {
    columns: ['fromDate', 'toDate', 'reason', 'hours', 'status'],
    sort: 'fromDate',
    dir: 'desc',
    filters: ['status'],
  },
});

export const staffHolidayDetails = staffSection({
  key: 'holiday-details',
  segment: 'details',
  within: { carers: staffHolidays.carers, employees: staffHolidays.employees },
  singular: 'Holiday Detail',
  plural: 'Holiday Details',
  fields: {
    day: field.date('Day', { required: true }),
    part: field.choice('Part of the day', ['Full day', 'Morning', 'Afternoon'], { required: true }),
    hours: field.number('Hours', { required: true, min: 0, max: 24, decimals: 2 }),
  },
  titleField: 'day',
  list: { columns: ['day', 'part', 'hours'], sort: 'day' },
});

export const staffDutyTemporaryDays = staffSection({
  key: 'duty-temporary-days',
  owners: ['carers'],
  singular: 'Duty Temporary Day',
  plural: 'Duty Temporary Days',
  fields: {
    fromDate: field.date('From', { required: true }),
    toDate: field.date('To', { required: true }),
    days: field.multiChoice(
      'Days available',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      { required: true },
    ),
    startTime: field.time('From (time)'),
    endTime: field.time('To (time)'),
    reason: field.text('Reason', { max: 200 }),
  },
  titleField: 'fromDate',
  rules: [
    {
      field: 'toDate',
      message: 'The period must end on or after it starts.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
  ],
  writeRules: { noOverlap: { from: 'fromDate', to: 'toDate' } },
  list: { columns: ['fromDate', 'toDate', 'days', 'reason'], sort: 'fromDate', dir: 'desc' },
});
