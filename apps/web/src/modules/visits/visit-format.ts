import { formatUkDate, ukClockTime } from '@care360/domain';

/** 'DD/MM/YYYY' of an instant on the London clock; '' for none. */
export const ukDateOf = (iso: string | null | undefined) => (iso ? formatUkDate(iso) : '');

/** 'HH:MM' (24-hour) of an instant on the London clock; '' for none. */
export const ukTimeOf = (iso: string | null | undefined) => (iso ? ukClockTime(new Date(iso)) : '');

/** 'HH:MM–HH:MM' of a visit's planned instants. */
export const plannedTimes = (startsAt: string | null, endsAt: string | null) =>
  startsAt && endsAt ? `${ukTimeOf(startsAt)}–${ukTimeOf(endsAt)}` : '';

/** Whole minutes from one instant to another, or ''. */
export function minutesText(from: string | null, to: string | null): string {
  if (!from || !to) return '';
  return `${Math.round((Date.parse(to) - Date.parse(from)) / 60_000)} min`;
}
