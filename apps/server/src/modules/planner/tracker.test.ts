import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { allTasks } from '../../routes';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { closeStaleSessions } from './tracker-sessions';

/** The time tracker's calls (spec §4.1, §5, §7) and the job that closes sessions left running. */

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorId: string;
let visitId: string;
let coordinatorClient: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
  coordinatorId = user?.id ?? '';
  // A client of the coordinator's own branch: a visit takes its person's branch, and a
  // coordinator limited to a branch sees only that branch's visits.
  const [client] = await t.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .innerJoin(schema.users, eq(schema.users.branchId, schema.clients.branch))
    .where(eq(schema.users.id, coordinatorId))
    .limit(1);
  coordinatorClient = client?.id ?? '';
  visitId = await plannedReview(coordinatorId);
});
afterAll(() => t.close());

async function plannedReview(assignedTo: string, status = 'Planned') {
  const { row } = await createSample(t, admin, recordKind('assessment-visits'), {
    visitType: 'REVIEW',
    targetType: 'client',
    clientId: coordinatorClient,
    carerId: null,
    employeeId: null,
    startsAt: '2026-10-25T09:00:00.000Z',
    endsAt: '2026-10-25T10:00:00.000Z',
    assignedTo,
    status,
  });
  return row.id;
}

const trackable = (id: string, type: string, cookie = coordinator) =>
  t.call({ method: 'GET', url: `/api/v1/user/trackable/${id}/${type}/office_planner`, cookie });

let n = 0;
const task = (id: string, reference: string, type = 'REVIEW') => ({
  event: 'START',
  timestamp: Date.now(),
  reference,
  module: 'OFFICE_PLANNER',
  state: 'initial',
  duration: 0,
  timeDisplay: '00:00:00',
  content: { title: 'Review', body: '' },
  page_title: 'Assessment Visits - Office Planner',
  target_reference_entity_id: id,
  type,
});
const send = (event: 'start' | 'mid' | 'stop', body: object, cookie = coordinator) =>
  t.call({
    method: 'POST',
    url: `/api/v1/time-tracker/office-planner/${event}`,
    cookie,
    payload: body,
  });
const newReference = () => `session-${++n}-${Date.now()}`;

const sessionTable = tableOf(recordKind('tracker-sessions'));
const sessionsOf = async (reference: string) =>
  (await t.db
    .select()
    .from(sessionTable)
    .where(eq(column(sessionTable, 'reference'), reference))) as Record<string, unknown>[];

describe('whether a target is trackable', () => {
  it('is yes for a planned visit of that type assigned to the caller, with its task line', async () => {
    const response = await trackable(visitId, 'review');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: { trackable: true, reason: null, content: { title: 'Review, 25/10/2026 09:00' } },
    });
  });

  it('is no, with the reason, for another type, another person or a visit done', async () => {
    expect((await trackable(visitId, 'spot_check')).json().data).toMatchObject({
      trackable: false,
      reason: 'This visit is not a spot check.',
    });
    expect((await trackable(visitId, 'review', admin)).json().data).toMatchObject({
      trackable: false,
      reason: 'This visit is planned for someone else.',
    });
    const done = await plannedReview(coordinatorId, 'Done');
    expect((await trackable(done, 'review')).json().data.trackable).toBe(false);
  });

  it("answers 404 for another organisation's visit, as if it did not exist", async () => {
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await trackable(visitId, 'review', riverside)).statusCode).toBe(404);
    const start = await send('start', task(visitId, newReference()), riverside);
    expect(start.statusCode).toBe(404);
  });

  it('refuses a person without the permission', async () => {
    const nobody = await t.login(NO_ACCESS_EMAIL);
    expect((await trackable(visitId, 'review', nobody)).statusCode).toBe(403);
    expect((await send('start', task(visitId, newReference()), nobody)).statusCode).toBe(403);
  });
});

