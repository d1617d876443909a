import { type Db, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { READ_AUDIT_COMMITS_LAZILY, recordAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/** How every endpoint of a client's file finds its client and writes what was done to it. */

const clients = recordKind('clients');

/**
 * The client must be a live client the caller may see (their organisation and, when their role
 * is limited to it, their branch), or the path names nothing. With
 * `lock`, saves of the same client's forms queue behind each other, so "is basedOn still the
 * latest?" stays true until the new response is written.
 */
export async function assertLiveClient(db: Db, auth: AuthContext, clientId: string, lock = false) {
  const table = tableOf(clients);
  const query = db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(and(eq(column(table, 'id'), clientId), scopeOf(clients, auth.user)));
  const [found] = lock ? await query.for('no key update') : await query;
  if (!found) throw notFound('client');
}

/**
 * A read (or export) of a client's file in the audit trail (DESIGN.md §5), with what part of the
 * file it was: `{ section: 'MAR chart', month }`, `{ document: 'care plan' }`.
 */
export function auditClientFile(
  db: Db,
  auth: AuthContext,
  ip: string,
  clientId: string,
  action: 'read' | 'export',
  detail: Record<string, unknown> | null = null,
) {
  return recordAudit(db, {
    organisationId: auth.user.organisation.id,
    actorUserId: auth.user.id,
    action,
    recordType: 'clients',
    recordId: clientId,
    changes: detail,
    ip,
  });
}

/**
 * The audit entry of a read of a client's file as a WITH of the statement that reads it, so the
 * read and its entry are one statement (one implicit transaction): `db.with(..., this)`. It is
 * written only if the client is one the caller may see, so a read refused with 404 writes nothing.
 */
export function clientFileReadAudit(
  db: Db,
  auth: AuthContext,
  ip: string,
  clientId: string,
  detail: Record<string, unknown>,
) {
  const table = tableOf(clients);
  const { auditLog } = schema;
  return db.$with('client_file_read', { id: sql<number>`id` }).as(
    sql`insert into ${auditLog} (${sql.identifier('organisation_id')}, ${sql.identifier('actor_user_id')}, ${sql.identifier('action')}, ${sql.identifier('record_type')}, ${sql.identifier('record_id')}, ${sql.identifier('changes')}, ${sql.identifier('ip')}, ${sql.identifier('subject_type')}, ${sql.identifier('subject_id')})
      select ${auth.user.organisation.id}::uuid, ${auth.user.id}::uuid, 'read', 'clients', ${clientId}, ${JSON.stringify(detail)}::jsonb, ${ip}, 'clients', ${clientId}
      where exists (select 1 from ${table} where ${and(eq(column(table, 'id'), clientId), scopeOf(clients, auth.user))})
        and ${READ_AUDIT_COMMITS_LAZILY}
      returning ${auditLog.id}`,
  );
}
