import { addCalendarDays } from '../../engine/platform/uk-date';
import { londonWallClockToInstant, WALL_CLOCK_FORM_ENTRY } from '../../engine/platform/wall-clock';

/**
 * A visit is planned on the London wall clock (a date, a start and an end time) and stored as two
 * UTC instants. An end at or before the start is on the next day: a 22:00–07:00 night sit is one
 * visit, ten hours long the night the clocks go back and eight the night they go forward.
 *
 * A time in the hour the clocks skip moves on by the hour and a time in the repeated hour is the
 * first (BST), as everywhere a time is typed (WALL_CLOCK_FORM_ENTRY): an agency plans 01:30 on the
 * last Sunday of October as the first 01:30.
 */

/** 'HH:MM' of a stored time ('HH:MM:SS' from the database); '' for none. */
export const hhmm = (time: unknown) => (typeof time === 'string' ? time.slice(0, 5) : '');

/** Whether a visit from `start` to `end` (London 'HH:MM') ends on the next day. */
export function endsNextDay(start: string, end: string): boolean {
  return hhmm(end) <= hhmm(start);
}

export interface VisitInstants {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The instants of a visit on `date` from `start` to `end` (London wall clock); null when the date
 * or a time is not a real one.
 */
export function visitInstants(date: unknown, start: unknown, end: unknown): VisitInstants | null {
  if (typeof date !== 'string') return null;
  const from = hhmm(start);
  const to = hhmm(end);
  const startsAt = londonWallClockToInstant(date, from, WALL_CLOCK_FORM_ENTRY);
  const endDate = endsNextDay(from, to) ? addCalendarDays(date, 1) : date;
  const endsAt = londonWallClockToInstant(endDate, to, WALL_CLOCK_FORM_ENTRY);
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  return { startsAt, endsAt };
}
