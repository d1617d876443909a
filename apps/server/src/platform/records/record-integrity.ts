import { type Db, schema } from '@care360/db';
import { type RecordKind, recordKind, snakeCase, uniqueGroups } from '@care360/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ALLOWED_FILE_TYPES } from '../files/file-types';
import { HttpError } from '../http/envelope';
import { type Caller, column, scopeOf, tableOf } from './record-query';
import { referenceWhere } from './reference-where';

const { files } = schema;

/**
 * A reference must name a live record the caller may see, a file one of the organisation's uploads
 * that no other record holds (`recordId`: the record being saved, if it exists), and a declared
 * branch field the caller's own branch when their role is limited to it; otherwise it is a field
 * error.
 */
export async function checkReferences(
  db: Db,
  kind: RecordKind,
  values: Record<string, unknown>,
  caller: Caller,
  recordId?: string,
): Promise<void> {
  const organisationId = caller.organisation.id;
  const errors: Record<string, string[]> = {};
  const misfits: Record<string, string[]> = {};
  const branchRefusal = outsideBranch(kind, values, caller, recordId);
  if (branchRefusal) errors[branchRefusal.field] = [branchRefusal.message];
  for (const [key, def] of Object.entries(kind.fields)) {
    const value = values[key];
    if (errors[key]) continue;
    if (def.kind === 'file' && typeof value === 'string') {
      // An uploaded file of this organisation, never an id seen elsewhere, and not another
      // record's: a file belongs to the one record that first held it.
      const [file] = await db
        .select({ contentType: files.contentType })
        .from(files)
        .where(
          and(
            eq(files.id, value),
            eq(files.organisationId, organisationId),
            or(
              isNull(files.ownerId),
              recordId
                ? and(eq(files.ownerKind, kind.name), eq(files.ownerId, recordId))
                : undefined,
            ),
          ),
        );
      if (!file) errors[key] = ['Upload the file again.'];
      else if ('typesFrom' in def && def.typesFrom) {
        const refused = await refusedFileType(db, kind, values, def.typesFrom, {
          contentType: file.contentType,
          caller,
        });
        if (refused) errors[key] = [refused];
      }
      continue;
    }
    if (def.kind !== 'reference' || typeof value !== 'string') continue;
    const target = recordKind(def.to);
    const table = tableOf(target);
    const where = referenceWhere(def, target, table);
    const [found] = await db
      .select({
        id: column(table, 'id'),
        fits: where ? sql<boolean>`coalesce(${where}, false)` : sql<boolean>`true`,
      })
      .from(table)
      .where(and(eq(column(table, 'id'), value), scopeOf(target, caller)));
    if (!found) errors[key] = [`Choose ${def.label.toLowerCase()} from the list.`];
    else if (!found.fits && def.where) misfits[key] = [def.where.message];
  }
  if (Object.keys(errors).length)
    throw new HttpError(400, 'Please correct the highlighted fields.', { ...errors, ...misfits });
  // A record that exists but is not one this field may name (a staff document type on a
  // client's file): understood, and refused.
  if (Object.keys(misfits).length)
    throw new HttpError(422, 'Please correct the highlighted fields.', misfits);
}

/**
 * A caller limited to their branch puts records only in it: choosing another branch (or none)
 * is a field error, not a 404, since every branch is listed for them to pick from. A save that
 * leaves the branch field out keeps the record where it is (it was found within their branch);
 * a new record must name it.
 */
function outsideBranch(
  kind: RecordKind,
  values: Record<string, unknown>,
  caller: Caller,
  recordId: string | undefined,
): { field: string; message: string } | null {
  const field = kind.branchField;
  if (!field || !caller.branchScope || (recordId && !(field in values))) return null;
  const { branchId } = caller.branchScope;
  if (branchId && values[field] === branchId) return null;
  return {
    field,
    message: branchId
      ? 'Choose your own branch: your role is limited to it.'
      : 'Your role is limited to your branch and you have none: ask an administrator to set it.',
  };
}

/**
 * Why a file's type is not one its record allows (a document type's allowed types), or null.
 * The type is the one recognised from the file's content at upload, never the browser's word.
 */
async function refusedFileType(
  db: Db,
  kind: RecordKind,
  values: Record<string, unknown>,
  typesFrom: { reference: string; list: string },
  { contentType, caller }: { contentType: string; caller: Caller },
): Promise<string | null> {
  const referenceDef = kind.fields[typesFrom.reference];
  const referenced = values[typesFrom.reference];
  if (referenceDef?.kind !== 'reference' || typeof referenced !== 'string') return null;
  const target = recordKind(referenceDef.to);
  const table = tableOf(target);
  const [row] = await db
    .select({ list: column(table, typesFrom.list), title: column(table, target.titleField) })
    .from(table)
    .where(and(eq(column(table, 'id'), referenced), scopeOf(target, caller)));
  const allowed = Array.isArray(row?.list) ? (row.list as string[]) : [];
  // An empty list sets no limit beyond what any upload may be.
  if (allowed.length === 0) return null;
  const extensions = ALLOWED_FILE_TYPES[contentType]?.extensions ?? [];
  if (extensions.some((extension) => allowed.includes(extension))) return null;
  const listDef = target.fields[typesFrom.list];
  const labels = allowed.map(
    (value) =>
      (listDef && 'options' in listDef
        ? listDef.options.find((option) => option.value === value)?.label
        : undefined) ?? value,
  );
  return `${String(row?.title ?? target.singular)} must be ${labels.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`;
}

/**
 * The code and constraint of a PostgreSQL error; Drizzle wraps node-postgres's error in `cause`.
 */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return { code: e?.cause?.code ?? e?.code, constraint: e?.cause?.constraint ?? e?.constraint };
}

/** The fields unique together whose index a PostgreSQL unique violation (23505) names, if any. */
export function uniqueViolationFields(kind: RecordKind, error: unknown): string[] | null {
  const { code, constraint } = pgErrorOf(error);
  if (code !== '23505' || !constraint) return null;
  return (
    uniqueGroups(kind).find((keys) =>
      constraint.endsWith(`_${keys.map(snakeCase).join('_')}_uq`),
    ) ?? null
  );
}
