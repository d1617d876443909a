import { schema } from '@care360/db';
import { type RosterPreview, type RosterRun, recordKind, rosterWeightsOf } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { carersFreeFor } from '../scheduling/free-carers.test-kit';
import { addVisit } from '../scheduling/visits.test-kit';
import { planRun } from './roster-job';
import { buildRosterProblem } from './roster-problem';

/**
 * Auto-rostering against the real database: a run asked for, planned by its job in a worker
 * thread, stopped, previewed with reasons for what it leaves, and accepted in part, under the
 * scheduler's permission, with refusals that write nothing.
 */

let t: TestApp;
let admin: string;
type Row = Record<string, unknown> & { id: string };

const MONDAY = '2026-12-07';
const SUNDAY = '2026-12-13';
let branchId = '';
const clients: Record<string, Row> = {};
const visits: Record<string, Row> = {};
let trained = '';
let trainedName = '';

async function post(url: string, payload: Record<string, unknown>, cookie = admin) {
  return t.call({ method: 'POST', url, cookie, payload });
}
async function created(url: string, payload: Record<string, unknown>) {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}
const get = (url: string, cookie = admin) => t.call({ method: 'GET', url, cookie });

async function startRun(seed = 7): Promise<RosterRun> {
  const response = await post('/api/v1/roster-runs', {
    branchId,
    from: MONDAY,
    to: SUNDAY,
    scope: 'unallocated',
    keepAllocated: true,
    seed,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as RosterRun;
}

async function runOf(id: string): Promise<RosterRun> {
  const response = await get(`/api/v1/roster-runs/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as RosterRun;
}

async function previewOf(id: string): Promise<RosterPreview> {
  const response = await get(`/api/v1/roster-runs/${id}/preview`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as RosterPreview;
}

const placesOf = async (visitId: string) => {
  const a = tableOf(recordKind('visit-carers'));
  return t.db
    .select({ carer: column(a, 'carer'), place: column(a, 'place') })
    .from(a)
    .where(and(eq(column(a, 'parentId'), visitId), isNull(column(a, 'deletedAt'))));
};
const runCount = async () => {
  const t2 = tableOf(recordKind('roster-runs'));
  return (
    await t.db
      .select({ id: column(t2, 'id') })
      .from(t2)
      .where(eq(column(t2, 'organisationId'), t.organisationId))
  ).length;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  await clearDemoRota(t, '2026-12-06', '2026-12-14');
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
  // Every client of the test in one branch, whose carers plan them.
  for (const name of ['plain', 'skilledA', 'skilledB', 'nobody'])
    clients[name] = (
      await createSample(t, admin, recordKind('clients'), { status: 'Active', branch: branchId })
    ).row as Row;
  const at = (client: string, startTime: string, endTime: string, visitDate = MONDAY) =>
    addVisit(t, admin, clients[client] as Row, { visitDate, startTime, endTime });
  visits.plain = await at('plain', '13:00', '13:30');
  visits.skilledA = await at('skilledA', '09:00', '10:00');
  visits.skilledB = await at('skilledB', '09:00', '10:00');
  visits.nobody = await at('nobody', '15:00', '15:45');
  // One carer holds the course two clients need; nobody holds the third client's.
  for (const id of await carersFreeFor(t, [visits.skilledA as Row], 40)) {
    const found = (await get(`/api/v1/carers/${id}`)).json().data as Row;
    if (String(found.branch) === branchId) {
      trained = id;
      break;
    }
  }
  const carer = (await get(`/api/v1/carers/${trained}`)).json().data as Row;
  trainedName = `${String(carer.forename)} ${String(carer.surname)}`;
  const hoist = (
    await createSample(t, admin, recordKind('training-courses'), {
      name: 'Ceiling hoist',
      mandatory: false,
    })
  ).row;
  const stoma = (
    await createSample(t, admin, recordKind('training-courses'), {
      name: 'Tracheostomy care',
      mandatory: false,
    })
  ).row;
  await created(`/api/v1/carers/${trained}/carer-training-records`, {
    course: hoist.id,
    completedOn: '2026-10-01',
  });
  for (const name of ['skilledA', 'skilledB'])
    await created(`/api/v1/clients/${clients[name]?.id}/client-required-training`, {
      course: hoist.id,
    });
  await created(`/api/v1/clients/${clients.nobody?.id}/client-required-training`, {
    course: stoma.id,
  });
});
afterAll(() => t.close());

describe('a roster run', () => {
  let first: RosterRun;
  let preview: RosterPreview;

  it('is queued by whoever may allocate visits, planned by its job, with its progress kept', async () => {
    first = await startRun();
    expect(first).toMatchObject({ status: 'queued', branchId, from: MONDAY, to: SUNDAY, seed: 7 });
    // One plan of a branch at a time.
    expect(
      (
        await post('/api/v1/roster-runs', {
          branchId,
          from: MONDAY,
          to: MONDAY,
          scope: 'all',
          keepAllocated: false,
        })
      ).statusCode,
    ).toBe(409);
    await planRun(t.db, t.config, t.organisationId, first.id);
    const done = await runOf(first.id);
    expect(done.status, done.message ?? '').toBe('finished');
    expect(done.progress?.total).toBeGreaterThanOrEqual(4);
    expect(done.progress?.filled).toBeGreaterThanOrEqual(2);
    expect(done.method).not.toBeNull();
    // Each write went through the record store: the run's live events are in the outbox.
    const events = await t.db
      .select()
      .from(schema.outboxEvents)
      .where(eq(schema.outboxEvents.recordId, first.id));
    expect(events.length).toBeGreaterThanOrEqual(3);
    const listed = await get(`/api/v1/roster-runs?branchId=${branchId}`);
    expect(listed.json().data.items[0].id).toBe(first.id);
  });

  it('explains each place it leaves: who each rule excluded, or what the eligible are doing', async () => {
    preview = await previewOf(first.id);
    const nobody = preview.unfilled.find((u) => u.visitId === visits.nobody?.id);
    expect(nobody?.reasons[0]).toMatch(
      /^No eligible carer: \d+ not trained in Tracheostomy care \(/,
    );
    const skilled = preview.unfilled.filter(
      (u) => u.visitId === visits.skilledA?.id || u.visitId === visits.skilledB?.id,
    );
    expect(skilled).toHaveLength(1);
    expect(skilled[0]?.reasons[0]).toContain(`Eligible carers all busy: ${trainedName} (on `);
    const plain = preview.changes.find((c) => c.visitId === visits.plain?.id);
    expect(plain).toMatchObject({ kind: 'new', fromCarer: null, slot: 0 });
    expect(preview.weights.unfilled).toBeGreaterThan(preview.weights.travelMinute);
    expect(preview.scoreAfter.unfilled).toBeLessThan(preview.scoreBefore.unfilled);
    // Hours per carer after the plan: the trained carer's are the visits the plan gives them.
    const given = preview.changes
      .filter((c) => c.toCarer?.id === trained)
      .reduce((sum, c) => sum + (Date.parse(c.endsAt) - Date.parse(c.startsAt)) / 60_000, 0);
    expect(given).toBeGreaterThanOrEqual(60);
    expect(preview.carers.find((c) => c.carerId === trained)).toMatchObject({
      minutesBefore: 0,
      minutesAfter: given,
    });
  });

  it('plans the same for the same seed', async () => {
    const second = await startRun();
    await planRun(t.db, t.config, t.organisationId, second.id);
    const again = await previewOf(second.id);
    expect(again.changes).toEqual(preview.changes);
    expect(again.unfilled).toEqual(preview.unfilled);
  });

  it('refuses, writing nothing, a caller who may not allocate visits and input that is not a plan', async () => {
    const before = await runCount();
    const outsider = await t.login(NO_ACCESS_EMAIL);
    const body = { branchId, from: MONDAY, to: SUNDAY, scope: 'all', keepAllocated: false };
    expect((await post('/api/v1/roster-runs', body, outsider)).statusCode).toBe(403);
    expect(
      (await post(`/api/v1/roster-runs/${first.id}/accept`, { version: first.version }, outsider))
        .statusCode,
    ).toBe(403);
    for (const bad of [
      { ...body, to: '2026-12-01' },
      { ...body, to: '2027-01-30' },
      { ...body, scope: 'some' },
      { ...body, branchId: 'nope' },
      { ...body, from: '07/12/2026' },
      {},
    ]) {
      const response = await post('/api/v1/roster-runs', bad);
      expect([400, 422], `${JSON.stringify(bad)} ${response.body}`).toContain(response.statusCode);
    }
    expect([400, 404]).toContain((await get('/api/v1/roster-runs/not-a-uuid')).statusCode);
    expect((await get('/api/v1/roster-runs?cursor=zzz')).statusCode).toBe(400);
    expect((await get('/api/v1/roster-runs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const stranger = await post(`/api/v1/roster-runs/${first.id}/accept`, {
      visitIds: [visits.nobody?.id],
      version: (await runOf(first.id)).version,
    });
    expect(stranger.statusCode, stranger.body).toBe(422);
    expect(
      (await post(`/api/v1/roster-runs/${first.id}/accept`, { visitIds: ['x'], version: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await runCount()).toBe(before);
    expect(await placesOf(String(visits.plain?.id))).toEqual([]);
  });

  it('accepts part of a plan: the chosen visits only, in one audit entry naming the run', async () => {
    const run = await runOf(first.id);
    const response = await post(`/api/v1/roster-runs/${first.id}/accept`, {
      visitIds: [visits.plain?.id],
      version: run.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.applied).toBe(1);
    expect(response.json().data.run.status).toBe('partly accepted');
    const toCarer = preview.changes.find((c) => c.visitId === visits.plain?.id)?.toCarer?.id;
    expect(await placesOf(String(visits.plain?.id))).toEqual([{ carer: toCarer, place: 1 }]);
    const skilledFilled = [
      ...(await placesOf(String(visits.skilledA?.id))),
      ...(await placesOf(String(visits.skilledB?.id))),
    ];
    expect(skilledFilled).toEqual([]);
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, first.id),
          eq(schema.auditLog.action, 'roster-runs.accept'),
        ),
      );
    expect(entries).toHaveLength(1);
    // A stale version is refused.
    const stale = await post(`/api/v1/roster-runs/${first.id}/accept`, { version: run.version });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses with 409, naming them, visits changed since the plan was made', async () => {
    const run = await runOf(first.id);
    const skilled = preview.changes.find((c) => c.kind === 'new' && c.visitId !== visits.plain?.id);
    expect(skilled).toBeDefined();
    const url = `/api/v1/visits/${skilled?.visitId}`;
    const read = await get(url);
    const edited = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...read.json().data, tasks: 'Changed after the plan' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await post(`/api/v1/roster-runs/${first.id}/accept`, { version: run.version });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(skilled?.clientName);
    expect(await placesOf(String(skilled?.visitId))).toEqual([]);
    expect((await runOf(first.id)).version).toBe(run.version);
  });

  it('is stopped on request, keeping what it has, and a stopped run cannot be stopped again', async () => {
    const run = await startRun(11);
    const stopped = await post(`/api/v1/roster-runs/${run.id}/stop`, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.status).toBe('stopped');
    expect((await post(`/api/v1/roster-runs/${run.id}/stop`, {})).statusCode).toBe(409);
    await planRun(t.db, t.config, t.organisationId, run.id);
    expect((await runOf(run.id)).status).toBe('stopped');
    expect((await get(`/api/v1/roster-runs/${run.id}/preview`)).statusCode).toBe(409);
  });

  it('weighs fair hours by what a carer already works inside the period, not the day after', async () => {
    const plainCarer = preview.changes.find((c) => c.visitId === visits.plain?.id)?.toCarer?.id;
    const bookedOf = async (day: string) => {
      const built = await buildRosterProblem(t.db, t.config, {
        organisationId: t.organisationId,
        branchId,
        from: day,
        to: day,
        scope: 'unallocated',
        keepAllocated: true,
        weights: rosterWeightsOf(null),
      });
      const at = built.carers.findIndex((c) => c.id === plainCarer);
      return built.problem.carers[at]?.bookedWeeklyMinutes ?? [0];
    };
    // The accepted half-hour on Monday counts on Monday, not against Sunday's share of the week.
    expect(await bookedOf(MONDAY)).toEqual([30]);
    expect(await bookedOf('2026-12-06')).toEqual([0]);
  });
});
