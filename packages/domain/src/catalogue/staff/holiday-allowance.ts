import { addCalendarDays } from '../../engine/platform/uk-date';

/**
 * Holiday allowance. A leave year starts on the first of the organisation's
 * leaveYearStartMonth and is named by the calendar year it starts in (2026 = April 2026 to
 * March 2027). The allowance is holidayWeeks (5.6 statutory) times the weekly hours, in hours for
 * everyone: a carer on variable hours uses their average weeklyHours. Someone who starts or leaves
 * within the year gets the share of the year's days they are employed (pro-rata).
 *
 * A holiday counts in the leave year its first day falls in. It counts against the allowance
 * only when its reason does (holiday-reasons.deductsFromEntitlement): approved ones are taken,
 * requested ones booked; declined and cancelled ones count nowhere.
 *
 * Day details: each day lies within the holiday's dates, and when a holiday has details its hours
 * are their sum (the server keeps them so); a holiday without details keeps the hours typed.
 */

export interface LeaveYear {
  /** The calendar year it starts in. */
  year: number;
  /** 'YYYY-MM-DD', first and last day. */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The leave year named `year` (starting in `startMonth`, 1–12). */
export function leaveYear(year: number, startMonth: number): LeaveYear {
  const from = `${year}-${pad(startMonth)}-01`;
  const to = addCalendarDays(`${year + 1}-${pad(startMonth)}-01`, -1);
  return { year, from, to };
}

/** The leave year a day ('YYYY-MM-DD') falls in. */
export function leaveYearOf(day: string, startMonth: number): LeaveYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return leaveYear(month >= startMonth ? year : year - 1, startMonth);
}

/** Days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function daysInclusive(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * The hours of leave a person is allowed in a leave year: holidayWeeks × weeklyHours, times the
 * share of the year's days between their start (or the year's start) and their leaving (or the
 * year's end). Nothing when they are not employed in that year or have no weekly hours.
 */
export function holidayAllowance(input: {
  weeklyHours: number | null;
  holidayWeeks: number;
  startDate: string | null;
  leftOn: string | null;
  year: LeaveYear;
}): { hours: number; proRata: boolean } {
  const { year } = input;
  const from = input.startDate && input.startDate > year.from ? input.startDate : year.from;
  const to = input.leftOn && input.leftOn < year.to ? input.leftOn : year.to;
  const employed = daysInclusive(from, to);
  const inYear = daysInclusive(year.from, year.to);
  const full = (input.weeklyHours ?? 0) * input.holidayWeeks;
  return { hours: hundredths((full * employed) / inYear), proRata: employed < inYear };
}

export interface HolidayForBalance {
  fromDate: string;
  hours: number;
  status: string;
  /** Whether its reason counts against the entitlement. */
  counts: boolean;
}

export interface HolidayBalance {
  leaveYear: LeaveYear;
  allowance: number;
  proRata: boolean;
  /** Approved hours in the year. */
  taken: number;
  /** Requested (not yet decided) hours in the year. */
  booked: number;
  /** allowance − taken − booked; below zero when over. */
  remaining: number;
}

/** Taken, booked and remaining of an allowance, from the person's holidays. */
export function holidayBalance(
  year: LeaveYear,
  allowance: { hours: number; proRata: boolean },
  holidays: readonly HolidayForBalance[],
): HolidayBalance {
  let taken = 0;
  let booked = 0;
  for (const h of holidays) {
    if (!h.counts || h.fromDate < year.from || h.fromDate > year.to) continue;
    if (h.status === 'Approved') taken += h.hours;
    else if (h.status === 'Requested') booked += h.hours;
  }
  return {
    leaveYear: year,
    allowance: allowance.hours,
    proRata: allowance.proRata,
    taken: hundredths(taken),
    booked: hundredths(booked),
    remaining: hundredths(allowance.hours - taken - booked),
  };
}

/**
 * Whether approving a holiday would take the balance below zero. `others` is the balance of the
 * person's other holidays (this one left out); a reason that is unpaid or does not count against
 * the entitlement is never refused.
 */
export function approvalExceedsAllowance(
  others: HolidayBalance,
  holiday: { hours: number; counts: boolean; paid: boolean },
): boolean {
  if (!holiday.counts || !holiday.paid) return false;
  return others.remaining - holiday.hours < -0.001;
}

/** A day detail's day must lie within its holiday's dates. */
export function dayWithinHoliday(
  day: string,
  holiday: { fromDate: string; toDate: string },
): boolean {
  return day >= holiday.fromDate && day <= holiday.toDate;
}

/** The hours of a holiday's day details, to the hundredth. */
export const detailHours = (details: readonly { hours: number }[]) =>
  hundredths(details.reduce((sum, d) => sum + d.hours, 0));
