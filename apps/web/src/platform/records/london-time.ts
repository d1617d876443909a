import {
  instantToLondonWallClock,
  londonWallClockToInstant,
  WALL_CLOCK_FORM_ENTRY,
} from '@care360/domain';

/**
 * Date-and-time fields are typed as UK wall-clock time ('YYYY-MM-DDTHH:mm', what a
 * datetime-local input gives) whatever zone the browser is in, and stored as UTC instants. The
 * conversion is the domain's (platform/wall-clock.ts); this only reads and writes the input's form.
 */

/** An ISO instant as UK wall-clock time, 'YYYY-MM-DDTHH:mm'; '' when it is not a date. */
export function isoToLondonLocal(iso: string): string {
  const wall = instantToLondonWallClock(iso);
  return wall ? `${wall.date}T${wall.time}` : '';
}

const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * UK wall-clock time to an ISO instant; null when it is not one. In the hour the clocks go
 * forward the time does not exist and moves on by an hour; in the hour they go back it happens
 * twice and the first (BST) is taken.
 */
export function londonLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, date = '', time = ''] = match;
  return londonWallClockToInstant(date, time, WALL_CLOCK_FORM_ENTRY)?.toISOString() ?? null;
}
