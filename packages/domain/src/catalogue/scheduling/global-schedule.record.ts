import { addCalendarDays } from '../../engine/platform/uk-date';
import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAYS_OF_WEEK } from '../clients/client-file-choices';
import { MAX_CARERS_PER_VISIT, VISIT_TYPES } from './visits.record';

/** What an entry of the global schedule is: a client's visit outside their package, or the office's. */
export const GLOBAL_SCHEDULE_KINDS = [
  'Client visit',
  'Training day',
  'Team meeting',
  'Office event',
] as const;

/** How an entry repeats from its first date. */
export const GLOBAL_SCHEDULE_REPEATS = [
  'Does not repeat',
  'Every week',
  'Every two weeks',
  'Every four weeks',
] as const;
export type GlobalScheduleRepeat = (typeof GLOBAL_SCHEDULE_REPEATS)[number];

/** The weeks between two occurrences of a repeat; none for a one-off. */
export const REPEAT_WEEKS: Record<GlobalScheduleRepeat, number | null> = {
  'Does not repeat': null,
  'Every week': 1,
  'Every two weeks': 2,
  'Every four weeks': 4,
};

/**
 * The global schedule: visits and office events that are not one client's template (a monthly
 * shopping trip, a training day, a team meeting), each with a repeat pattern. Generation places
 * each occurrence on the rota as a visit whose source is 'Global schedule' (visit-generation.ts),
 * once however often it runs; an office event is a visit without a client, so the carers who
 * attend are booked and not offered other work at that time.
 */
export const globalSchedules = defineRecord({
  name: 'global-schedules',
  area: 'scheduling',
  singular: 'Global Schedule',
  plural: 'Global Schedule',
  path: 'global-schedule',
  navGroup: 'Scheduling',
  branchField: 'branch',
  fields: {
    title: field.text('Title', { required: true, max: 150 }),
    kind: field.choice('Kind', GLOBAL_SCHEDULE_KINDS, { required: true }),
    branch: field.reference('Branch', 'branches', { required: true }),
    client: field.reference('Client', 'clients', {
      help: 'Only for a client visit: office events belong to no client.',
    }),
    firstDate: field.date('First date', { required: true }),
    repeat: field.choice('Repeats', GLOBAL_SCHEDULE_REPEATS, { required: true }),
    daysOfWeek: field.multiChoice('On', DAYS_OF_WEEK, {
      help: 'For a weekly repeat: the days it falls on. None means the first date’s day.',
    }),
    lastDate: field.date('Last date', { help: 'Leave empty to repeat with no end.' }),
    startTime: field.time('Start time', { required: true }),
    endTime: field.time('End time', {
      required: true,
      help: 'An end at or before the start is the next day.',
    }),
    carersNeeded: field.number('Carers needed', {
      required: true,
      min: 1,
      max: MAX_CARERS_PER_VISIT,
    }),
    visitType: field.choice('Visit type', VISIT_TYPES),
    tasks: field.longText('Tasks', { max: 5000 }),
    notes: field.longText('Notes', { max: 2000 }),
    active: field.yesNo('On the rota', {
      help: 'Switch off to stop placing new occurrences; visits already made stay.',
    }),
  },
  rules: [
    {
      field: 'client',
      message: 'Choose the client this visit is for.',
      check: (v) => v.kind !== 'Client visit' || (typeof v.client === 'string' && v.client !== ''),
    },
    {
      field: 'client',
      message: 'An office event belongs to no client.',
      check: (v) => v.kind === 'Client visit' || v.client === null || v.client === undefined,
    },
    {
      field: 'lastDate',
      message: 'The last date must be on or after the first.',
      check: (v) =>
        typeof v.lastDate !== 'string' ||
        typeof v.firstDate !== 'string' ||
        v.lastDate >= v.firstDate,
    },
    {
      field: 'endTime',
      message: 'The end time must differ from the start time.',
      check: (v) =>
        typeof v.startTime !== 'string' ||
        typeof v.endTime !== 'string' ||
        v.startTime.slice(0, 5) !== v.endTime.slice(0, 5),
    },
  ],
  titleField: 'title',
  list: {
    columns: ['title', 'kind', 'branch', 'client', 'firstDate', 'repeat', 'startTime', 'active'],
    sort: 'firstDate',
    filters: ['kind', 'branch', 'active'],
    search: ['title'],
  },
});

/** An entry of the global schedule as generation reads it. */
export interface GlobalScheduleEntry {
  id: string;
  title: string;
  kind: string;
  branch: string;
  client?: string | null;
  firstDate: string;
  repeat: string;
  daysOfWeek?: readonly string[] | null;
  lastDate?: string | null;
  startTime: string;
  endTime: string;
  carersNeeded: number;
  visitType?: string | null;
  tasks?: string | null;
  active?: boolean | null;
}

const dayIndex = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * The London dates an entry falls on from `from` to `to` (both included). A repeat runs from the
 * week of its first date: every n weeks on the days chosen (the first date's day when none), never
 * before the first date nor after the last.
 */
export function globalScheduleDates(
  entry: Pick<GlobalScheduleEntry, 'firstDate' | 'repeat' | 'daysOfWeek' | 'lastDate'>,
  range: { from: string; to: string },
): string[] {
  const start = entry.firstDate > range.from ? entry.firstDate : range.from;
  const end = entry.lastDate && entry.lastDate < range.to ? entry.lastDate : range.to;
  const weeks = REPEAT_WEEKS[entry.repeat as GlobalScheduleRepeat] ?? null;
  if (weeks === null)
    return start <= entry.firstDate && entry.firstDate <= end ? [entry.firstDate] : [];
  const days = new Set(
    (entry.daysOfWeek && entry.daysOfWeek.length > 0
      ? entry.daysOfWeek.map((d) => DAYS_OF_WEEK.indexOf(d as (typeof DAYS_OF_WEEK)[number]))
      : [dayIndex(entry.firstDate)]
    ).filter((d) => d >= 0),
  );
  // The Monday of the first date's week: repeats count weeks from it.
  const firstMonday = addCalendarDays(entry.firstDate, -dayIndex(entry.firstDate));
  const dates: string[] = [];
  for (let date = start; date <= end; date = addCalendarDays(date, 1)) {
    if (!days.has(dayIndex(date))) continue;
    const week = Math.floor(daysBetween(firstMonday, date) / 7);
    if (week % weeks === 0) dates.push(date);
  }
  return dates;
}
