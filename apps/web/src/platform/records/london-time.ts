import {
  instantToLondonWallClock,
  londonWallClockToInstant,
  WALL_CLOCK_FORM_ENTRY,
} from '@care360/domain';

/**
 * Dates and times are typed the UK way, 'DD/MM/YYYY', 'HH:MM' on the 24-hour clock and
 * 'DD/MM/YYYY HH:MM' in UK wall-clock time, in plain text boxes: a browser's own date and time
 * pickers follow its language (an American browser shows 03/27/2025 and 2:30 PM). Instants are
 * stored as UTC; the conversion is the domain's (platform/wall-clock.ts).
 */

/** An ISO instant as UK wall-clock time, 'DD/MM/YYYY HH:MM'; '' when it is not a date. */
export function isoToLondonLocal(iso: string): string {
  const wall = instantToLondonWallClock(iso);
  if (!wall) return '';
  const [year, month, day] = wall.date.split('-');
  return `${day}/${month}/${year} ${wall.time}`;
}

const DATE = String.raw`(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})`;
const TIME = String.raw`(\d{1,2})[:.]?(\d{2})`;
const TIME_PATTERN = new RegExp(`^${TIME}$`);
const DATE_TIME_PATTERN = new RegExp(`^${DATE}(?:\\s+|\\s*,\\s*)${TIME}$`);

const two = (digits: string) => digits.padStart(2, '0');

/** '9:30', '9.30', '930' or '09:30' → '09:30'; null when it is not a time of the 24-hour day. */
export function clockTimeOf(text: string): string | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, hours = '', minutes = ''] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${two(hours)}:${minutes}`;
}

/** 'DD/MM/YYYY HH:MM' as typed (single digits, . or - too) → 'YYYY-MM-DD' and 'HH:MM'. */
function wallClockOf(text: string): { date: string; time: string } | null {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = '', hours = '', minutes = ''] = match;
  const time = clockTimeOf(`${hours}:${minutes}`);
  return time ? { date: `${year}-${two(month)}-${two(day)}`, time } : null;
}

/**
 * UK wall-clock time as typed to an ISO instant; null when it is not one. In the hour the clocks
 * go forward the time does not exist and moves on by an hour; in the hour they go back it happens
 * twice and the first (BST) is taken.
 */
export function londonLocalToIso(text: string): string | null {
  const wall = wallClockOf(text);
  if (!wall) return null;
  return (
    londonWallClockToInstant(wall.date, wall.time, WALL_CLOCK_FORM_ENTRY)?.toISOString() ?? null
  );
}

/** What was typed in its tidy form ('1/2/2025 9:30' → '01/02/2025 09:30'), or as it was. */
export function tidyDateTime(text: string): string {
  const iso = londonLocalToIso(text);
  return iso ? isoToLondonLocal(iso) : text;
}

/** A typed time in its tidy form ('930' → '09:30'), or as it was. */
export function tidyClockTime(text: string): string {
  return clockTimeOf(text) ?? text;
}

/** 'YYYY-MM-DDTHH:MM' (a wall-clock time as an API takes it) → 'DD/MM/YYYY HH:MM'; '' otherwise. */
export function wallClockToUkText(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!match) return '';
  const [, year, month, day, time] = match;
  return `${day}/${month}/${year} ${time}`;
}

/** 'DD/MM/YYYY HH:MM' as typed → 'YYYY-MM-DDTHH:MM'; null when it is not a date and time. */
export function ukTextToWallClock(text: string): string | null {
  const wall = wallClockOf(text);
  return wall && londonLocalToIso(text) ? `${wall.date}T${wall.time}` : null;
}
