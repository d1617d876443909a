import type { Db } from '@care360/db';
import { computedOnUpdate, type RecordKind, recordKind, uniqueMessage } from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import { claimFiles } from '../files/file-owners';
import { HttpError, notFound } from '../http/envelope';
import type { Services } from '../services';
import { writeChangeTrail } from './change-trail';
import { declaredHooks } from './declared-rules';
import type { Actor } from './record-actor';
import { combineHooks, inWriteTransaction, type RecordHooks } from './record-hooks';
import { checkReferences, uniqueViolationFields } from './record-integrity';
import { column, referenceTitles, scopeOf, tableOf, titlesObject } from './record-query';
import { changedFields, type Row, toApiFields, toApiRow } from './record-values';
import { checkRulesWithKeptValues } from './sensitive-fields';
import { claimVersion, type VersionedTable } from './version-claim';

export { type Actor, requestActor, systemActor } from './record-actor';
export {
  type ActionAuthor,
  actorOf,
  auditRead,
  auditReads,
  changeEachRecord,
  changeRecord,
  type FieldChange,
  insertRecord,
  insertRecords,
  noteAction,
  noteChange,
} from './record-changes';

/** Who writes, with what, and under which parent (nested kinds, as the request's path names it). */
export interface StoreCall {
  actor: Actor;
  services: Services;
  parentId?: string | undefined;
}

/** A record as the API answers it, with the titles of the records it refers to. */
export type TitledRow = Row & { _titles: Record<string, string | null> };

/**
 * The one way a record of a kind is created, changed, removed or restored, from a request or a
 * job. Each write is one transaction: organisation and branch scope (a record outside it is 404),
 * the version the writer read (a stale one is 409 with the current record and writes nothing),
 * the kind's declared rules and before hooks, the row, its audit entry and its outbox event. A
 * refusal anywhere rolls all of it back. After hooks run once it has committed.
 */
export interface RecordStore {
  kind: RecordKind;
  /** The kind's declared rules and own hooks as one set. */
  hooks: RecordHooks;
  /**
   * The kind's records the caller may address (live, or deleted to restore them), after checking
   * the parent is a live record they may see (404 otherwise).
   */
  scopeFor(
    db: Db,
    auth: AuthContext,
    parentId: string | undefined,
    state?: 'live' | 'deleted',
  ): Promise<SQL>;
  /** One record the caller may see, as the API answers it; 404 when there is none. */
  read(db: Db, auth: AuthContext, id: string, parentId?: string): Promise<TitledRow>;
  /**
   * Adds a record. `alongside` writes more in the same transaction (an idempotency key); a write
   * it refuses rolls the record back too.
   */
  create(
    call: StoreCall,
    values: Record<string, unknown>,
    alongside?: (tx: Db, id: string) => Promise<void>,
  ): Promise<TitledRow>;
  /** Saves the fields sent over the record at `version` (the one the writer read). */
  update(
    call: StoreCall,
    id: string,
    version: number,
    values: Record<string, unknown>,
  ): Promise<TitledRow>;
  /** Deletes a record so that it can be restored. */
  remove(call: StoreCall, id: string): Promise<void>;
  /** Brings a deleted record back. */
  restore(call: StoreCall, id: string): Promise<TitledRow>;
}

