import type { Db } from '@care360/db';
import { type RecordKind, recordKind } from '@care360/domain';
import { eq } from 'drizzle-orm';
import { column, tableOf } from '../records/record-query';
import { appendOutboxEvent, type OutboxEvent } from './outbox';

/**
 * The branch a record belongs to: its declared branch field, or its parent's (and so on up), so
 * that a reader limited to a branch is told only of their branch's records. Null when no level
 * declares one.
 */
export async function recordBranchId(tx: Db, kind: RecordKind, id: string): Promise<string | null> {
  const table = tableOf(kind);
  const key = kind.branchField ?? (kind.parent ? 'parentId' : null);
  if (!key) return null;
  const [row] = await tx
    .select({ value: column(table, key) })
    .from(table)
    .where(eq(column(table, 'id'), id));
  const value = (row?.value as string | null | undefined) ?? null;
  if (kind.branchField || !value || !kind.parent) return value;
  return recordBranchId(tx, recordKind(kind.parent), value);
}

/** Appends the outbox event of a change to one record, in the change's transaction. */
export async function appendRecordEvent(
  tx: Db,
  kind: RecordKind,
  organisationId: string,
  id: string,
  action: OutboxEvent['action'],
): Promise<void> {
  await appendOutboxEvent(tx, {
    organisationId,
    branchId: await recordBranchId(tx, kind, id),
    kind: kind.name,
    action,
    recordId: id,
  });
}
