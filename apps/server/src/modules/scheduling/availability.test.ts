import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { carersFreeFor } from './free-carers.test-kit';
import { addVisit } from './visits.test-kit';

/**
 * What the rota's rules read beyond compliance, kept on the files and refused by name at
 * allocation against the real database: a carer's unavailability (one-off, weekly) and working
 * pattern, a client's declined carers, required training and preferred gender, the 48-hour week (and
 * its opt-out), and journeys between homes placed from their postcodes.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  // The test's weeks free of the demo's rota, whose visits would be each carer's journeys,
  // clashes and hours.
  await clearDemoRota(t, '2026-10-25', '2026-12-18');
  // Two homes' postcodes as the ONS Postcode Directory places them.
  await t.db.insert(schema.postcodeLocations).values([
    { postcode: 'LS1 5HD', latitude: 53.79648, longitude: -1.54785 },
    { postcode: 'YO1 6JT', latitude: 53.95763, longitude: -1.08709 },
  ]);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string };

async function post(url: string, payload: Record<string, unknown>) {
  const response = await t.call({ method: 'POST', url, cookie: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}

/** A client with no home placed, unless the postcode is known. */
async function newClient(overrides: Record<string, unknown> = {}) {
  return (
    await createSample(t, admin, recordKind('clients'), {
      status: 'Active',
      latitude: null,
      longitude: null,
      ...overrides,
    })
  ).row;
}

const newVisit = (
  client: Row,
  visitDate: string,
  startTime: string,
  endTime: string,
  visitType = 'Personal care',
) => addVisit(t, admin, client, { visitDate, startTime, endTime }, visitType);

