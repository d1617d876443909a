import { type Db, schema } from '@care360/db';
import { appendOutboxEvent } from '../live/outbox';

export interface JobOutcome {
  organisationId: string;
  jobId: string;
  task: string;
  jobKey: string | null;
  outcome: 'done' | 'failed' | 'cancelled';
  error: string | null;
  attempt: number;
}

/**
 * A job's end in its history (the queue deletes a job once it ends) and its live event, in the
 * caller's transaction. A cancelled job ends without its effect: to whoever watches, it failed.
 */
export async function recordJobOutcome(tx: Db, ended: JobOutcome): Promise<void> {
  await tx.insert(schema.jobRuns).values(ended);
  await appendOutboxEvent(tx, {
    organisationId: ended.organisationId,
    kind: 'job',
    action: ended.outcome === 'done' ? 'done' : 'failed',
    recordId: ended.jobId,
  });
}
