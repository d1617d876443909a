import type { LatLng } from '../scheduling/travel-time';
import {
  countedMinutes,
  type DayType,
  dayTypeOf,
  type MinutesRule,
  placeMinutes,
  type VisitOutcome,
} from './pricing';
import { travelBetween } from './runs';

/**
 * What confirming delivered visits works out for each carer's place, from its planned times, its
 * check-in and check-out and the rules: the funder's charge rule for the minutes charged, the
 * carer's pay rule for the minutes paid, travel from the carer's previous visit that day, and
 * the kind of day. The server's confirmation and the demo data both use it.
 */

/**
 * A carer's pay when no pay rule says otherwise: planned time to the minute (a carer is not paid
 * less for finishing a task early), actual time when the visit was cut short, nothing for a visit
 * they missed.
 */
export const DEFAULT_PAY_RULE: MinutesRule = {
  basis: 'Planned time',
  unitMinutes: 1,
  rounding: 'Nearest',
  minimumMinutes: 0,
  shortBelowPercent: 75,
  missedPercent: 0,
};

export interface PlaceToConfirm {
  visitCarerId: string;
  visitId: string;
  clientId: string;
  carerId: string;
  branchId: string;
  visitDate: string;
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** The client's home, for the journey from the carer's previous visit. */
  home: LatLng | null;
  drives: boolean;
  chargeRule: MinutesRule;
  payRule: MinutesRule;
}

export interface ConfirmedPlace {
  visitCarer: string;
  visit: string;
  client: string;
  carer: string;
  branch: string;
  visitDate: string;
  dayType: DayType;
  startsAt: string;
  endsAt: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  outcome: VisitOutcome;
  plannedMinutes: number;
  actualMinutes: number | null;
  chargeMinutes: number;
  payMinutes: number;
  travelMinutes: number;
  mileage: number;
}

/** Confirms places (any order); travel is worked out along each carer's day among `places`. */
export function confirmPlaces(
  places: readonly PlaceToConfirm[],
  bankHolidays: ReadonlySet<string>,
): ConfirmedPlace[] {
  const byCarerDay = new Map<string, PlaceToConfirm[]>();
  for (const place of places) {
    const key = `${place.carerId}:${place.visitDate}`;
    byCarerDay.set(key, [...(byCarerDay.get(key) ?? []), place]);
  }
  const travel = new Map<string, { minutes: number; miles: number }>();
  for (const day of byCarerDay.values()) {
    day.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    let previous: PlaceToConfirm | null = null;
    for (const place of day) {
      // A missed visit was not travelled to: the journey runs from the last visit made.
      if (!place.checkedInAt) {
        travel.set(place.visitCarerId, { minutes: 0, miles: 0 });
        continue;
      }
      travel.set(
        place.visitCarerId,
        travelBetween(
          previous
            ? { endsAt: previous.checkedOutAt ?? previous.endsAt, home: previous.home }
            : null,
          { startsAt: place.checkedInAt, home: place.home },
          place.drives,
        ),
      );
      previous = place;
    }
  }
  return places.map((place) => {
    const minutes = placeMinutes(place, place.chargeRule.shortBelowPercent);
    const journey = travel.get(place.visitCarerId) ?? { minutes: 0, miles: 0 };
    return {
      visitCarer: place.visitCarerId,
      visit: place.visitId,
      client: place.clientId,
      carer: place.carerId,
      branch: place.branchId,
      visitDate: place.visitDate,
      dayType: dayTypeOf(place.visitDate, bankHolidays),
      startsAt: place.startsAt.toISOString(),
      endsAt: place.endsAt.toISOString(),
      checkedInAt: place.checkedInAt?.toISOString() ?? null,
      checkedOutAt: place.checkedOutAt?.toISOString() ?? null,
      outcome: minutes.outcome,
      plannedMinutes: minutes.plannedMinutes,
      actualMinutes: minutes.actualMinutes,
      chargeMinutes: countedMinutes(place.chargeRule, minutes),
      payMinutes: countedMinutes(place.payRule, minutes),
      travelMinutes: journey.minutes,
      mileage: journey.miles,
    };
  });
}

/** A stored rule's fields as a MinutesRule; null when a field is missing. */
export function minutesRuleOf(row: Record<string, unknown>): MinutesRule | null {
  const n = (key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
  const basis = row.basis;
  const rounding = row.rounding;
  const unit = n('unitMinutes');
  const minimum = n('minimumMinutes');
  const short = n('shortBelowPercent');
  const missed = n('missedPercent');
  if (
    (basis !== 'Planned time' && basis !== 'Actual time') ||
    (rounding !== 'Nearest' && rounding !== 'Up' && rounding !== 'Down') ||
    unit === null ||
    minimum === null ||
    short === null ||
    missed === null
  )
    return null;
  return {
    basis,
    rounding,
    unitMinutes: unit,
    minimumMinutes: minimum,
    shortBelowPercent: short,
    missedPercent: missed,
  };
}
