import { describe, expect, it } from 'vitest';
import { dbsDueOn, maskCertificate } from './office.answers';
import { officeCategory } from './office-hubs';

describe('DBS details', () => {
  it('masks all but the last four characters of a certificate number', () => {
    expect(maskCertificate('001234567890')).toBe('••••••••7890');
    expect(maskCertificate('123')).toBe('123');
  });

  it('renews a check three years after issue, or yearly from the last Update Service check', () => {
    const base = { issuedOn: '2023-05-10', updateServiceCheckedOn: null };
    expect(dbsDueOn({ ...base, updateService: false })).toBe('2026-05-10');
    expect(dbsDueOn({ ...base, updateService: true })).toBe('2024-05-10');
    expect(dbsDueOn({ ...base, updateService: true, updateServiceCheckedOn: '2026-01-31' })).toBe(
      '2027-01-31',
    );
    expect(
      dbsDueOn({ issuedOn: '2024-02-29', updateService: false, updateServiceCheckedOn: null }),
    ).toBe('2027-02-28');
    expect(
      dbsDueOn({ issuedOn: null, updateService: true, updateServiceCheckedOn: null }),
    ).toBeNull();
  });
});

describe('office hubs', () => {
  it('knows the training category and no other word', () => {
    expect(officeCategory('training')?.title).toBe('Training');
    expect(officeCategory('toString')).toBeUndefined();
    expect(officeCategory('nonsense')).toBeUndefined();
  });
});
