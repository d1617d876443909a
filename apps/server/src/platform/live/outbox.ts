import { type Db, schema } from '@care360/db';
import { sql } from 'drizzle-orm';
import { insertJsonRows } from '../json-insert';

/** The channel NOTIFY wakes listeners on; its payload is an outbox id, never the change. */
export const OUTBOX_CHANNEL = 'care360_outbox';

export interface OutboxEvent {
  organisationId: string | null;
  branchId?: string | null;
  /** The record kind's name, or `job` for a job's outcome. */
  kind: string;
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'done' | 'failed';
  recordId?: string | null;
  /** Only these users are told of it (a chat's participants); absent: whoever may read the kind. */
  audience?: readonly string[] | null;
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
      audience: event.audience ? [...event.audience] : null,
    })
    .returning({ id: schema.outboxEvents.id });
  const id = row?.id as number;
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(id)})`);
  return id;
}

/**
 * Many events in one statement (the change trail of records made at once) and one NOTIFY, of
 * the last: a listener reads the table on from the last id it delivered, so one wake-up brings
 * it every event of the batch.
 */
export async function appendOutboxEvents(db: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await insertJsonRows(
    db,
    schema.outboxEvents,
    events.map((event) => ({
      organisationId: event.organisationId,
      branchId: event.branchId ?? null,
      kind: event.kind,
      action: event.action,
      recordId: event.recordId ?? null,
      audience: event.audience ? [...event.audience] : null,
    })),
    true,
  );
  const last = Math.max(...rows.map((row) => Number(row.id)));
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(last)})`);
}
