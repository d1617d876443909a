import { describe, expect, it } from 'vitest';
import { dueState, nextDueOn, oversightDue, probationDue } from './oversight-due';
import { STAFF_DEFAULTS, staffSettingsOf } from './staff-settings.record';

const settings = staffSettingsOf(undefined);

describe('oversight due dates', () => {
  it('falls due the interval after the last one held', () => {
    expect(nextDueOn('2026-01-15', '2020-01-01', 3)).toBe('2026-04-15');
    const due = oversightDue({
      kind: 'supervision',
      heldOn: ['2025-10-01', '2026-01-15', '2025-12-01'],
      startDate: '2020-01-01',
      settings,
      today: '2026-02-01',
    });
    expect(due).toMatchObject({ lastHeldOn: '2026-01-15', nextDue: '2026-04-15', state: 'ok' });
  });

  it('falls due the interval after the start when none was held', () => {
    const due = oversightDue({
      kind: 'appraisal',
      heldOn: [],
      startDate: '2025-03-31',
      settings,
      today: '2026-04-01',
    });
    expect(due).toMatchObject({ lastHeldOn: null, nextDue: '2026-03-31', state: 'overdue' });
  });

  it("uses the organisation's interval", () => {
    const due = oversightDue({
      kind: 'spot-check',
      heldOn: ['2026-01-10'],
      startDate: '2020-01-01',
      settings: { ...settings, spotCheckMonths: 1 },
      today: '2026-01-20',
    });
    expect(due.nextDue).toBe('2026-02-10');
    expect(STAFF_DEFAULTS.spotCheckMonths).toBe(3);
  });

  it('is due soon within 14 days, today included, and overdue the day after', () => {
    expect(dueState('2026-05-14', '2026-05-01')).toBe('due-soon');
    expect(dueState('2026-05-15', '2026-05-01')).toBe('ok');
    expect(dueState('2026-05-01', '2026-05-01')).toBe('due-soon');
    expect(dueState('2026-04-30', '2026-05-01')).toBe('overdue');
  });
});

describe('probation reviews', () => {
  it('asks for the first review not held, at its months after the start', () => {
    const due = probationDue({
      reviews: [{ heldOn: '2026-02-05', stage: '1 month', decision: 'Continue' }],
      startDate: '2026-01-05',
      today: '2026-03-01',
    });
    expect(due).toMatchObject({ stage: '3 months', nextDue: '2026-04-05', state: 'ok' });
  });

  it('is over once passed, and an extension moves the final review', () => {
    expect(
      probationDue({
        reviews: [{ heldOn: '2026-07-01', stage: 'Final', decision: 'Pass' }],
        startDate: '2026-01-05',
        today: '2026-08-01',
      }).nextDue,
    ).toBeNull();
    expect(
      probationDue({
        reviews: [{ heldOn: '2026-07-01', stage: '6 months', decision: 'Extend probation' }],
        startDate: '2026-01-05',
        today: '2026-08-01',
      }),
    ).toMatchObject({ stage: 'Final', nextDue: '2026-10-01' });
  });
});
