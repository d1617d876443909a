import { type Db, schema } from '@care360/db';

export interface AuditEntry {
  organisationId: string | null;
  actorUserId: string | null;
  action: string;
  recordType: string;
  recordId?: string | null;
  changes?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Call with the transaction that makes the change, so the trail and the change stand or fall together. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({
    organisationId: entry.organisationId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId ?? null,
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
  });
}
