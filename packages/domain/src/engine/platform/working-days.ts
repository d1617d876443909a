import { addCalendarDays } from './uk-date';

/**
 * Working days in England and Wales: Monday to Friday, less the bank holidays. The holidays are
 * worked out from the rules of the Banking and Financial Dealings Act 1971 and the royal
 * proclamations (substitute days when a holiday falls at a weekend), so every year is known
 * without a list to keep; the days proclaimed once (a jubilee, a coronation) are listed below.
 */

/** Days proclaimed as bank holidays once, beside the usual ones. */
const ONE_OFF_HOLIDAYS: readonly string[] = [
  '2011-04-29', // The wedding of Prince William and Catherine Middleton
  '2012-06-05', // The Queen's Diamond Jubilee
  '2022-06-03', // The Queen's Platinum Jubilee
  '2022-09-19', // The State Funeral of Queen Elizabeth II
  '2023-05-08', // The Coronation of King Charles III
];

/** Usual holidays moved by proclamation in a year: the day it would be → the day it was. */
const MOVED_HOLIDAYS: Readonly<Record<string, string>> = {
  '2012-05-28': '2012-06-04', // Spring bank holiday, moved for the Diamond Jubilee
  '2020-05-04': '2020-05-08', // Early May, moved to VE Day's 75th anniversary
  '2022-05-30': '2022-06-02', // Spring bank holiday, moved for the Platinum Jubilee
};

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 0 Sunday … 6 Saturday, of a 'YYYY-MM-DD' day. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Easter Sunday of a year (Gregorian; the anonymous, Meeus/Jones/Butcher algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The first Monday of a month, or (from the end) its last. */
function monday(year: number, month: number, which: 'first' | 'last'): string {
  if (which === 'first') {
    const first = iso(year, month, 1);
    return addCalendarDays(first, (8 - dayOfWeek(first)) % 7);
  }
  const last = addCalendarDays(iso(year, month + 1, 1), -1);
  return addCalendarDays(last, -((dayOfWeek(last) + 6) % 7));
}

/** The next weekday on or after a day that is not already taken. */
function substitute(day: string, taken: ReadonlySet<string>): string {
  let candidate = day;
  while (dayOfWeek(candidate) === 0 || dayOfWeek(candidate) === 6 || taken.has(candidate)) {
    candidate = addCalendarDays(candidate, 1);
  }
  return candidate;
}

/** England and Wales bank holidays of a year, in date order, with the substitute days. */
export function englandAndWalesBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const days = new Set<string>();
  days.add(substitute(iso(year, 1, 1), days));
  days.add(addCalendarDays(easter, -2));
  days.add(addCalendarDays(easter, 1));
  for (const usual of [
    monday(year, 5, 'first'),
    monday(year, 5, 'last'),
    monday(year, 8, 'last'),
  ]) {
    days.add(MOVED_HOLIDAYS[usual] ?? usual);
  }
  // Christmas first, so a Boxing Day at the weekend moves past Christmas's own substitute.
  days.add(substitute(iso(year, 12, 25), days));
  days.add(substitute(iso(year, 12, 26), days));
  for (const day of ONE_OFF_HOLIDAYS) if (day.startsWith(`${year}-`)) days.add(day);
  return [...days].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Whether a day is an England and Wales bank holiday (or one of `extra`, an agency's own). */
export function isBankHoliday(isoDate: string, extra: ReadonlySet<string> = new Set()): boolean {
  if (extra.has(isoDate)) return true;
  const year = Number(isoDate.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(englandAndWalesBankHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(isoDate);
}

/** Whether a day is a working day: a weekday that is no bank holiday (nor one of `extra`). */
export function isWorkingDay(isoDate: string, extra: ReadonlySet<string> = new Set()): boolean {
  const weekday = dayOfWeek(isoDate);
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(isoDate, extra);
}

/**
 * The day `count` working days after `isoDate`: the next working day is the first, as a
 * complaint received on a Monday is acknowledged within 3 working days by Thursday. A day
 * received at a weekend or on a holiday counts from the next working day the same way.
 */
export function addWorkingDays(
  isoDate: string,
  count: number,
  extra: ReadonlySet<string> = new Set(),
): string {
  let day = isoDate;
  for (let counted = 0; counted < count; ) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day, extra)) counted += 1;
  }
  return day;
}
