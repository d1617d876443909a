import { DEMO_CARER, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { phoneWriter } from './phone-writes.test-kit';

/**
 * The carer's phone app against the demo: the demo carer's published visits, one of them on now
 * (seeded so), and what they record at it, each write once per Idempotency-Key.
 */

let t: TestApp;
let carer: string;
let admin: string;
let visitId: string;
let clientId: string;

const visits = tableOf(recordKind('visits'));
const places = tableOf(recordKind('visit-carers'));

const write = phoneWriter(
  () => t,
  () => carer,
  'test-key',
);

const now = () => new Date().toISOString();

beforeAll(async () => {
  t = await createTestApp();
  carer = await t.login(DEMO_CARER.email);
  admin = await t.login(DEMO_USERS.admin.email);
  const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
  expect(list.statusCode, list.body).toBe(200);
  const items = list.json().data.items as Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    checkedInAt: string | null;
    clientId: string;
  }>;
  const on = items.find(
    (v) => new Date(v.startsAt) <= new Date() && new Date(v.endsAt) > new Date() && !v.checkedInAt,
  );
  if (!on) throw new Error('the demo carer has no visit on now');
  visitId = on.id;
  clientId = on.clientId;
});
afterAll(() => t.close());

describe('the carer’s visits', () => {
  it('lists only their own published visits, today to a week ahead', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
    const { items, from, to } = response.json().data as {
      items: Array<{ status: string; visitDate: string }>;
      from: string;
      to: string;
    };
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((v) => v.status !== 'Planned')).toBe(true);
    expect(items.every((v) => v.visitDate >= from && v.visitDate <= to)).toBe(true);
  });

  it('refuses an office user with no carer file, and a visit that is not theirs is 404', async () => {
    const office = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: admin });
    expect(office.statusCode).toBe(403);
    // The office may look at a visit as its carer sees it, but never at the key safe from here.
    const look = await t.call({
      method: 'GET',
      url: `/api/v1/my/visits/${visitId}`,
      cookie: admin,
    });
    expect(look.statusCode, look.body).toBe(200);
    const key = await t.call({
      method: 'POST',
      url: `/api/v1/my/visits/${visitId}/key-safe`,
      cookie: admin,
    });
    expect(key.statusCode).toBe(403);
    const [other] = await t.db
      .select({ id: column(visits, 'id') })
      .from(visits)
      .where(
        sql`${column(visits, 'id')} not in (select parent_id from visit_carers where carer = (select id from carers where "user" = (select id from users where email = ${DEMO_CARER.email})))`,
      )
      .limit(1);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/my/visits/${other?.id}`,
      cookie: carer,
    });
    expect(response.statusCode).toBe(404);
  });

  it('shows the client’s key facts, tasks and medicines due, and audits the read', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/my/visits/${visitId}`,
      cookie: carer,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.keyFacts.allergies).toBeTruthy();
    expect(data.tasks).toContain('Prompt medicines');
    expect(data.medicines.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/keySafe"/);
    const [read] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, clientId), eq(schema.auditLog.action, 'read')));
    expect(read).toBeDefined();
  });
});

describe('the key-safe code', () => {
  it('shows to the carer during the visit, each look audited', async () => {
    await t.db.execute(
      sql`update clients set key_safe = 'Left of the door, code 4321' where id = ${clientId}`,
    );
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/my/visits/${visitId}/key-safe`,
      cookie: carer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.keySafe).toBe('Left of the door, code 4321');
    const reveals = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, clientId), eq(schema.auditLog.action, 'reveal')));
    expect(reveals.length).toBe(1);
  });

  it('is refused (403, audited) outside the window from 30 minutes before to the end', async () => {
    const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
    const later = (list.json().data.items as Array<{ id: string; startsAt: string }>).find(
      (v) => new Date(v.startsAt).getTime() > Date.now() + 3_600_000,
    );
    expect(later).toBeDefined();
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/my/visits/${later?.id}/key-safe`,
      cookie: carer,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/30 minutes before/);
    expect(response.body).not.toMatch(/4321/);
    const refused = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'key-safe.refused'));
    expect(refused.length).toBe(1);
  });
});

