import type { MarEntry, MarMedication, SuspensionPeriod } from '@care360/domain';
import {
  cellState,
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
  /** What the cell shows: the codes recorded, or '!' for a missed dose. */
  text: string;
  /** What a screen reader says: the medicine, the round, the day and the state. */
  label: string;
  /** Whether the cell opens the dose dialog: a dose to look at, or one that may be recorded. */
  opens: boolean;
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
  const entries = [
    ...(input.entries.get(slot ? `${medication.id}|${day}|${slot}` : `${medication.id}|${day}`) ??
      []),
  ].sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot));
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
          slot ? codeLabel(entry) : `${marSlot(entry.slot as MarSlot).label}: ${codeLabel(entry)}`,
        )
        .join('; ')
    : STATE_LABELS[state];
  return {
    day,
    state,
    entries,
    text: entries.length
      ? entries.map((e) => e.code).join(' ')
      : state === 'missed'
        ? '!'
        : state === 'suspended'
          ? '–'
          : '',
    label: `${medication.title}, ${rowLabel(slot)}, ${longDay(day)}: ${said}`,
    opens: entries.length > 0 || recordable,
  };
}
