import { describe, expect, it } from 'vitest';
import { onboardingDocuments, type StaffUpload } from './onboarding-documents';

const types = [
  { id: 'dbs', name: 'DBS certificate', expires: false },
  { id: 'passport', name: 'Passport', expires: true },
  { id: 'licence', name: 'Driving licence', expires: true },
  { id: 'visa', name: 'Visa', expires: true },
];

const upload = (documentType: string, createdAt: string, expiryDate: string | null = null) =>
  ({
    id: `${documentType}-${createdAt}`,
    documentType,
    title: documentType,
    expiryDate,
    createdAt,
  }) satisfies StaffUpload;

describe('a staff file’s onboarding documents', () => {
  it('names each required type missing, expired, expiring or on file, what needs doing first', () => {
    const rows = onboardingDocuments(
      types,
      [
        upload('passport', '2026-01-01T09:00:00Z', '2026-12-10'),
        upload('licence', '2026-01-01T09:00:00Z', '2026-11-01'),
        upload('visa', '2026-01-01T09:00:00Z', '2028-01-01'),
      ],
      '2026-11-26',
      30,
    );
    expect(rows.map((row) => [row.type.name, row.state])).toEqual([
      ['DBS certificate', 'Missing'],
      ['Driving licence', 'Expired'],
      ['Passport', 'Expiring soon'],
      ['Visa', 'On file'],
    ]);
  });

  it('judges a type by its newest upload, and never expires a type that does not expire', () => {
    const rows = onboardingDocuments(
      types.slice(0, 2),
      [
        upload('passport', '2025-01-01T09:00:00Z', '2025-06-01'),
        upload('passport', '2026-02-01T09:00:00Z', '2030-06-01'),
        upload('dbs', '2020-01-01T09:00:00Z', '2021-01-01'),
      ],
      '2026-11-26',
      30,
    );
    expect(rows.map((row) => [row.type.name, row.state, row.upload?.expiryDate])).toEqual([
      ['DBS certificate', 'On file', '2021-01-01'],
      ['Passport', 'On file', '2030-06-01'],
    ]);
  });
});
