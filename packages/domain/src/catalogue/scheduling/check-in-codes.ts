/**
 * A client's check-in code: printed as a QR code (with the code under it) and left in the home,
 * so a carer whose phone cannot tell where it is checks in and out by scanning or typing it. A
 * secret of the client's, like the key-safe code: random, made on demand, replaced on request.
 */

/** Letters and digits that cannot be misread for one another (no I, L, O, U; no 0 or 1). */
export const CHECK_IN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a code: 12 of 30 is about 59 bits, four groups of three to type. */
export const CHECK_IN_CODE_LENGTH = 12;

/**
 * A code made of random picks, each a whole number below the alphabet's length (the server draws
 * them with crypto.randomInt, so every character is equally likely).
 */
export function checkInCodeOf(picks: readonly number[]): string {
  if (picks.length !== CHECK_IN_CODE_LENGTH) throw new Error('A code needs one pick a character.');
  return picks
    .map((pick) => {
      const character = CHECK_IN_CODE_ALPHABET[pick];
      if (character === undefined) throw new Error('A pick is outside the alphabet.');
      return character;
    })
    .join('');
}

/** A code as it is printed and shown: four groups of three, e.g. "K7P-3MX-Q9A-RT4". */
export function formatCheckInCode(code: string): string {
  return (code.match(/.{1,3}/g) ?? []).join('-');
}

/**
 * A code as typed or scanned, in its stored form: upper case, without spaces or dashes. Null when
 * it cannot be a code (a wrong length, or a character the alphabet has not).
 */
export function normaliseCheckInCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CHECK_IN_CODE_LENGTH) return null;
  for (const character of code) if (!CHECK_IN_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** Whether what the carer scanned or typed is the client's code. */
export function matchesCheckInCode(input: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const given = normaliseCheckInCode(input);
  if (!given || given.length !== stored.length) return false;
  // Compared whole, without stopping at the first difference.
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ stored.charCodeAt(i);
  return difference === 0;
}
