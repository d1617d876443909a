import { schema } from '@care360/db';
import type { AuditListItem } from '@care360/domain';
import { recordKind } from '@care360/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditPermissionRefusal, PERMISSION_REFUSED } from '../../platform/audit/refusal-audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { AnyRoute } from '../../platform/http/route';
import { column, tableOf } from '../../platform/records/record-query';
import type { Services } from '../../platform/services';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

const { auditLog, users } = schema;
const clients = tableOf(recordKind('clients'));
const surname = column(clients, 'surname');
const clientId = column(clients, 'id');
const clientOrganisation = column(clients, 'organisationId');

let t: TestApp;
let admin: string;
let ids: { admin: string; manager: string; noAccess: string; riverside: string };
let riversideOrganisation: string;
let client: { id: string; surname: string };

async function userOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const riverside = await userOf(DEMO_USERS.riverside.email);
  riversideOrganisation = riverside.organisationId;
  ids = {
    admin: (await userOf(DEMO_USERS.admin.email)).id,
    manager: (await userOf(DEMO_USERS.manager.email)).id,
    noAccess: (await userOf(NO_ACCESS_EMAIL)).id,
    riverside: riverside.id,
  };
  const [first] = await t.db
    .select({ id: clientId, surname })
    .from(clients)
    .where(eq(clientOrganisation, t.organisationId))
    .orderBy(asc(surname), asc(clientId))
    .limit(1);
  if (!first) throw new Error('no demo client');
  client = first as { id: string; surname: string };
});
afterAll(() => t.close());

async function entries(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
}

async function auditList(query: Record<string, string>, cookie = admin) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/audit?${new URLSearchParams(query)}`,
    cookie,
  });
  return response;
}

async function auditItems(query: Record<string, string>): Promise<AuditListItem[]> {
  const response = await auditList(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

describe('exports are audited', () => {
  it('a CSV export writes who exported which kind, how many rows and with which filters', async () => {
    const before = await entries('export');
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/clients/export.csv?status=Active&search=a',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n').length;
    const after = await entries('export');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      organisationId: t.organisationId,
      actorUserId: ids.admin,
      recordType: 'clients',
      recordId: null,
      changes: { format: 'CSV', rows: lines - 1, status: 'Active', search: 'a' },
    });
    expect(lines - 1).toBeGreaterThan(0);
  });

  it("a nested kind's export names its parent record", async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.id}/client-medications/export.csv`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect((await entries('export')).at(-1)).toMatchObject({
      recordType: 'client-medications',
      changes: { format: 'CSV', parent: client.id },
    });
  });

  it('a refused export writes no export entry', async () => {
    const before = await entries('export');
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/clients/export.csv',
      cookie: noAccess,
    });
    expect(response.statusCode).toBe(403);
    expect(await entries('export')).toEqual(before);
  });
});

