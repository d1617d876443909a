import type { Db } from '@care360/db';
import type { RecordKind } from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AuditSubject, recordAudit } from '../audit/audit';
import { HttpError } from '../http/envelope';
import { insertJsonRows } from '../json-insert';
import { appendOutboxEvent } from '../live/outbox';
import {
  branchOfRecord,
  type ChangeAction,
  EVENT_OF,
  writeChangeTrail,
  writeChangeTrails,
} from './change-trail';
import { type Actor, requestActor } from './record-actor';
import type { HookContext } from './record-hooks';
import { column, scopeOf, tableOf } from './record-query';
import { changedFields, toApiRow } from './record-values';
import { claimVersion, type VersionedTable } from './version-claim';

/**
 * The record store's operations inside a transaction an area module already holds, for writes
 * that are not a form's save: a step of a workflow (a reference received, a client's service
 * ended), a job's change, a record made by a public page. They keep the store's promises (scope,
 * version, audit entry and outbox event in the caller's transaction) but run no kind hooks: the
 * module's own code is the rule of its step.
 */

export interface FieldChange {
  /**
   * The version the writer read: a stale one refuses with `stale` (by default a 409 carrying the
   * record as it now is) and the caller's transaction should end. Without it the version moves on
   * regardless (a system change no one edited).
   */
  version?: number | undefined;
  stale?: (() => Promise<HttpError> | HttpError) | undefined;
  /**
   * A condition the record must still meet, or nothing is written and null is answered: the claim
   * two runs of a job race for ("still Requested"), the first one wins.
   */
  onlyIf?: SQL | undefined;
  /** The audit entry's action when it says more than `update` (`reference.received`). */
  auditAction?: string | undefined;
  /** More for the audit entry than the fields that changed (the settings a decision used). */
  note?: Record<string, unknown> | undefined;
  /** Whose file the entry belongs to, when not the root of the record's parent chain. */
  subject?: AuditSubject | undefined;
  /** When the change happened (a job's clock); now by default. */
  at?: Date | undefined;
  /**
   * For a value kept in step with other records (a holiday's hours as the sum of its days), which
   * a form open on the record does not send: the version stays, so that form still saves.
   */
  keepVersion?: boolean | undefined;
}

/**
 * Changes some fields of one live record the actor may see, in `tx`: the version moves on (or is
 * claimed, see `version`), and the audit entry (the fields that changed, old → new) and the
 * outbox event are written with it. Answers the stored row after the change, or null when no
 * such record is in the actor's scope (or `onlyIf` no longer holds) and nothing was written.
 */
export async function changeRecord(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  id: string,
  values: Record<string, unknown>,
  options: FieldChange = {},
): Promise<Record<string, unknown> | null> {
  const table = tableOf(kind);
  const [current] = await tx
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(kind, actor.auth.user), options.onlyIf))
    .for('update');
  if (!current) return null;
  if (options.version !== undefined) {
    await claimVersion(
      tx,
      table as VersionedTable,
      id,
      options.version,
      options.stale ??
        (() =>
          new HttpError(
            409,
            `Someone else changed this ${kind.singular.toLowerCase()} meanwhile: reload it and try again.`,
            {},
            {},
            { current: toApiRow(kind, current as Record<string, unknown>) },
          )),
    );
  }
  const [updated] = await tx
    .update(table)
    .set({
      ...values,
      ...(options.version === undefined && !options.keepVersion
        ? { version: sql`${column(table, 'version')} + 1` }
        : {}),
      updatedAt: options.at ?? new Date(),
      updatedBy: actor.userId,
    })
    .where(eq(column(table, 'id'), id))
    .returning();
  const row = updated as Record<string, unknown>;
  await writeChangeTrail(tx, actor, kind, {
    action: 'update',
    auditAction: options.auditAction,
    row,
    changes: { ...changedFields(kind, current as Record<string, unknown>, row), ...options.note },
    subject: options.subject,
  });
  return row;
}

/**
 * Changes each record as changeRecord does, one audit entry each, and answers the ids it
 * changed: one whose state moved on meanwhile (`onlyIf` no longer holds) is left alone.
 */
export async function changeEachRecord(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  ids: readonly string[],
  values: Record<string, unknown>,
  options: FieldChange = {},
): Promise<string[]> {
  const changed: string[] = [];
  for (const id of ids) {
    if (await changeRecord(tx, actor, kind, id, values, options)) changed.push(id);
  }
  return changed;
}

export interface NewRecord {
  /** The record it belongs to (nested kinds). */
  parentId?: string | undefined;
  auditAction?: string | undefined;
  note?: Record<string, unknown> | undefined;
  subject?: AuditSubject | undefined;
}

/**
 * Adds a record of `kind` in the actor's organisation, in `tx`, with its audit entry (every field
 * set) and outbox event. Answers the stored row.
 */
