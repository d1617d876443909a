import { UK_TIME_ZONE } from '@care360/domain';

/**
 * Date-and-time fields are typed as UK wall-clock time ('YYYY-MM-DDTHH:mm', what a
 * datetime-local input gives) whatever zone the browser is in, and stored as UTC instants.
 */

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts: Record<string, string> = {};
  for (const part of londonParts.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Minutes UK time is ahead of UTC at that instant: 0 (GMT) or 60 (BST). */
function londonOffsetMinutes(instant: Date): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as UK wall-clock time, 'YYYY-MM-DDTHH:mm'; '' when it is not a date. */
export function isoToLondonLocal(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const c = wallClock(instant);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * UK wall-clock time to an ISO instant; null when it is not one. In the hour the clocks go
 * forward the time does not exist and moves on by an hour; in the hour they go back it happens
 * twice and the first (BST) is taken.
 */
export function londonLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  // UK time is UTC plus the offset before or after any clock change near that day. The earliest
  // candidate that reads back as the same wall-clock time wins; in the spring gap none does, and
  // the offset from before the change moves the time on by the hour.
  const HOURS_3 = 3 * 3_600_000;
  const before = londonOffsetMinutes(new Date(asUtc - HOURS_3));
  const after = londonOffsetMinutes(new Date(asUtc + HOURS_3));
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => isoToLondonLocal(new Date(instant).toISOString()) === local)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - before * 60_000).toISOString();
}