describe('tracking a visit', () => {
  it('refuses to start on a target that is not trackable and keeps nothing', async () => {
    const reference = newReference();
    const response = await send('start', task(visitId, reference, 'SPOT_CHECK'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Target SPOT_CHECK is not trackable',
    });
    expect(await sessionsOf(reference)).toHaveLength(0);
  });

  it('starts, keeps alive with MID and stops one session, each change audited', async () => {
    const reference = newReference();
    const start = await send('start', task(visitId, reference));
    expect(start.statusCode).toBe(201);
    expect(start.json().data).toMatchObject({ state: 'Running', endedAt: null });
    // A START sent again (a retry) opens no second session.
    expect((await send('start', task(visitId, reference))).json().data.sessionId).toBe(
      start.json().data.sessionId,
    );
    const mid = await send('mid', { ...task(visitId, reference), event: 'MID' });
    expect(mid.statusCode).toBe(200);
    expect(mid.json().data.state).toBe('Running');
    const stop = await send('stop', { ...task(visitId, reference), event: 'STOP' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data).toMatchObject({ state: 'Stopped', timeDisplay: '00:00:00' });
    expect(stop.json().data.endedAt).not.toBeNull();
    const [session] = await sessionsOf(reference);
    expect(session).toMatchObject({
      userId: coordinatorId,
      visitId,
      eventType: 'REVIEW',
      module: 'OFFICE_PLANNER',
      state: 'Stopped',
      version: 3,
    });
    const trail = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, String(session?.id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(
      ['create', 'tracker.mid', 'tracker.stop'].sort(),
    );
    // The tracked time is listed for whoever reads it (/app/tracker).
    const list = await t.call({
      method: 'GET',
      url: `/api/v1/tracker-sessions?userId=${coordinatorId}`,
      cookie: coordinator,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((row: { reference: string }) => row.reference)).toContain(
      reference,
    );
  });

  it('answers 404 for a MID or STOP of a session never started', async () => {
    const response = await send('mid', task(visitId, newReference()));
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(false);
  });
});

describe('a session with no STOP', () => {
  it('is closed by the job at its last MID plus five minutes, once', async () => {
    expect(allTasks.map((task) => task.name)).toContain('planner.close-stale-tracker-sessions');
    const reference = newReference();
    await send('start', task(visitId, reference));
    await send('mid', task(visitId, reference));
    const [running] = await sessionsOf(reference);
    const lastSeen = new Date(String(running?.lastSeenAt));
    // Four minutes on, it is still running.
    expect(
      await closeStaleSessions(t.db, t.organisationId, new Date(lastSeen.getTime() + 240_000)),
    ).toBe(0);
    const later = new Date(lastSeen.getTime() + 3_600_000);
    expect(await closeStaleSessions(t.db, t.organisationId, later)).toBeGreaterThanOrEqual(1);
    expect(await closeStaleSessions(t.db, t.organisationId, later)).toBe(0);
    const [closed] = await sessionsOf(reference);
    expect(closed?.state).toBe('Closed without stop');
    expect(new Date(String(closed?.endedAt)).getTime()).toBe(lastSeen.getTime() + 300_000);
    expect(closed?.timeDisplay).toMatch(/^00:05:0\d$/);
    // A STOP arriving after it leaves it as it was closed.
    const stop = await send('stop', task(visitId, reference));
    expect(stop.json().data.state).toBe('Closed without stop');
    const [entry] = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, String(closed?.id)),
          eq(schema.auditLog.action, 'tracker.closed-without-stop'),
        ),
      );
    expect(entry).toBeDefined();
  });
});

describe("the office planner's calendar", () => {
  const calendar = (from: string, to: string, cookie = coordinator) =>
    t.call({ method: 'GET', url: `/api/v1/office-planner/calendar?from=${from}&to=${to}`, cookie });

  it('answers the visits starting in the London days asked, with who they are with', async () => {
    const response = await calendar('2026-10-25', '2026-10-25');
    expect(response.statusCode).toBe(200);
    const visit = response.json().data.visits.find((v: { id: string }) => v.id === visitId);
    expect(visit).toMatchObject({
      visitType: 'REVIEW',
      targetType: 'client',
      assignedTo: coordinatorId,
      assignedName: DEMO_USERS.coordinator.name,
      status: 'Planned',
    });
    expect(visit.targetName).toEqual(expect.any(String));
    const dayBefore = await calendar('2026-10-24', '2026-10-24');
    expect(dayBefore.json().data.visits.map((v: { id: string }) => v.id)).not.toContain(visitId);
  });

  it('shows nothing of another organisation, and refuses a period too long', async () => {
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await calendar('2026-10-25', '2026-10-25', riverside)).json().data.visits).toEqual([]);
    expect((await calendar('2026-01-01', '2026-12-31')).statusCode).toBe(400);
  });

  it('moves a visit with the version read, and refuses a stale one with 409', async () => {
    // A manager, who plans across branches (a coordinator names only their branch's clients).
    const manager = await t.login(DEMO_USERS.manager.email);
    const id = await plannedReview(coordinatorId);
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/assessment-visits/${id}`,
      cookie: manager,
    });
    const { _titles, ...saved } = read.json().data;
    const version = saved.version;
    const move = (v: number) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/assessment-visits/${id}`,
        cookie: manager,
        payload: {
          ...saved,
          startsAt: '2026-10-26T10:00:00.000Z',
          endsAt: '2026-10-26T11:00:00.000Z',
          version: v,
        },
      });
    const moved = await move(version);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.title).toBe('Review, 26/10/2026 10:00');
    expect((await move(version)).statusCode).toBe(409);
  });
});
