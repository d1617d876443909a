import { type Db, schema } from '@care360/db';
import { type PersonFile, recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { READ_AUDIT_COMMITS_LAZILY, recordAudit } from '../audit/audit';
import type { AuthContext } from '../auth/auth-context';
import { notFound } from '../http/envelope';
import { column, scopeOf, tableOf } from '../records/record-query';

/** How every endpoint of a person's file finds its owner and writes what was done to it. */

const noun = (file: PersonFile) => file.noun.toLowerCase();

/**
 * The owner must be a live record the caller may see (their organisation and, when their role
 * is limited to it, their branch), or the path names nothing. With `lock`, saves to the same
 * file queue behind each other, so "is basedOn still the latest?" stays true until the new
 * response is written.
 */
export async function assertLiveOwner(
  db: Db,
  auth: AuthContext,
  file: PersonFile,
  ownerId: string,
  lock = false,
) {
  const kind = recordKind(file.owner);
  const table = tableOf(kind);
  const query = db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(and(eq(column(table, 'id'), ownerId), scopeOf(kind, auth.user)));
  const [found] = lock ? await query.for('no key update') : await query;
  if (!found) throw notFound(noun(file));
}

/**
 * A read (or export) of a person's file in the audit trail (DESIGN.md §5), with what part of the
 * file it was: `{ section: 'MAR chart', month }`, `{ document: 'care plan' }`.
 */
export function auditFileAccess(
  db: Db,
  auth: AuthContext,
  ip: string,
  file: PersonFile,
  ownerId: string,
  action: 'read' | 'export',
  detail: Record<string, unknown> | null = null,
) {
  return recordAudit(db, {
    organisationId: auth.user.organisation.id,
    actorUserId: auth.user.id,
    action,
    recordType: file.owner,
    recordId: ownerId,
    changes: detail,
    ip,
  });
}

/**
 * The audit entry of a read of a person's file as a WITH of the statement that reads it, so the
 * read and its entry are one statement (one implicit transaction): `db.with(..., this)`. It is
 * written only if the owner is one the caller may see, so a read refused with 404 writes nothing.
 */
export function fileReadAudit(
  db: Db,
  auth: AuthContext,
  ip: string,
  file: PersonFile,
  ownerId: string,
  detail: Record<string, unknown>,
) {
  const kind = recordKind(file.owner);
  const table = tableOf(kind);
  const { auditLog } = schema;
  return db.$with('file_read', { id: sql<number>`id` }).as(
    sql`insert into ${auditLog} (${sql.identifier('organisation_id')}, ${sql.identifier('actor_user_id')}, ${sql.identifier('action')}, ${sql.identifier('record_type')}, ${sql.identifier('record_id')}, ${sql.identifier('changes')}, ${sql.identifier('ip')}, ${sql.identifier('subject_type')}, ${sql.identifier('subject_id')})
      select ${auth.user.organisation.id}::uuid, ${auth.user.id}::uuid, 'read', ${file.owner}, ${ownerId}, ${JSON.stringify(detail)}::jsonb, ${ip}, ${file.owner}, ${ownerId}
      where exists (select 1 from ${table} where ${and(eq(column(table, 'id'), ownerId), scopeOf(kind, auth.user))})
        and ${READ_AUDIT_COMMITS_LAZILY}
      returning ${auditLog.id}`,
  );
}
