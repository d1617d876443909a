import { addCalendarDays, ukCalendarDate, ukClockTime } from '../../engine/platform/uk-date';
import { londonWallClockToInstant, WALL_CLOCK_FORM_ENTRY } from '../../engine/platform/wall-clock';
import {
  isMarCode,
  MAR_SLOTS,
  type MarCode,
  type MarOutcome,
  type MarSlot,
  marCode,
  marSlot,
} from './mar';
import { isSuspendedOn, type SuspensionPeriod } from './suspension';

/**
 * The rules of a client's MAR chart: which doses are due on which day and round, what each cell
 * of the month grid shows, and which doses are a concern (refused or missed). Days are calendar
 * dates 'YYYY-MM-DD'; "now" is always passed in and read on a UK clock (Europe/London), so the
 * server, the browser and the tests agree whatever zone they run in.
 */

/** What the chart needs of a client medication. */
export interface MarChartMedication {
  id: string;
  prn: boolean;
  timesOfDay: readonly string[];
  startDate: string;
  endDate: string | null;
  /** Why the line ended (Stop, or the reason of the Change that replaced it). */
  stopReason?: string | null;
  /** The line this one replaced by a Change, and why. */
  replacesId?: string | null;
  changeReason?: string | null;
  /** When the line was added (an ISO instant): with the start date, it gives medicationStartsAt. */
  addedAt?: string | null;
}

/** What the chart needs of a recorded dose. */
export interface MarChartEntry {
  clientMedicationId: string;
  day: string;
  slot: string;
  code: string;
  note?: string | null;
}

/** 'suspended': due, nothing recorded, and the client was in hospital or their service had ended. */
export type MarCellState = MarOutcome | 'missed' | 'due' | 'not-due' | 'suspended';

/** Years from 1000, as every date the app keeps (PostgreSQL has no year 0). */
const MONTH_PATTERN = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of a real month. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** The month it is in the UK at that instant, 'YYYY-MM'. */
export function ukMonth(now: Date): string {
  return ukCalendarDate(now).slice(0, 7);
}

