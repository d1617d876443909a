import { describe, expect, it } from 'vitest';
import { isoToLondonLocal, londonLocalToIso } from './london-time';

describe('UK wall-clock time', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonLocalToIso('2025-01-15T09:30')).toBe('2025-01-15T09:30:00.000Z');
    expect(londonLocalToIso('2025-07-15T09:30')).toBe('2025-07-15T08:30:00.000Z');
  });

  it('shows an instant as UK time', () => {
    expect(isoToLondonLocal('2025-07-15T08:30:00.000Z')).toBe('2025-07-15T09:30');
    expect(isoToLondonLocal('2025-12-31T23:59:00Z')).toBe('2025-12-31T23:59');
    expect(isoToLondonLocal('not a date')).toBe('');
  });

  it('round-trips across the clock changes', () => {
    for (const iso of [
      '2025-03-30T00:59:00.000Z',
      '2025-03-30T01:00:00.000Z',
      '2025-10-26T00:30:00.000Z',
      '2025-10-26T01:30:00.000Z',
    ]) {
      const local = isoToLondonLocal(iso);
      const back = londonLocalToIso(local);
      // 01:30 on the autumn change happens twice; the first (BST) is the one chosen.
      expect(back === iso || local === '2025-10-26T01:30').toBe(true);
    }
  });

  it('moves a time in the spring gap on by the hour and takes BST in the autumn overlap', () => {
    expect(londonLocalToIso('2025-03-30T01:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(londonLocalToIso('2025-10-26T01:30')).toBe('2025-10-26T00:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(londonLocalToIso('')).toBeNull();
    expect(londonLocalToIso('2025-02-30T10:00')).toBeNull();
    expect(londonLocalToIso('2025-02-10T24:00')).toBeNull();
    expect(londonLocalToIso('10/02/2025 10:00')).toBeNull();
  });
});
