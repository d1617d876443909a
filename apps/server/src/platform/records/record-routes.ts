import { type Db, schema } from '@care360/db';
import {
  computedOnUpdate,
  deletedIdAnswer,
  displayValue,
  historyAnswer,
  listedFields,
  type RecordKind,
  recordAnswer,
  recordKind,
  recordListAnswer,
  uniqueMessage,
} from '@care360/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import { auditExport } from '../audit/export-audit';
import type { AuthContext } from '../auth/auth-context';
import { claimFiles } from '../files/file-owners';
import { HttpError, notFound } from '../http/envelope';
import { type AnyRoute, defineRoute, FILE_ANSWER } from '../http/route';
import { pageOf } from '../lists/keyset';
import { appendRecordEvent } from '../live/record-event';
import { csvLine } from './csv';
import { declaredHooks } from './declared-rules';
import { deletedRecordRoutes } from './deleted-routes';
import { combineHooks, inWriteTransaction, type RecordHooks } from './record-hooks';
import { checkReferences, pgErrorOf, uniqueViolationFields } from './record-integrity';
import { apiBasePattern } from './record-paths';
import {
  column,
  type ListQuery,
  listPage,
  listQuerySchema,
  referenceTitles,
  scopeOf,
  tableOf,
  titlesObject,
} from './record-query';
import { readRecord } from './record-read';
import { recordSubject } from './record-subject';
import { changedFields, listRowMapper, type Row, toApiFields, toApiRow } from './record-values';
import { requestFingerprint } from './request-fingerprint';
import { revealRoutes } from './reveal-routes';
import { checkRulesWithKeptValues, exportedFields } from './sensitive-fields';
import { claimVersion, type VersionedTable } from './version-claim';

const EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 1_000;

export type { HookContext, RecordHooks } from './record-hooks';

/**
 * Every route of one record kind: list, export, get, create, update, delete, restore, history.
 * `ownHooks` are the kind's rules and side effects beyond its declaration; its declared write
 * rules (declared-rules.ts) run first.
 */
