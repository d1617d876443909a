import { describe, expect, it } from 'vitest';
import { ageOn, contractFor } from './contract-choice';

const uk = (dateOfBirth: string | null) => ({ dateOfBirth, route: 'UK resident' });

describe('contractFor', () => {
  it('offers the 18 to 20 contract from the 18th birthday to the day before the 21st', () => {
    expect(contractFor(uk('2008-06-15'), '2026-06-14')).toEqual({
      key: null,
      reason: 'The applicant is under 18: no care contract can be offered.',
    });
    expect(contractFor(uk('2008-06-15'), '2026-06-15').key).toBe('18to20-contract');
    expect(contractFor(uk('2005-06-15'), '2026-06-14').key).toBe('18to20-contract');
  });

  it('offers the 21 plus contract from the 21st birthday', () => {
    expect(contractFor(uk('2005-06-15'), '2026-06-15').key).toBe('21plus-contract');
    expect(contractFor(uk('1960-01-01'), '2026-06-15').key).toBe('21plus-contract');
  });

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(contractFor(uk('2004-02-29'), '2025-02-28').key).toBe('18to20-contract');
    expect(contractFor(uk('2004-02-29'), '2025-03-01').key).toBe('21plus-contract');
  });

  it('offers the route’s contract whatever the adult age', () => {
    const sponsored = { dateOfBirth: '2007-01-10', route: 'International (sponsored)' };
    expect(contractFor(sponsored, '2026-01-10').key).toBe('international-plus-contract');
    const birdie = { dateOfBirth: '1990-01-10', route: 'Birdie' };
    expect(contractFor(birdie, '2026-01-10').key).toBe('birdie-contract');
  });

  it('offers nobody under 18 a contract, whatever the route', () => {
    const choice = contractFor({ dateOfBirth: '2008-12-01', route: 'Birdie' }, '2026-11-30');
    expect(choice.key).toBeNull();
  });

  it('says why when the date of birth is missing', () => {
    expect(contractFor(uk(null), '2026-01-01')).toEqual({
      key: null,
      reason: 'The applicant’s date of birth is not recorded.',
    });
  });
});
