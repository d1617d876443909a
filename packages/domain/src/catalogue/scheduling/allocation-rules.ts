import type { Compliance } from '../staff/staff-compliance';
import type { LatLng, TravelMode, TravelTime } from './travel-time';

/**
 * Who can take a visit: every reason a carer may not fill a place, each named, so the rota shows
 * them all at once and the server refuses with the same list. Pure: the server gathers the
 * context from the database (apps/server/src/modules/scheduling/allocation-context.ts).
 */

/** Each rule by name, with whether a manager may override it (with a reason, audited). */
export const ALLOCATION_RULES = {
  // Compliance is the law and the regulator's: never overridden.
  'right-to-work': { overridable: false },
  dbs: { overridable: false },
  'mandatory-training': { overridable: false },
  // Someone inactive, rejected or in hospital is not offered work at all.
  'not-working': { overridable: false },
  // The database refuses two overlapping visits for one carer whatever anyone says.
  'already-booked': { overridable: false },
  'on-holiday': { overridable: true },
  unavailable: { overridable: true },
  'travel-time': { overridable: true },
  'declined-by-client': { overridable: true },
  'gender-preference': { overridable: true },
  'missing-skills': { overridable: true },
  'weekly-hours': { overridable: true },
} as const satisfies Record<string, { overridable: boolean }>;

export type AllocationRule = keyof typeof ALLOCATION_RULES;

export interface AllocationRefusal {
  rule: AllocationRule;
  overridable: boolean;
  /** As a coordinator would say it, with UK dates and times where they help. */
  message: string;
}

/** The visit being staffed. */
export interface AllocationVisit {
  id: string;
  startsAt: Date;
  endsAt: Date;
  /** Whose visit it is: their choices of carer and their home are read from it. */
  clientId?: string | null;
  /** The client's home, when known. */
  location?: LatLng | null;
}

/** The carer being put on it. */
export interface AllocationCarer {
  id: string;
  /** Whether their status lets them work (Active, Senior carer active). */
  working: boolean;
  gender?: string | null;
  /** What they are trained in and still current (course names: 'Medication', …). */
  skills: readonly string[];
  travelMode: TravelMode;
  /** Signed the opt-out of the 48-hour average week (Working Time Regulations 1998, reg. 5). */
  optedOutOf48Hours: boolean;
}

/** A stretch of time the carer cannot work: one-off or one occurrence of a repeating one. */
export interface Unavailability {
  startsAt: Date;
  endsAt: Date;
  reason?: string | null;
}

/** Another visit the carer is on (not cancelled). */
export interface BookedVisit {
  id: string;
  startsAt: Date;
  endsAt: Date;
  location?: LatLng | null;
}

/** The travel in and out of this visit, worked out by a TravelTime (travelLegs). */
export interface TravelLegs {
  /** From the visit before it: when that ends and the minutes it takes to get here. */
  fromPrevious?: { visitId: string; endsAt: Date; minutes: number } | null;
  /** To the visit after it: when that starts and the minutes from here to there. */
  toNext?: { visitId: string; startsAt: Date; minutes: number } | null;
}

export interface AllocationContext {
  /** The carer's compliance as of the visit's day (staff-compliance.ts). */
  compliance: Pick<Compliance, 'reasons'>;
  /** Approved holidays, London dates, both days included. */
  approvedHolidays: readonly { fromDate: string; toDate: string }[];
  unavailability: readonly Unavailability[];
  /** The carer's other visits near this one. */
  otherVisits: readonly BookedVisit[];
  travel: TravelLegs;
  clientDeclinedCarer: boolean;
  /** What the client asked for: a carer's gender, skills every carer must have. */
  clientPreference: { gender?: string | null; skills: readonly string[] };
  /**
   * Working time over the reference period (17 weeks by default): the minutes the carer is
   * already booked for in it, excluding this visit.
   */
  workingTime: { referenceWeeks: number; bookedMinutes: number };
}

/** The weekly limit averaged over the reference period, in hours. */
export const WEEKLY_HOURS_LIMIT = 48;
/** The Working Time Regulations' default reference period, in weeks. */
export const WORKING_TIME_REFERENCE_WEEKS = 17;

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ukDateTime = (at: Date) => london.format(at).replace(',', '');
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
// Made once: a formatter is costly to build, and the rota judges thousands of places at once.
const londonDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const londonDay = (at: Date) => londonDayFormat.format(at);

const refusal = (rule: AllocationRule, message: string): AllocationRefusal => ({
  rule,
  overridable: ALLOCATION_RULES[rule].overridable,
  message,
});

/**
 * Every reason `carer` may not take `visit`, in the order of ALLOCATION_RULES; none when they
 * may. Each rule reads only the context it names.
 */
