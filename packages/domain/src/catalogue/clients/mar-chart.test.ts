import { describe, expect, it } from 'vitest';
import { MAR_CODES, marNoteRequired } from './mar';
import {
  cellState,
  chartRows,
  concernCounts,
  daysOfMonth,
  dueSlots,
  isActiveDuring,
  isActiveOn,
  isMonth,
  type MarChartMedication,
  marConcerns,
  mayRecordIn,
  medicationStartsAt,
  monthLabel,
  prnDayState,
  shiftMonth,
  slotHasPassed,
  ukMonth,
} from './mar-chart';
import { marEntryBody, marEntryProblems } from './mar-entry';

const regular: MarChartMedication = {
  id: 'amlodipine',
  prn: false,
  // Stored in the order the person ticked them; the chart uses the order of the day.
  timesOfDay: ['bed', 'morning'],
  startDate: '2025-03-05',
  endDate: '2025-03-20',
};
const prn: MarChartMedication = {
  id: 'paracetamol',
  prn: true,
  timesOfDay: [],
  startDate: '2025-01-01',
  endDate: null,
};

describe('months and days', () => {
  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2025-02')).toHaveLength(28);
    const december = daysOfMonth('2025-12');
    expect(december[0]).toBe('2025-12-01');
    expect(december.at(-1)).toBe('2025-12-31');
    expect(() => daysOfMonth('2025-13')).toThrow();
  });

  it('recognises months and moves across years', () => {
    expect(isMonth('2025-03')).toBe(true);
    expect(isMonth('2025-3')).toBe(false);
    expect(isMonth('2025-00')).toBe(false);
    expect(isMonth('0000-01')).toBe(false);
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(monthLabel('2025-03')).toBe('March 2025');
  });

  it('takes the month from the UK clock, not UTC', () => {
    // 23:30 UTC on 31 March 2025 is 00:30 on 1 April in British Summer Time.
    expect(ukMonth(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04');
    expect(ukMonth(new Date('2025-01-31T23:30:00Z'))).toBe('2025-01');
  });
});

describe('which doses are due', () => {
  it('counts the start and end dates as active days', () => {
    expect(isActiveOn(regular, '2025-03-04')).toBe(false);
    expect(isActiveOn(regular, '2025-03-05')).toBe(true);
    expect(isActiveOn(regular, '2025-03-20')).toBe(true);
    expect(isActiveOn(regular, '2025-03-21')).toBe(false);
    expect(isActiveOn(prn, '2030-01-01')).toBe(true);
    expect(isActiveDuring(regular, '2025-03-20', '2025-03-31')).toBe(true);
    expect(isActiveDuring(regular, '2025-03-21', '2025-03-31')).toBe(false);
  });

  it('lists a regular medicine’s rounds in the order of the day, and none for PRN', () => {
    expect(dueSlots(regular, '2025-03-10')).toEqual(['morning', 'bed']);
    expect(dueSlots(regular, '2025-03-21')).toEqual([]);
    expect(dueSlots(prn, '2025-03-10')).toEqual([]);
  });

  it('lets a PRN medicine be recorded at any round, a regular one only when due', () => {
    expect(mayRecordIn(prn, '2025-03-10', 'tea')).toBe(true);
    expect(mayRecordIn(regular, '2025-03-10', 'morning')).toBe(true);
    expect(mayRecordIn(regular, '2025-03-10', 'lunch')).toBe(false);
    expect(mayRecordIn(regular, '2025-03-04', 'morning')).toBe(false);
  });
});

