import { field } from '../../../engine/records/fields';
import { DAYS_OF_WEEK } from '../../clients/client-file-choices';
import { staffSection } from '../../staff/staff-section';

/**
 * When a carer works and when they cannot, kept on their file and edited by the office: the rota
 * offers them only inside their pattern and outside their unavailability (unavailability.ts).
 * A time from–to whose end is at or before its start runs past midnight (22:00–07:00).
 */

const differentTimes = (from: string, to: string) => ({
  field: to,
  message: 'The end time must differ from the start time.',
  check: (v: Record<string, unknown>) =>
    typeof v[from] !== 'string' ||
    typeof v[to] !== 'string' ||
    String(v[from]).slice(0, 5) !== String(v[to]).slice(0, 5),
});

export const carerWorkingPatterns = staffSection({
  key: 'working-patterns',
  owners: ['carers'],
  // Coordinators keep who is free when without changing the rest of a carer's file.
  ownPermissions: true,
  singular: 'Working Pattern',
  plural: 'Working Patterns',
  fields: {
    dayOfWeek: field.choice('Day', DAYS_OF_WEEK, { required: true }),
    startTime: field.time('From', { required: true }),
    endTime: field.time('To', {
      required: true,
      help: 'An end at or before the start is the next morning, e.g. nights from 22:00 to 07:00.',
    }),
    notes: field.text('Notes', { max: 300 }),
  },
  titleField: 'dayOfWeek',
  titleWith: ['startTime', 'endTime'],
  rules: [differentTimes('startTime', 'endTime')],
  list: { columns: ['dayOfWeek', 'startTime', 'endTime', 'notes'], sort: 'dayOfWeek' },
});

/** One stretch of time, or the same hours every week between two dates. */
export const UNAVAILABILITY_REPEATS = ['One-off', 'Weekly'] as const;

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

export const carerUnavailability = staffSection({
  key: 'unavailability',
  owners: ['carers'],
  ownPermissions: true,
  singular: 'Unavailability',
  plural: 'Unavailability',
  fields: {
    repeats: field.choice('Repeats', UNAVAILABILITY_REPEATS, { required: true }),
    startsAt: field.dateTime('From', { help: 'One-off: when it starts.' }),
    endsAt: field.dateTime('To', { help: 'One-off: when it ends.' }),
    dayOfWeek: field.choice('Day', DAYS_OF_WEEK, { help: 'Weekly: the day it starts on.' }),
    startTime: field.time('From (time)', { help: 'Weekly: the time it starts.' }),
    endTime: field.time('To (time)', {
      help: 'Weekly: an end at or before the start is the next morning.',
    }),
    fromDate: field.date('Every week from', { help: 'Weekly: the first day it applies.' }),
    untilDate: field.date('Until', { help: 'Weekly: the last day; empty for no end.' }),
    reason: field.text('Reason', { required: true, max: 300 }),
  },
  titleField: 'reason',
  rules: [
    {
      field: 'startsAt',
      message: 'Give when a one-off unavailability starts.',
      check: (v) => v.repeats !== 'One-off' || filled(v.startsAt),
    },
    {
      field: 'endsAt',
      message: 'Give when a one-off unavailability ends, after it starts.',
      check: (v) =>
        v.repeats !== 'One-off' ||
        (filled(v.endsAt) &&
          (!filled(v.startsAt) ||
            new Date(String(v.endsAt)).getTime() > new Date(String(v.startsAt)).getTime())),
    },
    ...(['dayOfWeek', 'startTime', 'endTime', 'fromDate'] as const).map((key) => ({
      field: key,
      message: 'Needed for a weekly unavailability.',
      check: (v: Record<string, unknown>) => v.repeats !== 'Weekly' || filled(v[key]),
    })),
    differentTimes('startTime', 'endTime'),
    {
      field: 'untilDate',
      message: 'The last day must be on or after the first.',
      check: (v) =>
        !filled(v.untilDate) || !filled(v.fromDate) || String(v.untilDate) >= String(v.fromDate),
    },
  ],
  list: {
    columns: [
      'repeats',
      'startsAt',
      'endsAt',
      'dayOfWeek',
      'startTime',
      'endTime',
      'fromDate',
      'untilDate',
      'reason',
    ],
    sort: 'startsAt',
    dir: 'desc',
    filters: ['repeats'],
    search: ['reason'],
  },
});
