import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { carersFreeFor } from './free-carers.test-kit';
import { generateRota } from './visit-generation';

/**
 * Visits against the real database: generation from a client's slots (twice makes nothing twice,
 * a hand-moved or started visit is held), and allocation under the rules, with the exclusion
 * constraint deciding two allocations of one carer sent at once.
 */

let t: TestApp;
let admin: string;
const visitsTable = () => tableOf(recordKind('visits'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

async function newClient() {
  return (await createSample(t, admin, recordKind('clients'), { status: 'Active' })).row;
}

async function addSlot(clientId: string, slot: Record<string, unknown>) {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/clients/${clientId}/client-slots`,
    cookie: admin,
    payload: { carersNeeded: 1, visitType: 'Personal care', visitSlot: null, notes: null, ...slot },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number };
}

async function visitsOf(clientId: string) {
  const v = visitsTable();
  return (await t.db
    .select()
    .from(v)
    .where(and(eq(column(v, 'client'), clientId), isNull(column(v, 'deletedAt'))))
    .orderBy(column(v, 'startsAt'))) as Record<string, unknown>[];
}

const iso = (value: unknown) => new Date(String(value)).toISOString();

/** Saves a record as its edit form does: the whole record as read, with these changes. */
async function save(url: string, changes: Record<string, unknown>) {
  const read = await t.call({ method: 'GET', url, cookie: admin });
  expect(read.statusCode, read.body).toBe(200);
  return t.call({
    method: 'PUT',
    url,
    cookie: admin,
    payload: { ...read.json().data, ...changes },
  });
}

async function allocate(visitId: string, body: Record<string, unknown>, cookie = admin) {
  return t.call({
    method: 'POST',
    url: `/api/v1/visits/${visitId}/allocate`,
    cookie,
    payload: body,
  });
}

describe('generating visits from a client’s slots', () => {
  let clientId: string;
  let morning: { id: string };
  // Three weeks around the last Sunday of October 2026.
  const range = { from: '2026-10-19', to: '2026-11-08' };

  beforeAll(async () => {
    clientId = (await newClient()).id;
    morning = await addSlot(clientId, {
      dayOfWeek: 'Monday',
      startTime: '08:00',
      endTime: '09:00',
    });
    await addSlot(clientId, {
      dayOfWeek: 'Saturday',
      startTime: '22:00',
      endTime: '07:00',
      visitType: 'Night',
    });
  });

  it('makes each visit once, however often it runs', async () => {
    const [before] = await t.db
      .select({ last: sql<number>`coalesce(max(${schema.outboxEvents.id}), 0)::int` })
      .from(schema.outboxEvents);
    const first = await generateRota(t.db, t.organisationId, range);
    const made = await visitsOf(clientId);
    // Whoever watches is told once a branch a batch, not once a visit: their lists refresh.
    const events = await t.db
      .select({ branchId: schema.outboxEvents.branchId, recordId: schema.outboxEvents.recordId })
      .from(schema.outboxEvents)
      .where(
        and(
          eq(schema.outboxEvents.kind, 'visits'),
          sql`${schema.outboxEvents.id} > ${before?.last ?? 0}`,
        ),
      );
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(first.created / 10);
    expect(new Set(events.map((event) => event.branchId))).toContain(made[0]?.branch);
    expect(made).toHaveLength(6);
    expect(first.created).toBeGreaterThanOrEqual(6);
    const second = await generateRota(t.db, t.organisationId, range);
    expect(second).toMatchObject({ created: 0, updated: 0, held: 0 });
    expect(await visitsOf(clientId)).toHaveLength(6);
    // Written through the record store: each has its audit entry.
    const [audited] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'visits'),
          eq(schema.auditLog.recordId, String(made[0]?.id)),
        ),
      );
    expect(audited?.count).toBe(1);
    // Three weeks for every demo client besides this one, twice, each visit audited.
  }, 120_000);

  it('makes the night sit across the clocks going back one visit of ten hours', async () => {
    const night = (await visitsOf(clientId)).find((v) => v.visitDate === '2026-10-24');
    expect(night).toMatchObject({ visitType: 'Night', status: 'Planned', source: 'Template' });
    expect(iso(night?.startsAt)).toBe('2026-10-24T21:00:00.000Z');
    expect(iso(night?.endsAt)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('moves planned visits to a changed slot, but holds those moved by hand or started', async () => {
    const [first, second, third] = (await visitsOf(clientId)).filter(
      (v) => v.visitType !== 'Night',
    );
    expect(first && second && third).toBeTruthy();
    // Started: the carer has checked in.
    const started = await save(`/api/v1/visits/${third?.id}`, { status: 'In progress' });
    expect(started.statusCode, started.body).toBe(200);
    // Moved by hand through the record API: the hook marks it.
    const moved = await save(`/api/v1/visits/${first?.id}`, {
      startTime: '07:45',
      endTime: '08:45',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.movedByHand).toBe(true);

    const changed = await save(`/api/v1/clients/${clientId}/client-slots/${morning.id}`, {
      startTime: '08:30',
      endTime: '09:30',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const run = await generateRota(t.db, t.organisationId, range);
    expect(run).toMatchObject({ created: 0, updated: 1, held: 2 });
    const after = (await visitsOf(clientId)).filter((v) => v.visitType !== 'Night');
    const byId = new Map(after.map((v) => [v.id, v]));
    expect(String(byId.get(first?.id)?.startTime)).toBe('07:45:00');
    expect(String(byId.get(second?.id)?.startTime)).toBe('08:30:00');
    expect(iso(byId.get(second?.id)?.startsAt)).toBe('2026-10-26T08:30:00.000Z');
    expect(String(byId.get(third?.id)?.startTime)).toBe('08:00:00');
  });
});

describe('allocating a carer', () => {
  let clientA: string;
  let clientB: string;
  let overlapA: Record<string, unknown>;
  let overlapB: Record<string, unknown>;
  let later: Record<string, unknown>;
  let eligible: string;
  /** The overlapping visit the carer won. */
  let won: string;

  beforeAll(async () => {
    clientA = (await newClient()).id;
    clientB = (await newClient()).id;
    await addSlot(clientA, { dayOfWeek: 'Monday', startTime: '08:00', endTime: '09:00' });
    await addSlot(clientA, { dayOfWeek: 'Tuesday', startTime: '12:00', endTime: '13:00' });
    await addSlot(clientB, { dayOfWeek: 'Monday', startTime: '08:30', endTime: '09:30' });
    const range = { from: '2026-12-07', to: '2026-12-08' };
    // The two days free of the demo's rota, whose visits would be each carer's journeys.
    await clearDemoRota(t, range.from, range.to);
    await generateRota(t.db, t.organisationId, range);
    [overlapA, later] = (await visitsOf(clientA)) as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    [overlapB] = (await visitsOf(clientB)) as [Record<string, unknown>];
    // A demo carer the rules let take both visits: compliant that day, free, not on holiday.
    [eligible = ''] = await carersFreeFor(t, [overlapA, overlapB, later]);
    expect(eligible).toBeTruthy();
  });

  it('refuses a carer who is not compliant, naming each reason, and no override helps', async () => {
    const newcomer = (await createSample(t, admin, recordKind('carers'), { status: 'Active' })).row
      .id;
    const refused = await allocate(String(later.id), { carerId: newcomer, place: 1 });
    expect(refused.statusCode, refused.body).toBe(422);
    const rules = refused.json().data.refusals.map((r: { rule: string }) => r.rule);
    expect(rules).toEqual(expect.arrayContaining(['right-to-work', 'dbs']));
    expect(refused.json().errors.carerId.length).toBe(rules.length);
    const overridden = await allocate(String(later.id), {
      carerId: newcomer,
      place: 1,
      override: { reason: 'Nobody else' },
    });
    expect(overridden.statusCode).toBe(422);
    expect(overridden.json().message).toContain('cannot be overridden');
  });

  it('lets one of two allocations of one carer to overlapping visits through, sent at once', async () => {
    const answers = await Promise.all([
      allocate(String(overlapA.id), { carerId: eligible, place: 1 }),
      allocate(String(overlapB.id), { carerId: eligible, place: 1 }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    const loser = answers.find((a) => a.statusCode !== 200);
    expect(loser?.json().data?.refusals?.[0]?.rule ?? 'clash').toMatch(/already-booked|clash/);
    // Asked again now, the rule names the clash itself.
    won = answers.find((a) => a.statusCode === 200)?.json().data.visitId;
    const other = won === overlapA.id ? overlapB : overlapA;
    const again = await allocate(String(other.id), { carerId: eligible, place: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().data.refusals.map((r: { rule: string }) => r.rule)).toEqual([
      'already-booked',
    ]);
    const a = tableOf(recordKind('visit-carers'));
    // Not only a check: the database itself refuses the second allocation, however it is written.
    const direct = t.db.insert(a).values({
      organisationId: t.organisationId,
      parentId: String(other.id),
      place: 1,
      carer: eligible,
    } as never);
    await expect(direct).rejects.toMatchObject({ cause: { code: '23P01' } });
    const [live] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(a)
      .where(
        and(
          eq(column(a, 'carer'), eligible),
          isNull(column(a, 'deletedAt')),
          // The demo rota books the carer elsewhere too: only these two visits are in question.
          inArray(column(a, 'parentId'), [String(overlapA.id), String(overlapB.id)]),
        ),
      );
    expect(live?.count).toBe(1);
  });

  it('refuses a carer on approved holiday unless a manager overrides with a reason, audited', async () => {
    const holidays = tableOf(recordKind('carer-holidays'));
    const reason = (await createSample(t, admin, recordKind('holiday-reasons'))).row.id;
    await t.db.insert(holidays).values({
      organisationId: t.organisationId,
      parentId: eligible,
      reason,
      fromDate: '2026-12-08',
      toDate: '2026-12-08',
      hours: 7.5,
      status: 'Approved',
    } as never);
    const refused = await allocate(String(later.id), { carerId: eligible, place: 1 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().data.refusals).toEqual([
      {
        rule: 'on-holiday',
        overridable: true,
        message: 'The carer is on approved holiday from 08/12/2026 to 08/12/2026.',
      },
    ]);
    // A coordinator who may staff visits but not override: refused, whatever the reason.
    const k = tableOf(recordKind('carers'));
    const [carerRow] = await t.db
      .select({ branch: column(k, 'branch') })
      .from(k)
      .where(eq(column(k, 'id'), eligible));
    const v = visitsTable();
    await t.db
      .update(v)
      .set({ branch: carerRow?.branch } as never)
      .where(eq(column(v, 'id'), String(later.id)));
    const coordinator = await branchUser(t, String(carerRow?.branch), [
      'visits.read',
      'visits.update',
    ]);
    const notAManager = await allocate(
      String(later.id),
      { carerId: eligible, place: 1, override: { reason: 'Covering' } },
      coordinator,
    );
    expect(notAManager.statusCode, notAManager.body).toBe(422);
    expect(notAManager.json().message).toBe('Only a manager may override these rules.');
    const allowed = await allocate(String(later.id), {
      carerId: eligible,
      place: 1,
      override: { reason: 'Carer asked to cover this one visit' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data).toMatchObject({
      overridden: ['on-holiday'],
      carers: [
        { place: 1, carer: eligible, overrideReason: 'Carer asked to cover this one visit' },
      ],
    });
    const entries = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, String(later.id)));
    expect(entries.map((e) => e.action)).toContain('visits.allocation-override');
  });

  it('lists visits by dates, client and carer, with who fills each place', async () => {
    const byCarer = await t.call({
      method: 'GET',
      url: `/api/v1/visits?from=2026-12-07&to=2026-12-08&carer=${eligible}`,
      cookie: admin,
    });
    expect(byCarer.statusCode, byCarer.body).toBe(200);
    // The carer's demo rounds are listed too; of this test's visits, the two they took.
    const items = (
      byCarer.json().data.items as { id: string; carers: { carer: string }[] }[]
    ).filter((item) => [overlapA.id, overlapB.id, later.id].includes(item.id));
    expect(items.length).toBe(2);
    expect(items.every((item) => item.carers.some((c) => c.carer === eligible))).toBe(true);
    const byClient = await t.call({
      method: 'GET',
      url: `/api/v1/visits?from=2026-12-07&to=2026-12-07&client=${clientB}&status=Planned`,
      cookie: admin,
    });
    expect(byClient.json().data.items.map((i: { id: string }) => i.id)).toEqual([overlapB.id]);
    const none = await t.call({
      method: 'GET',
      url: `/api/v1/visits?from=2026-12-09&to=2026-12-09&client=${clientB}`,
      cookie: admin,
    });
    expect(none.json().data.items).toEqual([]);
  });

  it('refuses the visit’s time moving onto another booking of its carer (409, never 500)', async () => {
    const target = won === overlapA.id ? overlapA : overlapB;
    // Tuesday's visit, which the carer takes, moved onto the Monday visit they also take.
    const moved = await save(`/api/v1/visits/${later.id}`, {
      visitDate: target.visitDate,
      startTime: String(target.startTime).slice(0, 5),
      endTime: String(target.endTime).slice(0, 5),
    });
    expect(moved.statusCode, moved.body).toBe(409);
    const [stored] = (await visitsOf(clientA)).filter((v) => v.id === later.id);
    expect(stored?.visitDate).toBe('2026-12-08');
  });
});
