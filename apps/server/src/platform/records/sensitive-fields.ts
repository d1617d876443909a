import {
  type RecordKind,
  ruleFailures,
  sensitiveFields,
  WITHHELD_KEY,
  type Withheld,
} from '@care360/domain';
import { HttpError } from '../http/envelope';

/**
 * Sensitive fields (a key-safe code, a diagnosis: fields.ts `sensitive`) leave the server only
 * through the audited reveal route (reveal-routes.ts). Everywhere else:
 * - an API row holds null in their place and `_withheld: { field: isSet }`;
 * - CSV exports leave their columns out;
 * - the audit trail notes that they changed, never their values;
 * - a save that leaves one out keeps its stored value.
 */

/** What the audit trail keeps of a sensitive value. */
export const WITHHELD_IN_AUDIT = '[withheld]';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The row without its sensitive values, saying which of them are set. */
export function withholdSensitive<R extends Record<string, unknown>>(kind: RecordKind, row: R): R {
  const keys = sensitiveFields(kind.fields);
  if (keys.length === 0) return row;
  const withheld: Withheld = {};
  const kept: Record<string, unknown> = { ...row };
  for (const key of keys) {
    withheld[key] = !isEmpty(row[key]);
    kept[key] = null;
  }
  kept[WITHHELD_KEY] = withheld;
  return kept as R;
}

/** The fields a CSV export has columns for. */
export function exportedFields(kind: RecordKind): string[] {
  const sensitive = new Set(sensitiveFields(kind.fields));
  return Object.keys(kind.fields).filter((key) => !sensitive.has(key));
}

/** A sensitive value as the audit trail keeps it: only whether there was one. */
export function auditedSensitive(value: unknown): string | null {
  return isEmpty(value) ? null : WITHHELD_IN_AUDIT;
}

/**
 * A save that keeps a sensitive value it does not hold skipped the cross-field rules that might
 * read it (define-record.ts): check them here against the stored value.
 */
export function checkRulesWithKeptValues(
  kind: RecordKind,
  stored: Record<string, unknown>,
  values: Record<string, unknown>,
): void {
  const kept = sensitiveFields(kind.fields).filter((key) => !(key in values));
  if (kept.length === 0) return;
  const failures = ruleFailures(kind, { ...stored, ...values });
  if (Object.keys(failures).length > 0) {
    throw new HttpError(400, 'Please correct the highlighted fields.', failures);
  }
}