export function recordRoutes(kind: RecordKind, ownHooks: RecordHooks = {}): AnyRoute[] {
  const hooks = combineHooks(declaredHooks(kind), ownHooks);
  const base = apiBasePattern(kind);
  const table = tableOf(kind);
  const noun = kind.singular.toLowerCase();
  const parent = kind.parent ? recordKind(kind.parent) : null;
  const params = z.object({ id: z.uuid(), ...(parent ? { parentId: z.uuid() } : {}) });
  const parentParams = z.object(parent ? { parentId: z.uuid() } : {});
  const query = listQuerySchema(kind);
  const listed = listedFields(kind);
  const toListRow = listRowMapper(kind, listed);

  /** The kind's scope hook: which records the caller may see beyond organisation and branch. */
  const hookScope = (db: Db, auth: AuthContext) => hooks.scope?.({ auth, db });

  /**
   * The records the caller may address (live, or deleted to restore them). The parent must be a
   * live record of the caller's organisation, or the path names nothing.
   */
  async function scopeFor(
    db: Db,
    auth: AuthContext,
    parentId: string | undefined,
    state: 'live' | 'deleted' = 'live',
  ) {
    if (parent && parentId) {
      const [found] = await db
        .select({ id: column(tableOf(parent), 'id') })
        .from(tableOf(parent))
        .where(and(eq(column(tableOf(parent), 'id'), parentId), scopeOf(parent, auth.user)));
      if (!found) throw notFound(parent.singular.toLowerCase());
    }
    return and(scopeOf(kind, auth.user, parentId, state), await hookScope(db, auth)) as SQL;
  }

  async function readOne(db: Db, auth: AuthContext, id: string, parentId?: string) {
    const scope = await scopeFor(db, auth, parentId);
    const [found] = await db
      .select({ row: table, _titles: titlesObject(referenceTitles(kind)) })
      .from(table)
      .where(and(eq(column(table, 'id'), id), scope));
    if (!found) throw notFound(noun);
    return { ...toApiRow(kind, found.row), _titles: found._titles ?? {} };
  }

  const audit = (
    db: Db,
    auth: AuthContext,
    ip: string,
    action: string,
    id: string,
    changes: object | null,
  ) =>
    recordAudit(db, {
      organisationId: auth.user.organisation.id,
      actorUserId: auth.user.id,
      action,
      recordType: kind.name,
      recordId: id,
      changes: changes as Record<string, unknown> | null,
      ip,
      subject: recordSubject(kind, id),
    });

  /** The record a delete or restore hook judges, locked until the write ends (404 if none). */
  async function lockedRow(tx: Db, id: string, scope: SQL): Promise<Row> {
    const [found] = await tx
      .select()
      .from(table)
      .where(and(eq(column(table, 'id'), id), scope))
      .for('update');
    if (!found) throw notFound(noun);
    return toApiRow(kind, found as Record<string, unknown>);
  }

  /**
   * Deletes (soft) or restores one record in its scope, with a new version and its audit entry;
   * 404 when the scope holds no such record.
   */
  async function setDeleted(
    tx: Db,
    auth: AuthContext,
    ip: string,
    id: string,
    scope: SQL | undefined,
    action: 'delete' | 'restore',
  ) {
    const changed = await tx
      .update(table)
      .set({
        deletedAt: action === 'delete' ? new Date() : null,
        version: sql`${column(table, 'version')} + 1`,
        updatedBy: auth.user.id,
      })
      .where(and(eq(column(table, 'id'), id), scope))
      .returning({ id: column(table, 'id') });
    if (changed.length === 0) throw notFound(noun);
    await audit(tx, auth, ip, action, id, null);
    await appendRecordEvent(
      tx,
      kind,
      auth.user.organisation.id,
      id,
      action === 'delete' ? 'deleted' : 'restored',
    );
  }

  const list = defineRoute({
    method: 'GET',
    url: base,
    access: { permission: kind.permissions.read },
    summary: `List ${kind.plural}`,
    answer: recordListAnswer(kind),
    query,
    params: parentParams,
    async handler({ auth, query: q, params: p, services: { db } }) {
      const parentId = (p as { parentId?: string }).parentId;
      await scopeFor(db, auth, parentId);
      const { rows, count } = await listPage(db, kind, q as ListQuery, auth.user, parentId, {
        fields: listed,
        scope: await hookScope(db, auth),
      });
      const sort = (q as ListQuery).sort;
      return {
        data: pageOf(
          rows,
          (q as ListQuery).limit,
          (row) => [cursorValue(row[sort]), row.id as string],
          toListRow,
          count,
        ),
      };
    },
  });

  const exportCsv = defineRoute({
    method: 'GET',
    url: `${base}/export.csv`,
    access: { permission: kind.permissions.read },
    summary: `Export ${kind.plural} as CSV`,
    answer: FILE_ANSWER,
    query: query.omit({ cursor: true, limit: true }),
    params: parentParams,
    async handler({ auth, query: q, params: p, request, services: { db } }) {
      const parentId = (p as { parentId?: string }).parentId;
      await scopeFor(db, auth, parentId);
      const scope = await hookScope(db, auth);
      const keys = exportedFields(kind);
      let exportedRows = 0;
      let csv = csvLine(keys.map((key) => kind.fields[key]?.label ?? key));
      let cursor: string | undefined;
      for (let exported = 0; exported < EXPORT_LIMIT; exported += EXPORT_BATCH) {
        const batchQuery = { ...(q as ListQuery), limit: EXPORT_BATCH, cursor } as ListQuery;
        const { rows } = await listPage(db, kind, batchQuery, auth.user, parentId, {
          counted: false,
          fields: keys,
          scope,
        });
        const page = pageOf(
          rows,
          EXPORT_BATCH,
          (row) => [cursorValue(row[batchQuery.sort]), row.id as string],
          (row) => row,
        );
        for (const row of page.items) {
          const titles = (row._titles ?? {}) as Record<string, string | null>;
          const api = toApiRow(kind, row);
          csv += csvLine(
            keys.map((key) => displayValue(kind.fields[key] as never, api[key], titles[key])),
          );
        }
        exportedRows += page.items.length;
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      await auditExport(db, auth, request.ip, kind, {
        format: 'CSV',
        rows: exportedRows,
        parentId: (p as { parentId?: string }).parentId,
        query: q as object,
      });
      const day = new Date().toISOString().slice(0, 10);
      return {
        data: null,
        raw: {
          contentType: 'text/csv; charset=utf-8',
          body: `\uFEFF${csv}`,
          filename: `${kind.name}-${day}.csv`,
        },
      };
    },
  });

  const get = defineRoute({
    method: 'GET',
    url: `${base}/:id`,
    access: { permission: kind.permissions.read },
    summary: `One ${noun}`,
    answer: recordAnswer(kind),
    params,
    resource: kind.name,
    async handler({ auth, params: p, request, services }) {
      const { db } = services;
      const { id, parentId } = p as { id: string; parentId?: string };
      // One statement reads the record and, for a person's file, writes its audit entry.
      const found = await readRecord(db, kind, auth, {
        id,
        parentId,
        ip: request.ip,
        scope: await hookScope(db, auth),
      });
      if (!found) {
        // Say which is missing, as every other route does: the parent, else the record.
        await scopeFor(db, auth, parentId);
        throw notFound(noun);
      }
      const row = { ...toApiRow(kind, found), _titles: found._titles as Record<string, string> };
      const readOnly = await hooks.readOnlyReason?.(row, { auth, services, ip: request.ip });
      return { data: readOnly ? { ...row, _readOnly: readOnly } : row };
    },
  });

  const create = defineRoute({
    method: 'POST',
    url: base,
    access: { permission: kind.permissions.create },
    summary: `Add a ${noun}`,
    answer: recordAnswer(kind),
    params: parentParams,
    body: kind.createSchema,
    async handler({ auth, body, params: p, request, reply, services }) {
      const { db } = services;
      const parentId = (p as { parentId?: string }).parentId;
      const writer = { auth, services, ip: request.ip, parentId };
      const key = idempotencyKey(request.headers['idempotency-key']);
      const fingerprint = key ? requestFingerprint(request.url, body) : null;
      const earlier = key ? await findIdempotent(db, auth, key, kind, fingerprint) : null;
      if (earlier)
        return {
          data: await readOne(db, auth, earlier, parentId),
          statusCode: 201,
          message: `${kind.singular} added.`,
        };
      await scopeFor(db, auth, parentId);
      await checkReferences(db, kind, body, auth.user);
      let id: string;
      try {
        id = await inWriteTransaction(kind, writer, async (tx, ctx) => {
          await hooks.beforeCreate?.({ values: body }, ctx);
          const [inserted] = await tx
            .insert(table)
            .values({
              ...body,
              organisationId: auth.user.organisation.id,
              ...(parentId ? { parentId } : {}),
              createdBy: auth.user.id,
              updatedBy: auth.user.id,
            })
            .returning();
          const row = inserted as Record<string, unknown>;
          await claimFiles(tx, kind, row.id as string, row, auth.user.organisation.id);
          await audit(
            tx,
            auth,
            request.ip,
            'create',
            row.id as string,
            changedFields(kind, null, row),
          );
          await appendRecordEvent(tx, kind, auth.user.organisation.id, row.id as string, 'created');
          if (key) {
            await tx.insert(schema.idempotencyKeys).values({
              userId: auth.user.id,
              key,
              recordKind: kind.name,
              recordId: row.id as string,
              requestHash: fingerprint,
            });
          }
          return row.id as string;
        });
      } catch (error) {
        // The same key sent twice at once: the other request made the record.
        if (key && pgErrorOf(error).constraint === 'idempotency_keys_user_id_key_pk') {
          const made = await findIdempotent(db, auth, key, kind, fingerprint);
          if (made)
            return {
              data: await readOne(db, auth, made, parentId),
              statusCode: 201,
              message: `${kind.singular} added.`,
            };
        }
        throw uniqueFailure(kind, error);
      }
      reply.header('location', `${request.url.split('?')[0]}/${id}`);
      const created = await readOne(db, auth, id, parentId);
      await hooks.afterCreate?.(created, { auth, services });
      return { data: created, statusCode: 201, message: `${kind.singular} added.` };
    },
  });

  const update = defineRoute({
    method: 'PUT',
    url: `${base}/:id`,
    access: { permission: kind.permissions.update },
    summary: `Save a ${noun}`,
    answer: recordAnswer(kind),
    params,
    resource: kind.name,
    body: kind.updateSchema,
    async handler({ auth, body, params: p, request, services }) {
      const { db } = services;
      let before: Row | null = null;
      const { id, parentId } = p as { id: string; parentId?: string };
      const scope = await scopeFor(db, auth, parentId);
      const { version, ...values } = body;
      try {
        await inWriteTransaction(
          kind,
          { auth, services, ip: request.ip, parentId },
          async (tx, ctx) => {
            const [found] = await tx
              .select()
              .from(table)
              .where(and(eq(column(table, 'id'), id), scope))
              .for('update');
            if (!found) throw notFound(noun);
            const current = found as Record<string, unknown>;
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
                  { current: await readOne(tx, auth, id, parentId) },
                ),
            );
            checkRulesWithKeptValues(kind, toApiFields(kind, current), values);
            Object.assign(values, computedOnUpdate(kind, toApiFields(kind, current), values));
            // Only now: a record the caller cannot see answers 404 whatever the body holds.
            await checkReferences(tx, kind, values, auth.user, id);
            await hooks.beforeUpdate?.({ id, existing, values }, ctx);
            const changes = changedFields(kind, current, values);
            if (Object.keys(changes).length === 0) return;
            await claimFiles(tx, kind, id, values, auth.user.organisation.id);
            await tx
              .update(table)
              .set({
                ...values,
                updatedAt: new Date(),
                updatedBy: auth.user.id,
              })
              .where(eq(column(table, 'id'), id));
            await audit(tx, auth, request.ip, 'update', id, changes);
            await appendRecordEvent(tx, kind, auth.user.organisation.id, id, 'updated');
          },
        );
      } catch (error) {
        throw uniqueFailure(kind, error);
      }
      const after = await readOne(db, auth, id, parentId);
      if (before) await hooks.afterUpdate?.(before, after, { auth, services });
      return { data: after, message: `${kind.singular} saved.` };
    },
  });

  const remove = defineRoute({
    method: 'DELETE',
    url: `${base}/:id`,
    access: { permission: kind.permissions.delete },
    summary: `Delete a ${noun} (it can be restored)`,
    answer: deletedIdAnswer,
    params,
    resource: kind.name,
    async handler({ auth, params: p, request, services }) {
      const { db } = services;
      const { id, parentId } = p as { id: string; parentId?: string };
      const scope = await scopeFor(db, auth, parentId);
      await inWriteTransaction(
        kind,
        { auth, services, ip: request.ip, parentId },
        async (tx, ctx) => {
          if (hooks.beforeDelete) {
            const existing = await lockedRow(tx, id, scope);
            await hooks.beforeDelete({ id, existing }, ctx);
          }
          await setDeleted(tx, auth, request.ip, id, scope, 'delete');
        },
      );
      await hooks.afterDelete?.(id, { auth, services });
      return { data: { id }, message: `${kind.singular} deleted.` };
    },
  });

  const restore = defineRoute({
    method: 'POST',
    url: `${base}/:id/restore`,
    access: { permission: kind.permissions.delete },
    summary: `Undo the deletion of a ${noun}`,
    answer: recordAnswer(kind),
    params,
    resource: kind.name,
    async handler({ auth, params: p, request, services }) {
      const { db } = services;
      const { id, parentId } = p as { id: string; parentId?: string };
      const scope = await scopeFor(db, auth, parentId, 'deleted');
      try {
        await inWriteTransaction(
          kind,
          { auth, services, ip: request.ip, parentId },
          async (tx, ctx) => {
            if (hooks.beforeRestore) {
              const existing = await lockedRow(tx, id, scope);
              await hooks.beforeRestore({ id, existing }, ctx);
            }
            await setDeleted(tx, auth, request.ip, id, scope, 'restore');
          },
        );
      } catch (error) {
        throw uniqueFailure(kind, error);
      }
      return { data: await readOne(db, auth, id, parentId), message: `${kind.singular} restored.` };
    },
  });

  const history = defineRoute({
    method: 'GET',
    url: `${base}/:id/history`,
    access: { permission: kind.permissions.read },
    summary: `Changes to a ${noun}`,
    answer: historyAnswer,
    params,
    resource: kind.name,
    async handler({ auth, params: p, services: { db } }) {
      const { id, parentId } = p as { id: string; parentId?: string };
      await readOne(db, auth, id, parentId);
      const { auditLog, users } = schema;
      const items = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorName: users.name,
          action: auditLog.action,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            eq(auditLog.organisationId, auth.user.organisation.id),
            eq(auditLog.recordType, kind.name),
            eq(auditLog.recordId, id),
            sql`${auditLog.action} <> 'read'`,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(500);
      return { data: { items } };
    },
  });

  const { operations } = kind;
  const routes = [
    list,
    exportCsv,
    get,
    ...(operations.create ? [create] : []),
    ...(operations.update ? [update] : []),
    ...(operations.delete
      ? [remove, restore, ...deletedRecordRoutes(kind, { base, parentParams, scopeFor })]
      : []),
    history,
    ...revealRoutes(kind, { base, params, scopeFor }),
  ];
  for (const route of routes) route.record = kind.name;
  return routes;
}

