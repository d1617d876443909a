import { schema } from '@care360/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * An assessment visit takes the branch of the person it is with: a coordinator limited to a
 * branch sees and moves that branch's visits, and another branch's answers 404 (as one that does
 * not exist), in the record routes and on the planner's calendar alike.
 */

let t: TestApp;
let admin: string;
let harrogate: string;
let leeds: string;
let visitId: string;
let harrogateBranch: string;
const PERMISSIONS = ['assessment-visits.read', 'assessment-visits.update', 'clients.read'];
const day = '2026-12-15';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  harrogate = await branchUser(t, 'Harrogate', PERMISSIONS);
  leeds = await branchUser(t, 'Leeds Central', PERMISSIONS);
  const [client] = await t.db
    .select({ id: schema.clients.id, branch: schema.clients.branch })
    .from(schema.clients)
    .innerJoin(schema.branches, eq(schema.branches.id, schema.clients.branch))
    .where(
      and(
        eq(schema.clients.organisationId, t.organisationId),
        eq(schema.branches.name, 'Harrogate'),
      ),
    )
    .limit(1);
  if (!client) throw new Error('The demo data has no Harrogate client.');
  harrogateBranch = String(client.branch);
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/assessment-visits',
    cookie: admin,
    payload: {
      visitType: 'REVIEW',
      targetType: 'client',
      clientId: client.id,
      carerId: null,
      employeeId: null,
      startsAt: `${day}T10:00:00.000Z`,
      endsAt: `${day}T11:00:00.000Z`,
      assignedTo: user?.id,
      status: 'Planned',
      dueItem: null,
      location: null,
      notes: null,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  visitId = created.json().data.id;
});
afterAll(() => t.close());

const read = (cookie: string) =>
  t.call({ method: 'GET', url: `/api/v1/assessment-visits/${visitId}`, cookie });
const calendar = (cookie: string) =>
  t.call({
    method: 'GET',
    url: `/api/v1/office-planner/calendar?from=${day}&to=${day}`,
    cookie,
  });

async function move(cookie: string) {
  const saved = (await read(admin)).json().data;
  const { _titles, ...fields } = saved;
  return t.call({
    method: 'PUT',
    url: `/api/v1/assessment-visits/${visitId}`,
    cookie,
    payload: { ...fields, startsAt: `${day}T12:00:00.000Z`, endsAt: `${day}T13:00:00.000Z` },
  });
}

describe('an assessment visit’s branch', () => {
  it('is the branch of the client it is with, set by the server', async () => {
    expect((await read(admin)).json().data.branch).toBe(harrogateBranch);
  });

  it('lets a coordinator of that branch see it and move it', async () => {
    expect((await read(harrogate)).statusCode).toBe(200);
    const ids = (await calendar(harrogate)).json().data.visits.map((v: { id: string }) => v.id);
    expect(ids).toContain(visitId);
    const moved = await move(harrogate);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('answers 404 to a coordinator of another branch, who cannot see or move it', async () => {
    expect((await read(leeds)).statusCode).toBe(404);
    const ids = (await calendar(leeds)).json().data.visits.map((v: { id: string }) => v.id);
    expect(ids).not.toContain(visitId);
    const moved = await move(leeds);
    expect(moved.statusCode, moved.body).toBe(404);
    expect((await read(admin)).json().data.startsAt).toBe(`${day}T12:00:00.000Z`);
  });
});
