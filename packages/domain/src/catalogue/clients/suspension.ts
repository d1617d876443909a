import { addCalendarDays } from '../../engine/platform/uk-date';

/**
 * When a client's care is suspended: while they are in hospital, and from the day their service
 * ended (or they died) onwards. Nobody visits then, so no dose is "missed" and no review falls
 * overdue for that time: the MAR chart, the profile and the Home worklist all ask this module.
 * Days are calendar dates 'YYYY-MM-DD'.
 */

/** A span of suspended days, both ends included; `to` null means it has not ended. */
export interface SuspensionPeriod {
  from: string;
  to: string | null;
  reason: 'hospital' | 'service-ended';
}

/** What the rule needs of a client and their hospital stays. */
export interface SuspensionFacts {
  /** The day the service ended (or the client died): suspended from then on. */
  serviceEndedOn: string | null;
  hospitalStays: readonly { admittedOn: string; dischargedOn: string | null }[];
}

/**
 * The periods a client's rounds are suspended. A stay's day of discharge is not suspended: the
 * client is usually home for the evening rounds, and a carer records what was given.
 */
export function suspensionPeriods(facts: SuspensionFacts): SuspensionPeriod[] {
  const periods: SuspensionPeriod[] = facts.hospitalStays.map((stay) => ({
    from: stay.admittedOn,
    to: stay.dischargedOn === null ? null : addCalendarDays(stay.dischargedOn, -1),
    reason: 'hospital',
  }));
  if (facts.serviceEndedOn) {
    periods.push({ from: facts.serviceEndedOn, to: null, reason: 'service-ended' });
  }
  return periods.filter((period) => period.to === null || period.to >= period.from);
}

/** Whether that day falls in one of the periods. */
export function isSuspendedOn(periods: readonly SuspensionPeriod[], day: string): boolean {
  return periods.some((period) => period.from <= day && (period.to === null || period.to >= day));
}

/**
 * Whether a review due on `nextReviewOn` is overdue at `today`: its date has passed and the
 * client's care is not suspended today (a review falls due again once they are home).
 */
export function isReviewOverdue(
  nextReviewOn: string,
  today: string,
  periods: readonly SuspensionPeriod[],
): boolean {
  return nextReviewOn < today && !isSuspendedOn(periods, today);
}

/** The hospital stay that holds `day`, if any: "In hospital since …" on the profile. */
export function hospitalStayOn<S extends { admittedOn: string; dischargedOn: string | null }>(
  stays: readonly S[],
  day: string,
): S | null {
  return (
    stays.find(
      (stay) => stay.admittedOn <= day && (stay.dischargedOn === null || stay.dischargedOn > day),
    ) ?? null
  );
}
