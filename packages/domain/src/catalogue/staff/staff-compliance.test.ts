import { describe, expect, it } from 'vitest';
import { type ComplianceFacts, staffCompliance } from './staff-compliance';
import { STAFF_DEFAULTS } from './staff-settings.record';

const today = '2026-11-26';
const unlimited = { result: 'Right to work confirmed', permission: 'Unlimited' };
const freshDbs = { issuedOn: '2025-06-01', barredListResult: 'Not barred' };
const facts = (over: Partial<ComplianceFacts> = {}): ComplianceFacts => ({
  rightToWork: unlimited,
  dbs: freshDbs,
  training: [],
  today,
  settings: STAFF_DEFAULTS,
  ...over,
});
const texts = (f: ComplianceFacts) => staffCompliance(f).reasons.map((r) => r.text);

describe('staffCompliance', () => {
  it('is compliant with an unlimited right to work, a recent DBS and current training', () => {
    expect(
      staffCompliance(
        facts({ training: [{ course: 'Medication', state: 'current', expiresOn: '2027-05-01' }] }),
      ),
    ).toEqual({ state: 'Compliant', reasons: [] });
  });

  it('warns 30 days before a time-limited right to work ends, and not before', () => {
    const ends = (expiresOn: string) =>
      facts({ rightToWork: { ...unlimited, permission: 'Time-limited', expiresOn } });
    expect(staffCompliance(ends('2026-12-16'))).toEqual({
      state: 'Expiring soon',
      reasons: [
        { area: 'Right to work', state: 'Expiring soon', text: 'Right to work ends 16/12/2026' },
      ],
    });
    expect(staffCompliance(ends('2026-12-26')).state).toBe('Expiring soon');
    expect(staffCompliance(ends('2026-12-27')).state).toBe('Compliant');
    expect(staffCompliance(ends('2026-11-26')).state).toBe('Expiring soon');
    expect(staffCompliance(ends('2026-11-25'))).toMatchObject({
      state: 'Not compliant',
      reasons: [{ text: 'Right to work ended 25/11/2026' }],
    });
  });

  it('names a missing or refused right to work, and a follow-up check coming or overdue', () => {
    expect(texts(facts({ rightToWork: null }))).toEqual(['No right to work check recorded']);
    expect(staffCompliance(facts({ rightToWork: { result: 'No right to work' } })).state).toBe(
      'Not compliant',
    );
    expect(texts(facts({ rightToWork: { ...unlimited, followUpOn: '2026-12-10' } }))).toEqual([
      'Right to work follow-up check due 10/12/2026',
    ]);
    expect(
      staffCompliance(facts({ rightToWork: { ...unlimited, followUpOn: '2026-11-01' } })),
    ).toMatchObject({
      state: 'Not compliant',
      reasons: [{ text: 'Right to work follow-up check due since 01/11/2026' }],
    });
  });

  it('needs a DBS certificate not barred, rechecked on the Update Service within 36 months', () => {
    expect(texts(facts({ dbs: null }))).toEqual(['No DBS certificate recorded']);
    expect(staffCompliance(facts({ dbs: { ...freshDbs, barredListResult: 'Barred' } })).state).toBe(
      'Not compliant',
    );
    expect(staffCompliance(facts({ dbs: { issuedOn: '2022-03-10' } }))).toMatchObject({
      state: 'Not compliant',
      reasons: [
        { area: 'DBS', text: 'DBS issued 03/2022 not checked on the Update Service for 36 months' },
      ],
    });
    // Checked on the Update Service since: good for 36 months from that check.
    expect(
      staffCompliance(
        facts({ dbs: { issuedOn: '2022-03-10', updateServiceCheckedOn: '2025-01-05' } }),
      ).state,
    ).toBe('Compliant');
    expect(texts(facts({ dbs: { issuedOn: '2023-12-10' } }))).toEqual([
      'DBS issued 12/2023 not checked on the Update Service: recheck due 10/12/2026',
    ]);
  });

  it('counts mandatory training, the overdue reasons before the warnings', () => {
    const result = staffCompliance(
      facts({
        rightToWork: { ...unlimited, permission: 'Time-limited', expiresOn: '2027-01-12' },
        training: [
          { course: 'Safeguarding adults', state: 'expiring', expiresOn: '2026-12-01' },
          { course: 'Moving and handling', state: 'expired', expiresOn: '2026-11-01' },
          { course: 'Basic life support', state: 'missing' },
        ],
      }),
    );
    expect(result.state).toBe('Not compliant');
    expect(result.reasons.map((r) => r.text)).toEqual([
      'Moving and handling expired 01/11/2026',
      'Basic life support not completed',
      'Safeguarding adults expires 01/12/2026',
    ]);
  });

  it('follows the settings: a longer warning flags a date further away', () => {
    const later = facts({
      rightToWork: { ...unlimited, permission: 'Time-limited', expiresOn: '2027-01-12' },
    });
    expect(staffCompliance(later).state).toBe('Compliant');
    expect(
      staffCompliance({ ...later, settings: { ...STAFF_DEFAULTS, expiryWarningDays: 60 } }).reasons,
    ).toEqual([
      { area: 'Right to work', state: 'Expiring soon', text: 'Right to work ends 12/01/2027' },
    ]);
  });
});
