import { describe, expect, it } from 'vitest';
import { STAFF_DEFAULTS } from './staff-settings.record';
import { mayWork, type WorkingFacts, workingState } from './working-state';

const today = '2026-11-26';
const unlimited = {
  result: 'Right to work confirmed',
  permission: 'Unlimited',
  checkedOn: '2024-02-01',
};
const timeLimited = (expiresOn: string) => ({
  ...unlimited,
  permission: 'Time-limited',
  expiresOn,
});
const facts = (over: Partial<WorkingFacts> = {}): WorkingFacts => ({
  startDate: '2024-02-05',
  status: 'Active',
  rightToWork: unlimited,
  dbs: { issuedOn: '2024-01-20', barredListResult: 'Not barred' },
  dbsDecision: null,
  today,
  settings: STAFF_DEFAULTS,
  ...over,
});

describe('workingState', () => {
  it('is Active, and may work, with a right to work, a DBS and a start date behind them', () => {
    const state = workingState(facts());
    expect(state).toEqual({ state: 'Active', label: 'Active', reasons: [] });
    expect(mayWork(state)).toBe(true);
  });

  it('must not work from the day after a time-limited right to work ends, with that date', () => {
    const ended = workingState(facts({ rightToWork: timeLimited('2026-11-25') }));
    expect(ended).toEqual({
      state: 'Must not work',
      label: 'Must not work',
      reasons: [
        { area: 'Right to work', text: 'Right to work ended 25/11/2026', on: '2026-11-25' },
      ],
    });
    expect(mayWork(ended)).toBe(false);
    // Its last day is still a working day, and the warning period has begun.
    const lastDay = workingState(facts({ rightToWork: timeLimited('2026-11-26') }));
    expect(lastDay.state).toBe('Expiring soon');
    expect(mayWork(lastDay)).toBe(true);
  });

  it('is Expiring soon within the warning days (30 by default, the organisation’s own if set)', () => {
    expect(workingState(facts({ rightToWork: timeLimited('2026-12-26') }))).toEqual({
      state: 'Expiring soon',
      label: 'Expiring soon',
      reasons: [{ area: 'Right to work', text: 'Right to work ends 26/12/2026', on: '2026-12-26' }],
    });
    expect(workingState(facts({ rightToWork: timeLimited('2026-12-27') })).state).toBe('Active');
    expect(
      workingState(
        facts({ rightToWork: timeLimited('2026-12-27'), settings: { expiryWarningDays: 31 } }),
      ).state,
    ).toBe('Expiring soon');
  });

  it('must not work without a right to work: none recorded, refused, awaiting or undated', () => {
    const reason = (rightToWork: WorkingFacts['rightToWork']) =>
      workingState(facts({ rightToWork })).reasons;
    expect(reason(null)).toEqual([
      { area: 'Right to work', text: 'No right to work check recorded', on: null },
    ]);
    expect(reason({ ...unlimited, result: 'No right to work', checkedOn: '2026-10-03' })).toEqual([
      {
        area: 'Right to work',
        text: 'No right to work found by the check of 03/10/2026',
        on: '2026-10-03',
      },
    ]);
    expect(reason({ ...unlimited, result: 'Awaiting result', checkedOn: '2026-11-20' })).toEqual([
      {
        area: 'Right to work',
        text: 'Right to work awaiting the result of the check of 20/11/2026',
        on: '2026-11-20',
      },
    ]);
    expect(reason({ ...unlimited, permission: 'Time-limited' })[0]?.text).toBe(
      'Right to work end date not recorded',
    );
  });

  it('must not work without a DBS, on the barred list, or with clearance withdrawn: every bar named', () => {
    expect(workingState(facts({ dbs: null })).reasons).toEqual([
      { area: 'DBS', text: 'No DBS certificate recorded; start date 05/02/2024', on: '2024-02-05' },
    ]);
    expect(
      workingState(facts({ dbs: { issuedOn: '2025-03-04', barredListResult: 'Barred' } })).reasons,
    ).toEqual([
      { area: 'DBS', text: 'DBS issued 04/03/2025 shows the adult barred list', on: '2025-03-04' },
    ]);
    const withdrawn = workingState(
      facts({
        rightToWork: timeLimited('2026-11-01'),
        dbsDecision: { assessedOn: '2026-11-10', decision: 'Do not employ' },
      }),
    );
    expect(withdrawn.state).toBe('Must not work');
    expect(withdrawn.reasons.map((r) => r.text)).toEqual([
      'Right to work ended 01/11/2026',
      'Clearance withdrawn: DBS risk assessment decided not to employ on 10/11/2026',
    ]);
    // A risk assessment that lets them work bars nothing.
    expect(
      workingState(
        facts({ dbsDecision: { assessedOn: '2026-11-10', decision: 'Employ with controls' } }),
      ).state,
    ).toBe('Active');
  });

  it('is Starting with the date until the start date, and Active on it', () => {
    const starting = workingState(facts({ startDate: '2026-12-07' }));
    expect(starting).toEqual({
      state: 'Starting',
      label: 'Starting 07/12/2026',
      reasons: [{ area: 'Start date', text: 'Starts 07/12/2026', on: '2026-12-07' }],
    });
    expect(mayWork(starting)).toBe(false);
    expect(workingState(facts({ startDate: '2026-11-27' })).state).toBe('Starting');
    expect(workingState(facts({ startDate: today })).state).toBe('Active');
    // A bar outranks a start date ahead: they may not start either.
    expect(workingState(facts({ startDate: '2026-12-07', dbs: null })).state).toBe('Must not work');
  });

  it('has no working state once not at work (status or leaving date), unless a bar holds', () => {
    for (const status of ['Inactive', 'Rejected', 'Hospitalised', 'Left', 'On leave']) {
      const state = workingState(facts({ status }));
      expect(state).toEqual({ state: null, label: status, reasons: [] });
      expect(mayWork(state)).toBe(false);
    }
    expect(workingState(facts({ leftOn: '2026-11-25' })).state).toBeNull();
    expect(workingState(facts({ leftOn: today })).state).toBe('Active');
    expect(workingState(facts({ status: 'Inactive', rightToWork: null })).state).toBe(
      'Must not work',
    );
  });

  it('reads dates stored as Date objects, as a driver may give them', () => {
    expect(
      workingState(
        facts({ rightToWork: timeLimited(new Date('2026-11-25T00:00:00Z') as unknown as string) }),
      ).reasons[0]?.on,
    ).toBe('2026-11-25');
  });
});