/** Cursor values must survive JSON: instants travel as ISO strings. */
function cursorValue(value: unknown): string | number | null {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : String(value);
}

function idempotencyKey(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  if (!/^[\w-]{8,100}$/.test(header)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
    );
  }
  return header;
}

async function findIdempotent(
  db: Db,
  auth: AuthContext,
  key: string,
  kind: RecordKind,
  fingerprint: string | null,
) {
  const [found] = await db
    .select({
      recordId: schema.idempotencyKeys.recordId,
      recordKind: schema.idempotencyKeys.recordKind,
      requestHash: schema.idempotencyKeys.requestHash,
    })
    .from(schema.idempotencyKeys)
    .where(
      and(eq(schema.idempotencyKeys.userId, auth.user.id), eq(schema.idempotencyKeys.key, key)),
    );
  if (found && found.recordKind !== kind.name) {
    throw new HttpError(422, 'That Idempotency-Key was already used for another kind of record.');
  }
  // A retry repeats its request; the same key with another one must not answer the first record.
  if (found?.requestHash && found.requestHash !== fingerprint) {
    throw new HttpError(422, 'That Idempotency-Key was already used with a different request.');
  }
  return found?.recordId ?? null;
}

function uniqueFailure(kind: RecordKind, error: unknown): unknown {
  const keys = uniqueViolationFields(kind, error);
  if (!keys?.[0]) return error;
  return new HttpError(400, 'Please correct the highlighted fields.', {
    [keys[0]]: [uniqueMessage(kind, keys)],
  });
}
