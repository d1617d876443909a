import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { column, tableOf } from './record-query';

/**
 * Branch scope: the demo care coordinator is limited to Harrogate, the branch
 * manager and HR officer see the whole organisation.
 */

let t: TestApp;
let coordinator: string;
let manager: string;
const branchIds: Record<string, string> = {};
/** Live, current (not archived) demo clients of each branch, by branch name: id and surname. */
const clientsOf: Record<string, Array<{ id: string; surname: string }>> = {};

const clients = tableOf(recordKind('clients'));
const clientCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  [coordinator, manager] = await Promise.all([
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.manager.email),
  ]);
  const branches = await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId));
  for (const branch of branches) {
    branchIds[branch.name as string] = branch.id;
    clientsOf[branch.name as string] = (await t.db
      .select({ id: column(clients, 'id'), surname: column(clients, 'surname') })
      .from(clients)
      .where(
        and(
          eq(column(clients, 'branch'), branch.id),
          isNull(column(clients, 'deletedAt')),
          // Clients whose service ended are archived: out of the lists, as for everyone.
          isNull(column(clients, 'serviceEndedOn')),
        ),
      )) as Array<{ id: string; surname: string }>;
  }
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.call({ method: 'GET', url, cookie });
const leeds = () => clientsOf['Leeds Central']?.[0] as { id: string; surname: string };
const harrogate = () => clientsOf.Harrogate?.[0] as { id: string; surname: string };

describe('a care coordinator limited to Harrogate', () => {
  it('is told so when signed in; the manager and HR officer are organisation-wide', async () => {
    expect((await get('/api/v1/user', coordinator)).json().data.data.branchScope).toEqual({
      branchId: branchIds.Harrogate,
    });
    expect((await get('/api/v1/user', manager)).json().data.data.branchScope).toBeNull();
    const hr = await t.login(DEMO_USERS.hr.email);
    expect((await get('/api/v1/user', hr)).json().data.data.branchScope).toBeNull();
  });

  it("counts, lists, searches and exports Harrogate's clients only", async () => {
    const harrogateCount = clientsOf.Harrogate?.length ?? 0;
    expect(harrogateCount).toBeGreaterThan(0);
    const list = (await get('/api/v1/clients?limit=100', coordinator)).json().data;
    expect(list.total).toBe(harrogateCount);
    expect(new Set(list.items.map((c: { branch: string }) => c.branch))).toEqual(
      new Set([branchIds.Harrogate]),
    );
    const all = (await get('/api/v1/clients?limit=1', manager)).json().data;
    expect(all.total).toBeGreaterThan(harrogateCount);

    const search = `/api/v1/clients?search=${encodeURIComponent(leeds().surname)}`;
    expect((await get(search, manager)).json().data.total).toBeGreaterThan(0);
    const found = (await get(search, coordinator)).json().data.items as Array<{ branch: string }>;
    expect(found.filter((c) => c.branch !== branchIds.Harrogate)).toEqual([]);
    const filtered = `/api/v1/clients?branch=${branchIds['Leeds Central']}`;
    expect((await get(filtered, coordinator)).json().data.total).toBe(0);

    const csv = await get('/api/v1/clients/export.csv', coordinator);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(harrogateCount);
    expect(rows.filter((row) => !row.includes('Harrogate'))).toEqual([]);
  });

  it("answers 404 for a Leeds client's file, as for another organisation's, and 200 for Harrogate's", async () => {
    const paths = [
      '',
      '/summary',
      '/sections',
      '/mar',
      '/care-plan.pdf',
      '/forms',
      '/forms/falls-risk-assessment',
      '/file-history',
      '/financial-transactions',
      '/client-medications',
      '/client-medications/export.csv',
    ];
    for (const path of paths) {
      const other = await get(`/api/v1/clients/${leeds().id}${path}`, coordinator);
      expect(other.statusCode, path).toBe(404);
      const own = await get(`/api/v1/clients/${harrogate().id}${path}`, coordinator);
      expect(own.statusCode, path).toBe(200);
    }
    const [medicine] = (
      await get(`/api/v1/clients/${leeds().id}/client-medications`, manager)
    ).json().data.items;
    expect(
      (await get(`/api/v1/clients/${leeds().id}/client-medications/${medicine.id}`, coordinator))
        .statusCode,
    ).toBe(404);
  });

  it("is offered only Harrogate when choosing a client's branch; the manager every branch", async () => {
    const options = (cookie: string) =>
      get('/api/v1/clients/options/branch', cookie).then((r) =>
        r.json().data.items.map((item: { id: string }) => item.id),
      );
    expect(await options(coordinator)).toEqual([branchIds.Harrogate]);
    expect(await options(manager)).toEqual(expect.arrayContaining(Object.values(branchIds)));
  });

  it('may not add a client to another branch nor move one there; nothing is written', async () => {
    const own = (await get(`/api/v1/clients/${harrogate().id}`, coordinator)).json().data;
    const before = await clientCount();
    const { id: _id, version, createdAt: _c, updatedAt: _u, _titles, ...values } = own;
    const added = await t.call({
      method: 'POST',
      url: '/api/v1/clients',
      cookie: coordinator,
      payload: { ...values, nhsNumber: null, branch: branchIds['Leeds Central'] },
    });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json().errors.branch[0]).toMatch(/your own branch/);
    expect(await clientCount()).toBe(before);

    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${harrogate().id}`,
      cookie: coordinator,
      payload: { ...values, version, branch: branchIds.York },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors.branch).toBeDefined();
    const after = (await get(`/api/v1/clients/${harrogate().id}`, manager)).json().data;
    expect(after).toMatchObject({ branch: branchIds.Harrogate, version });

    const ownBranch = await t.call({
      method: 'POST',
      url: '/api/v1/clients',
      cookie: coordinator,
      payload: { ...values, nhsNumber: null, surname: 'Branchwell' },
    });
    expect(ownBranch.statusCode, ownBranch.body).toBe(201);
    expect(await clientCount()).toBe(before + 1);
  });

  it('sees no client at all when limited to a branch but given none', async () => {
    const cookie = await branchUser(t, 'Harrogate', ['clients.read']);
    await t.db
      .update(schema.users)
      .set({ branchId: null })
      .where(sql`${schema.users.email} like 'branch.test.%'`);
    const list = (await get('/api/v1/clients', cookie)).json().data;
    expect(list.total).toBe(0);
    expect((await get(`/api/v1/clients/${harrogate().id}`, cookie)).statusCode).toBe(404);
  });
});
