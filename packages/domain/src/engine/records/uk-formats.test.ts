import { describe, expect, it } from 'vitest';
import {
  formatPence,
  normaliseColour,
  normaliseNhsNumber,
  normaliseNiNumber,
  normalisePostcode,
  normaliseUkPhone,
  parsePounds,
} from './uk-formats';

describe('UK formats', () => {
  it('normalises postcodes and refuses what is not one', () => {
    expect(normalisePostcode('ls1 5hd')).toBe('LS1 5HD');
    expect(normalisePostcode('SW1A1AA')).toBe('SW1A 1AA');
    expect(normalisePostcode(' ec1a  1bb ')).toBe('EC1A 1BB');
    expect(normalisePostcode('LS1')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
  });

  it('normalises UK phone numbers in national form', () => {
    expect(normaliseUkPhone('+44 7700 900123')).toBe('07700 900123');
    expect(normaliseUkPhone('07700900123')).toBe('07700 900123');
    expect(normaliseUkPhone('0113 496 0123')).toBe('0113 496 0123');
    expect(normaliseUkPhone('020 7946 0018')).toBe('020 7946 0018');
    expect(normaliseUkPhone('01423 496042')).toBe('01423 496042');
    expect(normaliseUkPhone('12345')).toBeNull();
    expect(normaliseUkPhone('+1 212 555 0100')).toBeNull();
  });

  it('checks National Insurance numbers by HMRC prefix rules', () => {
    expect(normaliseNiNumber('jg103759a')).toBe('JG 10 37 59 A');
    expect(normaliseNiNumber('AB 12 34 56 D')).toBe('AB 12 34 56 D');
    expect(normaliseNiNumber('GB123456A')).toBeNull();
    expect(normaliseNiNumber('DA123456A')).toBeNull();
    expect(normaliseNiNumber('AO123456A')).toBeNull();
    expect(normaliseNiNumber('AB123456E')).toBeNull();
  });

  it('checks the NHS number modulus-11 check digit', () => {
    expect(normaliseNhsNumber('9434765919')).toBe('943 476 5919');
    expect(normaliseNhsNumber('943 476 5919')).toBe('943 476 5919');
    expect(normaliseNhsNumber('9434765918')).toBeNull();
    expect(normaliseNhsNumber('123456789')).toBeNull();
  });

  it('normalises colours', () => {
    expect(normaliseColour('#1a2b3c')).toBe('#1A2B3C');
    expect(normaliseColour('#abc')).toBe('#AABBCC');
    expect(normaliseColour('blue')).toBeNull();
  });

  it('reads and shows money in pence', () => {
    expect(parsePounds('£1,234.5')).toBe(123450);
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds('0.07')).toBe(7);
    expect(parsePounds('-3.10')).toBe(-310);
    expect(parsePounds('1.234')).toBeNull();
    expect(parsePounds('abc')).toBeNull();
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(-310)).toBe('-£3.10');
  });
});