describe("a medicine's start instant", () => {
  const fourRounds = (startDate: string, addedAt: string | null): MarChartMedication => ({
    id: 'added',
    prn: false,
    timesOfDay: ['morning', 'lunch', 'tea', 'bed'],
    startDate,
    endDate: null,
    addedAt,
  });

  it('owes no dose at a round before the moment a medicine was added that day', () => {
    // Added at 15:20 on a winter day (GMT): the 08:00 and 12:30 rounds had gone.
    const added = fourRounds('2026-01-14', '2026-01-14T15:20:00Z');
    expect(dueSlots(added, '2026-01-14')).toEqual(['tea', 'bed']);
    expect(dueSlots(added, '2026-01-15')).toEqual(['morning', 'lunch', 'tea', 'bed']);
    const evening = new Date('2026-01-14T23:00:00Z');
    expect(cellState(added, '2026-01-14', 'morning', undefined, evening)).toBe('not-due');
    expect(cellState(added, '2026-01-14', 'tea', undefined, evening)).toBe('missed');
    const concerns = marConcerns({
      medications: [added],
      entries: [],
      from: '2026-01-14',
      to: '2026-01-14',
      now: evening,
    });
    expect(concerns.map((c) => c.slot)).toEqual(['bed', 'tea']);
  });

  it('reads the rounds on the UK clock, in summer time too', () => {
    // 07:30 UTC on 29 March 2026 (the spring change) is 08:30 BST: the 08:00 round had gone.
    expect(dueSlots(fourRounds('2026-03-29', '2026-03-29T07:30:00Z'), '2026-03-29')).toEqual([
      'lunch',
      'tea',
      'bed',
    ]);
    // 07:30 UTC on 25 October 2026 (the autumn change) is 07:30 GMT: the 08:00 round is owed.
    expect(dueSlots(fourRounds('2026-10-25', '2026-10-25T07:30:00Z'), '2026-10-25')).toEqual([
      'morning',
      'lunch',
      'tea',
      'bed',
    ]);
    // 20:30 UTC in June is 21:30 BST: even the bed round had gone.
    expect(dueSlots(fourRounds('2026-06-10', '2026-06-10T20:30:00Z'), '2026-06-10')).toEqual([]);
  });

  it('starts at midnight on the UK clock when added on another day', () => {
    // Added before midnight for the next day (23:50 BST on 9 June is 22:50 UTC): all rounds owed.
    const ahead = fourRounds('2026-06-10', '2026-06-09T22:50:00Z');
    expect(medicationStartsAt(ahead)?.toISOString()).toBe('2026-06-09T23:00:00.000Z');
    expect(dueSlots(ahead, '2026-06-10')).toHaveLength(4);
    // 23:10 UTC on 9 June is 00:10 BST on 10 June: added on its start day, after midnight.
    const justAfter = fourRounds('2026-06-10', '2026-06-09T23:10:00Z');
    expect(medicationStartsAt(justAfter)?.toISOString()).toBe('2026-06-09T23:10:00.000Z');
    expect(dueSlots(justAfter, '2026-06-10')).toHaveLength(4);
    // Written up a week after it started: its start date stands, whole days owed.
    const late = fourRounds('2026-06-03', '2026-06-10T15:00:00Z');
    expect(medicationStartsAt(late)?.toISOString()).toBe('2026-06-02T23:00:00.000Z');
    expect(dueSlots(late, '2026-06-03')).toHaveLength(4);
    // Nothing known of when it was added: its whole start day.
    expect(dueSlots(fourRounds('2026-06-10', null), '2026-06-10')).toHaveLength(4);
  });
});

