import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations, users } from './people';

/** Every change, and every read of a client or staff record, in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    /** `{ field: [old, new] }` for changes; free detail for other events. */
    changes: jsonb('changes'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whose file the entry belongs to: the root of the record's parent chain (a client for a
     * client's medicine, questionnaire or dose), so a person file's history is one indexed query.
     */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organisationId, t.at, t.id),
    // A record's own history.
    index('audit_log_record_idx').on(t.recordType, t.recordId),
    // A person file's history, newest first.
    index('audit_log_subject_idx').on(t.organisationId, t.subjectType, t.subjectId, t.at, t.id),
  ],
);

export const emailLog = pgTable(
  'email_log',
  {
    id: id(),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** sent: delivered to SMTP; logged: no SMTP configured; failed: SMTP refused it. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_log_org_created_idx').on(t.organisationId, t.createdAt, t.id)],
);

/** Sliding-window counters for rate limits, kept in the database so any API process sees them. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
);

/**
 * One row per rate-limit key (a sign-in's account+address pair, an address, an account, …): the
 * attempts counted and the earliest time the next one may be evaluated. A single
 * `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING` both counts and checks, so parallel attempts
 * queue on the row and never slip past the limit.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
    /** The last attempt that was evaluated; a counter quiet for long enough starts again. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_counters_last_attempt_idx').on(t.lastAttemptAt)],
);

/** A create repeated with the same Idempotency-Key answers the record made the first time. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    /**
     * SHA-256 of the request the key was first used with (its path and canonical body): the same
     * key with another request is refused. Null on keys stored before it was kept.
     */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Uploaded files: the bytes live in the files folder under a random name, never the upload's. */
export const files = pgTable(
  'files',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    /**
     * The record whose file field holds this file (its kind's name and id), set when that record
     * is saved: a download needs leave to read it. Null until a record claims the upload.
     */
    ownerKind: text('owner_kind'),
    ownerId: uuid('owner_id'),
  },
  (t) => [
    index('files_org_idx').on(t.organisationId, t.createdAt),
    index('files_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);

/**
 * What changed, for whoever watches: one row per change written through the record store and per
 * job outcome, in the change's own transaction. NOTIFY `care360_outbox` carries only the id (its
 * payload is capped, and a listener that reconnects re-reads from the last id it saw).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an event of the installation itself (a job of no organisation). */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    /** The record's branch, when it has one: a branch-scoped reader sees only their branches. */
    branchId: uuid('branch_id'),
    /** The record kind's name (`client-medications`), or `job` for a job's outcome. */
    kind: text('kind').notNull(),
    /** created, updated, deleted, restored; for a job: done, failed. */
    action: text('action').notNull(),
    recordId: text('record_id'),
    /**
     * The only users the event is for (a chat's participants), or null: whoever may read its
     * kind. A private change never reaches anyone outside it, whatever they may read.
     */
    audience: uuid('audience').array(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_org_id_idx').on(t.organisationId, t.id)],
);

/**
 * The outcomes of jobs (the queue deletes a job once it is done): one row per attempt that ended,
 * and per cancel, so an administrator sees what ran and how it went. Kept for a few weeks.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    /** Null for a job of the installation itself (one that fans out to every organisation). */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    /** The queue's id of the job (graphile-worker's jobs.id). */
    jobId: text('job_id').notNull(),
    task: text('task').notNull(),
    jobKey: text('job_key'),
    /** done, failed (this attempt; another may follow) or cancelled. */
    outcome: text('outcome').notNull(),
    error: text('error'),
    attempt: integer('attempt').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_runs_org_finished_idx').on(t.organisationId, t.finishedAt, t.id)],
);

/**
 * Which process each queue worker belongs to. A process holds a session advisory lock on its id
 * while it lives; a job locked by a worker whose process's lock is free was orphaned by a crash
 * (kill -9) and is released at once instead of after the queue's four-hour lock expiry.
 */
export const jobWorkers = pgTable('job_workers', {
  workerId: text('worker_id').primaryKey(),
  processId: text('process_id').notNull(),
  startedAt: createdAt(),
});
