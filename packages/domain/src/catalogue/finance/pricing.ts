import { addCalendarDays } from '../../engine/platform/uk-date';

/**
 * The pure rules of what a delivered visit is charged and paid: the minutes a funder's rule or a
 * carer's pay rule counts (planned or actual time, rounded to a unit, a minimum, what a short or
 * missed visit costs), the kind of day (weekday, weekend, bank holiday on the London calendar),
 * the rate of that day, money in whole pence, and a charge split between funders by share.
 * The server's confirmation, invoice run and pay run, and the demo data, all use these.
 */

export const TIME_BASES = ['Planned time', 'Actual time'] as const;
export type TimeBasis = (typeof TIME_BASES)[number];

export const ROUNDING_MODES = ['Nearest', 'Up', 'Down'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export const DAY_TYPES = ['Weekday', 'Weekend', 'Bank holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** What happened at a carer's place: delivered in full, cut short, or not delivered at all. */
export const VISIT_OUTCOMES = ['Delivered', 'Short', 'Missed'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** How minutes are counted, for a funder's charge or a carer's pay. */
export interface MinutesRule {
  basis: TimeBasis;
  /** The unit minutes are rounded to (a council's 15 minutes, or 1 for none). */
  unitMinutes: number;
  rounding: RoundingMode;
  /** No visit that took place counts for less (a council's 30-minute minimum call). */
  minimumMinutes: number;
  /**
   * With planned time as the basis, a visit whose actual time is below this share of the planned
   * time (in percent) counts its actual time instead: a council pays for what was delivered.
   */
  shortBelowPercent: number;
  /** What share (percent) of the planned time a missed visit counts: usually none. */
  missedPercent: number;
}

/**
 * A funder's rule when none is recorded: actual time in 15-minute units to the nearest, at least
 * 30 minutes, nothing for a missed visit. Councils in England commonly contract so.
 */
export const DEFAULT_CHARGE_RULE: MinutesRule = {
  basis: 'Actual time',
  unitMinutes: 15,
  rounding: 'Nearest',
  minimumMinutes: 30,
  shortBelowPercent: 75,
  missedPercent: 0,
};

/** Minutes rounded to a unit (1 or less leaves them whole). */
export function roundToUnit(minutes: number, unit: number, mode: RoundingMode): number {
  if (unit <= 1) return Math.round(minutes);
  const units = minutes / unit;
  const whole =
    mode === 'Up'
      ? Math.ceil(units - 1e-9)
      : mode === 'Down'
        ? Math.floor(units + 1e-9)
        : Math.round(units);
  return whole * unit;
}

/** One carer's place on a visit as the confirmation sees it (instants, not wall-clock times). */
export interface PlaceTimes {
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

const MINUTE = 60_000;

/**
 * Minutes between two instants: elapsed time, so a night sit across the clocks going back is an
 * hour longer than its wall-clock times say, and one across the clocks going forward an hour
 * shorter. Pay and charges follow the time actually spent.
 */
export function elapsedMinutes(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / MINUTE));
}

export interface PlaceMinutes {
  plannedMinutes: number;
  /** Null when the place was not checked in and out. */
  actualMinutes: number | null;
  outcome: VisitOutcome;
}

/**
 * Planned and actual minutes of a place and its outcome: no check-in is a missed visit; a
 * check-in without a check-out counts its planned end; short is below `shortBelowPercent` of plan.
 */
export function placeMinutes(
  place: PlaceTimes,
  shortBelowPercent = DEFAULT_CHARGE_RULE.shortBelowPercent,
): PlaceMinutes {
  const plannedMinutes = elapsedMinutes(place.startsAt, place.endsAt);
  if (!place.checkedInAt) return { plannedMinutes, actualMinutes: null, outcome: 'Missed' };
  const out = place.checkedOutAt ?? place.endsAt;
  const actualMinutes = elapsedMinutes(place.checkedInAt, out);
  const outcome: VisitOutcome =
    actualMinutes < (plannedMinutes * shortBelowPercent) / 100 ? 'Short' : 'Delivered';
  return { plannedMinutes, actualMinutes, outcome };
}

/** The minutes a rule counts for a place. */
export function countedMinutes(rule: MinutesRule, place: PlaceMinutes): number {
  if (place.outcome === 'Missed' || place.actualMinutes === null) {
    return roundToUnit(
      (place.plannedMinutes * rule.missedPercent) / 100,
      rule.unitMinutes,
      rule.rounding,
    );
  }
  const short = place.actualMinutes < (place.plannedMinutes * rule.shortBelowPercent) / 100;
  const raw = rule.basis === 'Actual time' || short ? place.actualMinutes : place.plannedMinutes;
  const rounded = roundToUnit(raw, rule.unitMinutes, rule.rounding);
  return Math.max(rounded, rule.minimumMinutes);
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short' });

/** The kind of day of a London calendar date ('2026-12-25'): bank holidays as the organisation keeps them. */
export function dayTypeOf(date: string, bankHolidays: ReadonlySet<string>): DayType {
  if (bankHolidays.has(date)) return 'Bank holiday';
  // Noon UTC is the same calendar day in London all year.
  const day = WEEKDAY.format(new Date(`${date}T12:00:00Z`));
  return day === 'Sat' || day === 'Sun' ? 'Weekend' : 'Weekday';
}

/** Rates by kind of day in pence per hour; a missing weekend or bank holiday rate falls back. */
export interface DayRates {
  weekday: number;
  weekend: number | null;
  bankHoliday: number | null;
}

/** The hourly rate of a day: a bank holiday without its own rate pays the weekend's, then the weekday's. */
export function rateFor(rates: DayRates, dayType: DayType): number {
  if (dayType === 'Bank holiday') return rates.bankHoliday ?? rates.weekend ?? rates.weekday;
  if (dayType === 'Weekend') return rates.weekend ?? rates.weekday;
  return rates.weekday;
}

/** Minutes at an hourly rate, in whole pence, halves rounded up. */
export function priceMinutes(minutes: number, pencePerHour: number): number {
  return Math.round((minutes * pencePerHour) / 60 + 1e-9);
}

/** A rate that applies between two dates (both inclusive; no end runs on). */
export interface Dated {
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** The latest-starting item in force on `date`, or null. */
export function inForce<T extends Dated>(items: readonly T[], date: string): T | null {
  let best: T | null = null;
  for (const item of items) {
    if (item.effectiveFrom > date) continue;
    if (item.effectiveTo && item.effectiveTo < date) continue;
    if (!best || item.effectiveFrom > best.effectiveFrom) best = item;
  }
  return best;
}

/**
 * An amount in pence split by shares (any positive weights), each share rounded down and the
 * pennies left given to the largest remainders: the parts always add up to the whole.
 */
export function splitByShare(pence: number, shares: readonly number[]): number[] {
  const total = shares.reduce((sum, share) => sum + Math.max(share, 0), 0);
  if (shares.length === 0) return [];
  if (total <= 0) return shares.map((_, i) => (i === 0 ? pence : 0));
  const exact = shares.map((share) => (pence * Math.max(share, 0)) / total);
  const parts = exact.map((value) => Math.floor(value));
  let left = pence - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Who funds a client on a day, with their share (any positive weights). */
export interface FundingShare {
  funderId: string;
  share: number;
}

/** A client's funding as recorded: a funder between two dates, with funded hours a week. */
export interface FundingPeriod {
  funderId: string;
  startDate: string;
  endDate: string | null;
  fundedHoursPerWeek: number | null;
  referenceNumber?: string | null;
  scale?: string | null;
}

/**
 * Who pays for a visit on `date`: every funding period in force, shared by their funded hours a
 * week (a council's 10 hours beside a private top-up of 5 pays two thirds); equal shares when any
 * of them has no hours recorded. With no funding period, the client's own funder pays it all.
 */
export function fundingOn(
  periods: readonly FundingPeriod[],
  date: string,
  clientFunder: string | null,
): FundingShare[] {
  const live = periods.filter((p) => p.startDate <= date && (!p.endDate || p.endDate >= date));
  if (live.length === 0) return clientFunder ? [{ funderId: clientFunder, share: 1 }] : [];
  const byHours = live.every((p) => (p.fundedHoursPerWeek ?? 0) > 0);
  const shares = new Map<string, number>();
  for (const p of live)
    shares.set(
      p.funderId,
      (shares.get(p.funderId) ?? 0) + (byHours ? (p.fundedHoursPerWeek ?? 0) : 1),
    );
  return [...shares].map(([funderId, share]) => ({ funderId, share }));
}

/** The dates from `from` to `to`, both included (London calendar dates). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to && dates.length < 400; d = addCalendarDays(d, 1)) dates.push(d);
  return dates;
}
