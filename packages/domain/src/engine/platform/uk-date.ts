/**
 * UK display formats (DESIGN.md §6): dates DD/MM/YYYY, times 24-hour, in Europe/London whatever
 * the browser's own zone. Instants arrive as ISO strings in UTC.
 */
import { instantToLondonWallClock, LONDON_TIME_ZONE } from './wall-clock';

export const UK_TIME_ZONE = LONDON_TIME_ZONE;

/** The UK clock's fields at that instant (wall-clock.ts converts); null when it is not a date. */
function partsOf(instant: string | Date): Record<string, string> | null {
  const wall = instantToLondonWallClock(instant);
  if (!wall) return null;
  const [year = '', month = '', day = ''] = wall.date.split('-');
  const [hour = '', minute = ''] = wall.time.split(':');
  return { year, month, day, hour, minute };
}

/** 'DD/MM/YYYY HH:mm' in UK time; '' for a value that is not a date. */
export function formatUkDateTime(instant: string | Date): string {
  const p = partsOf(instant);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** 'DD/MM/YYYY' in UK time; '' for a value that is not a date. */
export function formatUkDate(instant: string | Date): string {
  const p = partsOf(instant);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** The hour (0–23) on a UK clock at that instant. */
export function ukHour(instant: Date): number {
  return Number(partsOf(instant)?.hour ?? 0);
}

/** The calendar day in the UK at that instant, 'YYYY-MM-DD' (what "today" means to the office). */
export function ukCalendarDate(instant: Date = new Date()): string {
  const p = partsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** 'HH:mm' on a UK clock at that instant. */
export function ukClockTime(instant: Date = new Date()): string {
  const p = partsOf(instant);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** A calendar date moved by whole days, 'YYYY-MM-DD' in and out (no time zone involved). */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
