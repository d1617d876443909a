import { schema } from '@care360/db';
import { type BoardAnswer, boardAnswer, recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../../platform/records/record-query';
import { areas } from '../../../routes';
import { branchUser } from '../../../test/branch-users';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../../test/test-app';
import { raiseAlerts } from '../alert-raising';

/**
 * The live boards' one endpoint on the demo organisation: alert boards show the alerts of their
 * sources in the caller's branch, a derived board shows its area's rule, each board asks its own
 * permission, and an unknown board is not found.
 */

let t: TestApp;
let admin: string;
let adminId: string;
const ids: Record<string, string> = {};

async function board(name: string, query = '', cookie = admin): Promise<BoardAnswer> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/live-events/boards/${name}${query ? `?${query}` : ''}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return boardAnswer.parse(response.json().data);
}

async function branchId(name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.name, name)),
    );
  return row?.id as string;
}

async function clientOf(branch: string): Promise<string> {
  const table = tableOf(recordKind('clients'));
  const [row] = await t.db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), t.organisationId),
        eq(column(table, 'branch'), branch),
      ),
    )
    .limit(1);
  return String(row?.id);
}

const alert = (
  key: string,
  source: 'Late visit' | 'Medicine refused',
  branch: string,
  client: string,
) => ({
  source,
  dedupKey: `board-test:${key}`,
  severity: 'High' as const,
  subject: `Board test ${key}`,
  detail: null,
  branch,
  client,
  carer: null,
  visit: null,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  adminId = String(user?.id);
  ids.leeds = await branchId('Leeds Central');
  ids.harrogate = await branchId('Harrogate');
  ids.leedsClient = await clientOf(ids.leeds);
  ids.harrogateClient = await clientOf(ids.harrogate);
  const raised = await raiseAlerts(
    t.db,
    t.organisationId,
    [
      alert('late leeds', 'Late visit', ids.leeds, ids.leedsClient),
      alert('late harrogate', 'Late visit', ids.harrogate, ids.harrogateClient),
      alert('refused leeds', 'Medicine refused', ids.leeds, ids.leedsClient),
    ],
    new Date(),
  );
  for (const row of raised) ids[String(row.subject)] = String(row.id);
});
afterAll(() => t?.close());

const subjects = (answer: BoardAnswer) => answer.items.map((row) => row.subject);

describe('GET /api/v1/live-events/boards/:board', () => {
  it('shows the alerts of the board’s sources, newest first, with their client and state', async () => {
    const visits = await board('clients.visits', 'limit=100');
    expect(subjects(visits)).toContain('Board test late leeds');
    expect(subjects(visits)).toContain('Board test late harrogate');
    expect(subjects(visits)).not.toContain('Board test refused leeds');
    const row = visits.items.find((item) => item.subject === 'Board test late leeds');
    expect(row?.alert).toMatchObject({ source: 'Late visit', status: 'Raised', version: 1 });
    expect(row?.href).toBe(`/app/clients/${ids.leedsClient}`);
    expect(row?.person).toBeTruthy();
    expect(visits.title).toBe('Live Events - Client Visits');
    const at = visits.items.map((item) => item.at ?? '');
    expect(at).toEqual([...at].sort().reverse());
    expect(subjects(await board('clients.medications', 'limit=100'))).toContain(
      'Board test refused leeds',
    );
    // A filter and a search narrow it; a resolved alert leaves the open board.
    const found = await board('clients.visits', 'search=late%20harrogate');
    expect(subjects(found)).toEqual(['Board test late harrogate']);
    expect((await board('clients.visits', 'severity=Low&search=board%20test')).items).toEqual([]);
  });

  it('pages with a cursor and counts on the first page', async () => {
    const first = await board('clients.monitoring', 'limit=1&open=false');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.nextCursor).toBeTruthy();
    const second = await board(
      'clients.monitoring',
      `limit=1&open=false&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.total).toBeUndefined();
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/live-events/boards/clients.visits?cursor=nonsense',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a user limited to a branch only their branch’s alerts', async () => {
    const leeds = await branchUser(t, 'Leeds Central', ['alerts.read']);
    const seen = subjects(await board('clients.visits', 'limit=100', leeds));
    expect(seen).toContain('Board test late leeds');
    expect(seen).not.toContain('Board test late harrogate');
  });

  it('shows a user limited to a branch only their branch’s office planner tasks', async () => {
    const all = await board('carers.task-planner-alerts', 'limit=100');
    expect(new Set(all.items.map((row) => row.branch)).size).toBeGreaterThan(1);
    const harrogate = await branchUser(t, 'Harrogate', ['assessment-visits.read']);
    const theirs = await board('carers.task-planner-alerts', 'limit=100', harrogate);
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.filter((row) => row.branch !== 'Harrogate')).toEqual([]);
  });

  it('shows "my alerts": those assigned to the signed-in person', async () => {
    const id = ids['Board test refused leeds'] as string;
    expect((await board('my-alerts', 'limit=100')).items.map((row) => row.id)).not.toContain(id);
    const assigned = await t.call({
      method: 'POST',
      url: `/api/v1/alerts/${id}/assign`,
      cookie: admin,
      payload: { version: 1, userId: adminId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mine = await board('my-alerts', 'limit=100');
    expect(mine.items.map((row) => row.id)).toContain(id);
    const other = await branchUser(t, 'Leeds Central', ['alerts.read']);
    expect((await board('my-alerts', 'limit=100', other)).items.map((row) => row.id)).not.toContain(
      id,
    );
  });

  it('works out a derived board from the owning area’s records', async () => {
    const hazards = await board('clients.hazards', 'limit=100');
    expect(hazards.items.length).toBeGreaterThan(0);
    for (const row of hazards.items) {
      expect(['High', 'Critical']).toContain(row.severity);
      expect(row.detail).toMatch(/Rated (High|Very high)/);
      expect(row.href).toMatch(/^\/app\/clients\/[0-9a-f-]+\/edit\/risk-assessment$/);
      expect(row.alert).toBeNull();
    }
    const first = await board('clients.hazards', 'limit=1');
    if (hazards.items.length > 1) {
      const next = await board(
        'clients.hazards',
        `limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      );
      expect(next.items[0]?.id).toBe(hazards.items[1]?.id);
    }
  });

  it('asks the board’s own permission and finds no unknown board', async () => {
    const alertsOnly = await branchUser(t, 'Leeds Central', ['alerts.read']);
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/live-events/boards/clients.hazards',
      cookie: alertsOnly,
    });
    expect(refused.statusCode).toBe(403);
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const none = await t.call({
      method: 'GET',
      url: '/api/v1/live-events/boards/clients.visits',
      cookie: nobody,
    });
    expect(none.statusCode).toBe(403);
    for (const name of ['clients.nothing', 'clients', 'clients%2Fvisits']) {
      const missing = await t.call({
        method: 'GET',
        url: `/api/v1/live-events/boards/${name}`,
        cookie: admin,
      });
      expect(missing.statusCode, name).toBe(404);
    }
  });

  it('has every board’s source given by an area', () => {
    expect(areas.boards.missing).toEqual([]);
  });
});
