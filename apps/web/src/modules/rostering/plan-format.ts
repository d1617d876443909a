import type { RosterChange, RosterPreview } from '@care360/domain';
import { ukCalendarDate, ukClockTime, ukDate } from '@care360/domain';

/**
 * How a rota plan reads: days and times on the UK clock (Europe/London, 24-hour), minutes as
 * hours and minutes, and the plan's changes gathered by visit and by day.
 */

/** The UK calendar day of an instant, YYYY-MM-DD. */
export const dayOf = (instant: string) => ukCalendarDate(new Date(instant));

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** 'Tuesday 24/11/2026'. */
export const dayLabel = (isoDate: string) =>
  `${WEEKDAY.format(new Date(`${isoDate}T12:00:00Z`))} ${ukDate(isoDate)}`;

/** '09:00–09:45' on the UK clock. */
export const timeRange = (startsAt: string, endsAt: string) =>
  `${ukClockTime(new Date(startsAt))}–${ukClockTime(new Date(endsAt))}`;

/** '45 min', '7 h 05 min', '0 min'. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const sign = whole < 0 ? '−' : '';
  const hours = Math.floor(Math.abs(whole) / 60);
  const rest = Math.abs(whole) % 60;
  return hours === 0
    ? `${sign}${rest} min`
    : `${sign}${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** '12 s', '1 min 05 s'. */
export function elapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0
    ? `${seconds} s`
    : `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const SCORE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
export const scoreText = (value: number) => SCORE.format(value);
// Weights can be small fractions (a fair-hours minute): shown to their own precision.
const WEIGHT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 });
export const weightText = (value: number) => WEIGHT.format(value);

/** One visit's places in the plan: one for a single visit, two for a double-up. */
export interface VisitInPlan {
  visitId: string;
  clientName: string;
  startsAt: string;
  endsAt: string;
  day: string;
  slots: RosterChange[];
  /** Something would change on it (a place filled, moved or emptied). */
  changed: boolean;
}

/** The plan's visits, in time order, gathered by UK day (days in order). */
export function visitsByDay(changes: RosterPreview['changes']): Map<string, VisitInPlan[]> {
  const byVisit = new Map<string, VisitInPlan>();
  for (const change of changes) {
    const known = byVisit.get(change.visitId);
    if (known) {
      known.slots.push(change);
      known.changed ||= change.kind !== 'stay';
      continue;
    }
    byVisit.set(change.visitId, {
      visitId: change.visitId,
      clientName: change.clientName,
      startsAt: change.startsAt,
      endsAt: change.endsAt,
      day: dayOf(change.startsAt),
      slots: [change],
      changed: change.kind !== 'stay',
    });
  }
  const visits = [...byVisit.values()].sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) ||
      a.clientName.localeCompare(b.clientName) ||
      a.visitId.localeCompare(b.visitId),
  );
  const byDay = new Map<string, VisitInPlan[]>();
  for (const visit of visits) {
    visit.slots.sort((a, b) => a.slot - b.slot);
    byDay.set(visit.day, [...(byDay.get(visit.day) ?? []), visit]);
  }
  return new Map([...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

const nameOf = (carer: RosterChange['fromCarer']) => carer?.name ?? 'nobody';

/** One place's change in words: 'New: nobody → Hall, Ben'. */
export function changeText(change: RosterChange): string {
  switch (change.kind) {
    case 'new':
      return `New: nobody → ${nameOf(change.toCarer)}`;
    case 'move':
      return `Moves: ${nameOf(change.fromCarer)} → ${nameOf(change.toCarer)}`;
    case 'unassign':
      return `Taken off: ${nameOf(change.fromCarer)} → nobody`;
    default:
      return `Stays: ${nameOf(change.toCarer ?? change.fromCarer)}`;
  }
}

/** 'Carer 2 of 2: ' on a double-up, nothing on a single visit. */
export const placeText = (slot: number, places: number) =>
  places > 1 ? `Carer ${slot + 1} of ${places}: ` : '';