describe('recording the visit', () => {
  it('checks in once per Idempotency-Key, with the place, accuracy and distance from home', async () => {
    await t.db.execute(
      sql`update clients set latitude = 53.8, longitude = -1.55 where id = ${clientId}`,
    );
    const body = { recordedAt: now(), latitude: 53.801, longitude: -1.55, accuracy: 12.4 };
    const first = await write(`/api/v1/my/visits/${visitId}/check-in`, body, carer, 'check-in-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await write(`/api/v1/my/visits/${visitId}/check-in`, body, carer, 'check-in-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    const [place] = await t.db
      .select()
      .from(places)
      .where(eq(column(places, 'id'), first.json().data.id));
    const row = place as Record<string, unknown>;
    expect(row.checkInMethod).toBe('Phone app');
    expect(row.checkInAccuracy).toBe(12);
    expect(Number(row.checkInDistance)).toBeGreaterThan(100);
    expect(Number(row.checkInDistance)).toBeLessThan(120);
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'visit-carers.check-in'));
    expect(trail.length).toBe(1);
    // Another key for the same check-in is a second check-in: refused, nothing written.
    const second = await write(`/api/v1/my/visits/${visitId}/check-in`, body);
    expect(second.statusCode).toBe(409);
    // The same key with another request is not a retry.
    const reused = await write(
      `/api/v1/my/visits/${visitId}/check-in`,
      { ...body, accuracy: 5 },
      carer,
      'check-in-1',
    );
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a write without an Idempotency-Key, or with a time in the future or long before', async () => {
    const url = `/api/v1/my/visits/${visitId}/notes`;
    const bare = await t.call({
      method: 'POST',
      url,
      cookie: carer,
      payload: { recordedAt: now(), entry: 'x' },
    });
    expect(bare.statusCode).toBe(400);
    const future = await write(url, {
      recordedAt: new Date(Date.now() + 3_600_000).toISOString(),
      entry: 'Tomorrow',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.recordedAt[0]).toMatch(/future/);
    const early = await write(url, {
      recordedAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      entry: 'Early',
    });
    expect(early.statusCode).toBe(422);
  });

  it('records a refused medicine through the MAR rules, once, where the office sees it', async () => {
    const detail = await t.call({
      method: 'GET',
      url: `/api/v1/my/visits/${visitId}`,
      cookie: carer,
    });
    const medicine = (
      detail.json().data.medicines as Array<{ id: string; slot: string; prn: boolean }>
    ).find((m) => !m.prn);
    expect(medicine).toBeDefined();
    const url = `/api/v1/my/visits/${visitId}/doses`;
    const body = {
      recordedAt: now(),
      clientMedicationId: medicine?.id,
      slot: medicine?.slot,
      code: 'R',
    };
    const noNote = await write(url, body);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toBeDefined();
    const withNote = { ...body, note: 'Said she would take it later.' };
    const first = await write(url, withNote, carer, 'dose-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await write(url, withNote, carer, 'dose-key-1');
    expect(again.json().data).toEqual(first.json().data);
    const e = schema.marEntries;
    const entries = await t.db
      .select()
      .from(e)
      .where(and(eq(e.clientId, clientId), eq(e.code, 'R'), sql`${e.note} like 'Said she%'`));
    expect(entries.length).toBe(1);
    const concerns = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/concerns`,
      cookie: admin,
    });
    expect(JSON.stringify(concerns.json().data.items)).toContain('refused');
  });

  it('writes the visit note to the client’s log, and an incident to the register', async () => {
    const note = await write(`/api/v1/my/visits/${visitId}/notes`, {
      recordedAt: now(),
      entry: 'Washed and dressed; ate porridge.',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.kind).toBe('client-logs');
    const incident = await write(`/api/v1/my/visits/${visitId}/reports`, {
      recordedAt: now(),
      kind: 'Incident',
      type: 'Fall',
      title: 'Found on the bedroom floor',
      whatHappened: 'Found sitting on the floor; no injury seen.',
    });
    expect(incident.statusCode, incident.body).toBe(201);
    expect(incident.json().data.kind).toBe('incidents');
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/incidents/${incident.json().data.id}`,
      cookie: admin,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.status).toBe('Draft');
    expect(read.json().data.client).toBe(clientId);
  });

  it('checks out after the check-in, completing the visit', async () => {
    const response = await write(`/api/v1/my/visits/${visitId}/check-out`, {
      recordedAt: now(),
      accuracy: 8,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [visit] = await t.db
      .select({ status: column(visits, 'status') })
      .from(visits)
      .where(eq(column(visits, 'id'), visitId));
    expect(visit?.status).toBe('Completed');
    const logs = await t.call({
      method: 'GET',
      url: `/api/v1/visits/logs?client=${clientId}&limit=5`,
      cookie: admin,
    });
    const row = (logs.json().data.items as Array<{ visitId: string; checkedOutAt: string }>).find(
      (r) => r.visitId === visitId,
    );
    expect(row?.checkedOutAt).toBeTruthy();
  });

  it('answers 409 with the reason for a visit the office cancelled meanwhile, writing nothing', async () => {
    const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
    const later = (list.json().data.items as Array<{ id: string; startsAt: string }>).find(
      (v) => new Date(v.startsAt).getTime() > Date.now() + 3_600_000,
    );
    await t.db.execute(
      sql`update visits set status = 'Cancelled', cancellation_reason = 'Client in hospital' where id = ${later?.id}`,
    );
    const response = await write(`/api/v1/my/visits/${later?.id}/check-in`, {
      recordedAt: now(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Client in hospital/);
    const [place] = await t.db
      .select({ checkedInAt: column(places, 'checkedInAt') })
      .from(places)
      .where(eq(column(places, 'parentId'), later?.id ?? ''));
    expect(place?.checkedInAt).toBeNull();
  });
});

describe('time off', () => {
  it('asks for a holiday and sets unavailability on the carer’s own file, once per key', async () => {
    const holiday = {
      fromDate: '2099-08-03',
      toDate: '2099-08-07',
      hours: 37.5,
      notes: 'Family wedding',
    };
    const first = await write('/api/v1/my/holidays', holiday, carer, 'holiday-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await write('/api/v1/my/holidays', holiday, carer, 'holiday-1');
    expect(again.json().data).toEqual(first.json().data);
    const holidays = tableOf(recordKind('carer-holidays'));
    const rows = await t.db
      .select({ status: column(holidays, 'status') })
      .from(holidays)
      .where(eq(column(holidays, 'fromDate'), '2099-08-03'));
    expect(rows).toEqual([{ status: 'Requested' }]);
    const off = await write('/api/v1/my/unavailability', {
      startsAt: '2099-09-01T09:00:00Z',
      endsAt: '2099-09-01T17:00:00Z',
      reason: 'Hospital appointment',
    });
    expect(off.statusCode, off.body).toBe(201);
    const wrong = await write('/api/v1/my/unavailability', {
      startsAt: '2099-09-01T17:00:00Z',
      endsAt: '2099-09-01T09:00:00Z',
      reason: 'Backwards',
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('another organisation', () => {
  it('never reaches the demo carer’s visit', async () => {
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/my/visits/${visitId}`,
      cookie: riverside,
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});
