import { describe, expect, it } from 'vitest';
import {
  defaultGivenAt,
  describeGap,
  doseRange,
  givenAtProblem,
  prnBreaches,
  quantityProblem,
  slotAt,
  ukInstant,
  ukLocalDateTime,
  WITNESS_NEEDED,
  witnessProblem,
} from './mar-dose-rules';

const at = (local: string) => ukInstant(local);

describe('the time a dose was given', () => {
  it('reads wall-clock times on a UK clock, summer and winter', () => {
    expect(ukInstant('2025-07-01T08:00').toISOString()).toBe('2025-07-01T07:00:00.000Z');
    expect(ukInstant('2025-01-15T08:00').toISOString()).toBe('2025-01-15T08:00:00.000Z');
    expect(ukLocalDateTime(new Date('2025-03-30T23:30:00Z'))).toBe('2025-03-31T00:30');
  });

  it('defaults to now today and to the round on an earlier day', () => {
    const now = new Date('2025-07-10T09:41:00Z'); // 10:41 in the UK
    expect(defaultGivenAt('2025-07-10', 'morning', now)).toBe('2025-07-10T10:41');
    expect(defaultGivenAt('2025-07-09', 'bed', now)).toBe('2025-07-09T21:00');
  });

  it('refuses a time in the future or off the day of the dose', () => {
    const now = new Date('2025-07-10T09:41:00Z');
    expect(givenAtProblem('2025-07-10T10:30', '2025-07-10', now)).toBeNull();
    expect(givenAtProblem('2025-07-10T10:42', '2025-07-10', now)).toBe(
      'The time given cannot be in the future.',
    );
    expect(givenAtProblem('2025-07-08T23:59', '2025-07-09', now)).toContain('on the day');
    // A late bed round given after midnight is still that night's dose.
    expect(givenAtProblem('2025-07-10T00:20', '2025-07-09', now)).toBeNull();
    expect(givenAtProblem('2025-07-10T06:01', '2025-07-09', now)).toContain('on the day');
    expect(givenAtProblem('10/07/2025 10:00', '2025-07-10', now)).toContain('Enter the date');
  });

  it('puts a PRN dose in the round begun by its time', () => {
    expect(slotAt('06:15')).toBe('morning');
    expect(slotAt('12:30')).toBe('lunch');
    expect(slotAt('16:59')).toBe('lunch');
    expect(slotAt('23:10')).toBe('bed');
  });
});

describe('variable doses', () => {
  it('reads the range of a variable dose, and none of a fixed one', () => {
    expect(doseRange('1–2 tablets')).toEqual({ min: 1, max: 2, unit: 'tablets' });
    expect(doseRange('5-10 ml')).toEqual({ min: 5, max: 10, unit: 'ml' });
    expect(doseRange('1 or 2 puffs')).toEqual({ min: 1, max: 2, unit: 'puffs' });
    expect(doseRange('1 tablet')).toBeNull();
    expect(doseRange('2-1 tablets')).toBeNull();
  });

  it('asks how much of a variable dose was given, within its range', () => {
    expect(quantityProblem('1–2 tablets', 'G', null)).toBe(
      'Enter how much was given: the dose is 1–2 tablets.',
    );
    expect(quantityProblem('1–2 tablets', 'G', 3)).toBe(
      'The quantity must be from 1 to 2 tablets.',
    );
    expect(quantityProblem('5-10 ml', 'G', 0.5)).toBe('The quantity must be from 5 to 10 ml.');
    expect(quantityProblem('1–2 tablets', 'G', 2)).toBeNull();
    expect(quantityProblem('5-10 ml', 'S', 7.5)).toBeNull();
    // Nothing was given, so there is no quantity to say; a fixed dose needs none.
    expect(quantityProblem('1–2 tablets', 'R', null)).toBeNull();
    expect(quantityProblem('1 tablet', 'G', null)).toBeNull();
  });
});

describe('PRN limits', () => {
  const limits = { minIntervalHours: 4, maxDoses24h: 3 };

  it('says how soon a dose came after the last one', () => {
    expect(prnBreaches(at('2025-07-10T10:10'), [at('2025-07-10T08:00')], limits)).toEqual([
      'Only 2 h 10 min since the last dose; the minimum is 4 hours.',
    ]);
    expect(prnBreaches(at('2025-07-10T12:00'), [at('2025-07-10T08:00')], limits)).toEqual([]);
    // Keyed in late, between two doses: the nearest one counts, after it too.
    expect(
      prnBreaches(at('2025-07-10T11:00'), [at('2025-07-10T06:00'), at('2025-07-10T12:30')], limits),
    ).toEqual(['Only 1 h 30 min before the next dose recorded; the minimum is 4 hours.']);
  });

  it('counts the doses of any rolling 24 hours that holds the new one', () => {
    const earlier = [at('2025-07-09T14:00'), at('2025-07-09T20:00'), at('2025-07-10T08:00')];
    expect(prnBreaches(at('2025-07-10T13:00'), earlier, limits)).toEqual([
      'This would be 4 doses in 24 hours; the most is 3.',
    ]);
    // The first dose is more than 24 hours before: three in the window, allowed.
    expect(prnBreaches(at('2025-07-10T14:30'), earlier, limits)).toEqual([]);
  });

  it('reports both limits when both are broken, and none without limits', () => {
    const earlier = [at('2025-07-10T02:00'), at('2025-07-10T06:00'), at('2025-07-10T10:00')];
    expect(prnBreaches(at('2025-07-10T11:00'), earlier, limits)).toEqual([
      'Only 1 h since the last dose; the minimum is 4 hours.',
      'This would be 4 doses in 24 hours; the most is 3.',
    ]);
    expect(
      prnBreaches(at('2025-07-10T11:00'), earlier, { minIntervalHours: null, maxDoses24h: null }),
    ).toEqual([]);
  });

  it('writes gaps as a person reads them', () => {
    expect(describeGap(45 * 60_000)).toBe('45 min');
    expect(describeGap(3 * 3_600_000)).toBe('3 h');
    expect(describeGap(130 * 60_000 + 59_000)).toBe('2 h 10 min');
  });
});

describe('controlled drug witness', () => {
  const dose = { controlled: true, code: 'G' as const, givenById: 'carer', recordedById: 'office' };

  it('asks for a witness of a controlled drug given or destroyed, not of others', () => {
    expect(witnessProblem({ ...dose, witnessId: null })).toBe(WITNESS_NEEDED);
    expect(witnessProblem({ ...dose, code: 'D', witnessId: null })).toBe(WITNESS_NEEDED);
    expect(witnessProblem({ ...dose, code: 'R', witnessId: null })).toBeNull();
    expect(witnessProblem({ ...dose, controlled: false, witnessId: null })).toBeNull();
  });

  it('takes a second person: not who gave it, nor who records it', () => {
    expect(witnessProblem({ ...dose, witnessId: 'senior' })).toBeNull();
    expect(witnessProblem({ ...dose, witnessId: 'carer' })).toContain('who gave it');
    expect(witnessProblem({ ...dose, witnessId: 'office' })).toContain('recording the dose');
  });
});
