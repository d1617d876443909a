import { addCalendarDays, ukCalendarDate } from '../../../engine/platform/uk-date';
import type { Unavailability } from '../allocation-rules';
import { dayOfWeekOf } from '../visit-generation';
import { visitInstants } from '../visit-times';

/**
 * A carer's availability as the rules read it: concrete stretches of time, worked out on the
 * London wall clock from what the file keeps (carer-availability.records.ts). A weekly 22:00 to
 * 07:00 is one stretch of ten hours the night the clocks go back and eight the night they go
 * forward; an hour the clocks skip moves on by the hour, as a visit's does (visit-times.ts).
 */

/** An unavailability as stored: one-off instants, or a day and times every week between dates. */
export interface UnavailabilityEntry {
  repeats: string;
  startsAt?: Date | string | null;
  endsAt?: Date | string | null;
  dayOfWeek?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /** 'YYYY-MM-DD', London. */
  fromDate?: string | null;
  untilDate?: string | null;
  reason?: string | null;
}

/** A working pattern row: the day a shift starts on and its hours. */
export interface WorkingPatternEntry {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

export interface Window {
  from: Date;
  to: Date;
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, window: Window) =>
  a.startsAt < window.to && window.from < a.endsAt;

/**
 * Each time `day` from `start` to `end` falls on the London clock, starting on a day from
 * `firstDay` to `lastDay` (both included), that touches the window.
 */
function weekly(
  day: string,
  start: string,
  end: string,
  window: Window,
  firstDay?: string | null,
  lastDay?: string | null,
): { startsAt: Date; endsAt: Date }[] {
  // A stretch starting the day before the window may run into it (past midnight).
  let date = addCalendarDays(ukCalendarDate(window.from), -1);
  if (firstDay && firstDay > date) date = firstDay;
  let last = ukCalendarDate(window.to);
  if (lastDay && lastDay < last) last = lastDay;
  const found: { startsAt: Date; endsAt: Date }[] = [];
  for (; date <= last; date = addCalendarDays(date, 1)) {
    if (dayOfWeekOf(date) !== day) continue;
    const instants = visitInstants(date, start, end);
    if (instants && overlaps(instants, window)) found.push(instants);
  }
  return found;
}

/**
 * Every stretch of the carer's unavailability that touches the window, one-offs as they are and
 * each weekly one as its occurrences, in order of start.
 */
export function unavailabilityOccurrences(
  entries: readonly UnavailabilityEntry[],
  window: Window,
): Unavailability[] {
  const found: Unavailability[] = [];
  for (const entry of entries) {
    const reason = entry.reason ?? null;
    if (entry.repeats === 'Weekly') {
      if (!entry.dayOfWeek || !entry.startTime || !entry.endTime || !entry.fromDate) continue;
      for (const stretch of weekly(
        entry.dayOfWeek,
        entry.startTime,
        entry.endTime,
        window,
        entry.fromDate,
        entry.untilDate,
      ))
        found.push({ ...stretch, reason });
    } else if (entry.startsAt && entry.endsAt) {
      const stretch = { startsAt: new Date(entry.startsAt), endsAt: new Date(entry.endsAt) };
      if (stretch.endsAt > stretch.startsAt && overlaps(stretch, window))
        found.push({ ...stretch, reason });
    }
  }
  return found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The carer's working hours that touch the window, touching or overlapping ones joined. */
export function workingPatternOccurrences(
  patterns: readonly WorkingPatternEntry[],
  window: Window,
): { startsAt: Date; endsAt: Date }[] {
  const stretches = patterns
    .flatMap((p) => weekly(p.dayOfWeek, p.startTime, p.endTime, window))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const joined: { startsAt: Date; endsAt: Date }[] = [];
  for (const stretch of stretches) {
    const previous = joined[joined.length - 1];
    if (previous && stretch.startsAt <= previous.endsAt) {
      if (stretch.endsAt > previous.endsAt) previous.endsAt = stretch.endsAt;
    } else joined.push({ ...stretch });
  }
  return joined;
}

/** Why a visit is outside the carer's working pattern, as the rules' reason. */
export const OUTSIDE_WORKING_PATTERN = 'outside their working pattern';

/**
 * The visit as a stretch of unavailability when it is not wholly inside the carer's working
 * hours; null when it is, or when the carer has no pattern (no pattern: any time is offered).
 */
export function outsideWorkingPattern(
  visit: { startsAt: Date; endsAt: Date },
  patterns: readonly WorkingPatternEntry[],
): Unavailability | null {
  if (patterns.length === 0) return null;
  const inside = workingPatternOccurrences(patterns, {
    from: visit.startsAt,
    to: visit.endsAt,
  }).some((s) => s.startsAt <= visit.startsAt && visit.endsAt <= s.endsAt);
  return inside
    ? null
    : { startsAt: visit.startsAt, endsAt: visit.endsAt, reason: OUTSIDE_WORKING_PATTERN };
}