const allocate = (visit: Row, carerId: string, override?: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/visits/${visit.id}/allocate`,
    cookie: admin,
    payload: { carerId, place: 1, ...(override ? { override: { reason: override } } : {}) },
  });

async function refusedWith(visit: Row, carerId: string) {
  const response = await allocate(visit, carerId);
  expect(response.statusCode, response.body).toBe(422);
  return response.json().data.refusals as { rule: string; message: string }[];
}

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

describe('refusing a carer on what the files keep', () => {
  const visits: Record<string, Row> = {};
  const clients: Record<string, Row> = {};
  /** Demo carers the rules let take every visit below before anything is kept. */
  const free: string[] = [];

  beforeAll(async () => {
    for (const name of ['plain', 'declines', 'gender', 'skills', 'hours']) {
      clients[name] = await newClient();
    }
    clients.leeds = await newClient({ postcode: 'LS1 5HD' });
    clients.york = await newClient({ postcode: 'YO1 6JT' });
    const plain = clients.plain as Row;
    visits.oneOff = await newVisit(plain, '2026-12-14', '10:00', '11:00');
    visits.weekly = await newVisit(plain, '2026-12-16', '06:30', '07:30');
    visits.outsidePattern = await newVisit(plain, '2026-12-17', '13:00', '14:00');
    visits.insidePattern = await newVisit(plain, '2026-12-17', '09:00', '10:00');
    visits.declined = await newVisit(clients.declines as Row, '2026-12-14', '08:00', '09:00');
    visits.gender = await newVisit(clients.gender as Row, '2026-12-14', '12:00', '13:00');
    visits.meal = await newVisit(clients.gender as Row, '2026-12-14', '13:30', '14:00', 'Meal');
    visits.skills = await newVisit(clients.skills as Row, '2026-12-14', '16:00', '17:00');
    visits.leeds = await newVisit(clients.leeds as Row, '2026-12-15', '09:00', '10:00');
    visits.york = await newVisit(clients.york as Row, '2026-12-15', '10:15', '11:00');
    visits.hours = await newVisit(clients.hours as Row, '2026-12-16', '10:00', '11:00');
    free.push(...(await carersFreeFor(t, Object.values(visits), 4)));
    expect(free).toHaveLength(4);
  });

  it('refuses a carer in a one-off unavailability, naming it', async () => {
    const [carer] = free as [string];
    await post(`/api/v1/carers/${carer}/carer-unavailability`, {
      repeats: 'One-off',
      startsAt: '2026-12-14T09:30:00.000Z',
      endsAt: '2026-12-14T12:00:00.000Z',
      reason: 'Dentist',
    });
    expect(await refusedWith(visits.oneOff as Row, carer)).toEqual([
      {
        rule: 'unavailable',
        overridable: true,
        message: 'The carer is unavailable from 14/12/2026 09:30 to 14/12/2026 12:00 (Dentist).',
      },
    ]);
  });

  it('refuses a carer in a weekly unavailability that runs past midnight', async () => {
    const [carer] = free as [string];
    await post(`/api/v1/carers/${carer}/carer-unavailability`, {
      repeats: 'Weekly',
      dayOfWeek: 'Tuesday',
      startTime: '22:00',
      endTime: '07:00',
      fromDate: '2026-12-01',
      reason: 'Nights at another job',
    });
    expect(await refusedWith(visits.weekly as Row, carer)).toEqual([
      {
        rule: 'unavailable',
        overridable: true,
        message:
          'The carer is unavailable from 15/12/2026 22:00 to 16/12/2026 07:00 (Nights at another job).',
      },
    ]);
  });

  it('refuses a weekly unavailability missing its day, and a one-off ending before it starts', async () => {
    const [carer] = free as [string];
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/carers/${carer}/carer-unavailability`,
      cookie: admin,
      payload: { repeats: 'Weekly', startTime: '09:00', endTime: '10:00', reason: 'School run' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['dayOfWeek', 'fromDate']);
    const backwards = await t.call({
      method: 'POST',
      url: `/api/v1/carers/${carer}/carer-unavailability`,
      cookie: admin,
      payload: {
        repeats: 'One-off',
        startsAt: '2026-12-14T12:00:00.000Z',
        endsAt: '2026-12-14T09:00:00.000Z',
        reason: 'Wrong way round',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['endsAt']);
  });

  it('offers a carer with a working pattern only inside it', async () => {
    const [carer] = free as [string];
    await post(`/api/v1/carers/${carer}/carer-working-patterns`, {
      dayOfWeek: 'Thursday',
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(await refusedWith(visits.outsidePattern as Row, carer)).toEqual([
      {
        rule: 'unavailable',
        overridable: true,
        message:
          'The carer is unavailable from 17/12/2026 13:00 to 17/12/2026 14:00 (outside their working pattern).',
      },
    ]);
    const inside = await allocate(visits.insidePattern as Row, carer);
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('refuses a carer the client declined; a manager overrides with a reason, audited', async () => {
    const carer = free[3] as string;
    await post(`/api/v1/clients/${clients.declines?.id}/client-declined-carers`, {
      carer,
      reason: 'Did not get on',
      declinedOn: '2026-11-02',
    });
    expect(await refusedWith(visits.declined as Row, carer)).toEqual([
      {
        rule: 'declined-by-client',
        overridable: true,
        message: 'The client has asked not to have this carer.',
      },
    ]);
    const overridden = await allocate(
      visits.declined as Row,
      carer,
      'Client agreed for this one visit',
    );
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data).toMatchObject({
      overridden: ['declined-by-client'],
      carers: [{ carer, overrideReason: 'Client agreed for this one visit' }],
    });
    const entries = await t.db
      .select({ action: schema.auditLog.action, changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, String(visits.declined?.id)),
          eq(schema.auditLog.action, 'visits.allocation-override'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toMatchObject({
      reason: 'Client agreed for this one visit',
      overridden: ['declined-by-client'],
    });
  });

  it('refuses a carer not of the gender the client asked for in their Preferences', async () => {
    const carer = free[3] as string;
    const k = tableOf(recordKind('carers'));
    const [row] = await t.db
      .select({ gender: column(k, 'gender') })
      .from(k)
      .where(eq(column(k, 'id'), carer));
    const other = row?.gender === 'Female' ? 'Male' : 'Female';
    const answered = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clients.gender?.id}/forms/preferences/responses`,
      cookie: admin,
      payload: {
        answers: { carer_gender: other.toLowerCase(), carer_gender_personal_care_only: 'yes' },
        status: 'completed',
        basedOn: null,
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await refusedWith(visits.gender as Row, carer)).toEqual([
      {
        rule: 'gender-preference',
        overridable: true,
        message: `The client prefers a ${other.toLowerCase()} carer.`,
      },
    ]);
    // Asked for personal care only: a meal visit is not held to it.
    const meal = await allocate(visits.meal as Row, carer);
    expect(meal.statusCode, meal.body).toBe(200);
  });

  it('refuses a carer without a course the client needs every carer to hold', async () => {
    const carer = free[3] as string;
    const course =
      // One this client needs, not one every carer must hold (a sample's yes/no varies).
      (
        await createSample(t, admin, recordKind('training-courses'), {
          name: 'Stoma care',
          mandatory: false,
        })
      ).row;
    await post(`/api/v1/clients/${clients.skills?.id}/client-required-training`, {
      course: course.id,
      notes: 'Colostomy since 2025',
    });
    expect(await refusedWith(visits.skills as Row, carer)).toEqual([
      {
        rule: 'missing-skills',
        overridable: true,
        message: 'The client needs a carer trained in Stoma care.',
      },
    ]);
    // Trained and current: taken.
    await post(`/api/v1/carers/${carer}/carer-training-records`, {
      course: course.id,
      completedOn: '2026-10-01',
    });
    const taken = await allocate(visits.skills as Row, carer);
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('places homes from their postcodes and refuses a journey that cannot be made in time', async () => {
    const c = tableOf(recordKind('clients'));
    const [leeds] = await t.db
      .select({ latitude: column(c, 'latitude'), longitude: column(c, 'longitude') })
      .from(c)
      .where(eq(column(c, 'id'), String(clients.leeds?.id)));
    expect(leeds).toEqual({ latitude: 53.79648, longitude: -1.54785 });
    const carer = free[1] as string;
    const first = await allocate(visits.leeds as Row, carer);
    expect(first.statusCode, first.body).toBe(200);
    const refusals = await refusedWith(visits.york as Row, carer);
    expect(refusals.map((r) => r.rule)).toEqual(['travel-time']);
    expect(refusals[0]?.message).toMatch(
      /^The carer cannot arrive in time: the visit before ends at 15\/12\/2026 10:00 and the journey takes \d+ minutes\.$/,
    );
  });

  it('refuses a carer past 48 hours a week on average, unless they opted out', async () => {
    const carer = free[2] as string;
    // Six weeks of bookings in the reference period: 1,008 hours, above 17 × 48 = 816.
    const long = await newVisit(clients.hours as Row, '2026-11-01', '08:00', '09:00');
    const v = tableOf(recordKind('visits'));
    await t.db
      .update(v)
      .set({ startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-13T00:00:00.000Z' } as never)
      .where(eq(column(v, 'id'), long.id));
    await t.db.insert(tableOf(recordKind('visit-carers'))).values({
      organisationId: t.organisationId,
      parentId: long.id,
      place: 1,
      carer,
    } as never);
    const refusals = await refusedWith(visits.hours as Row, carer);
    expect(refusals.map((r) => r.rule)).toEqual(['weekly-hours']);
    expect(refusals[0]?.message).toBe(
      'The carer would average 59.4 hours a week over 17 weeks, above 48, and has not opted out.',
    );
    const withoutDate = await save(`/api/v1/carers/${carer}`, { optedOutOf48Hours: true });
    expect(withoutDate.statusCode).toBe(400);
    expect(Object.keys(withoutDate.json().errors)).toEqual(['optOutSignedOn']);
    const optedOut = await save(`/api/v1/carers/${carer}`, {
      optedOutOf48Hours: true,
      optOutSignedOn: '2026-10-01',
    });
    expect(optedOut.statusCode, optedOut.body).toBe(200);
    const taken = await allocate(visits.hours as Row, carer);
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
