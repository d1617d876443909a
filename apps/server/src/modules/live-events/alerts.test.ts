import { schema } from '@care360/db';
import { addCalendarDays, londonDayStart, recordKind, ukCalendarDate } from '@care360/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/email/mailer';
import { systemActor } from '../../platform/records/record-actor';
import { changeRecord, insertRecord } from '../../platform/records/record-changes';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { raiseAlerts } from './alert-raising';
import { demoLiveOn, playDemoVisits } from './demo-live.job';
import { escalateAlerts, setEscalationNotifier } from './escalation';
import { raiseMedicineAlerts } from './report-alerts';
import { evaluateVisit, evaluateVisitsNearNow } from './visit-alerts';

let t: TestApp;
let admin: string;
let coordinator: string;
let hr: string;
let ownBranch: string;
let otherBranch: string;
let clientId: string;
let carerId: string;
let managerId: string;
let adminId: string;

const alertsTable = () => tableOf(recordKind('alerts'));
const quiet = { info: () => {}, warn: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, coordinator, hr] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.hr.email),
  ]);
  const [coordinatorUser] = await t.db
    .select({ branchId: schema.users.branchId })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
  ownBranch = String(coordinatorUser?.branchId);
  const [other] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))
    .orderBy(asc(schema.branches.name));
  otherBranch = String(other?.id === ownBranch ? '' : other?.id);
  const [manager] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.manager.email));
  managerId = String(manager?.id);
  const [adminUser] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  adminId = String(adminUser?.id);
  // A client of the coordinator's branch at a known home, and a carer of the branch.
  const client = await createSample(t, admin, recordKind('clients'), {
    branch: ownBranch,
    latitude: 53.8008,
    longitude: -1.5491,
  });
  clientId = client.row.id;
  // A carer of their own: no demo visit of theirs clashes with the test's.
  const carer = await createSample(t, admin, recordKind('carers'), { branch: ownBranch });
  carerId = carer.row.id;
});
afterAll(() => t?.close());

let nextDay = 0;
/** A one-carer visit of the test client on a day of its own (no clash with the demo rota). */
async function visitWithPlace(startsAt: Date, minutes = 60, branch = ownBranch) {
  const actor = systemActor(t.organisationId);
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
  const visit = await insertRecord(t.db, actor, recordKind('visits'), {
    client: clientId,
    branch,
    visitDate: startsAt.toISOString().slice(0, 10),
    startTime: startsAt.toISOString().slice(11, 16),
    endTime: endsAt.toISOString().slice(11, 16),
    startsAt,
    endsAt,
    carersNeeded: 1,
    status: 'Published',
    source: 'By hand',
  });
  const place = await insertRecord(
    t.db,
    actor,
    recordKind('visit-carers'),
    { place: 1, carer: carerId, startsAt, endsAt },
    { parentId: String(visit.id) },
  );
  return { visitId: String(visit.id), placeId: String(place.id), startsAt, endsAt };
}

/** A Monday morning in GMT years ahead, a week apart per test. */
function freshStart(): Date {
  nextDay += 7;
  return new Date(Date.parse('2031-01-06T09:00:00Z') + nextDay * 86_400_000);
}

async function alertsOfVisit(visitId: string) {
  const a = alertsTable();
  return (await t.db
    .select()
    .from(a)
    .where(eq(column(a, 'visit'), visitId))
    .orderBy(asc(column(a, 'raisedAt')))) as Record<string, unknown>[];
}

async function checkIn(placeId: string, values: Record<string, unknown>) {
  await t.db.transaction((tx) =>
    changeRecord(tx, systemActor(t.organisationId), recordKind('visit-carers'), placeId, values),
  );
}

