/**
 * Times on the wall clock in the UK (Europe/London) and the UTC instants they name: the one place
 * where the two meet, for the server and the browser alike, whatever zone either runs in. Only
 * Intl is used (full ICU), so the rules follow the time-zone database, not a hand-written table.
 *
 * A date is 'YYYY-MM-DD' (years from 1000, as every date the app keeps) and a time 'HH:MM' on a
 * 24-hour clock. Most wall-clock times name exactly one instant, but twice a year they do not:
 *
 * - The gap (spring forward): on the last Sunday of March the clocks go from 01:00 GMT straight to
 *   02:00 BST, so 01:00–01:59 that day never happens. `onGap: 'shift-forward'` reads such a time
 *   as the one an hour later (01:30 → 02:30 BST, the instant 01:30 UTC), as a clock that was not
 *   put forward would show it; `onGap: 'refuse'` answers null, so the caller can ask again.
 * - The overlap (fall back): on the last Sunday of October the clocks go from 02:00 BST back to
 *   01:00 GMT, so 01:00–01:59 happens twice. `onOverlap: 'earlier'` takes the first (BST),
 *   `'later'` the second (GMT).
 *
 * The policy is never implied: every caller says both choices (see WALL_CLOCK_FORM_ENTRY for what
 * typed-in times use). `readLondonWallClock` tells a caller which case a time is, to explain it.
 */

export const LONDON_TIME_ZONE = 'Europe/London';

/** What to do with a wall-clock time that does not exist (the hour the clocks go forward). */
export type WallClockGapPolicy = 'shift-forward' | 'refuse';

/** Which of the two instants a wall-clock time that happens twice names (the hour they go back). */
export type WallClockOverlapPolicy = 'earlier' | 'later';

export interface WallClockPolicy {
  onGap: WallClockGapPolicy;
  onOverlap: WallClockOverlapPolicy;
}

/**
 * What a time typed into a form means: a time in the missing hour moves on by the hour, and a
 * time in the repeated hour is the first (BST), as people recording what just happened mean it.
 */
export const WALL_CLOCK_FORM_ENTRY: WallClockPolicy = {
  onGap: 'shift-forward',
  onOverlap: 'earlier',
};

/** A date and a time on a London clock. */
export interface LondonWallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', 24-hour */
  time: string;
}

/** Which case a wall-clock time is, with the instants it may name. */
export type LondonWallClockReading =
  | { kind: 'single'; instant: Date }
  /** The time does not exist; `shiftedForward` is the instant a clock an hour behind shows it. */
  | { kind: 'gap'; shiftedForward: Date }
  /** The time happens twice: first in BST (`earlier`), an hour later in GMT (`later`). */
  | { kind: 'overlap'; earlier: Date; later: Date };

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MINUTE = 60_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toDate(instant: Date | string | number): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The London clock's fields at an instant, from the time zone database (seconds dropped). */
function intlFieldsAt(date: Date) {
  const parts: Record<string, string> = {};
  for (const part of londonParts.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const HOUR = 60 * MINUTE;
/**
 * London's offset by UTC hour. The clocks change on an hour of UTC (01:00), so one hour's
 * instants share an offset; asking the time zone database once an hour, not once an instant,
 * made a rota of 170,000 visits several seconds quicker to generate.
 */
const offsetByHour = new Map<number, number>();

function offsetMinutesAt(date: Date): number {
  const hour = Math.floor(date.getTime() / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const f = intlFieldsAt(date);
    const wallAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
    // Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear does not.
    const exact = new Date(wallAsUtc);
    exact.setUTCFullYear(f.year);
    offset = Math.round((exact.getTime() - Math.floor(date.getTime() / MINUTE) * MINUTE) / MINUTE);
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The London clock's fields at an instant (seconds dropped). */
function fieldsAt(date: Date) {
  const wall = new Date(
    Math.floor(date.getTime() / MINUTE) * MINUTE + offsetMinutesAt(date) * MINUTE,
  );
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The date and time on a London clock at that instant; null when it is not a date. */
export function instantToLondonWallClock(instant: Date | string | number): LondonWallClock | null {
  const date = toDate(instant);
  if (!date) return null;
  const f = fieldsAt(date);
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
  };
}

/** The calendar day in London at that instant, 'YYYY-MM-DD'; '' when it is not a date. */
export function londonDateOf(instant: Date | string | number = new Date()): string {
  return instantToLondonWallClock(instant)?.date ?? '';
}

/** Minutes London is ahead of UTC at that instant: 0 (GMT) or 60 (BST). */
export function londonOffsetMinutes(instant: Date | string | number): number {
  const date = toDate(instant);
  if (!date) return Number.NaN;
  return offsetMinutesAt(date);
}

const DATE_PATTERN = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant that reads `date` `time` on a UTC clock; null when either is not a real one. */
function asUtc(date: string, time: string): number | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = d.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = t.slice(1).map(Number) as [number, number];
  const value = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(value);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? value : null;
}

/**
 * Which instants a London wall-clock time names: one, none (the gap) or two (the overlap); null
 * when `date` or `time` is not a real date or time.
 */
export function readLondonWallClock(date: string, time: string): LondonWallClockReading | null {
  const wall = asUtc(date, time);
  if (wall === null) return null;
  // London is UTC plus the offset in force before or after any change near that time; a change
  // is never closer than months to another, so the offsets half a day either side cover it.
  const HALF_DAY = 12 * 60 * MINUTE;
  const before = londonOffsetMinutes(wall - HALF_DAY);
  const after = londonOffsetMinutes(wall + HALF_DAY);
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => {
      const reads = instantToLondonWallClock(instant);
      return reads?.date === date && reads.time === time;
    })
    .sort((a, b) => a - b);
  if (matches.length === 0)
    return { kind: 'gap', shiftedForward: new Date(wall - before * MINUTE) };
  if (matches.length === 1) return { kind: 'single', instant: new Date(matches[0] as number) };
  return {
    kind: 'overlap',
    earlier: new Date(matches[0] as number),
    later: new Date(matches[matches.length - 1] as number),
  };
}

/**
 * The UTC instant a London wall-clock time names, by the policy given for the missing and the
 * repeated hour; null when it is not a real date and time, or falls in the gap with 'refuse'.
 */
export function londonWallClockToInstant(
  date: string,
  time: string,
  policy: WallClockPolicy,
): Date | null {
  const reading = readLondonWallClock(date, time);
  if (!reading) return null;
  switch (reading.kind) {
    case 'single':
      return reading.instant;
    case 'gap':
      return policy.onGap === 'shift-forward' ? reading.shiftedForward : null;
    case 'overlap':
      return policy.onOverlap === 'earlier' ? reading.earlier : reading.later;
  }
}

/**
 * The instant a London calendar day starts: midnight on its clock, which is 23:00 UTC the day
 * before in summer time (the clocks change at 01:00 UTC, never at midnight). A day is 24 hours
 * long but for the two days of a change (23 and 25). Null when it is not a real date.
 */
export function londonDayStart(date: string): Date | null {
  return londonWallClockToInstant(date, '00:00', WALL_CLOCK_FORM_ENTRY);
}
