import type { FieldErrors } from './envelope';

export const NUL_MESSAGE =
  'This holds a hidden or broken character that cannot be saved. Retype it.';

/**
 * A NUL character (PostgreSQL stores none in text or JSON) or half of a surrogate pair (a broken
 * emoji, which has no UTF-8 form).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it finds.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacter = (text: string) => UNSTORABLE.test(text);

/**
 * Where a request's values hold a character PostgreSQL cannot store: refused with a message at
 * the field rather than failing in the database. Keys count too.
 */
export function nulByteErrors(value: unknown, path: string[] = [], errors: FieldErrors = {}) {
  if (typeof value === 'string') {
    if (hasUnstorableCharacter(value)) errors[path.length ? path.join('.') : '_'] = [NUL_MESSAGE];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nulByteErrors(item, [...path, String(index)], errors);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      if (hasUnstorableCharacter(key)) errors[at.join('.').replace(UNSTORABLE, '')] = [NUL_MESSAGE];
      else nulByteErrors(item, at, errors);
    }
  }
  return errors;
}
