import { type Db, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HttpError } from '../http/envelope';
import type { Services } from '../services';
import { column, tableOf } from './record-query';
import { type Actor, recordStore, systemActor } from './record-store';

/**
 * The record store on its own, as a module or a job calls it: a client's log entries (nested in
 * a client, so in the client's branch) written by the system and by a user limited to a branch.
 */

let t: TestApp;
let services: Services;
const logs = recordKind('client-logs');
const logTable = tableOf(logs);
const clients = tableOf(recordKind('clients'));
const branchOf: Record<string, string> = {};
const clientOf: Record<string, string> = {};
let otherOrganisation: string;

beforeAll(async () => {
  t = await createTestApp();
  // The hooks of these tests read only the transaction's db.
  services = { db: t.db } as Services;
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    if (!branch.name) continue;
    branchOf[branch.name] = branch.id;
    const [client] = await t.db
      .select({ id: column(clients, 'id') })
      .from(clients)
      .where(and(eq(column(clients, 'branch'), branch.id), isNull(column(clients, 'deletedAt'))))
      .limit(1);
    if (client) clientOf[branch.name] = client.id as string;
  }
  const [other] = await t.db
    .select({ id: schema.organisations.id })
    .from(schema.organisations)
    .where(sql`${schema.organisations.id} <> ${t.organisationId}`)
    .limit(1);
  otherOrganisation = other?.id as string;
});
afterAll(() => t.close());

const system = () => systemActor(t.organisationId);
/** A person of the demo organisation whose role is limited to one branch. */
function limitedTo(branch: string): Actor {
  const actor = system();
  actor.auth.user.branchScope = { branchId: branchOf[branch] as string };
  return actor;
}
const entry = (text: string) =>
  logs.createSchema.parse({
    loggedAt: '2026-03-02T10:00:00.000Z',
    category: 'Phone call',
    loggedBy: 'Store test',
    entry: text,
  }) as Record<string, unknown>;

/** The transaction id that wrote each row: equal ids mean one transaction. */
const writtenBy = async (db: Db, table: unknown, where: SQL) => {
  const rows = await db
    .select({ xmin: sql<string>`xmin::text` })
    .from(table as typeof schema.auditLog)
    .where(where);
  return rows.map((row) => row.xmin);
};
const auditOf = (id: string) =>
  t.db
    .select({ action: schema.auditLog.action, xmin: sql<string>`${schema.auditLog}.xmin::text` })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.recordId, id))
    .orderBy(schema.auditLog.id);
const eventsOf = (id: string) =>
  t.db
    .select({
      action: schema.outboxEvents.action,
      kind: schema.outboxEvents.kind,
      organisationId: schema.outboxEvents.organisationId,
      branchId: schema.outboxEvents.branchId,
      xmin: sql<string>`${schema.outboxEvents}.xmin::text`,
    })
    .from(schema.outboxEvents)
    .where(eq(schema.outboxEvents.recordId, id))
    .orderBy(schema.outboxEvents.id);
const rowXmin = async (id: string) =>
  (await writtenBy(t.db, logTable, eq(column(logTable, 'id'), id)))[0];

