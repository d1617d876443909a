import { describe, expect, it } from 'vitest';
import {
  clockTimeOf,
  isoToLondonLocal,
  londonLocalToIso,
  tidyClockTime,
  tidyDateTime,
  ukTextToWallClock,
  wallClockToUkText,
} from './london-time';

describe('UK wall-clock time', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonLocalToIso('15/01/2025 09:30')).toBe('2025-01-15T09:30:00.000Z');
    expect(londonLocalToIso('15/07/2025 09:30')).toBe('2025-07-15T08:30:00.000Z');
  });

  it('reads the day before the month, whatever the browser', () => {
    expect(londonLocalToIso('03/04/2025 14:05')).toBe('2025-04-03T13:05:00.000Z');
    expect(londonLocalToIso('3/4/2025 14.05')).toBe('2025-04-03T13:05:00.000Z');
  });

  it('shows an instant as UK time, day first and on the 24-hour clock', () => {
    expect(isoToLondonLocal('2025-07-15T13:30:00.000Z')).toBe('15/07/2025 14:30');
    expect(isoToLondonLocal('2025-12-31T23:59:00Z')).toBe('31/12/2025 23:59');
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
      expect(back === iso || local === '26/10/2025 01:30').toBe(true);
    }
  });

  it('moves a time in the spring gap on by the hour and takes BST in the autumn overlap', () => {
    expect(londonLocalToIso('30/03/2025 01:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(londonLocalToIso('26/10/2025 01:30')).toBe('2025-10-26T00:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(londonLocalToIso('')).toBeNull();
    expect(londonLocalToIso('30/02/2025 10:00')).toBeNull();
    expect(londonLocalToIso('10/02/2025 24:00')).toBeNull();
    expect(londonLocalToIso('10/02/2025 2:30 PM')).toBeNull();
    expect(londonLocalToIso('2025-02-10T10:00')).toBeNull();
  });

  it('tidies what was typed, and leaves what it cannot read as it was', () => {
    expect(tidyDateTime('1/2/2025 9:30')).toBe('01/02/2025 09:30');
    expect(tidyDateTime('1/2/2025')).toBe('1/2/2025');
    expect(tidyClockTime('930')).toBe('09:30');
    expect(tidyClockTime('9.30')).toBe('09:30');
    expect(tidyClockTime('2:30 PM')).toBe('2:30 PM');
    expect(clockTimeOf('24:00')).toBeNull();
  });

  it('turns a typed UK date and time into the wall clock the API takes, and back', () => {
    expect(ukTextToWallClock('27/03/2026 14:30')).toBe('2026-03-27T14:30');
    expect(ukTextToWallClock('7/3/2026 9:05')).toBe('2026-03-07T09:05');
    expect(ukTextToWallClock('30/02/2026 10:00')).toBeNull();
    expect(ukTextToWallClock('03/27/2026 2:30 PM')).toBeNull();
    expect(wallClockToUkText('2026-03-27T14:30')).toBe('27/03/2026 14:30');
    expect(wallClockToUkText('')).toBe('');
  });
});
