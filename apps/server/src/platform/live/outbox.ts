import { type Db, schema } from '@care360/db';
import { sql } from 'drizzle-orm';

/** The channel NOTIFY wakes listeners on; its payload is an outbox id, never the change. */
export const OUTBOX_CHANNEL = 'care360_outbox';

export interface OutboxEvent {
  organisationId: string | null;
  branchId?: string | null;
  /** The record kind's name, or `job` for a job's outcome. */
  kind: string;
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'done' | 'failed';
  recordId?: string | null;
}

/**
 * Call with the transaction that makes the change: the event and the change stand or fall
 * together, and PostgreSQL delivers the NOTIFY only when that transaction commits.
 */
export async function appendOutboxEvent(db: Db, event: OutboxEvent): Promise<number> {
  const [row] = await db
    .insert(schema.outboxEvents)
    .values({
      organisationId: event.organisationId,
      branchId: event.branchId ?? null,
      kind: event.kind,
      action: event.action,
      recordId: event.recordId ?? null,
    })
    .returning({ id: schema.outboxEvents.id });
  const id = row?.id as number;
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(id)})`);
  return id;
}