/** A month moved by whole months: shiftMonth('2025-01', -1) is '2024-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1 + by, 1));
  return first.toISOString().slice(0, 7);
}

/** Every calendar day of a month, in order: '2024-02' → '2024-02-01' … '2024-02-29'. */
export function daysOfMonth(month: string): string[] {
  if (!isMonth(month)) throw new Error(`Not a month: ${month}`);
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addCalendarDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** 'March 2025': the month as the chart's heading names it. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Taken between its start and end dates, both included; no end date means ongoing. */
export function isActiveOn(medication: MarChartMedication, day: string): boolean {
  return medication.startDate <= day && (medication.endDate === null || medication.endDate >= day);
}

/** Active on at least one day from `from` to `to` (both included). */
export function isActiveDuring(medication: MarChartMedication, from: string, to: string): boolean {
  return medication.startDate <= to && (medication.endDate === null || medication.endDate >= from);
}

/**
 * The instant a medicine starts: the moment it was added when that was on its start date (a
 * medicine added at 15:20 owes nothing at the 08:00 round of that day), otherwise the start of its
 * start date on the UK clock (one added ahead starts that morning; one written up after it started
 * keeps its start date). Null when neither is known.
 */
export function medicationStartsAt(
  medication: Pick<MarChartMedication, 'startDate' | 'addedAt'>,
): Date | null {
  const added = medication.addedAt ? new Date(medication.addedAt) : null;
  if (added && !Number.isNaN(added.getTime()) && ukCalendarDate(added) === medication.startDate) {
    return added;
  }
  return londonWallClockToInstant(medication.startDate, '00:00', WALL_CLOCK_FORM_ENTRY);
}

/** The instant a round of that day is due, read on the UK clock. */
export function roundDueAt(day: string, slot: MarSlot): Date | null {
  return londonWallClockToInstant(day, marSlot(slot).time, WALL_CLOCK_FORM_ENTRY);
}

/**
 * The rounds at which a dose is due that day, in the order of the day. A PRN medicine is never
 * due: it is given when needed, so it has no due rounds. A round due before the medicine started
 * (medicationStartsAt) is not due either: nobody owed that dose.
 */
export function dueSlots(medication: MarChartMedication, day: string): MarSlot[] {
  if (medication.prn || !isActiveOn(medication, day)) return [];
  const startsAt = day === medication.startDate ? medicationStartsAt(medication) : null;
  return MAR_SLOTS.filter((slot) => medication.timesOfDay.includes(slot.value))
    .map((slot) => slot.value)
    .filter((slot) => {
      const due = startsAt ? roundDueAt(day, slot) : null;
      return !startsAt || !due || due.getTime() >= startsAt.getTime();
    });
}

/** Whether a dose may be recorded: an active medicine, at a due round, or at any round if PRN. */
export function mayRecordIn(medication: MarChartMedication, day: string, slot: MarSlot): boolean {
  if (!isActiveOn(medication, day)) return false;
  return medication.prn || medication.timesOfDay.includes(slot);
}

/**
 * How long after a round's time a dose with nothing recorded counts as missed: visits run in
 * windows, so a morning dose due at 08:00 is late, not missed, until this has passed.
 */
export const MISSED_AFTER_MINUTES = 90;

/** Whether the round of that day is over on the UK clock at `now` (its time plus the window). */
export function slotHasPassed(day: string, slot: MarSlot, now: Date): boolean {
  const [hours = 0, minutes = 0] = marSlot(slot).time.split(':').map(Number);
  const end = hours * 60 + minutes + MISSED_AFTER_MINUTES;
  const dayEnds = addCalendarDays(day, Math.floor(end / 1440));
  const endsAt = `${String(Math.floor((end % 1440) / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${dayEnds}T${endsAt}` < `${ukCalendarDate(now)}T${ukClockTime(now)}`;
}

/**
 * The state of one dose: what was recorded, else whether it was due, whether the client's rounds
 * were suspended that day, and whether time is up.
 */
export function cellState(
  medication: MarChartMedication,
  day: string,
  slot: MarSlot,
  entry: MarChartEntry | undefined,
  now: Date,
  suspended: readonly SuspensionPeriod[] = [],
): MarCellState {
  if (entry && isMarCode(entry.code)) return marCode(entry.code).outcome;
  if (!dueSlots(medication, day).includes(slot)) return 'not-due';
  if (isSuspendedOn(suspended, day)) return 'suspended';
  return slotHasPassed(day, slot, now) ? 'missed' : 'due';
}

/** Which recorded outcome a cell holding several doses (a PRN day) shows: the most concerning. */
const OUTCOME_WEIGHT: Record<MarOutcome, number> = {
  refused: 3,
  other: 2,
  'not-given': 1,
  given: 0,
};

/** The state of a PRN medicine's day: the most concerning dose recorded, or nothing due. */
export function prnDayState(entries: readonly MarChartEntry[]): MarCellState {
  const outcomes = entries.flatMap((entry) =>
    isMarCode(entry.code) ? [marCode(entry.code).outcome] : [],
  );
  if (outcomes.length === 0) return 'not-due';
  return outcomes.reduce((worst, outcome) =>
    OUTCOME_WEIGHT[outcome] > OUTCOME_WEIGHT[worst] ? outcome : worst,
  );
}

/** One row of the month grid: a regular medicine at one round, or a PRN medicine (slot null). */
export interface MarChartRow<M extends MarChartMedication> {
  medication: M;
  slot: MarSlot | null;
}

/**
 * The rows of the grid: each regular medicine once per round it is due at, plus any round a dose
 * was recorded at before the prescription changed (so no recorded dose drops off the chart);
 * each PRN medicine once, its doses of a day together in one cell.
 */
export function chartRows<M extends MarChartMedication>(
  medications: readonly M[],
  entries: readonly MarChartEntry[],
): MarChartRow<M>[] {
  return medications.flatMap((medication): MarChartRow<M>[] => {
    if (medication.prn) return [{ medication, slot: null }];
    const recorded = new Set(
      entries.filter((entry) => entry.clientMedicationId === medication.id).map((e) => e.slot),
    );
    return MAR_SLOTS.filter(
      (slot) => medication.timesOfDay.includes(slot.value) || recorded.has(slot.value),
    ).map((slot) => ({ medication, slot: slot.value }));
  });
}

/** A dose that needs a manager's attention. */
export interface MarConcern {
  clientMedicationId: string;
  day: string;
  slot: MarSlot;
  kind: 'refused' | 'missed';
  /** The recorded code of a refused dose; a missed dose has none. */
  code: MarCode | null;
  note: string | null;
}

const slotIndex = (slot: MarSlot) => MAR_SLOTS.findIndex((s) => s.value === slot);

/**
 * Refused and missed doses from `from` to `to` (both included), newest first: a refused dose is
 * one recorded with a refused code; a missed dose was due, its round has passed at `now`, and
 * nothing was recorded, and the client's rounds were not suspended that day (in hospital, service
 * ended: suspension.ts).
 */
export function marConcerns(input: {
  medications: readonly MarChartMedication[];
  entries: readonly MarChartEntry[];
  from: string;
  to: string;
  now: Date;
  suspended?: readonly SuspensionPeriod[];
}): MarConcern[] {
  const { medications, entries, from, to, now, suspended = [] } = input;
  const concerns: MarConcern[] = [];
  const recorded = new Set(entries.map((e) => `${e.clientMedicationId}|${e.day}|${e.slot}`));
  for (const entry of entries) {
    if (entry.day < from || entry.day > to || !isMarCode(entry.code)) continue;
    if (marCode(entry.code).outcome !== 'refused') continue;
    concerns.push({
      clientMedicationId: entry.clientMedicationId,
      day: entry.day,
      slot: entry.slot as MarSlot,
      kind: 'refused',
      code: entry.code,
      note: entry.note ?? null,
    });
  }
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    if (isSuspendedOn(suspended, day)) continue;
    for (const medication of medications) {
      for (const slot of dueSlots(medication, day)) {
        if (recorded.has(`${medication.id}|${day}|${slot}`)) continue;
        if (!slotHasPassed(day, slot, now)) continue;
        concerns.push({
          clientMedicationId: medication.id,
          day,
          slot,
          kind: 'missed',
          code: null,
          note: null,
        });
      }
    }
  }
  return concerns.sort((a, b) =>
    a.day === b.day ? slotIndex(b.slot) - slotIndex(a.slot) : a.day < b.day ? 1 : -1,
  );
}

/** How many refused and missed doses a list of concerns holds (the chart's summary). */
export function concernCounts(concerns: readonly MarConcern[]): {
  refused: number;
  missed: number;
} {
  return {
    refused: concerns.filter((c) => c.kind === 'refused').length,
    missed: concerns.filter((c) => c.kind === 'missed').length,
  };
}
