import { field } from '../../engine/records/fields';

/**
 * What happened at a visit, per carer: a check-in and a check-out are fields of the carer's place
 * on the visit (a visit carer), not records of their own. One carer arrives once and leaves once;
 * keeping both on the place makes "planned against actual" one row, and the carer's phone (next)
 * writes its own place and nothing else. The office may record them too (a phoned-in visit).
 */

/**
 * How a check-in or check-out was recorded: 'QR code' is the phone app with the home's printed
 * code scanned or typed, when the phone could not tell where it was.
 */
export const CHECK_METHODS = ['Phone app', 'QR code', 'Phone call', 'Office'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

const coordinate = (label: string, bound: number) =>
  field.number(label, { min: -bound, max: bound, decimals: 6, keptByServer: true });

/**
 * The check-in, check-out and the office's confirmation of an exception, spread into the visit
 * carers' fields. Kept by the server: the phone's and the office's endpoints write them, never a
 * generic save.
 */
export const VISIT_CARER_ACTUAL_FIELDS = {
  checkedInAt: field.dateTime('Checked in at', { keptByServer: true }),
  checkInMethod: field.choice('Check-in recorded by', CHECK_METHODS, { keptByServer: true }),
  // Where the phone was at the check-in, when it could tell.
  checkInLatitude: coordinate('Check-in latitude', 90),
  checkInLongitude: coordinate('Check-in longitude', 180),
  // How sure the phone was of its place, and how far that was from the client's home, in metres.
  checkInAccuracy: field.number('Check-in accuracy (m)', { min: 0, keptByServer: true }),
  checkInDistance: field.number('Check-in distance from home (m)', { min: 0, keptByServer: true }),
  checkedOutAt: field.dateTime('Checked out at', { keptByServer: true }),
  checkOutMethod: field.choice('Check-out recorded by', CHECK_METHODS, { keptByServer: true }),
  checkOutLatitude: coordinate('Check-out latitude', 90),
  checkOutLongitude: coordinate('Check-out longitude', 180),
  checkOutAccuracy: field.number('Check-out accuracy (m)', { min: 0, keptByServer: true }),
  checkOutDistance: field.number('Check-out distance from home (m)', {
    min: 0,
    keptByServer: true,
  }),
  exceptionConfirmedAt: field.dateTime('Exception confirmed at', { keptByServer: true }),
  exceptionConfirmedBy: field.reference('Exception confirmed by', 'users', { keptByServer: true }),
  exceptionNote: field.text('Office note', { max: 500, keptByServer: true }),
} as const;

/** The exceptions the office looks at, in the order they are shown. */
export const VISIT_EXCEPTIONS = ['Missed', 'Late arrival', 'Short visit', 'No check-out'] as const;
export type VisitException = (typeof VISIT_EXCEPTIONS)[number];

/**
 * The thresholds of the exceptions. Late is beyond a quarter of an hour (the usual window agreed
 * with councils); short is under three quarters of the planned time; a place with no check-in an
 * hour after the planned start is missed, and a check-in with no check-out an hour after the
 * planned end has no check-out.
 */
export const VISIT_EXCEPTION_RULES = {
  lateAfterMinutes: 15,
  shortBelowShare: 0.75,
  missedAfterMinutes: 60,
  noCheckOutAfterMinutes: 60,
} as const;

/** One carer's place on a visit, planned and as it happened. */
export interface PlannedAndActual {
  startsAt: Date;
  endsAt: Date;
  checkedInAt?: Date | null;
  checkedOutAt?: Date | null;
  /** The visit's status: a cancelled visit has no exceptions. */
  status: string;
}

const MINUTE = 60_000;

/** The exceptions of one carer's place as of `now`; none before they can be judged. */
export function visitExceptions(
  visit: PlannedAndActual,
  now: Date,
  rules = VISIT_EXCEPTION_RULES,
): VisitException[] {
  if (visit.status === 'Cancelled') return [];
  const found: VisitException[] = [];
  const { checkedInAt, checkedOutAt } = visit;
  if (!checkedInAt) {
    if (now.getTime() > visit.startsAt.getTime() + rules.missedAfterMinutes * MINUTE)
      found.push('Missed');
    return found;
  }
  if (checkedInAt.getTime() > visit.startsAt.getTime() + rules.lateAfterMinutes * MINUTE)
    found.push('Late arrival');
  if (checkedOutAt) {
    const planned = visit.endsAt.getTime() - visit.startsAt.getTime();
    const actual = checkedOutAt.getTime() - checkedInAt.getTime();
    if (actual < planned * rules.shortBelowShare) found.push('Short visit');
  } else if (now.getTime() > visit.endsAt.getTime() + rules.noCheckOutAfterMinutes * MINUTE) {
    found.push('No check-out');
  }
  return found;
}

/** Minutes between two instants, rounded; null when either is missing. */
export function minutesBetween(from?: Date | null, to?: Date | null): number | null {
  if (!from || !to) return null;
  return Math.round((to.getTime() - from.getTime()) / MINUTE);
}