describe('the visit alerts, raised and resolved by the rules', () => {
  it('raises a late visit once, however often and however concurrently it is judged', async () => {
    const { visitId, startsAt } = await visitWithPlace(freshStart());
    const before = new Date(startsAt.getTime() + 14 * MINUTE);
    expect((await evaluateVisit(t.db, t.organisationId, visitId, before)).raised).toBe(0);
    const due = new Date(startsAt.getTime() + 15 * MINUTE);
    const runs = await Promise.all([
      evaluateVisit(t.db, t.organisationId, visitId, due),
      evaluateVisit(t.db, t.organisationId, visitId, due),
      evaluateVisit(t.db, t.organisationId, visitId, due),
    ]);
    expect(runs.reduce((sum, run) => sum + run.raised, 0)).toBe(1);
    await evaluateVisit(t.db, t.organisationId, visitId, new Date(due.getTime() + MINUTE));
    const alerts = await alertsOfVisit(visitId);
    expect(alerts.map((a) => [a.source, a.severity, a.status, a.branch])).toEqual([
      ['Late visit', 'Medium', 'Raised', ownBranch],
    ]);
    // Raised through the record store: audited, and a live event for the boards.
    const [audit] = await t.db
      .select({ action: schema.auditLog.action, actor: schema.auditLog.actorUserId })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, String(alerts[0]?.id)));
    expect(audit).toEqual({ action: 'alerts.raised', actor: null });
    const events = await t.db
      .select({ kind: schema.outboxEvents.kind })
      .from(schema.outboxEvents)
      .where(eq(schema.outboxEvents.recordId, String(alerts[0]?.id)));
    expect(events).toEqual([{ kind: 'alerts' }]);
  });

  it('resolves a late visit by itself when the carer checks in, saying when', async () => {
    const { visitId, placeId, startsAt } = await visitWithPlace(freshStart());
    await evaluateVisit(
      t.db,
      t.organisationId,
      visitId,
      new Date(startsAt.getTime() + 20 * MINUTE),
    );
    const arrived = new Date(startsAt.getTime() + 22 * MINUTE);
    await checkIn(placeId, {
      checkedInAt: arrived,
      checkInMethod: 'Phone app',
      checkInLatitude: 53.8009,
      checkInLongitude: -1.5491,
    });
    const outcome = await evaluateVisit(t.db, t.organisationId, visitId, arrived);
    expect(outcome).toEqual({ raised: 0, resolved: 1 });
    const [late] = await alertsOfVisit(visitId);
    expect(late).toMatchObject({
      status: 'Resolved',
      autoResolved: true,
      resolution: 'Checked in at 09:22.',
    });
  });

  it('raises missed, far from home, not checked out and short as each threshold passes', async () => {
    const missed = await visitWithPlace(freshStart(), 30);
    await evaluateVisit(
      t.db,
      t.organisationId,
      missed.visitId,
      new Date(missed.endsAt.getTime() + 15 * MINUTE),
    );
    expect((await alertsOfVisit(missed.visitId)).map((a) => [a.source, a.severity])).toEqual([
      ['Late visit', 'Medium'],
      ['Missed visit', 'High'],
    ]);

    const away = await visitWithPlace(freshStart(), 60);
    await checkIn(away.placeId, {
      checkedInAt: away.startsAt,
      checkInLatitude: 53.8108,
      checkInLongitude: -1.5491,
    });
    await evaluateVisit(t.db, t.organisationId, away.visitId, away.startsAt);
    const [far] = await alertsOfVisit(away.visitId);
    expect(far?.source).toBe('Checked in far from home');
    expect(far?.subject).toContain('1.1 km from home');
    // Still in the home 30 minutes after the planned end: is the carer safe?
    await evaluateVisit(
      t.db,
      t.organisationId,
      away.visitId,
      new Date(away.endsAt.getTime() + 30 * MINUTE),
    );
    expect((await alertsOfVisit(away.visitId)).map((a) => a.source)).toEqual([
      'Checked in far from home',
      'Not checked out',
    ]);
    const out = new Date(away.startsAt.getTime() + 20 * MINUTE);
    await checkIn(away.placeId, { checkedOutAt: out });
    await evaluateVisit(
      t.db,
      t.organisationId,
      away.visitId,
      new Date(away.endsAt.getTime() + 40 * MINUTE),
    );
    const after = await alertsOfVisit(away.visitId);
    expect(after.map((a) => [a.source, a.status])).toEqual([
      ['Checked in far from home', 'Raised'],
      ['Not checked out', 'Resolved'],
      ['Short visit', 'Raised'],
    ]);
  });

  it('judges the visits near now in the minute’s job, and no visit far from it', async () => {
    const now = new Date();
    const current = await visitWithPlace(new Date(now.getTime() - 20 * MINUTE), 60);
    const yesterday = await visitWithPlace(new Date(now.getTime() - 40 * 3_600_000), 60);
    await evaluateVisitsNearNow(t.db, t.organisationId, now);
    expect((await alertsOfVisit(current.visitId)).map((a) => a.source)).toEqual(['Late visit']);
    expect(await alertsOfVisit(yesterday.visitId)).toEqual([]);
  });
});

