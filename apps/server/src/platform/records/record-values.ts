import { createHash } from 'node:crypto';
import { type FieldDef, type RecordKind, WITHHELD_KEY } from '@care360/domain';
import { auditedSensitive, withholdSensitive } from './sensitive-fields';

/** The API shape of a stored row: declared fields plus the standard columns. */
export type Row = Record<string, unknown> & { id: string; version: number };

/** Database values → API values (times as HH:MM, instants as ISO strings). */
export function toApiValue(def: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return def.kind === 'multiChoice' ? [] : null;
  switch (def.kind) {
    case 'time':
      return String(value).slice(0, 5);
    case 'dateTime':
      return new Date(String(value)).toISOString();
    default:
      return value;
  }
}

/** A stored row's declared fields as API values, sensitive ones included (server use only). */
export function toApiFields(kind: RecordKind, row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([key, def]) => [key, toApiValue(def, row[key])]),
  );
}

/**
 * Turns a list's rows into answers: the listed fields only (the domain's `listedFields`), never a
 * sensitive one, with the row's reference titles. Which fields to copy is worked out once per
 * list route, not for every row of every page.
 */
export function listRowMapper(
  kind: RecordKind,
  fields: string[],
): (row: Record<string, unknown>) => Row {
  const shown = fields.flatMap((key) => {
    const def = kind.fields[key];
    return def && !def.sensitive ? [[key, def] as const] : [];
  });
  const nested = Boolean(kind.parent);
  return (row) => {
    // Built in the answer's key order: id, parent, fields, version, times, marks, titles.
    const answer = { id: row.id } as Row;
    if (nested) answer.parentId = row.parentId;
    for (const [key, def] of shown) answer[key] = toApiValue(def, row[key]);
    answer.version = row.version as number;
    answer.createdAt = (row.createdAt as Date).toISOString();
    answer.updatedAt = (row.updatedAt as Date).toISOString();
    if (row[WITHHELD_KEY]) answer[WITHHELD_KEY] = row[WITHHELD_KEY];
    answer._titles = row._titles;
    return answer;
  };
}

export function toApiRow(kind: RecordKind, row: Record<string, unknown>): Row {
  const fields = toApiFields(kind, row);
  // Sensitive values never leave in a row: only the audited reveal route gives them.
  return withholdSensitive(kind, {
    id: row.id as string,
    ...(kind.parent ? { parentId: row.parentId } : {}),
    ...fields,
    version: row.version as number,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  });
}

/** What the audit trail keeps of a value: signatures and sensitive values are noted, not copied. */
/**
 * The longest text kept whole in an audit entry. A longer one (an imported CSV file) is kept as
 * its length and digest: enough to tell which text it was, without a copy of a file in every
 * entry that names it.
 */
export const AUDITED_TEXT_MAX = 4000;

function auditValue(def: FieldDef, value: unknown): unknown {
  if (def.sensitive) return auditedSensitive(value);
  if (def.kind === 'signature' && value) return '[signature]';
  if (typeof value === 'string' && value.length > AUDITED_TEXT_MAX) {
    const digest = createHash('sha256').update(value).digest('hex');
    return `[${value.length.toLocaleString('en-GB')} characters, SHA-256 ${digest}]`;
  }
  return value ?? null;
}

/** `{ field: [old, new] }` for each field whose value changed. */
export function changedFields(
  kind: RecordKind,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  if (!before) {
    // A new record: every value it holds is a change from nothing (an empty list is one too).
    for (const key in kind.fields) {
      const def = kind.fields[key] as FieldDef;
      const next = after ? toApiValue(def, after[key]) : null;
      if (next !== null) changes[key] = [null, auditValue(def, next)];
    }
    return changes;
  }
  for (const [key, def] of Object.entries(kind.fields)) {
    // A save that leaves a sensitive field out keeps it: no change.
    if (before && after && def.sensitive && !(key in after)) continue;
    const old = before ? toApiValue(def, before[key]) : null;
    const next = after ? toApiValue(def, after[key]) : null;
    if (JSON.stringify(old) !== JSON.stringify(next)) {
      changes[key] = [auditValue(def, old), auditValue(def, next)];
    }
  }
  return changes;
}