describe('the state of a cell', () => {
  // 1 July is in British Summer Time: the 08:00 round is 07:00 UTC.
  const summer = { ...regular, startDate: '2025-06-01', endDate: null };

  it('shows the outcome of the recorded code', () => {
    const now = new Date('2025-07-10T12:00:00Z');
    const entry = (code: string) => ({
      clientMedicationId: summer.id,
      day: '2025-07-01',
      slot: 'morning',
      code,
    });
    expect(cellState(summer, '2025-07-01', 'morning', entry('G'), now)).toBe('given');
    expect(cellState(summer, '2025-07-01', 'morning', entry('D'), now)).toBe('refused');
    expect(cellState(summer, '2025-07-01', 'morning', entry('H'), now)).toBe('not-given');
    expect(cellState(summer, '2025-07-01', 'morning', entry('O'), now)).toBe('other');
  });

  it('calls a due dose missed once its round and the 90-minute window have passed (UK clock)', () => {
    expect(slotHasPassed('2025-07-01', 'morning', new Date('2025-07-01T06:30:00Z'))).toBe(false);
    expect(
      cellState(summer, '2025-07-01', 'morning', undefined, new Date('2025-07-01T06:30:00Z')),
    ).toBe('due');
    // 08:00 BST round: still only late at 09:29 BST, missed at 09:31.
    expect(
      cellState(summer, '2025-07-01', 'morning', undefined, new Date('2025-07-01T08:29:00Z')),
    ).toBe('due');
    expect(
      cellState(summer, '2025-07-01', 'morning', undefined, new Date('2025-07-01T08:31:00Z')),
    ).toBe('missed');
    // The bed round (21:00) runs past midnight only with its window: missed at 22:31 BST.
    expect(slotHasPassed('2025-07-01', 'bed', new Date('2025-07-01T21:31:00Z'))).toBe(true);
    expect(slotHasPassed('2025-07-01', 'bed', new Date('2025-07-01T21:29:00Z'))).toBe(false);
    // In winter the same round is 08:00 UTC.
    const winter = { ...summer, startDate: '2025-01-01' };
    expect(
      cellState(winter, '2025-01-15', 'morning', undefined, new Date('2025-01-15T07:30:00Z')),
    ).toBe('due');
    expect(
      cellState(summer, '2025-07-02', 'bed', undefined, new Date('2025-07-01T22:00:00Z')),
    ).toBe('due');
  });

  it('is not due at other rounds, outside the dates, or for PRN', () => {
    const now = new Date('2025-07-10T12:00:00Z');
    expect(cellState(summer, '2025-07-01', 'lunch', undefined, now)).toBe('not-due');
    expect(cellState(summer, '2025-05-31', 'morning', undefined, now)).toBe('not-due');
    expect(cellState(prn, '2025-07-01', 'morning', undefined, now)).toBe('not-due');
  });

  it('shows the most concerning of a PRN day’s doses', () => {
    const dose = (code: string, slot: string) => ({
      clientMedicationId: prn.id,
      day: '2025-03-10',
      slot,
      code,
    });
    expect(prnDayState([])).toBe('not-due');
    expect(prnDayState([dose('G', 'morning')])).toBe('given');
    expect(prnDayState([dose('G', 'morning'), dose('R', 'tea'), dose('P', 'bed')])).toBe('refused');
  });
});

describe('rows of the grid', () => {
  it('gives a regular medicine a row per due round, keeps rounds with doses, and PRN one row', () => {
    const rows = chartRows(
      [regular, prn],
      [{ clientMedicationId: regular.id, day: '2025-03-06', slot: 'lunch', code: 'G' }],
    );
    expect(rows.map((row) => [row.medication.id, row.slot])).toEqual([
      ['amlodipine', 'morning'],
      ['amlodipine', 'lunch'],
      ['amlodipine', 'bed'],
      ['paracetamol', null],
    ]);
  });
});

