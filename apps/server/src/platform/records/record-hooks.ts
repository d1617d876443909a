import { type Db, schema } from '@care360/db';
import { type RecordKind, recordKind } from '@care360/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import { HttpError } from '../http/envelope';
import type { Services } from '../services';
import type { Actor } from './record-actor';
import { column, tableOf } from './record-query';
import type { Row } from './record-values';

export interface HookContext {
  auth: AuthContext;
  services: Services;
  /** The caller's address, for an audit entry the hook writes. */
  ip?: string;
  /** Who writes (a person, or the system for a job): for a change a hook makes through the store. */
  actor?: Actor;
}

/**
 * What a before hook works with: it runs inside the write's transaction (`db`, and `services.db`
 * too), so what it reads is what the write is judged on, and a refusal (a thrown HttpError, e.g.
 * `refusal(field, message)`) rolls everything back: no row, no audit entry.
 */
export interface WriteContext extends HookContext {
  db: Db;
  /** The record this one belongs to (nested kinds), as the request's path names it. */
  parentId: string | undefined;
  /**
   * Locks the record this one belongs to (its parent; for a top-level kind, the organisation)
   * until the transaction ends, so that a rule over siblings ("no overlapping holidays") read
   * after it cannot be passed by two saves at once: the second waits, then sees the first.
   */
  lockOwner(): Promise<void>;
  /**
   * A write that must outlast a refusal (the audit of a refused attempt): run once the
   * transaction has rolled back, and only then.
   */
  keepOnRefusal(write: (db: Db) => Promise<void>): void;
}

/** A change about to be written: the values sent and, for an existing record, the stored one. */
export interface CreateWrite {
  values: Record<string, unknown>;
}
export interface UpdateWrite {
  id: string;
  /** The stored record as the API answers it, locked for this transaction. */
  existing: Row;
  values: Record<string, unknown>;
}
export interface RemoveWrite {
  id: string;
  existing: Row;
}
/** A change as it was just written: the record before it (an update's) and as stored now. */
export interface WrittenChange {
  action: 'create' | 'update' | 'delete' | 'restore';
  /** The stored record before an update; null otherwise. */
  before: Row | null;
  /** The record as the change left it (a deleted one too). */
  after: Row;
}

/**
 * A kind's own rules and side effects beyond its declaration (authority:
 * modules/people/authority.ts). Before hooks run in the write's transaction, after the engine's
 * own checks: one that throws refuses the change and nothing of it is written. `written` runs in
 * the same transaction once the change is written, for what must be true together with it. After
 * hooks run once the change is committed (emails, ending sessions).
 */
export interface RecordHooks {
  beforeCreate?(write: CreateWrite, ctx: WriteContext): Promise<void>;
  beforeUpdate?(write: UpdateWrite, ctx: WriteContext): Promise<void>;
  beforeDelete?(write: RemoveWrite, ctx: WriteContext): Promise<void>;
  beforeRestore?(write: RemoveWrite, ctx: WriteContext): Promise<void>;
  /**
   * State the server derives from the change (a person's compliance from their checks), worked
   * out in the change's transaction: it is committed with the change or not at all, and stored
   * before the answer is sent. Throwing rolls the change back.
   */
  written?(change: WrittenChange, ctx: WriteContext): Promise<void>;
  afterCreate?(row: Row, ctx: HookContext): Promise<void>;
  afterUpdate?(before: Row, after: Row, ctx: HookContext): Promise<void>;
  afterDelete?(id: string, ctx: HookContext): Promise<void>;
  /**
   * Which of the kind's records the caller may see at all, as a condition on its table (a carer
   * sees only the notes they wrote): applied to the list, its count, the CSV export, the
   * recently deleted list and every route addressing one record, so a record outside it answers
   * 404 as one of another organisation does.
   */
  scope?(ctx: { auth: AuthContext; db: Db }): SQL | undefined | Promise<SQL | undefined>;
  /**
   * Which records a reference field of this kind may be set to, as a condition on the referred
   * kind's table (the roles a user form may give): narrows that field's options.
   */
  optionScopes?: Record<string, (ctx: HookContext) => Promise<SQL | undefined>>;
  /**
   * Why the caller may not change this record although they may change the kind (authority, a
   * locked record): sent as `_readOnly` with the record, so its edit page is view only and says
   * why.
   */
  readOnlyReason?(row: Row, ctx: HookContext): Promise<string | null>;
}

