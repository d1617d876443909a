import { clientFullName, displayValue, type RecordKind } from '@care360/domain';

/**
 * How a record is named in headings and breadcrumbs where its title field alone says too little:
 * a client is "Mrs Margaret (Peggy) Hughes", not "Hughes" (the name they go by, everywhere).
 */
const DISPLAY_TITLES: Readonly<Record<string, (row: Record<string, unknown>) => string>> = {
  clients: clientFullName,
};

const isDate = (kind: RecordKind, key: string | undefined) => {
  const def = key ? kind.fields[key] : undefined;
  return def?.kind === 'date' || def?.kind === 'dateTime';
};

/**
 * A title field's value as people read it: a date as DD/MM/YYYY, and a period (a date title
 * followed by a date, as a holiday's from and to) as "03/08/2026 to 07/08/2026".
 */
export function titleValueOf(kind: RecordKind, row: Record<string, unknown>, key: string): string {
  const value = row[key];
  if (value === null || value === undefined || value === '') return '';
  const def = kind.fields[key];
  if (!def || !isDate(kind, key)) return String(value);
  const shown = displayValue(def, value);
  const next = kind.titleWith?.[0];
  if (key !== kind.titleField || !next || !isDate(kind, next)) return shown;
  const until = displayValue(kind.fields[next] as NonNullable<typeof def>, row[next]);
  return until ? `${shown} to ${until}` : shown;
}

/** The record's name as a heading shows it; '' while it is not known. */
export function displayTitleOf(kind: RecordKind, row: Record<string, unknown> | undefined): string {
  if (!row) return '';
  const named = DISPLAY_TITLES[kind.name];
  if (named) return named(row);
  return typeof row[kind.titleField] === 'string' ? titleValueOf(kind, row, kind.titleField) : '';
}