describe('concerns', () => {
  const now = new Date('2025-03-12T10:00:00Z'); // 10:00 in London (GMT).
  const entries = [
    { clientMedicationId: regular.id, day: '2025-03-10', slot: 'morning', code: 'G' },
    { clientMedicationId: regular.id, day: '2025-03-10', slot: 'bed', code: 'R', note: 'Asleep' },
    { clientMedicationId: regular.id, day: '2025-03-11', slot: 'morning', code: 'W', note: 'GP' },
    { clientMedicationId: prn.id, day: '2025-03-11', slot: 'tea', code: 'D', note: 'Spat out' },
    { clientMedicationId: regular.id, day: '2025-03-01', slot: 'bed', code: 'R', note: 'Old' },
  ];

  it('lists refused and missed doses of the range, newest first', () => {
    const concerns = marConcerns({
      medications: [regular, prn],
      entries,
      from: '2025-03-10',
      to: '2025-03-12',
      now,
    });
    expect(concerns.map((c) => [c.day, c.slot, c.kind, c.code, c.clientMedicationId])).toEqual([
      // Today: the morning round has passed; the bed round has not.
      ['2025-03-12', 'morning', 'missed', null, 'amlodipine'],
      ['2025-03-11', 'bed', 'missed', null, 'amlodipine'],
      ['2025-03-11', 'tea', 'refused', 'D', 'paracetamol'],
      ['2025-03-10', 'bed', 'refused', 'R', 'amlodipine'],
    ]);
    expect(concerns[2]?.note).toBe('Spat out');
    expect(concernCounts(concerns)).toEqual({ refused: 2, missed: 2 });
  });

  it('finds nothing missed before the start date or for a PRN medicine', () => {
    const concerns = marConcerns({
      medications: [regular, prn],
      entries: [],
      from: '2025-03-01',
      to: '2025-03-04',
      now,
    });
    expect(concerns).toEqual([]);
  });
});

describe('recording a dose', () => {
  const base = {
    medication: regular,
    day: '2025-03-10',
    slot: 'morning' as const,
    code: 'G' as const,
    note: null,
    today: '2025-03-12',
    correction: false,
  };

  it('accepts a due dose given without a note', () => {
    expect(marEntryProblems(base)).toEqual({});
  });

  it('asks for a note whenever the dose was not given, and only then', () => {
    for (const { code, outcome } of MAR_CODES) {
      expect(marNoteRequired(code), code).toBe(outcome !== 'given');
    }
    expect(marEntryProblems({ ...base, code: 'R' }).note).toBe(
      'Say why the dose was not given as prescribed.',
    );
    expect(marEntryProblems({ ...base, code: 'R', note: '  ' }).note).toBeDefined();
    expect(marEntryProblems({ ...base, code: 'R', note: 'Said she felt sick' })).toEqual({});
  });

  it('refuses a day to come, a day off the prescription and a round not due', () => {
    expect(marEntryProblems({ ...base, day: '2025-03-13' }).day).toBe(
      'A dose cannot be recorded for a day that has not come yet.',
    );
    expect(marEntryProblems({ ...base, day: '2025-03-04' }).day).toBe(
      'This medication is not taken on 04/03/2025: check its start and end dates.',
    );
    expect(marEntryProblems({ ...base, slot: 'lunch' }).slot).toContain('not due at the lunch');
    expect(marEntryProblems({ ...base, medication: prn, slot: 'lunch' })).toEqual({});
  });

  it('lets a recorded dose be corrected after the prescription changed', () => {
    const corrected = { ...base, day: '2025-03-04', slot: 'lunch' as const, correction: true };
    expect(marEntryProblems(corrected)).toEqual({});
    expect(marEntryProblems({ ...corrected, day: '2025-03-13' }).day).toBeDefined();
    expect(marEntryProblems({ ...corrected, code: 'O' }).note).toBeDefined();
  });

  it('reads the body: a blank note is none, an unknown code or round is named', () => {
    const body = marEntryBody.parse({
      clientMedicationId: '6f1c2a1e-3b1c-4f7a-9a52-0d5f1d2b9e11',
      day: '2025-03-10',
      slot: 'tea',
      code: 'G',
      note: '   ',
    });
    expect(body.note).toBeNull();
    const wrong = marEntryBody.safeParse({
      clientMedicationId: 'x',
      day: '2025-02-30',
      slot: 'supper',
      code: 'Z',
    });
    expect(wrong.success).toBe(false);
    const messages = Object.fromEntries(
      (wrong.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      clientMedicationId: 'Choose a medication of this client.',
      day: 'Enter a real date.',
      slot: 'Choose a round of the day.',
      code: 'Choose a code from the MAR key.',
    });
  });
});