describe('permission refusals are audited', () => {
  it('a 403 writes permission.refused with the route and the permission, and nothing else', async () => {
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    const before = await entries(PERMISSION_REFUSED);
    const [{ n: clientsBefore } = { n: 0 }] = await t.db.select({ n: count() }).from(clients);

    const read = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.id}`,
      cookie: noAccess,
    });
    expect(read.statusCode).toBe(403);
    const create = await t.call({
      method: 'POST',
      url: '/api/v1/clients',
      cookie: noAccess,
      payload: { forename: 'Ivy', surname: 'Refused' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({
      status: false,
      message: 'You do not have permission to do that.',
    });

    const after = await entries(PERMISSION_REFUSED);
    expect(after.slice(before.length)).toMatchObject([
      {
        organisationId: t.organisationId,
        actorUserId: ids.noAccess,
        recordType: 'clients',
        recordId: client.id,
        changes: { route: 'GET /api/v1/clients/:id', permission: 'clients.read' },
      },
      {
        actorUserId: ids.noAccess,
        recordType: 'clients',
        recordId: null,
        changes: { route: 'POST /api/v1/clients', permission: 'clients.create' },
      },
    ]);
    const [{ n: clientsAfter } = { n: 0 }] = await t.db.select({ n: count() }).from(clients);
    expect(clientsAfter).toBe(clientsBefore);
  });

  it('an anonymous caller is answered 401 and not written to the trail', async () => {
    const before = await entries(PERMISSION_REFUSED);
    const response = await t.call({ method: 'GET', url: '/api/v1/clients' });
    expect(response.statusCode).toBe(401);
    expect(await entries(PERMISSION_REFUSED)).toEqual(before);
  });

  it('a trail that cannot be written leaves the refusal standing and is logged', async () => {
    const log = { error: vi.fn() };
    const services = {
      db: {
        insert: () => {
          throw new Error('connection terminated');
        },
      },
    } as unknown as Services;
    const request = { params: {}, ip: '127.0.0.1', log } as unknown as FastifyRequest;
    const route = { method: 'GET', url: '/api/v1/clients' } as AnyRoute;
    const auth = {
      user: { id: ids.noAccess, organisation: { id: t.organisationId } },
    } as unknown as AuthContext;
    await expect(
      auditPermissionRefusal(services, request, route, auth, 'clients.read'),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('the Audit list', () => {
  it('names the person and the record: actor name and email, kind title and record title', async () => {
    const manager = await t.login(DEMO_USERS.manager.email);
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.id}`,
      cookie: manager,
    });
    expect(read.statusCode).toBe(200);
    const [entry] = await auditItems({
      actorId: ids.manager,
      recordType: 'clients',
      recordId: client.id,
    });
    expect(entry).toMatchObject({
      action: 'read',
      actorId: ids.manager,
      actorName: DEMO_USERS.manager.name,
      actorEmail: DEMO_USERS.manager.email,
      recordType: 'clients',
      recordKind: 'Client',
      recordId: client.id,
      recordTitle: client.surname,
    });
    // The user a sign-in was about, by name.
    const [login] = await auditItems({
      recordType: 'users',
      recordId: ids.manager,
      search: 'auth.login',
    });
    expect(login).toMatchObject({ recordKind: 'User', recordTitle: DEMO_USERS.manager.name });
  });

  it("names records of several kinds on one page, a deleted one too, and leaves others' and unknown ones unnamed", async () => {
    const [branch] = await t.db
      .select()
      .from(schema.branches)
      .where(eq(schema.branches.organisationId, t.organisationId))
      .limit(1);
    const theirClient = await t.db
      .select({ id: clientId })
      .from(clients)
      .where(eq(clientOrganisation, riversideOrganisation))
      .limit(1);
    const [departed] = await t.db
      .select({ id: clientId, surname })
      .from(clients)
      .where(and(eq(clientOrganisation, t.organisationId), ne(clientId, client.id)))
      .limit(1);
    await t.db
      .update(clients)
      .set({ deletedAt: new Date() } as never)
      .where(eq(clientId, String(departed?.id ?? client.id)));
    const stamp = new Date('2001-02-03T10:00:00Z');
    const base = { organisationId: t.organisationId, actorUserId: ids.admin, at: stamp };
    await t.db.insert(auditLog).values([
      { ...base, action: 'names.check', recordType: 'branches', recordId: branch?.id ?? '' },
      { ...base, action: 'names.check', recordType: 'users', recordId: ids.manager },
      { ...base, action: 'names.check', recordType: 'permissions', recordId: 'clients.read' },
      // Another organisation's record is never named here, even when an id is guessed.
      {
        ...base,
        action: 'names.check',
        recordType: 'clients',
        recordId: String(theirClient[0]?.id),
      },
      { ...base, action: 'names.check', recordType: 'clients', recordId: 'not-an-id' },
      { ...base, actorUserId: null, action: 'names.check', recordType: 'audit', recordId: null },
      // The trail outlives the record: a deleted client keeps its name here.
      { ...base, action: 'names.check', recordType: 'clients', recordId: String(departed?.id) },
    ]);
    const items = await auditItems({ search: 'names.check', dir: 'asc' });
    expect(items.map((item) => [item.actorName, item.recordKind, item.recordTitle])).toEqual([
      [DEMO_USERS.admin.name, 'Branch', branch?.name],
      [DEMO_USERS.admin.name, 'User', DEMO_USERS.manager.name],
      [DEMO_USERS.admin.name, 'Permission', 'Clients: Read'],
      [DEMO_USERS.admin.name, 'Client', null],
      [DEMO_USERS.admin.name, 'Client', null],
      [null, 'Audit trail', null],
      [DEMO_USERS.admin.name, 'Client', departed?.surname],
    ]);
  });

  it('reads titles with one query per kind on the page, however many entries it has', async () => {
    const base = {
      organisationId: t.organisationId,
      actorUserId: ids.admin,
      action: 'batch.check',
    };
    await t.db.insert(auditLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        ...base,
        recordType: i % 2 ? 'users' : 'branches',
        recordId: crypto.randomUUID(),
      })),
    );
    const selects = vi.spyOn(t.db, 'select');
    const queriesFor = async (limit: string) => {
      selects.mockClear();
      expect(await auditItems({ search: 'batch.check', limit })).toHaveLength(Number(limit));
      return selects.mock.calls.length;
    };
    try {
      expect(await queriesFor('12')).toBe(await queriesFor('2'));
    } finally {
      selects.mockRestore();
    }
  });

  it('filters by person, by record kind and by record', async () => {
    const byManager = await auditItems({ actorId: ids.manager, limit: '100' });
    expect(byManager.length).toBeGreaterThan(0);
    expect(byManager.every((item) => item.actorId === ids.manager)).toBe(true);

    const usersOnly = await auditItems({ recordType: 'users', limit: '100' });
    expect(usersOnly.length).toBeGreaterThan(0);
    expect(usersOnly.every((item) => item.recordType === 'users')).toBe(true);

    const oneClient = await auditItems({
      recordType: 'clients',
      recordId: client.id,
      limit: '100',
    });
    expect(oneClient.length).toBeGreaterThan(0);
    expect(oneClient.every((item) => item.recordId === client.id)).toBe(true);
  });

  it('filters by UK calendar days, inclusive, with summer time at midnight', async () => {
    const base = {
      organisationId: t.organisationId,
      actorUserId: ids.admin,
      action: 'dates.check',
      recordType: 'users',
    };
    await t.db.insert(auditLog).values([
      // 23:30 UTC on 1 July is 00:30 on 2 July in London.
      { ...base, recordId: 'late', at: new Date('2024-07-01T23:30:00Z') },
      { ...base, recordId: 'early', at: new Date('2024-07-01T22:30:00Z') },
      // In winter London is on UTC.
      { ...base, recordId: 'winter', at: new Date('2024-12-31T23:59:59Z') },
      { ...base, recordId: 'new-year', at: new Date('2025-01-01T00:00:00Z') },
    ]);
    const days = async (from: string, to: string) =>
      (await auditItems({ search: 'dates.check', from, to, dir: 'asc' })).map((i) => i.recordId);
    expect(await days('2024-07-02', '2024-07-02')).toEqual(['late']);
    expect(await days('2024-07-01', '2024-07-01')).toEqual(['early']);
    expect(await days('2024-07-01', '2024-12-31')).toEqual(['early', 'late', 'winter']);
    expect(await days('2025-01-01', '2025-01-01')).toEqual(['new-year']);
    expect(await auditItems({ search: 'dates.check', from: '2024-12-31' })).toHaveLength(2);
    expect(await auditItems({ search: 'dates.check', to: '2024-07-01' })).toHaveLength(1);
  });

  it('refuses a range that ends before it starts, a date that is not one, and a forged cursor', async () => {
    const backwards = await auditList({ from: '2024-07-02', to: '2024-07-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBeDefined();
    for (const from of ['02/07/2024', '2024-02-30', '0000-01-01', '275000-01-01']) {
      const response = await auditList({ from });
      expect(response.statusCode, from).toBe(400);
      expect(response.json().errors.from, from).toBeDefined();
    }
    for (const cursor of [
      'junk',
      Buffer.from('["not a time", 1]').toString('base64url'),
      Buffer.from('["2024-07-01 10:00:00+00", "1; drop"]').toString('base64url'),
    ]) {
      expect((await auditList({ cursor })).statusCode, cursor).toBe(400);
    }
    expect((await auditList({ recordId: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('pages by keyset: every entry once, in order, even when many share one instant', async () => {
    const at = new Date('2003-04-05T06:07:08.123Z');
    await t.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, i) => ({
        organisationId: t.organisationId,
        actorUserId: ids.admin,
        action: 'paging.check',
        recordType: 'users',
        recordId: `entry-${i}`,
        at,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await auditList({
        search: 'paging.check',
        limit: '3',
        ...(cursor ? { cursor } : {}),
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      // Counted on the first page only; a later page leaves the total out.
      if (cursor) expect(data).not.toHaveProperty('total');
      else expect(data).toMatchObject({ total: 7, totalCapped: false });
      expect(data.items.length).toBeLessThanOrEqual(3);
      seen.push(...data.items.map((item: AuditListItem) => item.recordId));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => `entry-${6 - i}`));
    expect((await auditList({ limit: '101' })).statusCode).toBe(400);
  });

  it("never shows another organisation's entries, whatever the filter", async () => {
    const theirs = await t.login(DEMO_USERS.riverside.email);
    const mine = await auditList({ actorId: ids.admin, limit: '100' }, theirs);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.items).toEqual([]);
    const all = await auditList({ limit: '100' }, theirs);
    for (const item of all.json().data.items as AuditListItem[]) {
      expect([ids.riverside, null]).toContain(item.actorId);
    }
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, riversideOrganisation)));
    expect(all.json().data.total).toBe(Math.min(n, 1000));
  });

  it('offers the people of the organisation to filter by, searched by name or email', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/audit/actors?search=priya',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual([
      { id: ids.manager, name: DEMO_USERS.manager.name, email: DEMO_USERS.manager.email },
    ]);
    const theirs = await t.login(DEMO_USERS.riverside.email);
    const other = await t.call({
      method: 'GET',
      url: '/api/v1/audit/actors?search=priya',
      cookie: theirs,
    });
    expect(other.json().data.items).toEqual([]);
  });
});
