import { describe, expect, it } from 'vitest';
import type { ClearanceFacts } from './cleared-to-start';
import { RECRUITMENT_DEFAULTS } from './recruitment-settings.record';
import {
  matrixRow,
  medianOfCounts,
  percent,
  stageConversion,
  trackerNextStep,
} from './recruitment-tracker';

describe('stageConversion', () => {
  it('counts who got at least as far as each stage, as a share of every applicant', () => {
    const rows = stageConversion({
      Applied: 4,
      Interview: 2,
      Contract: 1,
      Cleared: 1,
      Rejected: 2,
    });
    const of = (stage: string) => rows.find((row) => row.stage === stage);
    expect(of('Applied')).toEqual({ stage: 'Applied', count: 4, reached: 10, conversion: 100 });
    expect(of('Shortlisted')).toMatchObject({ count: 0, reached: 4, conversion: 40 });
    expect(of('Interview')).toMatchObject({ count: 2, reached: 4, conversion: 40 });
    expect(of('Contract')).toMatchObject({ reached: 2, conversion: 20 });
    expect(of('Cleared')).toMatchObject({ reached: 1, conversion: 10 });
    expect(of('Rejected')).toMatchObject({ count: 2, reached: 2, conversion: 20 });
  });

  it('answers zeros, not NaN, with no applicants', () => {
    expect(stageConversion({}).every((row) => row.conversion === 0 && row.reached === 0)).toBe(
      true,
    );
    expect(percent(1, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33);
  });
});

describe('medianOfCounts', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([{ value: 12, count: 1 }])).toBe(12);
    expect(
      medianOfCounts([
        { value: 30, count: 1 },
        { value: 10, count: 2 },
        { value: 20, count: 0 },
      ]),
    ).toBe(10);
    expect(
      medianOfCounts([
        { value: 10, count: 1 },
        { value: 21, count: 1 },
      ]),
    ).toBe(15.5);
    expect(
      medianOfCounts([
        { value: 5, count: 2 },
        { value: 40, count: 2 },
      ]),
    ).toBe(22.5);
  });
});

describe('matrixRow', () => {
  const today = '2026-06-15';
  const facts = (change: Partial<ClearanceFacts> = {}): ClearanceFacts => ({
    workHistory: [],
    gapExplanations: [],
    addresses: [],
    references: [],
    identityDocuments: [{ type: 'Passport', hasPhoto: false, checked: true }],
    dbsChecks: [],
    rightToWork: [
      {
        result: 'Right to work confirmed',
        permission: 'Time-limited',
        expiresOn: '2026-07-10',
        checkedOn: '2026-01-01',
        checked: true,
      },
    ],
    qualifications: [],
    healthDeclarationCompleted: true,
    contractSigned: false,
    interviews: [],
    ...change,
  });

  it('marks each check valid, expiring within 30 days or missing, with the words', () => {
    const row = matrixRow(facts(), today, RECRUITMENT_DEFAULTS);
    expect(row.identity).toEqual({ status: 'valid', detail: 'Valid' });
    expect(row.health.status).toBe('valid');
    expect(row.dbs).toEqual({ status: 'missing', detail: 'DBS certificate not recorded' });
    expect(row.barredList.status).toBe('missing');
    expect(row.references).toEqual({ status: 'missing', detail: 'Both references outstanding' });
    expect(row.contract).toEqual({ status: 'missing', detail: 'Contract not signed' });
    expect(row.rightToWork).toEqual({
      status: 'expiring',
      detail: 'Right to work ends on 10/07/2026: follow-up check due by 10/06/2026',
    });
  });

  it('turns red once the permission has ended', () => {
    const row = matrixRow(
      facts({
        rightToWork: [
          {
            result: 'Right to work confirmed',
            permission: 'Time-limited',
            expiresOn: '2026-06-01',
            checkedOn: '2026-01-01',
            checked: true,
          },
        ],
      }),
      today,
      RECRUITMENT_DEFAULTS,
    );
    expect(row.rightToWork).toEqual({
      status: 'missing',
      detail: 'Right to work ended on 01/06/2026',
    });
  });
});

describe('trackerNextStep', () => {
  const booked = [{ state: 'Booked', startsAt: '2026-06-20T09:30:00.000Z' }];
  const interviewItem = 'Interview on 20/06/2026 10:30 not yet held';

  it('names the step before the interview by the stage and the slots', () => {
    expect(trackerNextStep('Applied', [], [interviewItem])).toBe(
      'Review the application: shortlist or reject',
    );
    expect(trackerNextStep('Shortlisted', [], [])).toBe('Offer interview slots');
    expect(
      trackerNextStep('Shortlisted', [{ state: 'Offered', startsAt: '2026-06-20T09:30:00Z' }], []),
    ).toBe('Interview slots offered: waiting for the applicant to book');
    expect(trackerNextStep('Shortlisted', booked, [interviewItem, 'Contract not signed'])).toBe(
      interviewItem,
    );
  });

  it("puts the stage's own missing items first, and has none once cleared or rejected", () => {
    const missing = ['No proof of identity with a photograph', 'Both references outstanding'];
    expect(trackerNextStep('References', [], missing)).toBe('Both references outstanding');
    expect(trackerNextStep('Checks', [], missing)).toBe('No proof of identity with a photograph');
    expect(trackerNextStep('Contract', [], missing)).toBe('No proof of identity with a photograph');
    expect(trackerNextStep('Cleared', [], missing)).toBeNull();
    expect(trackerNextStep('Rejected', [], missing)).toBeNull();
  });
});
