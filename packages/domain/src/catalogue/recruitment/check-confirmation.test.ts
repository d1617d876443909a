import { describe, expect, it } from 'vitest';
import { confirmationGaps, isCheckedWithEvidence } from './check-confirmation';

describe('confirmationGaps', () => {
  const rtw = {
    method: 'Manual documents',
    result: 'Right to work confirmed',
    permission: 'Unlimited',
    checkedOn: '2026-06-01',
  };

  it('asks a confirmed right to work check by documents or share code for its evidence and checker', () => {
    expect(confirmationGaps('applicant-right-to-work', rtw)).toEqual({
      documents: 'A confirmed check needs its evidence file.',
      checkedBy: 'A confirmed check names who checked it.',
    });
    expect(
      confirmationGaps('applicant-right-to-work', { ...rtw, method: 'Online share code' }),
    ).toHaveProperty('documents');
    expect(
      confirmationGaps('applicant-right-to-work', { ...rtw, documents: 'f', checkedBy: 'u' }),
    ).toEqual({});
    // Not confirmed yet, or confirmed by an identity service provider: nothing more is asked.
    expect(
      confirmationGaps('applicant-right-to-work', { ...rtw, result: 'Awaiting result' }),
    ).toEqual({});
    expect(
      confirmationGaps('applicant-right-to-work', { ...rtw, method: 'Identity service provider' }),
    ).toEqual({});
  });

  it('treats a DBS certificate or identity document with a checker or date as confirmed', () => {
    expect(confirmationGaps('applicant-dbs-checks', { certificateNumber: '1' })).toEqual({});
    expect(confirmationGaps('applicant-dbs-checks', { verifiedOn: '2026-06-01' })).toEqual({
      certificate: 'A confirmed check needs its evidence file.',
      verifiedBy: 'A confirmed check names who checked it.',
    });
    expect(
      confirmationGaps('applicant-identity-documents', { copy: 'f', verifiedBy: 'u' }),
    ).toEqual({ verifiedOn: 'A confirmed check needs the date it was made.' });
  });

  it('counts for clearance only what is confirmed with all three', () => {
    expect(isCheckedWithEvidence('applicant-identity-documents', { copy: 'f' })).toBe(false);
    expect(
      isCheckedWithEvidence('applicant-identity-documents', {
        copy: 'f',
        verifiedBy: 'u',
        verifiedOn: '2026-06-01',
      }),
    ).toBe(true);
    expect(isCheckedWithEvidence('applicant-right-to-work', rtw)).toBe(false);
    expect(
      isCheckedWithEvidence('applicant-right-to-work', {
        ...rtw,
        method: 'Identity service provider',
      }),
    ).toBe(true);
  });
});
