import type { Db } from '@care360/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../raw-rows';
import type { TaskDeclaration } from './task';

/** graphile-worker's schema: it creates and migrates it itself when a runner starts. */
export const QUEUE_SCHEMA = 'graphile_worker';

/** What every job's payload holds around the task's own payload. */
export const jobEnvelope = z.object({
  organisationId: z.uuid(),
  data: z.unknown(),
  /** ISO instant the job was meant for (a cron run's time); absent means when it was queued. */
  scheduledFor: z.iso.datetime({ offset: true }).optional(),
});
export type JobEnvelope = z.infer<typeof jobEnvelope>;

export interface QueueOptions<P> {
  organisationId: string;
  payload: P;
  /**
   * Makes the job happen once: while a job with this key waits, queueing again replaces it
   * rather than adding a second. Scoped by task and organisation, so keys never clash.
   */
  jobKey?: string;
  runAt?: Date;
  scheduledFor?: Date;
}

/** The queue's key for a job: task, organisation, then the caller's key. */
export const queueKeyOf = (task: string, organisationId: string, jobKey: string) =>
  `${task}:${organisationId}:${jobKey}`;

/**
 * Queues a job. Pass the transaction of the change that asks for it: the job exists only if the
 * change commits. Answers the queue's job id.
 */
export async function queueJob<P>(
  db: Db,
  task: TaskDeclaration<P>,
  options: QueueOptions<P>,
): Promise<string> {
  const envelope: JobEnvelope = {
    organisationId: options.organisationId,
    data: task.payload.parse(options.payload),
    ...(options.scheduledFor ? { scheduledFor: options.scheduledFor.toISOString() } : {}),
  };
  const key = options.jobKey ? queueKeyOf(task.name, options.organisationId, options.jobKey) : null;
  const result = await db.execute(
    sql`select id from graphile_worker.add_job(
      identifier => ${task.name},
      payload => ${JSON.stringify(envelope)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${task.maxAttempts}::int,
      job_key => ${key}::text
    )`,
  );
  return String(rowsOf<{ id: string | number }>(result)[0]?.id);
}

/** Whether the queue's schema exists yet (a runner has started once against this database). */
export async function queueExists(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('graphile_worker._private_jobs') is not null as present`,
  );
  return Boolean(rowsOf<{ present: boolean }>(result)[0]?.present);
}
