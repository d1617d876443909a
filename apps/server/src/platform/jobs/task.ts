import type { Db } from '@care360/db';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Mailer } from '../email/mailer';

/** What a task may use: the same services a request has, and its job's facts. */
export interface JobContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Every job belongs to one organisation, so its outcome is seen only by that one's admins. */
  organisationId: string;
  /** From 1; a task retried after a failure sees 2, 3, … */
  attempt: number;
  /** When the job was meant to run: a cron task's scheduled time (pass it as the task's "now"). */
  scheduledFor: Date;
}

export interface TaskDeclaration<P = unknown> {
  /** Unique, `<area>.<what>` ('staff.compliance'); the queue's task identifier. */
  name: string;
  /** As an administrator reads it on the Jobs page. */
  title: string;
  /** The payload's schema: a job's payload is checked before the task sees it. */
  payload: z.ZodType<P>;
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Attempts before the job is left failed for an administrator (back-off grows each time). */
  maxAttempts: number;
  /** A cron pattern (UTC): the task is queued for every organisation at each match. */
  schedule?: string;
  /**
   * Also queued for every organisation when a runner starts: for state that follows the
   * calendar and may have drifted while no server ran (a first start, a restart after days).
   */
  atStart?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the task list holds tasks of every payload.
export type AnyTask = TaskDeclaration<any>;

/** A task queued on demand with a typed payload (queueJob). */
export function defineTask<P>(
  task: Omit<TaskDeclaration<P>, 'maxAttempts' | 'schedule'> & { maxAttempts?: number },
): TaskDeclaration<P> {
  return { maxAttempts: DEFAULT_MAX_ATTEMPTS, ...task };
}

/**
 * A task on a schedule, one line per organisation's run:
 * `defineCronTask({ name, title, schedule: '0 3 * * *', run: (ctx) => … })`.
 */
export function defineCronTask(task: {
  name: string;
  title: string;
  schedule: string;
  atStart?: boolean;
  run(ctx: JobContext): Promise<void>;
  maxAttempts?: number;
}): TaskDeclaration<Record<string, never>> {
  return {
    name: task.name,
    title: task.title,
    schedule: task.schedule,
    ...(task.atStart ? { atStart: true } : {}),
    maxAttempts: task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    payload: z.strictObject({}),
    run: (_payload, ctx) => task.run(ctx),
  };
}

/**
 * graphile-worker waits exp(min(attempts, 10)) seconds before the next attempt: 3, 7, 20, 55 s
 * and so on; five attempts span about three minutes, enough to ride out a database restart.
 */
export const DEFAULT_MAX_ATTEMPTS = 5;