export function allocationRefusals(
  visit: AllocationVisit,
  carer: AllocationCarer,
  context: AllocationContext,
): AllocationRefusal[] {
  const refusals: AllocationRefusal[] = [];
  const notCompliant = (area: string) =>
    context.compliance.reasons.filter((r) => r.area === area && r.state === 'Not compliant');
  for (const [area, rule] of [
    ['Right to work', 'right-to-work'],
    ['DBS', 'dbs'],
    ['Training', 'mandatory-training'],
  ] as const) {
    const reasons = notCompliant(area);
    if (reasons.length > 0) refusals.push(refusal(rule, reasons.map((r) => r.text).join(' ')));
  }
  if (!carer.working) refusals.push(refusal('not-working', 'The carer is not working at present.'));

  const clash = context.otherVisits.find(
    (other) => other.id !== visit.id && overlaps(visit, other),
  );
  if (clash) {
    refusals.push(
      refusal(
        'already-booked',
        `The carer is already at another visit from ${ukDateTime(clash.startsAt)} to ${ukDateTime(clash.endsAt)}.`,
      ),
    );
  }

  const first = londonDay(visit.startsAt);
  // A visit ending exactly at midnight does not reach into the next day.
  const last = londonDay(new Date(visit.endsAt.getTime() - 1));
  const holiday = context.approvedHolidays.find((h) => h.fromDate <= last && first <= h.toDate);
  if (holiday) {
    refusals.push(
      refusal(
        'on-holiday',
        `The carer is on approved holiday from ${ukDate(holiday.fromDate)} to ${ukDate(holiday.toDate)}.`,
      ),
    );
  }
  const away = context.unavailability.find((u) => overlaps(visit, u));
  if (away) {
    refusals.push(
      refusal(
        'unavailable',
        `The carer is unavailable from ${ukDateTime(away.startsAt)} to ${ukDateTime(away.endsAt)}${away.reason ? ` (${away.reason})` : ''}.`,
      ),
    );
  }

  const { fromPrevious, toNext } = context.travel;
  if (
    fromPrevious &&
    fromPrevious.endsAt.getTime() + fromPrevious.minutes * 60_000 > visit.startsAt.getTime()
  ) {
    refusals.push(
      refusal(
        'travel-time',
        `The carer cannot arrive in time: the visit before ends at ${ukDateTime(fromPrevious.endsAt)} and the journey takes ${fromPrevious.minutes} minutes.`,
      ),
    );
  } else if (
    toNext &&
    visit.endsAt.getTime() + toNext.minutes * 60_000 > toNext.startsAt.getTime()
  ) {
    refusals.push(
      refusal(
        'travel-time',
        `The carer would be late for the next visit at ${ukDateTime(toNext.startsAt)}: the journey takes ${toNext.minutes} minutes.`,
      ),
    );
  }

  if (context.clientDeclinedCarer) {
    refusals.push(refusal('declined-by-client', 'The client has asked not to have this carer.'));
  }
  const wanted = context.clientPreference.gender;
  if (wanted && carer.gender !== wanted) {
    refusals.push(
      refusal('gender-preference', `The client prefers a ${wanted.toLowerCase()} carer.`),
    );
  }
  const have = new Set(carer.skills.map((s) => s.toLowerCase()));
  const missing = context.clientPreference.skills.filter((s) => !have.has(s.toLowerCase()));
  if (missing.length > 0) {
    refusals.push(
      refusal('missing-skills', `The client needs a carer trained in ${missing.join(', ')}.`),
    );
  }

  if (!carer.optedOutOf48Hours) {
    const visitMinutes = (visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000;
    const { referenceWeeks, bookedMinutes } = context.workingTime;
    const average = (bookedMinutes + visitMinutes) / 60 / referenceWeeks;
    if (average > WEEKLY_HOURS_LIMIT) {
      refusals.push(
        refusal(
          'weekly-hours',
          `The carer would average ${average.toFixed(1)} hours a week over ${referenceWeeks} weeks, above ${WEEKLY_HOURS_LIMIT}, and has not opted out.`,
        ),
      );
    }
  }
  return refusals;
}

/** Whether a manager may override every one of these refusals. */
export function overridable(refusals: readonly AllocationRefusal[]): boolean {
  return refusals.every((r) => r.overridable);
}

/**
 * The travel in and out of a visit: from the carer's visit that ends last before it starts and to
 * the one that starts first after it ends, by the TravelTime given. A leg whose either end has no
 * known location is left out (nothing to judge).
 */
export async function travelLegs(
  visit: AllocationVisit,
  otherVisits: readonly BookedVisit[],
  mode: TravelMode,
  travelTime: TravelTime,
): Promise<TravelLegs> {
  const others = otherVisits.filter((o) => o.id !== visit.id && !overlaps(visit, o));
  const previous = others
    .filter((o) => o.endsAt <= visit.startsAt)
    .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
  const next = others
    .filter((o) => o.startsAt >= visit.endsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  const here = visit.location;
  return {
    fromPrevious:
      previous?.location && here
        ? {
            visitId: previous.id,
            endsAt: previous.endsAt,
            minutes: await travelTime.minutes(previous.location, here, mode),
          }
        : null,
    toNext:
      next?.location && here
        ? {
            visitId: next.id,
            startsAt: next.startsAt,
            minutes: await travelTime.minutes(here, next.location, mode),
          }
        : null,
  };
}
