import { describe, expect, it } from 'vitest';
import { changedPrescribingFields } from './client-lifecycle';
import { marConcerns } from './mar-chart';
import { hospitalStayOn, isReviewOverdue, isSuspendedOn, suspensionPeriods } from './suspension';

const morning = {
  id: 'm1',
  prn: false,
  timesOfDay: ['morning'],
  startDate: '2026-11-01',
  endDate: null,
};

describe('suspension of a client’s rounds', () => {
  it('suspends the days in hospital, but not the day they come home', () => {
    const periods = suspensionPeriods({
      serviceEndedOn: null,
      hospitalStays: [{ admittedOn: '2026-11-03', dischargedOn: '2026-11-06' }],
    });
    expect(isSuspendedOn(periods, '2026-11-02')).toBe(false);
    expect(isSuspendedOn(periods, '2026-11-03')).toBe(true);
    expect(isSuspendedOn(periods, '2026-11-05')).toBe(true);
    expect(isSuspendedOn(periods, '2026-11-06')).toBe(false);
  });

  it('suspends an open stay and an ended service for good', () => {
    const open = suspensionPeriods({
      serviceEndedOn: null,
      hospitalStays: [{ admittedOn: '2026-11-03', dischargedOn: null }],
    });
    expect(isSuspendedOn(open, '2027-01-01')).toBe(true);
    const ended = suspensionPeriods({ serviceEndedOn: '2026-11-10', hospitalStays: [] });
    expect(isSuspendedOn(ended, '2026-11-09')).toBe(false);
    expect(isSuspendedOn(ended, '2026-11-10')).toBe(true);
    expect(isSuspendedOn(ended, '2030-01-01')).toBe(true);
  });

  it('raises no missed doses for suspended days', () => {
    const now = new Date('2026-11-08T12:00:00Z');
    const input = {
      medications: [morning],
      entries: [],
      from: '2026-11-01',
      to: '2026-11-08',
      now,
    };
    expect(marConcerns(input)).toHaveLength(8);
    const suspended = suspensionPeriods({
      serviceEndedOn: null,
      hospitalStays: [{ admittedOn: '2026-11-03', dischargedOn: '2026-11-07' }],
    });
    const concerns = marConcerns({ ...input, suspended });
    expect(concerns.map((c) => c.day)).toEqual([
      '2026-11-08',
      '2026-11-07',
      '2026-11-02',
      '2026-11-01',
    ]);
  });

  it('keeps a refused dose a concern even on a suspended day', () => {
    const suspended = suspensionPeriods({ serviceEndedOn: '2026-11-01', hospitalStays: [] });
    const concerns = marConcerns({
      medications: [morning],
      entries: [{ clientMedicationId: 'm1', day: '2026-11-02', slot: 'morning', code: 'R' }],
      from: '2026-11-01',
      to: '2026-11-03',
      now: new Date('2026-11-03T12:00:00Z'),
      suspended,
    });
    expect(concerns).toEqual([expect.objectContaining({ kind: 'refused', day: '2026-11-02' })]);
  });

  it('raises no overdue review while suspended, and again once home', () => {
    const periods = suspensionPeriods({
      serviceEndedOn: null,
      hospitalStays: [{ admittedOn: '2026-11-03', dischargedOn: '2026-11-10' }],
    });
    expect(isReviewOverdue('2026-11-01', '2026-11-02', periods)).toBe(true);
    expect(isReviewOverdue('2026-11-01', '2026-11-05', periods)).toBe(false);
    expect(isReviewOverdue('2026-11-01', '2026-11-10', periods)).toBe(true);
    expect(isReviewOverdue('2026-11-20', '2026-11-10', periods)).toBe(false);
  });

  it('finds the stay a client is in on a day', () => {
    const stays = [
      { admittedOn: '2026-10-01', dischargedOn: '2026-10-04' },
      { admittedOn: '2026-11-03', dischargedOn: null },
    ];
    expect(hospitalStayOn(stays, '2026-10-04')).toBeNull();
    expect(hospitalStayOn(stays, '2026-11-04')).toBe(stays[1]);
  });
});

describe('prescribing fields', () => {
  it('names the prescribing fields a save changes, ignoring notes and the order of times', () => {
    const stored = { dose: '1 tablet', timesOfDay: ['morning', 'bed'], notes: 'a' };
    expect(
      changedPrescribingFields(stored, {
        dose: '1 tablet',
        timesOfDay: ['bed', 'morning'],
        notes: 'b',
      }),
    ).toEqual([]);
    expect(changedPrescribingFields(stored, { dose: '2 tablets', timesOfDay: ['bed'] })).toEqual([
      'dose',
      'timesOfDay',
    ]);
    // Stopping by an end date, or making it PRN, is Stop's and Change's work, with a reason.
    expect(
      changedPrescribingFields(
        { ...stored, prn: false, prnReason: null, endDate: null },
        { prn: true, prnReason: '', endDate: '2026-11-20' },
      ),
    ).toEqual(['prn', 'endDate']);
  });
});