describe('the alerts of medicines and incidents', () => {
  it('raises "Medicine refused" from a refused dose on the MAR chart, once', async () => {
    const medicine = await createSample(t, admin, recordKind('medications'), {
      name: 'Alertazol',
      strength: '5 mg',
      form: 'Other',
      controlled: false,
    });
    const today = ukCalendarDate();
    const line = await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: medicine.row.id,
        prn: false,
        prnReason: null,
        timesOfDay: ['morning'],
        startDate: addCalendarDays(today, -3),
        endDate: null,
      },
      clientId,
    );
    const dose = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${clientId}/mar/entries`,
      cookie: admin,
      payload: {
        clientMedicationId: line.row.id,
        day: addCalendarDays(today, -1),
        slot: 'morning',
        code: 'R',
        note: 'Said it makes them feel sick.',
      },
    });
    expect(dose.statusCode, dose.body).toBe(201);
    const now = new Date();
    const ofDose = (raised: Record<string, unknown>[]) =>
      raised.filter((alert) => alert.sourceId === dose.json().data.id);
    expect(ofDose(await raiseMedicineAlerts(t.db, t.organisationId, now))).toHaveLength(1);
    expect(await raiseMedicineAlerts(t.db, t.organisationId, now)).toEqual([]);
    const a = alertsTable();
    const [alert] = (await t.db
      .select()
      .from(a)
      .where(eq(column(a, 'sourceId'), dose.json().data.id))) as Record<string, unknown>[];
    expect(alert).toMatchObject({
      source: 'Medicine refused',
      severity: 'Medium',
      client: clientId,
      branch: ownBranch,
      detail: 'Said it makes them feel sick.',
    });
    expect(String(alert?.subject)).toMatch(/^Alertazol 5 mg.* refused: /);
  });

  it('raises "Incident reported" as the incident is saved', async () => {
    const incident = await createSample(t, admin, recordKind('incidents'), {
      branch: ownBranch,
      client: clientId,
      title: 'Fall in the kitchen',
      harm: 'Moderate',
    });
    const a = alertsTable();
    const [alert] = (await t.db
      .select()
      .from(a)
      .where(eq(column(a, 'sourceId'), incident.row.id))) as Record<string, unknown>[];
    expect(alert).toMatchObject({
      source: 'Incident reported',
      severity: 'High',
      status: 'Raised',
      sourceKind: 'incidents',
    });
    expect(String(alert?.subject)).toContain('Fall in the kitchen');
  });
});

describe('the escalation ladder', () => {
  it('emails the on-call then the registered manager after the minutes, never twice', async () => {
    // The demo's settings: the manager on call, the administrator the registered manager, and
    // the default ladder of a high alert (15 and 45 minutes).
    const raisedAt = new Date('2031-06-02T09:00:00Z');
    const [alert] = await raiseAlerts(
      t.db,
      t.organisationId,
      [
        {
          source: 'Not checked out',
          dedupKey: 'test:escalation',
          severity: 'High',
          subject: 'Not checked out: escalation test',
          detail: null,
          branch: ownBranch,
          client: clientId,
          carer: carerId,
          visit: null,
        },
      ],
      raisedAt,
    );
    const pushed: string[] = [];
    const previous = setEscalationNotifier(async (e) => {
      if (e.alertId === alert?.id) pushed.push(`${e.level}:${e.userId ?? 'nobody'}`);
    });
    const mailer = createMailer(t.db, quiet, { transport: null, from: 'care360@test' });
    const services = { mailer, publicUrl: 'http://care360.test', log: quiet };
    const at = (minutes: number) => new Date(raisedAt.getTime() + minutes * MINUTE);
    const mine = async (minutes: number) =>
      (await escalateAlerts(t.db, t.organisationId, services, at(minutes))).filter(
        (e) => e.alertId === alert?.id,
      );
    try {
      expect(await mine(14)).toEqual([]);
      expect((await mine(15)).map((e) => e.level)).toEqual(['On-call manager']);
      expect(await mine(16)).toEqual([]);
      expect((await mine(45)).map((e) => e.level)).toEqual(['Registered manager']);
      expect(await mine(300)).toEqual([]);
    } finally {
      setEscalationNotifier(previous);
    }
    expect(pushed).toEqual([`On-call manager:${managerId}`, `Registered manager:${adminId}`]);
    const mail = await t.db
      .select({ to: schema.emailLog.to, subject: schema.emailLog.subject })
      .from(schema.emailLog)
      .where(
        eq(
          schema.emailLog.subject,
          'High alert not acknowledged: Not checked out: escalation test',
        ),
      )
      .orderBy(asc(schema.emailLog.createdAt));
    expect(
      mail.map((m) => m.to),
      JSON.stringify(mail),
    ).toEqual([DEMO_USERS.manager.email, DEMO_USERS.admin.email]);
    const a = alertsTable();
    const [row] = (await t.db
      .select()
      .from(a)
      .where(eq(column(a, 'id'), String(alert?.id)))) as Record<string, unknown>[];
    expect(row).toMatchObject({ escalation: 'Registered manager', status: 'Raised' });
  });
});

describe('acknowledging, assigning and resolving an alert', () => {
  async function openAlert(key: string, branch = ownBranch) {
    const [alert] = await raiseAlerts(
      t.db,
      t.organisationId,
      [
        {
          source: 'Late visit',
          dedupKey: key,
          severity: 'Medium',
          subject: `Late: ${key}`,
          detail: null,
          branch,
          client: null,
          carer: null,
          visit: null,
        },
      ],
      new Date(),
    );
    return { id: String(alert?.id), version: Number(alert?.version) };
  }
  const post = (cookie: string, id: string, action: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/v1/alerts/${id}/${action}`, cookie, payload });

  it('lets the branch acknowledge, assign and resolve, each audited, and refuses a stale version', async () => {
    const alert = await openAlert('test:lifecycle');
    const acknowledged = await post(coordinator, alert.id, 'acknowledge', {
      version: alert.version,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ status: 'Acknowledged' });
    expect(acknowledged.json().data.acknowledgedAt).toBeTruthy();
    const stale = await post(coordinator, alert.id, 'assign', {
      version: alert.version,
      userId: managerId,
    });
    expect(stale.statusCode).toBe(409);
    const version = acknowledged.json().data.version;
    const assigned = await post(coordinator, alert.id, 'assign', { version, userId: managerId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'Assigned', assignedTo: managerId });
    const resolved = await post(coordinator, alert.id, 'resolve', {
      version: assigned.json().data.version,
      resolution: 'Rang the carer: stuck in traffic, arrived 09:25.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'Resolved', autoResolved: false });
    const again = await post(coordinator, alert.id, 'acknowledge', {
      version: resolved.json().data.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This alert is resolved already: there is nothing more to do.',
    );
    const actions = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, alert.id))
      .orderBy(asc(schema.auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      'alerts.raised',
      'alerts.acknowledged',
      'alerts.assigned',
      'alerts.resolved',
    ]);
  });

  it('refuses a caller without the permission, another branch and a bad body, writing nothing', async () => {
    const alert = await openAlert('test:refusals');
    expect((await post(hr, alert.id, 'acknowledge', { version: alert.version })).statusCode).toBe(
      403,
    );
    if (otherBranch) {
      const elsewhere = await openAlert('test:elsewhere', otherBranch);
      expect(
        (await post(coordinator, elsewhere.id, 'acknowledge', { version: elsewhere.version }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await post(coordinator, alert.id, 'resolve', { version: alert.version, resolution: ' ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(coordinator, alert.id, 'assign', {
          version: alert.version,
          userId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    const a = alertsTable();
    const [row] = (await t.db
      .select()
      .from(a)
      .where(eq(column(a, 'id'), alert.id))) as Record<string, unknown>[];
    expect(row).toMatchObject({ status: 'Raised', version: alert.version });
  });

  it('reports the time to acknowledge and to resolve by week and branch', async () => {
    const today = ukCalendarDate();
    const report = await t.call({
      method: 'GET',
      url: `/api/v1/alerts/response-times?from=${addCalendarDays(today, -35)}&to=${today}`,
      cookie: coordinator,
    });
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().data.rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    // A coordinator sees their own branch only.
    expect(new Set(rows.map((row) => row.branch))).toEqual(new Set([ownBranch]));
    expect(rows.some((row) => Number(row.averageMinutesToAcknowledge) > 0)).toBe(true);
    const backwards = await t.call({
      method: 'GET',
      url: `/api/v1/alerts/response-times?from=${today}&to=${addCalendarDays(today, -1)}`,
      cookie: coordinator,
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('the live demo', () => {
  it('runs only with the demo data and not when switched off', () => {
    expect(demoLiveOn({ demoData: true }, {})).toBe(true);
    expect(demoLiveOn({ demoData: true }, { DEMO_LIVE: 'false' })).toBe(false);
    expect(demoLiveOn({ demoData: false }, {})).toBe(false);
  });

  it('checks the demo carers in and out of today’s visits through the record store', async () => {
    // Late this evening on the UK clock: the whole of today's rota has been played.
    const evening = londonDayStart(addCalendarDays(ukCalendarDate(), 1));
    if (!evening) throw new Error('no UK day');
    const now = new Date(evening.getTime() - MINUTE);
    const moves = await playDemoVisits(t.db, t.config, t.organisationId, now, quiet);
    expect(moves).toBeGreaterThan(0);
    const trail = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'visit-carers.checked-out'));
    expect(trail.length).toBeGreaterThan(0);
    // Played again, nothing moves twice.
    expect(await playDemoVisits(t.db, t.config, t.organisationId, now, quiet)).toBe(0);
    // The carers who never arrived leave their visits missed on the board.
    await evaluateVisitsNearNow(t.db, t.organisationId, now);
    const a = alertsTable();
    const missed = await t.db
      .select({ id: column(a, 'id') })
      .from(a)
      .where(eq(column(a, 'source'), 'Missed visit'));
    expect(missed.length).toBeGreaterThan(0);
  });
});
