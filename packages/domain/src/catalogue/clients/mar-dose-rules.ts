import { addCalendarDays, ukCalendarDate } from '../../engine/platform/uk-date';
import {
  instantToLondonWallClock,
  londonWallClockToInstant,
  WALL_CLOCK_FORM_ENTRY,
} from '../../engine/platform/wall-clock';
import { MAR_SLOTS, type MarCode, type MarSlot, marCode, marSlot } from './mar';

/**
 * The rules of one dose as NICE SC1 asks a MAR to keep it: when it was actually given and by
 * whom, how much of a variable dose, whether a PRN dose kept to its minimum interval and its
 * 24-hour maximum, and who witnessed a controlled drug. Times of day are read on a UK clock.
 */

/** 'YYYY-MM-DDTHH:mm' on a UK clock: what a datetime-local input gives. */
export const UK_LOCAL_DATE_TIME =
  /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** The instant a UK wall-clock time names (in the autumn's repeated hour, the first). */
export function ukInstant(local: string): Date {
  // A time skipped in spring (01:30 on the last Sunday of March) is read as the hour after.
  const [date = '', time = ''] = local.split('T');
  return londonWallClockToInstant(date, time, WALL_CLOCK_FORM_ENTRY) ?? new Date(Number.NaN);
}

/** The UK wall-clock time of an instant, 'YYYY-MM-DDTHH:mm'. */
export function ukLocalDateTime(instant: Date): string {
  const wall = instantToLondonWallClock(instant);
  return wall ? `${wall.date}T${wall.time}` : 'T';
}

/**
 * When a dose is taken to have been given when nobody said: now on today's chart once its round
 * has come (or before it, now), the round's time on an earlier day.
 */
export function defaultGivenAt(day: string, slot: MarSlot, now: Date): string {
  const current = ukLocalDateTime(now);
  const roundTime = `${day}T${marSlot(slot).time}`;
  return day === ukCalendarDate(now) || roundTime > current ? current : roundTime;
}

/** A late round may be given after midnight: up to this hour of the next morning. */
export const LATEST_NEXT_MORNING = '06:00';

/** What is wrong with the time a dose was given, or null. */
export function givenAtProblem(givenAt: string, day: string, now: Date): string | null {
  if (!UK_LOCAL_DATE_TIME.test(givenAt)) return 'Enter the date and time the dose was given.';
  if (givenAt > ukLocalDateTime(now)) return 'The time given cannot be in the future.';
  if (givenAt < `${day}T00:00` || givenAt > `${addCalendarDays(day, 1)}T${LATEST_NEXT_MORNING}`) {
    return `The time given must be on the day of the dose (or before ${LATEST_NEXT_MORNING} the next morning).`;
  }
  return null;
}

/** The round a PRN dose given at that UK clock time belongs to: the last round begun by then. */
export function slotAt(time: string): MarSlot {
  let slot: MarSlot = 'morning';
  for (const round of MAR_SLOTS) if (round.time <= time) slot = round.value;
  return slot;
}

// --- Variable doses -----------------------------------------------------------------------

export interface DoseRange {
  min: number;
  max: number;
  /** What follows the numbers: 'tablets', 'ml'. */
  unit: string;
}

const RANGE = /(\d+(?:\.\d+)?)\s*(?:-|–|—|to|or)\s*(\d+(?:\.\d+)?)\s*(.*)$/i;

/** The range of a variable dose ('1–2 tablets', '5-10 ml', '1 or 2 puffs'); null for a fixed one. */
export function doseRange(dose: string): DoseRange | null {
  const match = RANGE.exec(dose.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (!(min < max)) return null;
  return { min, max, unit: (match[3] ?? '').trim() };
}

/** '1.5' not '1.50', and no long tails of binary fractions. */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/**
 * What is wrong with the quantity given, or null. A variable dose that was given says how much,
 * within its range; a fixed dose needs none (what was prescribed was given).
 */
export function quantityProblem(
  dose: string,
  code: MarCode,
  quantity: number | null | undefined,
): string | null {
  const range = doseRange(dose);
  const given = marCode(code).outcome === 'given';
  if (!range || !given) return null;
  const words = `${formatQuantity(range.min)} to ${formatQuantity(range.max)}${range.unit ? ` ${range.unit}` : ''}`;
  if (quantity === null || quantity === undefined) {
    return `Enter how much was given: the dose is ${dose}.`;
  }
  if (quantity < range.min || quantity > range.max) {
    return `The quantity must be from ${words}.`;
  }
  return null;
}

// --- PRN limits ---------------------------------------------------------------------------

export interface PrnLimits {
  minIntervalHours: number | null;
  maxDoses24h: number | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** '2 h 10 min', '45 min', '3 h': a gap as a person reads it. */
export function describeGap(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const hoursWord = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/**
 * What a PRN dose given at `givenAt` breaks, one sentence per limit; empty when it keeps to both.
 * `others` are the other doses of that medicine given (not refused) around it. The interval is to
 * the nearest dose before or after (a dose keyed in late may fall between two); the maximum is
 * counted in every rolling 24 hours that holds this dose.
 */
export function prnBreaches(givenAt: Date, others: readonly Date[], limits: PrnLimits): string[] {
  const at = givenAt.getTime();
  const times = others.map((other) => other.getTime());
  const breaches: string[] = [];
  if (limits.minIntervalHours) {
    const minimum = limits.minIntervalHours * HOUR;
    const nearest = times.reduce<number | null>(
      (best, time) => (best === null || Math.abs(time - at) < Math.abs(best - at) ? time : best),
      null,
    );
    if (nearest !== null && Math.abs(nearest - at) < minimum) {
      const where = nearest <= at ? 'since the last dose' : 'before the next dose recorded';
      breaches.push(
        `Only ${describeGap(Math.abs(nearest - at))} ${where}; the minimum is ${hoursWord(limits.minIntervalHours)}.`,
      );
    }
  }
  if (limits.maxDoses24h) {
    const all = [...times, at].sort((a, b) => a - b);
    // Each 24 hours holding this dose starts at one of the doses from 24 hours before it.
    const most = Math.max(
      ...all
        .filter((start) => start <= at && start > at - DAY)
        .map((start) => all.filter((time) => time >= start && time < start + DAY).length),
    );
    if (most > limits.maxDoses24h) {
      breaches.push(`This would be ${most} doses in 24 hours; the most is ${limits.maxDoses24h}.`);
    }
  }
  return breaches;
}

// --- Controlled drugs ---------------------------------------------------------------------

/**
 * A controlled drug given, or refused and destroyed, is witnessed by a second person; so is any
 * correction of a controlled drug's dose, with a witness of its own (the original's stays on it).
 */
export function witnessRequired(controlled: boolean, code: MarCode, correction = false): boolean {
  return controlled && (correction || marCode(code).outcome === 'given' || code === 'D');
}

/** A correction of a dose already recorded says why; the entry it corrects stays on the chart. */
export const CORRECTION_REASON_NEEDED = 'Say why the recorded dose is being corrected.';

/** Whether a save corrects a recorded dose: it names the dose (its id) or its version. */
export function isCorrection(body: { id?: string; version?: number }): boolean {
  return body.id !== undefined || body.version !== undefined;
}

export const WITNESS_NEEDED =
  'A controlled drug needs a witness: a second person confirms with their email and their password or authenticator code.';

/**
 * What is wrong with the witness of a dose, or null. The witness saw it given, so they are
 * neither the person who gave it nor the one keying it in for someone else.
 */
export function witnessProblem(input: {
  controlled: boolean;
  code: MarCode;
  witnessId: string | null;
  /** The giver's sign-in account; null for a carer who has none. */
  givenById: string | null;
  recordedById: string;
  correction?: boolean;
}): string | null {
  const { controlled, code, witnessId, givenById, recordedById, correction = false } = input;
  if (!witnessRequired(controlled, code, correction)) return null;
  if (!witnessId) return WITNESS_NEEDED;
  if (witnessId === givenById)
    return 'The witness must be someone other than the person who gave it.';
  if (witnessId === recordedById) {
    return 'The witness must be someone other than the person recording the dose.';
  }
  return null;
}