describe('the record store', () => {
  const store = recordStore(logs);
  const call = (actor: Actor = system()) => ({
    actor,
    services,
    parentId: clientOf.Harrogate as string,
  });

  it('writes each change, its audit entry and its outbox event in one transaction', async () => {
    const created = await store.create(call(), entry('First call'));
    const afterCreate = await rowXmin(created.id);
    const changed = await store.update(call(), created.id, created.version, entry('Second call'));
    expect(changed.entry).toBe('Second call');
    expect(changed.version).toBe(created.version + 1);
    const afterUpdate = await rowXmin(created.id);
    await store.remove(call(), created.id);
    const afterRemove = await rowXmin(created.id);
    const restored = await store.restore(call(), created.id);
    const afterRestore = await rowXmin(created.id);
    expect(restored.version).toBe(created.version + 3);

    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
    const events = await eventsOf(created.id);
    expect(events.map((row) => row.action)).toEqual(['created', 'updated', 'deleted', 'restored']);
    for (const event of events) {
      expect(event).toMatchObject({
        kind: 'client-logs',
        organisationId: t.organisationId,
        // A log entry is in its client's branch.
        branchId: branchOf.Harrogate,
      });
    }
    // Each of the four writes: the row, its audit entry and its event by one transaction.
    const rowTransactions = [afterCreate, afterUpdate, afterRemove, afterRestore];
    expect(new Set(rowTransactions).size).toBe(4);
    expect(audit.map((row) => row.xmin)).toEqual(rowTransactions);
    expect(events.map((row) => row.xmin)).toEqual(rowTransactions);
  });

  it('rolls a change back with its audit entry and outbox event when a hook refuses it', async () => {
    const created = await store.create(call(), entry('Kept as it was'));
    const refusing = recordStore(logs, {
      async beforeUpdate({ values }, ctx) {
        // Written before the refusal, in the same transaction: rolled back with it.
        await ctx.db
          .update(logTable)
          .set({ loggedBy: 'Hook' })
          .where(eq(column(logTable, 'id'), created.id));
        if (values.entry === 'Refused') throw new HttpError(400, 'Refused by the hook.');
      },
      async beforeDelete() {
        throw new HttpError(409, 'Not deletable.');
      },
    });
    await expect(
      refusing.update(call(), created.id, created.version, entry('Refused')),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(refusing.remove(call(), created.id)).rejects.toMatchObject({ statusCode: 409 });
    const now = await store.read(t.db, system().auth, created.id, clientOf.Harrogate);
    expect(now).toMatchObject({ entry: 'Kept as it was', loggedBy: 'Store test' });
    expect(now.version).toBe(created.version);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['create']);
    expect((await eventsOf(created.id)).map((row) => row.action)).toEqual(['created']);
  });

  it('answers a stale version with 409 and the current record, and writes nothing', async () => {
    const created = await store.create(call(), entry('Version one'));
    await store.update(call(), created.id, created.version, entry('Version two'));
    const stale = await store
      .update(call(), created.id, created.version, entry('Lost update'))
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale).toMatchObject({
      statusCode: 409,
      data: { current: { id: created.id, entry: 'Version two', version: created.version + 1 } },
    });
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['create', 'update']);
    expect((await eventsOf(created.id)).map((row) => row.action)).toEqual(['created', 'updated']);
  });

  it("does not find another organisation's record", async () => {
    const created = await store.create(call(), entry('Ours'));
    const outsider = systemActor(otherOrganisation);
    for (const write of [
      () => store.update(call(outsider), created.id, created.version, entry('Theirs')),
      () => store.remove(call(outsider), created.id),
    ]) {
      await expect(write()).rejects.toMatchObject({ statusCode: 404 });
    }
    const now = await store.read(t.db, system().auth, created.id, clientOf.Harrogate);
    expect(now.entry).toBe('Ours');
    expect((await eventsOf(created.id)).map((row) => row.action)).toEqual(['created']);
  });

  it("refuses a user limited to one branch a write to another branch's record", async () => {
    const created = await store.create(call(), entry('Harrogate only'));
    const leeds = limitedTo('Leeds Central');
    await expect(
      store.update(call(leeds), created.id, created.version, entry('From Leeds')),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(store.remove(call(leeds), created.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      store.create({ ...call(leeds), parentId: clientOf.Harrogate }, entry('Into Harrogate')),
    ).rejects.toMatchObject({ statusCode: 404 });
    // Their own branch's record they may change.
    const harrogate = limitedTo('Harrogate');
    const saved = await store.update(call(harrogate), created.id, created.version, entry('Ok'));
    expect(saved.entry).toBe('Ok');
    expect((await eventsOf(created.id)).map((row) => row.action)).toEqual(['created', 'updated']);
  });
});
