import type { Fields } from './fields';

/**
 * Sensitive fields (fields.ts `sensitive`): an API row holds null in their place and says in
 * `_withheld` whether each one is set; the value comes only from the reveal route, one field at
 * a time, and each reveal is audited.
 */
export const WITHHELD_KEY = '_withheld';

/** `{ field: true }` when a sensitive field holds a value that the answer left out. */
export type Withheld = Record<string, boolean>;

export function sensitiveFields(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, def]) => def.sensitive === true)
    .map(([key]) => key);
}

/** Whether a row's field is set, even when the answer withheld its value. */
export function isSet(row: Record<string, unknown>, field: string): boolean {
  const withheld = row[WITHHELD_KEY] as Withheld | undefined;
  if (withheld?.[field]) return true;
  const value = row[field];
  return value !== null && value !== undefined && !(typeof value === 'string' && !value.trim());
}

/** The address of a field's reveal route below a record's own address. */
export const revealPath = (recordPath: string, field: string) => `${recordPath}/reveal/${field}`;
