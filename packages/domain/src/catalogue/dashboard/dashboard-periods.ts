import { addCalendarDays } from '../../engine/platform/uk-date';
import { weekStartOf } from '../scheduling/rota.answers';

/**
 * The periods the dashboards count in: London calendar days, weeks from Monday to Sunday (as a
 * rota runs), and calendar months. Dates are 'YYYY-MM-DD' throughout; no time zone is involved.
 */

/** The first day of the month a date falls in. */
export const monthStartOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** The last day of the month a date falls in. */
export function monthEndOf(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'Mar 2026': how a month is named on a chart's axis and in its table. */
export function shortMonthLabel(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** A month of a chart: its first and last day and its name. */
export interface DashboardMonth {
  key: string;
  from: string;
  to: string;
  label: string;
}

/** The most months a chart draws: two years, month by month. */
export const MAX_DASHBOARD_MONTHS = 24;

/** How many calendar months a period touches. */
export function monthsBetween(from: string, to: string): number {
  const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  return months(to) - months(from) + 1;
}

/** Every calendar month the period touches, oldest first, at most MAX_DASHBOARD_MONTHS (the latest). */
export function monthsOf(from: string, to: string): DashboardMonth[] {
  const months: DashboardMonth[] = [];
  for (let start = monthStartOf(from); start <= to; start = addCalendarDays(monthEndOf(start), 1)) {
    months.push({
      key: start.slice(0, 7),
      from: start,
      to: monthEndOf(start),
      label: shortMonthLabel(start),
    });
  }
  return months.slice(-MAX_DASHBOARD_MONTHS);
}

/** The default period of a report: the twelve months to the end of this one. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const end = monthEndOf(today);
  const start = monthStartOf(`${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`);
  return { from: addCalendarDays(monthEndOf(start), 1), to: end };
}

/** A week of the weekly reports: Monday to Sunday around the date given. */
export function weekOf(isoDate: string): { from: string; to: string } {
  const from = weekStartOf(isoDate);
  return { from, to: addCalendarDays(from, 6) };
}

/** A share as a whole percentage; 0 of nothing is 0. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

/** Hours to one decimal place, from minutes. */
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;