export async function insertRecord(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  values: Record<string, unknown>,
  options: NewRecord = {},
): Promise<Record<string, unknown>> {
  const [inserted] = await tx
    .insert(tableOf(kind))
    .values({
      ...values,
      organisationId: actor.auth.user.organisation.id,
      ...(options.parentId ? { parentId: options.parentId } : {}),
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  const row = inserted as Record<string, unknown>;
  await writeChangeTrail(tx, actor, kind, {
    action: 'create',
    auditAction: options.auditAction,
    row,
    changes: { ...changedFields(kind, null, row), ...options.note },
    subject: options.subject,
  });
  return row;
}

/**
 * Adds many records of `kind` at once (a generated rota), in `tx`: the rows in a few statements,
 * each with its audit entry, and their outbox events (writeChangeTrails). For records no hook
 * judges; answers each stored record's id, organisation, parent and declared fields, in the
 * order given (the standard columns are the insert's own: its time, version 1, the actor).
 */
export async function insertRecords(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  values: readonly Record<string, unknown>[],
  options: Omit<NewRecord, 'parentId' | 'subject'> = {},
): Promise<Record<string, unknown>[]> {
  if (values.length === 0) return [];
  const organisationId = actor.auth.user.organisation.id;
  const rows = await insertJsonRows(
    tx,
    tableOf(kind),
    values.map((value) => ({
      ...value,
      organisationId,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })),
    ['id', 'organisationId', ...(kind.parent ? ['parentId'] : []), ...Object.keys(kind.fields)],
  );
  await writeChangeTrails(
    tx,
    actor,
    kind,
    rows.map((row) => ({
      action: 'create' as const,
      auditAction: options.auditAction,
      row,
      changes: { ...changedFields(kind, null, row), ...options.note },
    })),
  );
  return rows;
}

export interface UnkindChange {
  action: ChangeAction;
  /** The table's name in the trail and the outbox (`mar`), as its readers know it. */
  recordType: string;
  recordId: string;
  changes: Record<string, unknown>;
  subject?: AuditSubject | undefined;
  /**
   * The record whose organisation and branch the row shares (a dose: its client); absent for a
   * row of no branch (a chat message, which `audience` then keeps to its participants).
   */
  within?: { kind: RecordKind; id: string };
  /** Only these users are told of the change live (a conversation's participants). */
  audience?: readonly string[];
}

/**
 * The audit entry and outbox event of a change to a row that is not a declared record kind (a
 * dose on the MAR chart, kept append-only by its module), in the change's transaction.
 */
export async function noteChange(tx: Db, actor: Actor, change: UnkindChange): Promise<void> {
  const organisationId = actor.auth.user.organisation.id;
  await recordAudit(tx, {
    organisationId,
    actorUserId: actor.userId,
    action: change.action,
    recordType: change.recordType,
    recordId: change.recordId,
    changes: change.changes,
    ip: actor.ip,
    ...(change.subject ? { subject: change.subject } : {}),
  });
  await appendOutboxEvent(tx, {
    organisationId,
    branchId: change.within ? await branchOfRecord(tx, change.within.kind, change.within.id) : null,
    kind: change.recordType,
    action: EVENT_OF[change.action],
    recordId: change.recordId,
    audience: change.audience ?? null,
  });
}

export interface Action {
  /** What was done: `email.sent`, `export`, `account.switch`. */
  action: string;
  /** The kind of record (or thing) it was done to, and which one. */
  recordType: string;
  recordId?: string | null | undefined;
  changes?: Record<string, unknown> | null | undefined;
  subject?: AuditSubject | undefined;
  /** The organisation the entry belongs to; the actor's by default. */
  organisationId?: string | null | undefined;
}

/** Who did it: an actor, or just the user (null: the system) and address an entry names. */
export type ActionAuthor = Actor | { userId: string | null; ip?: string | null | undefined };

/**
 * The audit entry of something done that changes no stored record (an email sent, an export, a
 * refused attempt, a switch of account): call it with the transaction of whatever else the
 * action writes.
 */
export async function noteAction(db: Db, author: ActionAuthor, entry: Action): Promise<void> {
  await recordAudit(db, auditEntry(author, entry));
}

function auditEntry(author: ActionAuthor, entry: Action) {
  const organisationId =
    entry.organisationId !== undefined
      ? entry.organisationId
      : 'auth' in author
        ? author.auth.user.organisation.id
        : null;
  return {
    organisationId,
    actorUserId: author.userId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId ?? null,
    changes: entry.changes ?? null,
    ip: author.ip ?? null,
    ...(entry.subject ? { subject: entry.subject } : {}),
  };
}

/**
 * The audit entry of a read of a person's file (a section, a printed pack, a referee's form): the
 * one way an area records who looked.
 */
export async function auditRead(
  db: Db,
  author: ActionAuthor,
  entry: Omit<Action, 'action'>,
): Promise<void> {
  await noteAction(db, author, { ...entry, action: 'read' });
}

/** Several reads at once (each applicant a calendar shows), in one statement. */
export async function auditReads(
  db: Db,
  author: ActionAuthor,
  entries: Omit<Action, 'action'>[],
): Promise<void> {
  await recordAudit(
    db,
    ...entries.map((entry) => auditEntry(author, { ...entry, action: 'read' })),
  );
}

/** The actor of a hook's write: the store's own, or the request's caller. */
export function actorOf(ctx: HookContext): Actor {
  return ctx.actor ?? requestActor(ctx.auth, ctx.ip ?? null);
}
