import {
  addCalendarDays,
  addCalendarMonths,
  instantToLondonWallClock,
  londonDayStart,
  londonWallClockToInstant,
  WALL_CLOCK_FORM_ENTRY,
  type WallClockPolicy,
} from '@care360/domain';

/**
 * The calendar library lays its grid out in wall-clock time with fixed offsets only ('UTC',
 * '+01:00'), which cannot follow the UK's clock changes. So it is given floating wall-clock
 * strings ('2026-03-29T09:00:00', London's clock, no offset) and laid out as if in UTC, and every
 * instant crosses the boundary here, through the domain's one London converter. An event at 09:00
 * therefore sits at 09:00 on both sides of a change, and a move is wall-clock arithmetic (what
 * the person dragged on screen), turned back into a UTC instant only at the end.
 */

/** A wall-clock time on a London clock, 'YYYY-MM-DDTHH:MM:SS', with no offset. */
export type LondonWallClockString = string;

/** The London wall clock at an instant, as the calendar library reads it. */
export function toLondonWallClock(instant: string | Date): LondonWallClockString | null {
  const wall = instantToLondonWallClock(instant);
  return wall ? `${wall.date}T${wall.time}:00` : null;
}

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/;

/**
 * The UTC instant a London wall-clock string names. A time in the hour that does not happen (the
 * last Sunday of March) moves on by the hour; a time in the hour that happens twice (the last
 * Sunday of October) is the first, in BST, unless the policy says otherwise.
 */
export function fromLondonWallClock(
  wall: LondonWallClockString,
  policy: WallClockPolicy = WALL_CLOCK_FORM_ENTRY,
): Date | null {
  const match = WALL.exec(wall);
  if (!match) return null;
  return londonWallClockToInstant(match[1] as string, match[2] as string, policy);
}

/** A wall-clock string moved by seconds on the wall clock (a day is always 24 of its hours). */
export function shiftWallClock(
  wall: LondonWallClockString,
  seconds: number,
): LondonWallClockString {
  const match = WALL.exec(wall);
  if (!match) return wall;
  const moved = new Date(Date.parse(`${match[1]}T${match[2]}:00Z`) + seconds * 1000);
  return moved.toISOString().slice(0, 19);
}

/** Hours in a London calendar day: 24, or 23 and 25 on the days the clocks change. */
export function londonDayHours(date: string): number {
  const start = londonDayStart(date);
  const next = londonDayStart(addCalendarDays(date, 1));
  if (!start || !next) return 24;
  return Math.round((next.getTime() - start.getTime()) / 3_600_000);
}

/** What happens to the clocks on a day: forward (a 23-hour day), back (25 hours), or nothing. */
export type LondonClockChange = { kind: 'forward' | 'back'; hours: 23 | 25 } | null;

export function londonClockChange(date: string): LondonClockChange {
  const hours = londonDayHours(date);
  if (hours === 23) return { kind: 'forward', hours };
  if (hours === 25) return { kind: 'back', hours };
  return null;
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The days the clocks change between two dates (both included). */
export function clockChangesBetween(
  from: string,
  to: string,
): { date: string; change: NonNullable<LondonClockChange> }[] {
  // The clocks change only in March and October: checking every day of a year's view is cheap.
  return daysFrom(from, to).flatMap((date) => {
    const change = londonClockChange(date);
    return change ? [{ date, change }] : [];
  });
}

/** How long an event lasts in real time, in minutes (a night across a change is 8 or 10 hours). */
export function realMinutes(start: string | Date, end: string | Date): number {
  return Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
}

/** The views a calendar shows. */
export type CalendarView = 'month' | 'week' | 'day' | 'timeline';

/** How much the resource timeline spans: a day of hours, or a week or a month of days. */
export type TimelineSpan = 'day' | 'week' | 'month';

/** The span a view covers: the timeline covers its own. */
const spanOf = (view: CalendarView, timeline: TimelineSpan): TimelineSpan =>
  view === 'timeline' ? timeline : view;

/** The days a view shows around `date` (UK dates): a whole month, Monday to Sunday, or the day. */
export function calendarPeriod(
  view: CalendarView,
  date: string,
  timeline: TimelineSpan = 'day',
): { from: string; to: string } {
  const span = spanOf(view, timeline);
  if (span === 'week') {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const from = addCalendarDays(date, -((weekday + 6) % 7));
    return { from, to: addCalendarDays(from, 6) };
  }
  if (span === 'month') {
    const from = `${date.slice(0, 7)}-01`;
    return { from, to: addCalendarDays(addCalendarMonths(from, 1), -1) };
  }
  return { from: date, to: date };
}

/** The date of the period before or after the one shown. */
export function stepPeriod(
  view: CalendarView,
  date: string,
  step: 1 | -1,
  timeline: TimelineSpan = 'day',
): string {
  const span = spanOf(view, timeline);
  if (span === 'week') return addCalendarDays(date, 7 * step);
  if (span === 'month') return addCalendarMonths(`${date.slice(0, 7)}-01`, step);
  return addCalendarDays(date, step);
}
