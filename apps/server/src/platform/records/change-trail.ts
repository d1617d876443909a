import type { Db } from '@care360/db';
import { type RecordKind, recordKind } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditSubject, recordAudit } from '../audit/audit';
import { appendOutboxEvent, appendOutboxEvents, type OutboxEvent } from '../live/outbox';
import { rowsOf } from '../raw-rows';
import type { Actor } from './record-actor';
import { branchOwner, column, tableOf } from './record-query';
import { recordSubject } from './record-subject';

/** What happened to a record, as the audit trail names it. */
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore';

export const EVENT_OF = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
} as const;

export interface Change {
  action: ChangeAction;
  /** The audit entry's action when it says more than the change (`reference.overdue`). */
  auditAction?: string | undefined;
  /** The stored row after the change (its id, organisation and branch are read from it). */
  row: Record<string, unknown>;
  changes: Record<string, unknown> | null;
  /** Whose file the entry belongs to, when not the root of the record's parent chain. */
  subject?: AuditSubject | undefined;
}

/**
 * The audit entry and the outbox event of one change, written with the change's transaction so
 * all three stand or fall together. Only the record store calls it.
 */
export async function writeChangeTrail(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  change: Change,
): Promise<void> {
  const id = change.row.id as string;
  const organisationId = change.row.organisationId as string;
  await recordAudit(tx, {
    organisationId,
    actorUserId: actor.userId,
    action: change.auditAction ?? change.action,
    recordType: kind.name,
    recordId: id,
    changes: change.changes,
    ip: actor.ip,
    subject: change.subject ?? recordSubject(kind, id),
  });
  await appendOutboxEvent(tx, {
    organisationId,
    branchId: await branchOfRow(tx, kind, change.row),
    kind: kind.name,
    action: EVENT_OF[change.action],
    recordId: id,
  });
}

/** The branch of the record `id` of `kind` (see branchOfRow); null when there is none. */
export async function branchOfRecord(tx: Db, kind: RecordKind, id: string): Promise<string | null> {
  const owner = branchOwner(kind);
  if (!owner) return null;
  const table = tableOf(kind);
  const [found] = await tx
    .select({
      id: column(table, 'id'),
      ...(kind.parent ? { parentId: column(table, 'parentId') } : {}),
      ...(kind === owner
        ? { [owner.branchField as string]: column(table, owner.branchField as string) }
        : {}),
    })
    .from(table)
    .where(eq(column(table, 'id'), id));
  return found ? branchOfRow(tx, kind, found as Record<string, unknown>) : null;
}

/**
 * The branch a record belongs to: its declared branch field, or its nearest ancestor's for a
 * nested kind (a client's medicine is in the client's branch); null for a kind without one.
 */
async function branchOfRow(
  tx: Db,
  kind: RecordKind,
  row: Record<string, unknown>,
): Promise<string | null> {
  const owner = branchOwner(kind);
  if (!owner) return null;
  let current = kind;
  let values = row;
  while (current !== owner) {
    const parent = recordKind(current.parent as string);
    const table = tableOf(parent);
    const [found] = await tx
      .select({
        ...(parent.parent ? { parentId: column(table, 'parentId') } : {}),
        ...(parent === owner
          ? { [owner.branchField as string]: column(table, owner.branchField as string) }
          : {}),
      })
      .from(table)
      .where(eq(column(table, 'id'), values.parentId as string));
    if (!found) return null;
    current = parent;
    values = found as Record<string, unknown>;
  }
  return (values[owner.branchField as string] as string | null) ?? null;
}

/**
 * The audit entries of many records made at once (a generated rota), one per record as
 * writeChangeTrail writes it, in a few statements; and one outbox event per branch. A watcher
 * refreshes the kind's lists on an event whatever its record, so a nightly run of 170,000 visits
 * wakes each open screen once, not 170,000 times. Only the record store calls it.
 */
export async function writeChangeTrails(
  tx: Db,
  actor: Actor,
  kind: RecordKind,
  changes: readonly Change[],
): Promise<void> {
  if (changes.length === 0) return;
  const branches = new Map<string, string | null>();
  const subjects = new Map<string, AuditSubject>();
  const entries = [];
  const events = new Map<string, OutboxEvent>();
  for (const change of changes) {
    const id = change.row.id as string;
    const organisationId = change.row.organisationId as string;
    // A nested kind's records of one parent share its branch: looked up once.
    const branchKey = kind.parent ? String(change.row.parentId) : id;
    if (!branches.has(branchKey)) branches.set(branchKey, await branchOfRow(tx, kind, change.row));
    // …and their subject: looked up once too, so the entries go as plain values in one statement
    // (a subquery per entry made 10,000 invoice lines' entries take seconds).
    if (!change.subject && kind.parent && changes.length > 1 && !subjects.has(branchKey)) {
      subjects.set(branchKey, await subjectOfParent(tx, kind, branchKey));
    }
    entries.push({
      organisationId,
      actorUserId: actor.userId,
      action: change.auditAction ?? change.action,
      recordType: kind.name,
      recordId: id,
      changes: change.changes,
      ip: actor.ip,
      subject: change.subject ?? subjects.get(branchKey) ?? recordSubject(kind, id),
    });
    const branchId = branches.get(branchKey) ?? null;
    const action = EVENT_OF[change.action];
    const eventKey = `${organisationId} ${branchId} ${action}`;
    const seen = events.get(eventKey);
    if (seen) seen.recordId = null;
    else events.set(eventKey, { organisationId, branchId, kind: kind.name, action, recordId: id });
  }
  // Rows sent as one JSON parameter a statement, in slices the server parses at ease.
  for (let at = 0; at < entries.length; at += 5000) {
    await recordAudit(tx, ...entries.slice(at, at + 5000));
  }
  await appendOutboxEvents(tx, [...events.values()]);
}

/** The subject of a nested kind's records under one parent, as a plain value. */
async function subjectOfParent(tx: Db, kind: RecordKind, parentId: string): Promise<AuditSubject> {
  const subject = recordSubject(kind, parentId, sql`${parentId}`);
  const rows = await tx.execute(sql`select ${subject.id} as id`);
  const [found] = rowsOf<{ id: string | null }>(rows);
  return { type: subject.type, id: found?.id ?? null };
}
