import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  checkInCodeOf,
  formatCheckInCode,
  matchesCheckInCode,
  normaliseCheckInCode,
} from './check-in-codes';

const picks = (...values: number[]) => values;
const CODE = checkInCodeOf(picks(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 28, 29));

describe("a client's check-in code", () => {
  it('is twelve characters of an alphabet without look-alikes, printed in groups of three', () => {
    expect(CODE).toBe('23456789ABYZ');
    expect(formatCheckInCode(CODE)).toBe('234-567-89A-BYZ');
    expect(CHECK_IN_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(() => checkInCodeOf(picks(30, ...Array(CHECK_IN_CODE_LENGTH - 1).fill(0)))).toThrow();
    expect(() => checkInCodeOf(picks(1, 2))).toThrow();
  });

  it('is matched as typed: any case, with spaces or dashes', () => {
    expect(normaliseCheckInCode(' 234-567 89a-byz ')).toBe(CODE);
    expect(matchesCheckInCode('234-567-89a-byz', CODE)).toBe(true);
    expect(matchesCheckInCode('234-567-89A-BYY', CODE)).toBe(false);
    expect(matchesCheckInCode('234-567-89A', CODE)).toBe(false);
    expect(normaliseCheckInCode('O34-567-89A-BYZ')).toBeNull();
  });

  it('matches nothing while the client has none', () => {
    expect(matchesCheckInCode(CODE, null)).toBe(false);
    expect(matchesCheckInCode('', '')).toBe(false);
  });
});
