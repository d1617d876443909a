import { type FieldDef, type Fields, formatPence, parsePounds, ukDate } from '@care360/domain';
import { isoToLondonLocal, londonLocalToIso } from './london-time';

/**
 * What a form holds per field kind, and the conversion to and from API values:
 *
 * | kind            | in the form                 | in the API            |
 * |-----------------|-----------------------------|-----------------------|
 * | money           | pounds text '12.50'         | pence 1250            |
 * | date            | 'DD/MM/YYYY'                | 'YYYY-MM-DD'          |
 * | dateTime        | UK 'DD/MM/YYYY HH:mm'      | ISO instant           |
 * | number          | number, or '' when empty    | number                |
 * | yesNo           | boolean                     | boolean               |
 * | multiChoice     | string[]                    | string[]              |
 * | everything else | string, '' when empty       | string, null if empty |
 *
 * Text that cannot be converted (pounds 'abc', date '31-31-2025') goes to the API schema as it
 * was typed, so the shared schema gives its own message for it.
 */
export type FormValue = string | number | boolean | string[];
export type RecordFormValues = Record<string, FormValue>;

export function emptyFormValue(def: FieldDef): FormValue {
  if (def.kind === 'yesNo') return false;
  if (def.kind === 'multiChoice') return [];
  return '';
}

/** A field of a record being added: empty, or the declared default of a yes/no field. */
export function newFormValue(def: FieldDef): FormValue {
  return def.kind === 'yesNo' ? def.default === true : emptyFormValue(def);
}

export function toFormValue(def: FieldDef, value: unknown): FormValue {
  if (value === null || value === undefined) return emptyFormValue(def);
  switch (def.kind) {
    case 'money':
      return typeof value === 'number' ? poundsText(value) : String(value);
    case 'date':
      return ukDate(String(value));
    case 'dateTime':
      return isoToLondonLocal(String(value));
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'yesNo':
      return value === true;
    case 'multiChoice':
      return Array.isArray(value) ? value.map(String) : [];
    default:
      return String(value);
  }
}

/** Pence as the pounds a person types: 1250 → '12.50' (no £ and no thousands commas). */
export function poundsText(pence: number): string {
  return formatPence(pence).replace(/[£,]/g, '');
}

export function toApiValue(def: FieldDef, value: FormValue | undefined): unknown {
  if (value === undefined)
    return def.kind === 'yesNo' ? false : def.kind === 'multiChoice' ? [] : null;
  if (typeof value === 'string' && value.trim() === '') return null;
  switch (def.kind) {
    case 'money':
      return typeof value === 'string' ? (parsePounds(value) ?? value) : value;
    case 'date':
      return typeof value === 'string' ? (isoDateOf(value) ?? value) : value;
    case 'dateTime':
      return typeof value === 'string' ? (londonLocalToIso(value) ?? value) : value;
    default:
      return value;
  }
}

/** 'DD/MM/YYYY' (or D/M/YYYY, with / - . or spaces) → 'YYYY-MM-DD'; null when not that shape. */
export function isoDateOf(text: string): string | null {
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function toFormValues(
  fields: Fields,
  row: Record<string, unknown> | null,
): RecordFormValues {
  return Object.fromEntries(
    Object.entries(fields).map(([key, def]) => [
      key,
      row ? toFormValue(def, row[key]) : newFormValue(def),
    ]),
  );
}

export function toApiValues(fields: Fields, values: RecordFormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, def]) => [key, toApiValue(def, values[key])]),
  );
}

/** Whether two API values are the same value (multiple choices compared as sets). */
export function sameApiValue(def: FieldDef, a: unknown, b: unknown): boolean {
  const empty = (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0);
  if (def.kind === 'yesNo') return Boolean(a) === Boolean(b);
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item));
  }
  if (def.kind === 'text' || def.kind === 'longText') return String(a).trim() === String(b).trim();
  return a === b;
}
