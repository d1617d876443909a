import { EventEmitter } from 'node:events';
import { type Db, schema } from '@care360/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type JobHelpers,
  Logger,
  parseCronItems,
  type Runner,
  run,
  runMigrations,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Mailer } from '../email/mailer';
import { recordJobOutcome } from './job-outcome';
import { jobEnvelope, queueJob, queueKeyOf } from './job-queue';
import type { AnyTask, TaskDeclaration } from './task';
import { startWorkerLiveness } from './worker-liveness';

/** The task that turns one cron match into a job per organisation; never shown on the Jobs page. */
export const CRON_FAN_OUT = 'jobs.cron-fan-out';

export interface JobRunnerOptions {
  url: string;
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  tasks: readonly AnyTask[];
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How often every process looks for jobs left locked by a process that is gone. */
  sweepEveryMs?: number;
}

export interface JobRunner {
  /** Finishes the jobs in flight (a few seconds at most), then stops. */
  stop(): Promise<void>;
}

const fanOutPayload = z.object({
  task: z.string(),
  // graphile-worker's cron adds the time it fired for.
  _cron: z.object({ ts: z.string() }),
});

/**
 * Runs the queue in this process: graphile-worker's schema is migrated (it migrates itself),
 * jobs left locked by a killed process are released (worker-liveness.ts), then every declared
 * task runs as its jobs arrive (LISTEN/NOTIFY wakes it) and each cron task fires on schedule.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { url, db, log } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: (options.concurrency ?? 2) + 2,
    application_name: 'care360 jobs',
  });
  // A dropped connection must not end the process; graphile-worker retries on its own.
  pool.on('error', (error) => log.warn({ err: error }, 'a job queue connection was dropped'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'a job queue connection failed'));
  });
  const logger = new Logger((scope) => (level, message, meta) => {
    const line = { ...meta, scope: scope.label, jobId: scope.jobId, task: scope.taskIdentifier };
    if (level === 'error') log.error(line, message);
    else if (level === 'warning') log.warn(line, message);
    // The queue's info lines (a worker connected, a job completed) repeat for every job: the
    // Jobs page and job outcomes say what ran, so they are kept for debugging.
    else log.debug(line, message);
  });
  await runMigrations({ pgPool: pool, logger });
  const liveness = await startWorkerLiveness(url, log);
  await liveness.sweep();

  const byName = new Map(options.tasks.map((task) => [task.name, task]));
  const taskList: TaskList = {
    [CRON_FAN_OUT]: async (raw) => {
      const { task: name, _cron } = fanOutPayload.parse(raw);
      const task = byName.get(name);
      if (!task) throw new Error(`No task is declared as ${name}.`);
      const organisations = await db
        .select({ id: schema.organisations.id })
        .from(schema.organisations);
      const scheduledFor = new Date(_cron.ts);
      const jobKey = scheduledFor.toISOString();
      for (const { id } of organisations) {
        // Keyed by the time it fired for: a waiting job is replaced, and one already done (a
        // fan-out retried after failing half-way) is not queued again.
        const [ran] = await db
          .select({ id: schema.jobRuns.id })
          .from(schema.jobRuns)
          .where(
            and(
              eq(schema.jobRuns.jobKey, queueKeyOf(name, id, jobKey)),
              eq(schema.jobRuns.outcome, 'done'),
            ),
          )
          .limit(1);
        if (ran) continue;
        await queueJob(db, task as TaskDeclaration<unknown>, {
          organisationId: id,
          payload: {},
          jobKey,
          scheduledFor,
        });
      }
    },
    ...Object.fromEntries(
      options.tasks.map((task) => [
        task.name,
        (raw: unknown, helpers: JobHelpers) => runTask(task, raw, helpers),
      ]),
    ),
  };

  async function runTask(task: AnyTask, raw: unknown, helpers: JobHelpers): Promise<void> {
    const envelope = jobEnvelope.parse(raw);
    const { job } = helpers;
    // The history and its live event: the queue deletes a job that is done.
    const outcome = (outcome: 'done' | 'failed', error: string | null) =>
      db.transaction((tx) =>
        recordJobOutcome(tx, {
          organisationId: envelope.organisationId,
          jobId: String(job.id),
          task: task.name,
          jobKey: job.key ?? null,
          outcome,
          error,
          attempt: job.attempts,
        }),
      );
    try {
      const payload = (task as TaskDeclaration<unknown>).payload.parse(envelope.data);
      await (task as TaskDeclaration<unknown>).run(payload, {
        db,
        config: options.config,
        mailer: options.mailer,
        log: log.child({ job: String(job.id), task: task.name }),
        organisationId: envelope.organisationId,
        attempt: job.attempts,
        scheduledFor: envelope.scheduledFor ? new Date(envelope.scheduledFor) : new Date(),
      });
    } catch (error) {
      await outcome('failed', messageOf(error)).catch((failure) =>
        log.error({ err: failure }, 'recording a failed job failed'),
      );
      throw error;
    }
    await outcome('done', null);
  }

  // Listened to before run(): it makes its pool before it answers. graphile-worker 0.17 locks a
  // job in the name of the pool (one per process), so that is the id recorded.
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => {
    liveness
      .claim(workerPool.id)
      .catch((error) => log.warn({ err: error }, 'recording a job worker pool failed'));
  });
  const runner: Runner = await run({
    pgPool: pool,
    events,
    logger,
    taskList,
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    parsedCronItems: parseCronItems(
      options.tasks.flatMap((task) =>
        task.schedule
          ? [
              {
                task: CRON_FAN_OUT,
                identifier: task.name,
                match: task.schedule,
                payload: { task: task.name },
                // A server that was down when a run was due makes it up once it is back.
                options: { backfillPeriod: 24 * 60 * 60 * 1000, maxAttempts: 10 },
              },
            ]
          : [],
      ),
    ),
  });
  // Tasks that run at start too are queued through the same fan-out as their schedule. The key
  // is the task's, so processes starting together queue one run between them.
  const startedAt = new Date().toISOString();
  for (const task of options.tasks.filter((declared) => declared.atStart)) {
    await runner.addJob(
      CRON_FAN_OUT,
      { task: task.name, _cron: { ts: startedAt } },
      { jobKey: `start:${task.name}`, maxAttempts: 10 },
    );
  }
  // A fatal failure of the queue (it gave up on the database) is logged; requests go on.
  runner.promise.catch((error) =>
    log.error({ err: error }, 'the job runner stopped: jobs do not run in this process'),
  );
  const sweeper = setInterval(() => {
    liveness.sweep().catch((error) => log.warn({ err: error }, 'looking for orphaned jobs failed'));
  }, options.sweepEveryMs ?? 60_000);
  sweeper.unref();

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        clearInterval(sweeper);
        await runner.stop();
        await liveness.stop();
        await pool.end();
      })();
      return stopping;
    },
  };
}

/** The error as the Jobs page shows it: its message, never a stack. */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2_000);
}
