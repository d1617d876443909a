import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { column, tableOf } from './record-query';

/** "Recently deleted": every deletable kind's deleted records, restorable. */

let t: TestApp;
let admin: string;
const medications = recordKind('medications');
const clientLogs = recordKind('client-logs');
const clients = tableOf(recordKind('clients'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

interface DeletedRow {
  id: string;
  _deleted: { at: string; by: string | null };
  [key: string]: unknown;
}
const get = (url: string, cookie: string) => t.call({ method: 'GET', url, cookie });
const deletedIds = async (url: string, cookie: string) => {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as DeletedRow[]).map((row) => row.id);
};

async function clientOf(branchName: string): Promise<string> {
  const [found] = await t.db
    .select({ id: column(clients, 'id') })
    .from(clients)
    .innerJoin(schema.branches, eq(schema.branches.id, column(clients, 'branch')))
    .where(and(eq(schema.branches.name, branchName), isNull(column(clients, 'deletedAt'))))
    .limit(1);
  if (!found) throw new Error(`no client in ${branchName}`);
  return found.id as string;
}

describe('recently deleted records', () => {
  it('says on its first page how many are deleted, and a later page says nothing of it', async () => {
    const before = (await get('/api/v1/medications/deleted?limit=1', admin)).json().data;
    for (const name of ['Qzcounted one', 'Qzcounted two']) {
      const { row } = await createSample(t, admin, medications, { name });
      const removed = await t.call({
        method: 'DELETE',
        url: `/api/v1/medications/${row.id}`,
        cookie: admin,
      });
      expect(removed.statusCode).toBe(200);
    }
    const first = (await get('/api/v1/medications/deleted?limit=1', admin)).json().data;
    expect(first.items).toHaveLength(1);
    expect(first).toMatchObject({ total: (before.total ?? 0) + 2, totalCapped: false });
    const next = await get(
      `/api/v1/medications/deleted?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`,
      admin,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().data).not.toHaveProperty('total');
  });

  it('lists a deleted record with who deleted it and when, and restores it from there', async () => {
    const { row } = await createSample(t, admin, medications, { name: 'Qzdeleted tablets' });
    const before = Date.now();
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/medications/${row.id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);

    const response = await get('/api/v1/medications/deleted', admin);
    expect(response.statusCode).toBe(200);
    const listed = (response.json().data.items as DeletedRow[]).find((r) => r.id === row.id);
    expect(listed).toMatchObject({ name: 'Qzdeleted tablets' });
    expect(listed?._deleted.by).toBe(DEMO_USERS.admin.name);
    expect(new Date(listed?._deleted.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A live record is not "recently deleted".
    const live = await createSample(t, admin, medications, { name: 'Qzlive tablets' });
    expect(await deletedIds('/api/v1/medications/deleted', admin)).not.toContain(live.row.id);

    // The read is in the audit trail, as a list read.
    const [read] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'read'), eq(schema.auditLog.recordType, 'medications')),
      );
    expect(read?.changes).toEqual({ section: 'Recently deleted medications' });

    const restored = await t.call({
      method: 'POST',
      url: `/api/v1/medications/${row.id}/restore`,
      cookie: admin,
      payload: {},
    });
    expect(restored.statusCode).toBe(200);
    expect(await deletedIds('/api/v1/medications/deleted', admin)).not.toContain(row.id);
    expect((await get(`/api/v1/medications/${row.id}`, admin)).statusCode).toBe(200);
  });

  it('names who deleted a user, in the users kind too', async () => {
    const { row } = await createSample(t, admin, recordKind('users'));
    await t.call({ method: 'DELETE', url: `/api/v1/users/${row.id}`, cookie: admin });
    const response = await get('/api/v1/users/deleted', admin);
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json().data.items as DeletedRow[]).find((r) => r.id === row.id);
    expect(listed?._deleted.by).toBe(DEMO_USERS.admin.name);
  });

  it('pages newest deletion first', async () => {
    const ids: string[] = [];
    for (const name of ['Qzpage one', 'Qzpage two', 'Qzpage three']) {
      const { row } = await createSample(t, admin, medications, { name });
      await t.call({ method: 'DELETE', url: `/api/v1/medications/${row.id}`, cookie: admin });
      ids.push(row.id);
    }
    const first = (await get('/api/v1/medications/deleted?limit=2', admin)).json().data;
    expect(first.items.map((r: DeletedRow) => r.id)).toEqual([ids[2], ids[1]]);
    const next = (
      await get(`/api/v1/medications/deleted?limit=2&cursor=${first.nextCursor}`, admin)
    ).json().data;
    expect(next.items[0].id).toBe(ids[0]);
  });

  it('keeps to the branch and organisation, for nested kinds too', async () => {
    const [harrogate, leeds] = await Promise.all([
      clientOf('Harrogate'),
      clientOf('Leeds Central'),
    ]);
    const logs: Record<string, string> = {};
    for (const [branch, clientId] of Object.entries({ harrogate, leeds })) {
      const { row, base } = await createSample(t, admin, clientLogs, {}, clientId);
      await t.call({ method: 'DELETE', url: `${base}/${row.id}`, cookie: admin });
      logs[branch] = row.id;
    }
    const limited = await branchUser(t, 'Harrogate', [
      'clients.read',
      clientLogs.permissions.read,
      clientLogs.permissions.delete,
    ]);
    expect(await deletedIds(`/api/v1/clients/${harrogate}/client-logs/deleted`, limited)).toEqual([
      logs.harrogate,
    ]);
    // Another branch's client answers 404, as if it did not exist; so does another organisation.
    expect((await get(`/api/v1/clients/${leeds}/client-logs/deleted`, limited)).statusCode).toBe(
      404,
    );
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const leedsReads = () =>
      t.db
        .select({ id: schema.auditLog.id })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.recordId, leeds), eq(schema.auditLog.action, 'read')));
    const leedsBefore = (await leedsReads()).length;
    expect((await get(`/api/v1/clients/${leeds}/client-logs/deleted`, riverside)).statusCode).toBe(
      404,
    );
    // Refused with 404: nothing written. Read by someone who may: exactly one entry, with the read.
    expect(await leedsReads()).toHaveLength(leedsBefore);
    expect((await get(`/api/v1/clients/${leeds}/client-logs/deleted`, admin)).statusCode).toBe(200);
    expect(await leedsReads()).toHaveLength(leedsBefore + 1);
    expect(await deletedIds('/api/v1/medications/deleted', riverside)).toEqual([]);

    // The read is in the client's file history.
    const reads = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, harrogate), eq(schema.auditLog.action, 'read')));
    expect(reads.map((r) => r.changes)).toContainEqual({ section: 'Recently deleted client logs' });
  });

  it('is refused to whoever may not delete the kind, writing nothing', async () => {
    const reader = await branchUser(t, 'Harrogate', [medications.permissions.read]);
    expect((await get('/api/v1/medications/deleted', reader)).statusCode).toBe(403);
  });
});