/** The store of one record kind with its own hooks beyond its declaration (declared rules run first). */
export function recordStore(kind: RecordKind, ownHooks: RecordHooks = {}): RecordStore {
  const hooks = combineHooks(declaredHooks(kind), ownHooks);
  const table = tableOf(kind);
  const noun = kind.singular.toLowerCase();
  const parent = kind.parent ? recordKind(kind.parent) : null;

  async function scopeFor(
    db: Db,
    auth: AuthContext,
    parentId: string | undefined,
    state: 'live' | 'deleted' = 'live',
  ): Promise<SQL> {
    if (parent && parentId) {
      const [found] = await db
        .select({ id: column(tableOf(parent), 'id') })
        .from(tableOf(parent))
        .where(and(eq(column(tableOf(parent), 'id'), parentId), scopeOf(parent, auth.user)));
      if (!found) throw notFound(parent.singular.toLowerCase());
    }
    return and(scopeOf(kind, auth.user, parentId, state), await hooks.scope?.({ auth, db })) as SQL;
  }

  async function read(db: Db, auth: AuthContext, id: string, parentId?: string) {
    const scope = await scopeFor(db, auth, parentId);
    const [found] = await db
      .select({ row: table, _titles: titlesObject(referenceTitles(kind)) })
      .from(table)
      .where(and(eq(column(table, 'id'), id), scope));
    if (!found) throw notFound(noun);
    return { ...toApiRow(kind, found.row), _titles: found._titles ?? {} } as TitledRow;
  }

  /** The record a delete or restore hook judges, locked until the write ends (404 if none). */
  async function lockedRow(tx: Db, id: string, scope: SQL): Promise<Record<string, unknown>> {
    const [found] = await tx
      .select()
      .from(table)
      .where(and(eq(column(table, 'id'), id), scope))
      .for('update');
    if (!found) throw notFound(noun);
    return found as Record<string, unknown>;
  }

  const writeContext = (call: StoreCall) => ({
    auth: call.actor.auth,
    services: call.services,
    ip: call.actor.ip ?? undefined,
    actor: call.actor,
    parentId: call.parentId,
  });
  const afterContext = (call: StoreCall) => ({
    auth: call.actor.auth,
    services: call.services,
    actor: call.actor,
  });

  async function create(
    call: StoreCall,
    values: Record<string, unknown>,
    alongside?: (tx: Db, id: string) => Promise<void>,
  ): Promise<TitledRow> {
    const { actor, services, parentId } = call;
    const { db } = services;
    const organisationId = actor.auth.user.organisation.id;
    await scopeFor(db, actor.auth, parentId);
    await checkReferences(db, kind, values, actor.auth.user);
    let id: string;
    try {
      id = await inWriteTransaction(kind, writeContext(call), async (tx, ctx) => {
        await hooks.beforeCreate?.({ values }, ctx);
        const [inserted] = await tx
          .insert(table)
          .values({
            ...values,
            organisationId,
            ...(parentId ? { parentId } : {}),
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning();
        const row = inserted as Record<string, unknown>;
        const newId = row.id as string;
        await claimFiles(tx, kind, newId, row, organisationId);
        await hooks.written?.({ action: 'create', before: null, after: toApiRow(kind, row) }, ctx);
        await writeChangeTrail(tx, actor, kind, {
          action: 'create',
          row,
          changes: changedFields(kind, null, row),
        });
        await alongside?.(tx, newId);
        return newId;
      });
    } catch (error) {
      throw uniqueFailure(kind, error);
    }
    const created = await read(db, actor.auth, id, parentId);
    await hooks.afterCreate?.(created, afterContext(call));
    return created;
  }

  async function update(
    call: StoreCall,
    id: string,
    version: number,
    sent: Record<string, unknown>,
  ): Promise<TitledRow> {
    const { actor, services, parentId } = call;
    const { db } = services;
    const values = { ...sent };
    let before: Row | null = null;
    const scope = await scopeFor(db, actor.auth, parentId);
    try {
      await inWriteTransaction(kind, writeContext(call), async (tx, ctx) => {
        const current = await lockedRow(tx, id, scope);
        const existing = toApiRow(kind, current);
        before = existing;
        await claimVersion(
          tx,
          table as VersionedTable,
          id,
          version,
          async () =>
            new HttpError(
              409,
              `Someone else saved this ${noun} while you were editing it. Your changes are kept: compare them with the newer values and save again.`,
              {},
              {},
              { current: await read(tx, actor.auth, id, parentId) },
            ),
        );
        checkRulesWithKeptValues(kind, toApiFields(kind, current), values);
        Object.assign(values, computedOnUpdate(kind, toApiFields(kind, current), values));
        // Only now: a record the caller cannot see answers 404 whatever the body holds.
        await checkReferences(tx, kind, values, actor.auth.user, id);
        await hooks.beforeUpdate?.({ id, existing, values }, ctx);
        const changes = changedFields(kind, current, values);
        // The version is claimed all the same, or a save of nothing and a real change could
        // both pass on one version; there is nothing to audit or announce.
        if (Object.keys(changes).length === 0) return;
        await claimFiles(tx, kind, id, values, actor.auth.user.organisation.id);
        const [updated] = await tx
          .update(table)
          .set({ ...values, updatedAt: new Date(), updatedBy: actor.userId })
          .where(eq(column(table, 'id'), id))
          .returning();
        await writeChangeTrail(tx, actor, kind, {
          action: 'update',
          row: updated as Record<string, unknown>,
          changes,
        });
        const saved = toApiRow(kind, updated as Record<string, unknown>);
        await hooks.written?.({ action: 'update', before: existing, after: saved }, ctx);
      });
    } catch (error) {
      throw uniqueFailure(kind, error);
    }
    const after = await read(db, actor.auth, id, parentId);
    if (before) await hooks.afterUpdate?.(before, after, afterContext(call));
    return after;
  }

  /** Deletes (soft) or restores one record in its scope, with a new version, audit and event. */
  async function setDeleted(call: StoreCall, id: string, action: 'delete' | 'restore') {
    const { actor, services, parentId } = call;
    const scope = await scopeFor(
      services.db,
      actor.auth,
      parentId,
      action === 'delete' ? 'live' : 'deleted',
    );
    const judge = action === 'delete' ? hooks.beforeDelete : hooks.beforeRestore;
    await inWriteTransaction(kind, writeContext(call), async (tx, ctx) => {
      if (judge) {
        const existing = toApiRow(kind, await lockedRow(tx, id, scope));
        await judge({ id, existing }, ctx);
      }
      const [changed] = await tx
        .update(table)
        .set({
          deletedAt: action === 'delete' ? new Date() : null,
          version: sql`${column(table, 'version')} + 1`,
          updatedBy: actor.userId,
        })
        .where(and(eq(column(table, 'id'), id), scope))
        .returning();
      if (!changed) throw notFound(noun);
      await writeChangeTrail(tx, actor, kind, {
        action,
        row: changed as Record<string, unknown>,
        changes: null,
      });
      const after = toApiRow(kind, changed as Record<string, unknown>);
      await hooks.written?.({ action, before: null, after }, ctx);
    });
  }

  async function remove(call: StoreCall, id: string): Promise<void> {
    await setDeleted(call, id, 'delete');
    await hooks.afterDelete?.(id, afterContext(call));
  }

  async function restore(call: StoreCall, id: string): Promise<TitledRow> {
    try {
      await setDeleted(call, id, 'restore');
    } catch (error) {
      throw uniqueFailure(kind, error);
    }
    return read(call.services.db, call.actor.auth, id, call.parentId);
  }

  return { kind, hooks, scopeFor, read, create, update, remove, restore };
}

/** A unique constraint of the kind broken by a write: a 400 at its field, as a form shows it. */
function uniqueFailure(kind: RecordKind, error: unknown): unknown {
  const keys = uniqueViolationFields(kind, error);
  if (!keys?.[0]) return error;
  return new HttpError(400, 'Please correct the highlighted fields.', {
    [keys[0]]: [uniqueMessage(kind, keys)],
  });
}
