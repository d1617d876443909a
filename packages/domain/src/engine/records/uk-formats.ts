/**
 * UK identifiers and contact details: each normaliser returns the canonical form, or null when
 * the input is not one.
 */

/** Postcodes: outward code, a space, inward code, upper case ("ls1 5hd" → "LS1 5HD"). */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = compact.match(/^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/);
  if (match) return `${match[1]} ${match[2]}`;
  return compact === 'GIR0AA' ? 'GIR 0AA' : null;
}

/**
 * UK phone numbers, landline or mobile, national or +44 form, shown in national form with the
 * usual spacing: "07700 900123", "0113 496 0123", "020 7946 0018".
 */
export function normaliseUkPhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+44')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  else if (digits.startsWith('0044')) digits = `0${digits.slice(4).replace(/^0/, '')}`;
  if (!/^0\d{9,10}$/.test(digits)) return null;
  if (/^0[1-3]\d{8,9}$/.test(digits) === false && /^0[5789]\d{9}$/.test(digits) === false)
    return null;
  if (digits.startsWith('02'))
    return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (/^01\d1/.test(digits) || digits.startsWith('011'))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * National Insurance numbers (HMRC rules): two prefix letters (not D, F, I, Q, U, V; the second
 * not O; not the unallocated pairs), six digits, suffix A–D. Shown as "QQ 12 34 56 C".
 */
export function normaliseNiNumber(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const match = compact.match(/^([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])$/);
  if (!match?.[1] || !match[2]) return null;
  if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(match[1])) return null;
  const digits = match[2];
  return `${match[1]} ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)} ${match[3]}`;
}

/** NHS numbers: ten digits whose last is the modulus-11 check digit. Shown as "943 476 5919". */
export function normaliseNhsNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  const sum = [...digits.slice(0, 9)].reduce((total, d, i) => total + Number(d) * (10 - i), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  if (expected === 10 || expected !== Number(digits[9])) return null;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** "#1a2B3c" → "#1A2B3C"; three-digit forms are expanded. */
export function normaliseColour(input: string): string | null {
  const value = input.trim().toUpperCase();
  if (/^#[0-9A-F]{6}$/.test(value)) return value;
  const short = value.match(/^#([0-9A-F])([0-9A-F])([0-9A-F])$/);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}

/** Money is held in integer pence; shown with the pound sign and thousands separators. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const pounds = Math.abs(pence) / 100;
  return `${sign}£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "£1,234.5" / "1234.50" / "12" → pence; null when not an amount with at most two decimals. */
export function parsePounds(input: string): number | null {
  const value = input.replace(/[£,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value.startsWith('-') ? -pence : pence;
}
