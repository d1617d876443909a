import { type Db, schema } from '@care360/db';
import { is, SQL, sql } from 'drizzle-orm';
import { insertJsonRows } from '../json-insert';

/**
 * Whose file an entry belongs to (audit_log.subject_*): a client for a client's medicine, form
 * or dose. Without it, the entry's own record is its subject.
 */
export interface AuditSubject {
  type: string;
  /** The id, or SQL that finds it in the same statement (a nested record's grandparent). */
  id: string | SQL | null;
}

export interface AuditEntry {
  organisationId: string | null;
  actorUserId: string | null;
  action: string;
  recordType: string;
  recordId?: string | null;
  changes?: Record<string, unknown> | null;
  ip?: string | null;
  subject?: AuditSubject;
}

/** Call with the transaction that makes the change, so the trail and the change stand or fall together. */
export async function recordAudit(db: Db, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // A subject id may be SQL (looked up in the statement): only plain values go as JSON.
  if (entries.length > 1 && !entries.some((entry) => is(entry.subject?.id, SQL))) {
    await insertJsonRows(db, schema.auditLog, entries.map(auditRow));
    return;
  }
  await db.insert(schema.auditLog).values(entries.map(auditRow));
}

const auditRow = (entry: AuditEntry) => ({
  organisationId: entry.organisationId,
  actorUserId: entry.actorUserId,
  action: entry.action,
  recordType: entry.recordType,
  recordId: entry.recordId ?? null,
  changes: entry.changes ?? null,
  ip: entry.ip ?? null,
  subjectType: entry.subject?.type ?? entry.recordType,
  subjectId: entry.subject ? entry.subject.id : (entry.recordId ?? null),
});

/**
 * Always true; ANDed into the INSERT of a read's audit entry written in the read's own statement
 * (a WITH), it makes that one statement's commit not wait for the disk (`set_config` with
 * is_local, so it ends with the statement's transaction). The read and its entry still commit
 * together or not at all, and no change is ever committed this way. What it gives up: should the
 * PostgreSQL server itself crash, read entries of its last fraction of a second (the WAL writer
 * flushes within 3 × wal_writer_delay, 0.6 s by default) may be lost with it. Without it every
 * audited read waited for an fsync, measured at 2.6–3.4 ms here against 0.6 ms for the read
 * (docs/perf/api-vs-sql.md).
 */
export const READ_AUDIT_COMMITS_LAZILY = sql`set_config('synchronous_commit', 'off', true) = 'off'`;
