import { type Db, schema } from '@care360/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { defineCronTask } from './task';

/**
 * How long the operations' own history is kept. Live events only need to outlast a browser that
 * lost its connection (it replays from its last event); job outcomes are read on the Jobs page
 * when something went wrong, within weeks. Neither is a record: the audit trail keeps what changed.
 */
export const OUTBOX_KEPT_DAYS = 7;
export const JOB_OUTCOMES_KEPT_DAYS = 28;

const DAY_MS = 86_400_000;

/** Removes the organisation's rows, and the installation's own, from before `days` ago. */
async function prune(
  db: Db,
  organisationId: string,
  now: Date,
  table: typeof schema.outboxEvents | typeof schema.jobRuns,
  days: number,
): Promise<number> {
  const at = 'at' in table ? table.at : table.finishedAt;
  const removed = await db
    .delete(table)
    .where(
      and(
        or(eq(table.organisationId, organisationId), isNull(table.organisationId)),
        lt(at, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .returning({ id: table.id });
  return removed.length;
}

/** Nightly, per organisation: removes live events and job outcomes past their keeping. */
export const historyPruningTask = defineCronTask({
  name: 'platform.prune-history',
  title: 'Prune live events and job outcomes past their keeping',
  schedule: '15 2 * * *',
  async run({ db, organisationId, scheduledFor, log }) {
    const events = await prune(
      db,
      organisationId,
      scheduledFor,
      schema.outboxEvents,
      OUTBOX_KEPT_DAYS,
    );
    const outcomes = await prune(
      db,
      organisationId,
      scheduledFor,
      schema.jobRuns,
      JOB_OUTCOMES_KEPT_DAYS,
    );
    if (events + outcomes > 0) log.info({ events, outcomes }, 'history pruned');
  },
});