/** A refusal shown at one field of the form: 400, nothing written. */
export function refusal(field: string, message: string): HttpError {
  return new HttpError(400, 'Please correct the highlighted fields.', { [field]: [message] });
}

const SEQUENTIAL = [
  'beforeCreate',
  'beforeUpdate',
  'beforeDelete',
  'beforeRestore',
  'written',
  'afterCreate',
  'afterUpdate',
  'afterDelete',
] as const;

/**
 * Several sets of hooks as one: each before and after hook in turn (the first refusal wins),
 * scopes and option scopes together, the first read-only reason.
 */
export function combineHooks(...sets: (RecordHooks | undefined)[]): RecordHooks {
  const all = sets.filter((set): set is RecordHooks => set !== undefined);
  if (all.length <= 1) return all[0] ?? {};
  // Only the steps some set has: the engine skips work for a step no hook takes.
  const steps = Object.fromEntries(
    SEQUENTIAL.filter((key) => all.some((set) => set[key])).map((key) => [
      key,
      async (...args: unknown[]) => {
        for (const set of all) {
          await (set[key] as ((...a: unknown[]) => Promise<void>) | undefined)?.(...args);
        }
      },
    ]),
  ) as Pick<RecordHooks, (typeof SEQUENTIAL)[number]>;
  const optionScopes = Object.assign({}, ...all.map((set) => set.optionScopes ?? {}));
  return {
    ...steps,
    ...(all.some((set) => set.scope)
      ? {
          async scope(ctx) {
            const conditions = await Promise.all(all.map((set) => set.scope?.(ctx)));
            return and(...conditions);
          },
        }
      : {}),
    ...(Object.keys(optionScopes).length ? { optionScopes } : {}),
    ...(all.some((set) => set.readOnlyReason)
      ? {
          async readOnlyReason(row, ctx) {
            for (const set of all) {
              const reason = await set.readOnlyReason?.(row, ctx);
              if (reason) return reason;
            }
            return null;
          },
        }
      : {}),
  };
}

/**
 * Runs a write in one transaction with the context its before hooks get. A refusal rolls the
 * whole write back; then the writes kept for it (keepOnRefusal) are made, and it is rethrown.
 */
export async function inWriteTransaction<T>(
  kind: RecordKind,
  ctx: HookContext & { parentId: string | undefined },
  run: (tx: Db, writeCtx: WriteContext) => Promise<T>,
): Promise<T> {
  const kept: ((db: Db) => Promise<void>)[] = [];
  try {
    return await ctx.services.db.transaction((tx) =>
      run(tx, {
        ...ctx,
        db: tx,
        services: { ...ctx.services, db: tx },
        lockOwner: () => lockOwner(tx, kind, ctx.auth, ctx.parentId),
        keepOnRefusal: (write) => {
          kept.push(write);
        },
      }),
    );
  } catch (error) {
    for (const keep of kept) await keep(ctx.services.db);
    throw error;
  }
}

/**
 * Locks the parent record (of the caller's organisation) or, for a top-level kind, the
 * organisation. FOR NO KEY UPDATE: saves that lock it wait for each other, while inserting a
 * child (which takes FOR KEY SHARE through its foreign key) does not wait for them.
 */
async function lockOwner(
  tx: Db,
  kind: RecordKind,
  auth: AuthContext,
  parentId: string | undefined,
): Promise<void> {
  const organisationId = auth.user.organisation.id;
  if (kind.parent && parentId) {
    const table = tableOf(recordKind(kind.parent));
    await tx
      .select({ id: column(table, 'id') })
      .from(table)
      .where(
        and(eq(column(table, 'id'), parentId), eq(column(table, 'organisationId'), organisationId)),
      )
      .for('no key update');
    return;
  }
  const { organisations } = schema;
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('no key update');
}
