import { type Db, schema } from '@care360/db';
import {
  deletedIdAnswer,
  displayValue,
  historyAnswer,
  listedFields,
  ownerReadPermissions,
  type RecordKind,
  recordAnswer,
  recordKind,
  recordListAnswer,
} from '@care360/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditExport } from '../audit/export-audit';
import type { AuthContext } from '../auth/auth-context';
import { HttpError, notFound } from '../http/envelope';
import { type AnyRoute, defineRoute, FILE_ANSWER } from '../http/route';
import { pageOf } from '../lists/keyset';
import type { Services } from '../services';
import { csvLine } from './csv';
import { deletedRecordRoutes } from './deleted-routes';
import type { RecordHooks } from './record-hooks';
import { pgErrorOf } from './record-integrity';
import { apiBasePattern } from './record-paths';
import { type ListQuery, listPage, listQuerySchema } from './record-query';
import { readRecord } from './record-read';
import { recordStore, requestActor, type StoreCall, type TitledRow } from './record-store';
import { listRowMapper, toApiRow } from './record-values';
import { requestFingerprint } from './request-fingerprint';
import { revealRoutes } from './reveal-routes';
import { exportedFields } from './sensitive-fields';

const EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 1_000;

export type { HookContext, RecordHooks } from './record-hooks';

/**
 * Every route of one record kind: list, export, get, create, update, delete, restore, history.
 * `ownHooks` are the kind's rules and side effects beyond its declaration; its declared write
 * rules (declared-rules.ts) run first. Every write is the record store's (record-store.ts): the
 * routes only read the request and shape the answer.
 */
export function recordRoutes(kind: RecordKind, ownHooks: RecordHooks = {}): AnyRoute[] {
  const store = recordStore(kind, ownHooks);
  const { hooks, scopeFor } = store;
  const readOne = store.read;
  const base = apiBasePattern(kind);
  const noun = kind.singular.toLowerCase();
  const parent = kind.parent ? recordKind(kind.parent) : null;
  const params = z.object({ id: z.uuid(), ...(parent ? { parentId: z.uuid() } : {}) });
  const parentParams = z.object(parent ? { parentId: z.uuid() } : {});
  const query = listQuerySchema(kind);
  const listed = listedFields(kind);
  const toListRow = listRowMapper(kind, listed);

  /** The kind's scope hook: which records the caller may see beyond organisation and branch. */
  const hookScope = (db: Db, auth: AuthContext) => hooks.scope?.({ auth, db });

  /** The store call of a request: its caller, its services and the parent its path names. */
  const callOf = (
    auth: AuthContext,
    request: { ip: string },
    services: Services,
    parentId: string | undefined,
  ): StoreCall => ({
    actor: { ...requestActor(auth, request.ip), notices: [] },
    services,
    parentId,
  });
  /** The route's message, then what the write's hooks did beside it (Actor.notices). */
  const told = (message: string, call: StoreCall) =>
    [message, ...(call.actor.notices ?? [])].join(' ');

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
      const key = idempotencyKey(request.headers['idempotency-key']);
      const fingerprint = key ? requestFingerprint(request.url, body) : null;
      const earlier = key ? await findIdempotent(db, auth, key, kind, fingerprint) : null;
      if (earlier)
        return {
          data: await readOne(db, auth, earlier, parentId),
          statusCode: 201,
          message: `${kind.singular} added.`,
        };
      let created: TitledRow;
      const call = callOf(auth, request, services, parentId);
      try {
        created = await store.create(
          call,
          body,
          key
            ? async (tx, id) => {
                await tx.insert(schema.idempotencyKeys).values({
                  userId: auth.user.id,
                  key,
                  recordKind: kind.name,
                  recordId: id,
                  requestHash: fingerprint,
                });
              }
            : undefined,
        );
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
        throw error;
      }
      reply.header('location', `${request.url.split('?')[0]}/${created.id}`);
      return { data: created, statusCode: 201, message: told(`${kind.singular} added.`, call) };
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
      const { id, parentId } = p as { id: string; parentId?: string };
      const { version, ...values } = body;
      const call = callOf(auth, request, services, parentId);
      const after = await store.update(call, id, version, values);
      return { data: after, message: told(`${kind.singular} saved.`, call) };
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
      const { id, parentId } = p as { id: string; parentId?: string };
      const call = callOf(auth, request, services, parentId);
      await store.remove(call, id);
      return { data: { id }, message: told(`${kind.singular} deleted.`, call) };
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
      const { id, parentId } = p as { id: string; parentId?: string };
      const call = callOf(auth, request, services, parentId);
      const restored = await store.restore(call, id);
      return { data: restored, message: told(`${kind.singular} restored.`, call) };
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
  const owners = ownerReadPermissions(kind);
  for (const route of routes) {
    route.record = kind.name;
    if (owners.length) route.owners = owners;
  }
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
