import { schema } from '@care360/db';
import { type RosterPreview, type RosterRun, recordKind, rosterWeightsOf } from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { carersFreeFor } from '../scheduling/free-carers.test-kit';
import { addVisit } from '../scheduling/visits.test-kit';
import { planRun } from './roster-job';
import { buildRosterProblem } from './roster-problem';

/**
 * A client's preferred carers weigh with the rostering solver, against the real database: among
 * carers the rules allow alike (no journeys to a home not placed, the demo's rota cleared), each
 * client's visit goes to the carer they prefer, and the preview's score counts the places the
 * rota as it stood gave to someone else.
 */

let t: TestApp;
let admin: string;
type Row = Record<string, unknown> & { id: string };

const MONDAY = '2026-12-07';
const WEEK_BEFORE = '2026-11-30';
let branchId = '';
const clients: Record<'morning' | 'noon', Row> = {} as never;
const visits: Record<'morning' | 'noon' | 'before', Row> = {} as never;
/** Allowed on every visit of the test: who fills both now, and whom each client prefers. */
let current = '';
let prefersMorning = '';
let prefersNoon = '';

async function post(url: string, payload: Record<string, unknown>) {
  const response = await t.call({ method: 'POST', url, cookie: admin, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data as Row;
}
const get = async (url: string) => {
  const response = await t.call({ method: 'GET', url, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const allocate = (visit: Row, carerId: string) =>
  post(`/api/v1/visits/${visit.id}/allocate`, { carerId, place: 1 });

const placesOf = async (visitId: string) => {
  const a = tableOf(recordKind('visit-carers'));
  return t.db
    .select({ carer: column(a, 'carer') })
    .from(a)
    .where(and(eq(column(a, 'parentId'), visitId), isNull(column(a, 'deletedAt'))));
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  await clearDemoRota(t, '2026-11-29', '2026-12-08');
  const [leeds] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, 'Leeds Central'),
      ),
    );
  branchId = String(leeds?.id);
  // Homes not placed: no carer is nearer than another.
  for (const name of ['morning', 'noon'] as const)
    clients[name] = (
      await createSample(t, admin, recordKind('clients'), {
        status: 'Active',
        branch: branchId,
        latitude: null,
        longitude: null,
      })
    ).row as Row;
  const at = (client: Row, visitDate: string, startTime: string, endTime: string) =>
    addVisit(t, admin, client, { visitDate, startTime, endTime });
  visits.morning = await at(clients.morning, MONDAY, '09:00', '09:30');
  visits.noon = await at(clients.noon, MONDAY, '12:00', '12:30');
  visits.before = await at(clients.morning, WEEK_BEFORE, '09:00', '09:30');

  const free = await carersFreeFor(t, Object.values(visits), 20);
  const k = tableOf(recordKind('carers'));
  const inBranch = new Set(
    (
      await t.db
        .select({ id: column(k, 'id') })
        .from(k)
        .where(and(inArray(column(k, 'id'), free), eq(column(k, 'branch'), branchId)))
    ).map((row) => String(row.id)),
  );
  const able = free.filter((id) => inBranch.has(id));
  expect(able.length).toBeGreaterThanOrEqual(3);
  // The preferred are the last the carers table gives: not who a tie would fall to.
  current = able[0] as string;
  prefersMorning = able.at(-1) as string;
  prefersNoon = able.at(-2) as string;

  // The morning client's preferred carer also knows them from the week before.
  await allocate(visits.before, prefersMorning);
  for (const visit of [visits.morning, visits.noon]) await allocate(visit, current);
  await post(`/api/v1/clients/${clients.morning.id}/client-preferred-carers`, {
    carer: prefersMorning,
    notes: 'Knows her routine',
  });
  await post(`/api/v1/clients/${clients.noon.id}/client-preferred-carers`, {
    carer: prefersNoon,
  });
});
afterAll(() => t.close());

describe('a client’s preferred carers in a roster run', () => {
  it('are wanted on the client’s visits, a known carer’s continuity kept alongside', async () => {
    const built = await buildRosterProblem(t.db, t.config, {
      organisationId: t.organisationId,
      branchId,
      from: MONDAY,
      to: MONDAY,
      scope: 'all',
      keepAllocated: false,
      weights: rosterWeightsOf(null),
    });
    const carerAt = (id: string) => built.carers.findIndex((c) => c.id === id);
    const taskOf = (visit: Row) =>
      built.problem.tasks[built.tasks.findIndex((task) => task.visitId === visit.id)];
    expect(taskOf(visits.morning)?.affinity).toEqual({
      [carerAt(prefersMorning)]: { continuity: 0.25, preferred: 1 },
    });
    expect(taskOf(visits.noon)?.affinity).toEqual({ [carerAt(prefersNoon)]: { preferred: 1 } });
  });

  it('gives each visit to the carer its client prefers, the preview scoring what it mends', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/roster-runs',
      cookie: admin,
      payload: { branchId, from: MONDAY, to: MONDAY, scope: 'all', keepAllocated: false, seed: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json().data as RosterRun;
    await planRun(t.db, t.config, t.organisationId, run.id);
    const done = (await get(`/api/v1/roster-runs/${run.id}`)) as RosterRun;
    expect(done.status, done.message ?? '').toBe('finished');

    const preview = (await get(`/api/v1/roster-runs/${run.id}/preview`)) as RosterPreview;
    const moves = preview.changes
      .map((c) => [c.visitId, c.kind, c.fromCarer?.id, c.toCarer?.id])
      .sort();
    expect(moves).toEqual(
      [
        [visits.morning.id, 'move', current, prefersMorning],
        [visits.noon.id, 'move', current, prefersNoon],
      ].sort(),
    );
    // Before: both places with a carer neither client prefers; after: none.
    expect(preview.weights.preferred).toBeGreaterThan(0);
    expect(preview.scoreBefore.preferred).toBe(2 * preview.weights.preferred);
    expect(preview.scoreAfter.preferred).toBe(0);
    expect(preview.scoreAfter.total).toBeLessThan(preview.scoreBefore.total);

    const accepted = await post(`/api/v1/roster-runs/${run.id}/accept`, {
      version: done.version,
    });
    expect(accepted.applied).toBe(2);
    expect(await placesOf(visits.morning.id)).toEqual([{ carer: prefersMorning }]);
    expect(await placesOf(visits.noon.id)).toEqual([{ carer: prefersNoon }]);
  });
});
