import type { MarEntry, MarMedication, SuspensionPeriod } from '@care360/domain';
import {
  cellState,
  currentMarEntries,
  doseRange,
  formatQuantity,
  formatUkDateTime,
  isActiveOn,
  isMarCode,
  MAR_SLOTS,
  type MarCellState,
  type MarChartRow,
  type MarSlot,
  marCode,
  marSlot,
  mayRecordIn,
  prnDayState,
} from '@care360/domain';

/** One cell of the month grid, as the page shows and announces it. */
export interface MarCell {
  day: string;
  state: MarCellState;
  /** The doses recorded here: one at most for a round, any number on a PRN day. */
  entries: MarEntry[];
  /** Entries a correction replaced: they stay on the chart, struck through. */
  replaced: MarEntry[];
  /** What the cell shows: the codes recorded, or '!' for a missed dose. */
  text: string;
  /** What a screen reader says: the medicine, the round, the day and the state. */
  label: string;
  /** Whether the cell opens the dose dialog: a dose to look at, or one that may be recorded. */
  opens: boolean;
  /** A PRN dose here was given outside its minimum interval or 24-hour maximum. */
  flagged: boolean;
}

export type MarRow = MarChartRow<MarMedication>;

export const STATE_LABELS: Record<MarCellState, string> = {
  given: 'Given',
  refused: 'Refused',
  'not-given': 'Not given',
  other: 'Other',
  missed: 'Missed: due and nothing recorded',
  due: 'Due',
  'not-due': 'Not due',
  suspended: 'Suspended: in hospital or the service had ended',
};

export function rowLabel(slot: MarSlot | null): string {
  if (!slot) return 'PRN, as required';
  const { label, time } = marSlot(slot);
  return `${label} ${time}`;
}

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday 03/03/2025': a chart day as a person reads it. */
export function longDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

function codeLabel(entry: MarEntry): string {
  return isMarCode(entry.code)
    ? `${marCode(entry.code).label} (${entry.code})`
    : `Code ${entry.code}`;
}

/** '2 tablets': the quantity of a variable dose with the dose's unit. */
export function quantityLabel(entry: MarEntry, medication: MarMedication): string | null {
  if (entry.quantity === null || entry.quantity === undefined) return null;
  const unit = doseRange(medication.dose)?.unit;
  return `${formatQuantity(entry.quantity)}${unit ? ` ${unit}` : ''}`;
}

/**
 * Who gave a dose and who keyed it in: 'by Tom Fletcher', or 'recorded by Alex Morgan for Tom
 * Fletcher' when the office recorded it for the carer; the witness of a controlled drug after.
 */
export function peopleLabel(entry: MarEntry): string {
  const given = entry.givenByName;
  const recorder = entry.recordedByName ?? 'a former user';
  const who =
    given && given !== entry.recordedByName
      ? `recorded by ${recorder} for ${given}`
      : `by ${given ?? recorder}`;
  return entry.witnessedByName ? `${who}, witnessed by ${entry.witnessedByName}` : who;
}

/**
 * A recorded dose in words: its code, the quantity of a variable dose, when and by whom it was
 * given, its witness, and what a flagged PRN dose broke. Doses recorded before the time given
 * was asked say only their code, as they always did.
 */
export function describeDose(entry: MarEntry, medication: MarMedication): string {
  const quantity = quantityLabel(entry, medication);
  const parts = [codeLabel(entry), ...(quantity ? [quantity] : [])];
  if (entry.givenAt) {
    parts.push(`at ${formatUkDateTime(entry.givenAt).slice(11)} ${peopleLabel(entry)}`);
  }
  const said = parts.join(', ');
  return entry.prnBreach ? `${said}; flagged: ${entry.prnBreach}` : said;
}

/** The mark a flagged PRN dose carries in its cell, beside its code. */
export const FLAG_MARK = '⚑';

/** Doses of a month by medicine, day and round, to find each cell's quickly. */
export function indexEntries(entries: readonly MarEntry[]): Map<string, MarEntry[]> {
  const index = new Map<string, MarEntry[]>();
  for (const entry of entries) {
    for (const key of [
      `${entry.clientMedicationId}|${entry.day}|${entry.slot}`,
      `${entry.clientMedicationId}|${entry.day}`,
    ]) {
      index.set(key, [...(index.get(key) ?? []), entry]);
    }
  }
  return index;
}

const SLOT_ORDER: string[] = MAR_SLOTS.map((s) => s.value);

/** The cell of a row on a day: its state, what it shows and says, and whether it opens. */
export function describeCell(input: {
  row: MarRow;
  day: string;
  entries: Map<string, MarEntry[]>;
  now: Date;
  today: string;
  mayRecord: boolean;
  /** Days in hospital or after the service ended: due doses show suspended, not missed. */
  suspended?: readonly SuspensionPeriod[];
}): MarCell {
  const { row, day, now, today, mayRecord, suspended = [] } = input;
  const { medication, slot } = row;
  const recorded = [
    ...(input.entries.get(slot ? `${medication.id}|${day}|${slot}` : `${medication.id}|${day}`) ??
      []),
  ].sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot));
  const entries = currentMarEntries(recorded);
  const replaced = recorded.filter((entry) => Boolean(entry.correctedById));
  const state = slot
    ? cellState(medication, day, slot, entries[0], now, suspended)
    : prnDayState(entries);
  const recordable =
    mayRecord &&
    day <= today &&
    (slot ? mayRecordIn(medication, day, slot) : isActiveOn(medication, day));
  const said = entries.length
    ? entries
        .map((entry) =>
          slot
            ? describeDose(entry, medication)
            : `${marSlot(entry.slot as MarSlot).label}: ${describeDose(entry, medication)}`,
        )
        .join('; ')
    : STATE_LABELS[state];
  const corrected = replaced.length
    ? `; corrected, first recorded as ${replaced.map((entry) => describeDose(entry, medication)).join('; ')}`
    : '';
  return {
    day,
    state,
    entries,
    replaced,
    text: entries.length
      ? entries.map((e) => (e.prnBreach ? `${e.code}${FLAG_MARK}` : e.code)).join(' ')
      : state === 'missed'
        ? '!'
        : state === 'suspended'
          ? '–'
          : '',
    label: `${medication.title}, ${rowLabel(slot)}, ${longDay(day)}: ${said}${corrected}`,
    opens: entries.length > 0 || recordable,
    flagged: entries.some((entry) => entry.prnBreach),
  };
}
