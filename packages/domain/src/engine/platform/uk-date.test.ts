import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  formatUkDate,
  formatUkDateTime,
  ukCalendarDate,
  ukClockTime,
  ukHour,
} from './uk-date';

describe('formatUkDateTime', () => {
  it('shows winter instants in GMT', () => {
    expect(formatUkDateTime('2025-01-05T09:07:00Z')).toBe('05/01/2025 09:07');
  });

  it('shows summer instants in BST, an hour ahead of UTC', () => {
    expect(formatUkDateTime('2025-07-14T23:30:00Z')).toBe('15/07/2025 00:30');
  });

  it('uses a 24-hour clock', () => {
    expect(formatUkDateTime('2025-02-01T17:45:00Z')).toBe('01/02/2025 17:45');
  });

  it('accepts a Date and answers empty for nonsense', () => {
    expect(formatUkDateTime(new Date('2024-12-31T12:00:00Z'))).toBe('31/12/2024 12:00');
    expect(formatUkDateTime('not a date')).toBe('');
  });
});

describe('formatUkDate', () => {
  it('shows the UK calendar day', () => {
    expect(formatUkDate('2025-03-30T23:15:00Z')).toBe('31/03/2025');
    expect(formatUkDate('')).toBe('');
  });
});

describe('ukHour', () => {
  it('reads the hour on a UK clock', () => {
    expect(ukHour(new Date('2025-07-01T07:00:00Z'))).toBe(8);
    expect(ukHour(new Date('2025-12-01T07:00:00Z'))).toBe(7);
  });
});

describe('UK calendar dates', () => {
  it('gives the UK day, which differs from UTC late on a summer evening', () => {
    expect(ukCalendarDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukCalendarDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
    expect(ukClockTime(new Date('2026-07-01T23:30:00Z'))).toBe('00:30');
  });
  it('moves dates across month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
