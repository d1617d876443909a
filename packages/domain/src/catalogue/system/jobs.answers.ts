import { z } from 'zod';

/**
 * GET /api/v1/jobs: the work that runs without a request, as an administrator sees it. Waiting,
 * running and failed jobs are read from the queue; finished ones (done, cancelled) from the
 * history the queue keeps no copy of.
 */
export const JOB_STATUSES = ['queued', 'running', 'failed', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobAnswer = z.strictObject({
  /** The queue's id for queued, running and failed jobs, the history row's for finished ones. */
  id: z.string(),
  task: z.string(),
  /** The task's name as people read it ('Staff compliance pass'). */
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  /** What makes it happen once: a second job with the same key replaces the waiting one. */
  jobKey: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  /** The last attempt's error (failed, or queued again after a failed attempt). */
  error: z.string().nullable(),
  /** When it runs next (queued, failed), started (running) or finished (done, cancelled). */
  at: z.iso.datetime({ offset: true }),
  /** A failed job may be tried again; a waiting or failed one may be cancelled. */
  canRetry: z.boolean(),
  canCancel: z.boolean(),
});
export type JobLine = z.infer<typeof jobAnswer>;

export const jobListAnswer = z.strictObject({ items: z.array(jobAnswer) });

export const jobQuery = z.strictObject({ status: z.enum(JOB_STATUSES).optional() });
