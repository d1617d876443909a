import { type Db, schema } from '@care360/db';
import { type RecordKind, recordKind, snakeCase } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../http/envelope';
import { column, scopeOf, tableOf } from './record-query';

const { files } = schema;

/**
 * A reference must name a live record of the same organisation, and a file one of its uploads;
 * otherwise it is a field error.
 */
export async function checkReferences(
  db: Db,
  kind: RecordKind,
  values: Record<string, unknown>,
  organisationId: string,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [key, def] of Object.entries(kind.fields)) {
    const value = values[key];
    if (def.kind === 'file' && typeof value === 'string') {
      // An uploaded file of this organisation, never an id seen elsewhere.
      const file = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, value), eq(files.organisationId, organisationId)));
      if (file.length === 0) errors[key] = ['Upload the file again.'];
      continue;
    }
    if (def.kind !== 'reference' || typeof value !== 'string') continue;
    const target = recordKind(def.to);
    const table = tableOf(target);
    const found = await db
      .select({ id: column(table, 'id') })
      .from(table)
      .where(and(eq(column(table, 'id'), value), scopeOf(target, organisationId)));
    if (found.length === 0) errors[key] = [`Choose ${def.label.toLowerCase()} from the list.`];
  }
  if (Object.keys(errors).length)
    throw new HttpError(400, 'Please correct the highlighted fields.', errors);
}

/** The field whose unique index a PostgreSQL unique violation (23505) names, if any. */
/**
 * The code and constraint of a PostgreSQL error; Drizzle wraps the driver's error in `cause`,
 * which PGlite and node-postgres fill the same way.
 */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return { code: e?.cause?.code ?? e?.code, constraint: e?.cause?.constraint ?? e?.constraint };
}

export function uniqueViolationField(kind: RecordKind, error: unknown): string | null {
  const { code, constraint } = pgErrorOf(error);
  if (code !== '23505' || !constraint) return null;
  return (
    Object.keys(kind.fields).find((key) => constraint.endsWith(`_${snakeCase(key)}_uq`)) ?? null
  );
}
