import { type Db, schema } from '@care360/db';
import {
  type JobLine,
  type JobStatus,
  jobListAnswer,
  jobQuery,
  noDataAnswer,
} from '@care360/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import { HttpError } from '../http/envelope';
import { defineRoute } from '../http/route';
import { rowsOf } from '../raw-rows';
import { recordJobOutcome } from './job-outcome';
import { queueExists, queueKeyOf } from './job-queue';
import type { AnyTask } from './task';

/** A page of the Jobs screen holds at most this many of each source. */
const LIST_LIMIT = 100;

/** The queue's job ids are bigints; anything else names no job (404). */
const jobParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

interface QueueRow {
  id: string;
  task: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date | string;
  locked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(row: QueueRow): JobStatus {
  if (row.locked_at) return 'running';
  return row.last_error ? 'failed' : 'queued';
}

/** The key as the caller gave it, without the task and organisation the queue keys it by. */
function callerKey(task: string, organisationId: string, key: string | null): string | null {
  const prefix = queueKeyOf(task, organisationId, '');
  return key?.startsWith(prefix) ? key.slice(prefix.length) : key;
}

/** This organisation's jobs in the queue (waiting, running, failed), newest first. */
async function queuedJobs(db: Db, organisationId: string, status?: JobStatus): Promise<QueueRow[]> {
  if (!(await queueExists(db))) return [];
  const only =
    status === 'running'
      ? sql`and j.locked_at is not null`
      : status === 'failed'
        ? sql`and j.locked_at is null and j.last_error is not null`
        : status === 'queued'
          ? sql`and j.locked_at is null and j.last_error is null`
          : sql``;
  return rowsOf<QueueRow>(
    await db.execute(sql`
      select j.id::text as id, t.identifier as task, j.key, j.attempts, j.max_attempts,
             j.last_error, j.run_at, j.locked_at
      from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where j.payload->>'organisationId' = ${organisationId} ${only}
      order by j.run_at desc, j.id desc
      limit ${LIST_LIMIT}`),
  );
}

/** The job with this id in the queue, if it is this organisation's; locked for the change. */
async function ownQueuedJob(db: Db, organisationId: string, id: string): Promise<QueueRow | null> {
  if (!(await queueExists(db))) return null;
  const [row] = rowsOf<QueueRow>(
    await db.execute(sql`
      select j.id::text as id, t.identifier as task, j.key, j.attempts, j.max_attempts,
             j.last_error, j.run_at, j.locked_at
      from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where j.id = ${id}::bigint and j.payload->>'organisationId' = ${organisationId}
      for update of j`),
  );
  return row ?? null;
}

const notFound = () => new HttpError(404, 'We could not find that job.');

/**
 * The Jobs page's routes (GET /api/v1/jobs, retry, cancel), for the holders of `jobs.read` and
 * `jobs.update`: no demo role but the administrator's. An organisation sees only its own jobs.
 */
export function jobRoutes(tasks: () => readonly AnyTask[]) {
  const titleOf = (name: string) => tasks().find((task) => task.name === name)?.title ?? name;

  const list = defineRoute({
    method: 'GET',
    url: '/api/v1/jobs',
    access: { permission: 'jobs.read' },
    query: jobQuery,
    answer: jobListAnswer,
    summary: 'Background jobs: waiting, running, failed, and the latest done or cancelled',
    async handler({ auth, query, services: { db } }) {
      const organisationId = auth.user.organisation.id;
      const fromQueue =
        query.status === 'done' || query.status === 'cancelled'
          ? []
          : await queuedJobs(db, organisationId, query.status);
      const finished =
        query.status && query.status !== 'done' && query.status !== 'cancelled'
          ? []
          : await db
              .select()
              .from(schema.jobRuns)
              .where(
                and(
                  eq(schema.jobRuns.organisationId, organisationId),
                  inArray(
                    schema.jobRuns.outcome,
                    query.status ? [query.status] : ['done', 'cancelled'],
                  ),
                ),
              )
              .orderBy(desc(schema.jobRuns.finishedAt), desc(schema.jobRuns.id))
              .limit(LIST_LIMIT);
      const items: JobLine[] = [
        ...fromQueue.map((row): JobLine => {
          const status = statusOf(row);
          return {
            id: row.id,
            task: row.task,
            title: titleOf(row.task),
            status,
            jobKey: callerKey(row.task, organisationId, row.key),
            attempts: row.attempts,
            maxAttempts: row.max_attempts,
            error: row.last_error,
            at: iso(row.locked_at ?? row.run_at),
            canRetry: status === 'failed',
            canCancel: status !== 'running',
          };
        }),
        ...finished.map(
          (run): JobLine => ({
            id: run.id,
            task: run.task,
            title: titleOf(run.task),
            status: run.outcome === 'cancelled' ? 'cancelled' : 'done',
            jobKey: callerKey(run.task, organisationId, run.jobKey),
            attempts: run.attempt,
            maxAttempts: null,
            error: null,
            at: run.finishedAt.toISOString(),
            canRetry: false,
            canCancel: false,
          }),
        ),
      ];
      return { data: { items } };
    },
  });

  const retry = defineRoute({
    method: 'POST',
    url: '/api/v1/jobs/:id/retry',
    access: { permission: 'jobs.update' },
    resource: 'jobs',
    params: jobParams,
    answer: noDataAnswer,
    summary: 'Run a failed job again now, with its attempts counted afresh',
    async handler({ auth, params, request, services: { db } }) {
      const organisationId = auth.user.organisation.id;
      const title = await db.transaction(async (tx) => {
        const job = await ownQueuedJob(tx, organisationId, params.id);
        if (!job) throw notFound();
        if (statusOf(job) !== 'failed') {
          throw new HttpError(409, 'Only a failed job can be tried again.');
        }
        await tx.execute(sql`
          update graphile_worker._private_jobs
          set run_at = now(), attempts = 0, last_error = null, updated_at = now()
          where id = ${params.id}::bigint and locked_at is null`);
        // Wakes a worker at once rather than at its next poll.
        await tx.execute(sql`select pg_notify('jobs:insert', '{"count":1}')`);
        await recordAudit(tx, {
          organisationId,
          actorUserId: auth.user.id,
          action: 'job.retry',
          recordType: 'jobs',
          recordId: params.id,
          changes: { task: job.task, attempts: [job.attempts, 0] },
          ip: request.ip,
        });
        return titleOf(job.task);
      });
      return { data: null, message: `${title} will run again shortly.` };
    },
  });

  const cancel = defineRoute({
    method: 'POST',
    url: '/api/v1/jobs/:id/cancel',
    access: { permission: 'jobs.update' },
    resource: 'jobs',
    params: jobParams,
    answer: noDataAnswer,
    summary: 'Take a waiting or failed job off the queue; it does not run',
    async handler({ auth, params, request, services: { db } }) {
      const organisationId = auth.user.organisation.id;
      const title = await db.transaction(async (tx) => {
        const job = await ownQueuedJob(tx, organisationId, params.id);
        if (!job) throw notFound();
        if (statusOf(job) === 'running') {
          throw new HttpError(409, 'A running job cannot be cancelled; wait for it to finish.');
        }
        await tx.execute(sql`
          delete from graphile_worker._private_jobs
          where id = ${params.id}::bigint and locked_at is null`);
        await recordJobOutcome(tx, {
          organisationId,
          jobId: job.id,
          task: job.task,
          jobKey: job.key,
          outcome: 'cancelled',
          error: job.last_error,
          attempt: job.attempts,
        });
        await recordAudit(tx, {
          organisationId,
          actorUserId: auth.user.id,
          action: 'job.cancel',
          recordType: 'jobs',
          recordId: params.id,
          changes: { task: job.task },
          ip: request.ip,
        });
        return titleOf(job.task);
      });
      return { data: null, message: `${title} was cancelled.` };
    },
  });

  return [list, retry, cancel];
}
