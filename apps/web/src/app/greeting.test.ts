import { describe, expect, it } from 'vitest';
import { firstName, greeting } from './greeting';

describe('greeting', () => {
  it.each([
    ['2025-01-10T04:59:00Z', 'Good evening'],
    ['2025-01-10T05:00:00Z', 'Good morning'],
    ['2025-01-10T11:59:00Z', 'Good morning'],
    ['2025-01-10T12:00:00Z', 'Good afternoon'],
    ['2025-01-10T17:59:00Z', 'Good afternoon'],
    ['2025-01-10T18:00:00Z', 'Good evening'],
    // 11:30 UTC in July is 12:30 in London.
    ['2025-07-10T11:30:00Z', 'Good afternoon'],
  ])('at %s says %s', (at, expected) => {
    expect(greeting(new Date(at))).toBe(expected);
  });
});

describe('firstName', () => {
  it('takes the first word', () => {
    expect(firstName('  Amara  Okafor ')).toBe('Amara');
    expect(firstName('')).toBe('');
  });
});
