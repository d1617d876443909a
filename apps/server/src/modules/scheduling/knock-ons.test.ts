import { addCalendarDays, DAYS_OF_WEEK, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { carersFreeFor } from './free-carers.test-kit';
import { generateRota, rotaHorizonWeeks } from './visit-generation';

/**
 * What else moves visits, against the real database: a hospital stay and an ended service cancel
 * the visits inside them and offer them back; approved leave and leaving take a carer off their
 * visits (listed for cover); a template change shows what it would do, then does it on save.
 * Each tells the person saving how many visits it changed.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate();
const day = (n: number) => addCalendarDays(today, n);
/** Three weeks from tomorrow: every visit in it is still to come. */
const range = { from: day(1), to: day(21) };
const visitsTable = () => tableOf(recordKind('visits'));
const placesTable = () => tableOf(recordKind('visit-carers'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

/** A client with a visit from 10:00 to 11:00 every day, generated for `range`. */
async function dailyClient() {
  const client = (await createSample(t, admin, recordKind('clients'), { status: 'Active' })).row;
  for (const dayOfWeek of DAYS_OF_WEEK) {
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/client-slots`,
      cookie: admin,
      payload: {
        dayOfWeek,
        startTime: '10:00',
        endTime: '11:00',
        carersNeeded: 1,
        visitType: 'Personal care',
        visitSlot: null,
        notes: null,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  await generateRota(t.db, t.organisationId, range, { clientIds: [client.id] });
  return client.id;
}

async function visitsOf(clientId: string) {
  const v = visitsTable();
  return (await t.db
    .select()
    .from(v)
    .where(and(eq(column(v, 'client'), clientId), isNull(column(v, 'deletedAt'))))
    .orderBy(column(v, 'startsAt'))) as Record<string, unknown>[];
}

const dateOf = (row: Record<string, unknown>) => String(row.visitDate).slice(0, 10);
const inRange = (rows: Record<string, unknown>[]) =>
  rows.filter((row) => dateOf(row) >= range.from && dateOf(row) <= range.to);

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

/** A carer's leave from `from` to `to` (a reason of its own), added as the office adds it. */
async function addLeave(carer: string, from: string, to: string, status: string) {
  return t.call({
    method: 'POST',
    url: `/api/v1/carers/${carer}/carer-holidays`,
    cookie: admin,
    payload: {
      fromDate: from,
      toDate: to,
      reason: (await createSample(t, admin, recordKind('holiday-reasons'))).row.id,
      hours: 0,
      status,
      declineReason: null,
      notes: null,
    },
  });
}

describe('a client’s hospital stay', () => {
  let clientId: string;
  let stayUrl: string;

  beforeAll(async () => {
    clientId = await dailyClient();
  });

  it('cancels the visits inside the stay, with a reason, and says how many', async () => {
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-hospital-stays`,
      cookie: admin,
      payload: { admittedOn: day(5), dischargedOn: null, reason: 'Fall at home' },
    });
    expect(response.statusCode, response.body).toBe(201);
    stayUrl = `/api/v1/clients/${clientId}/client-hospital-stays/${response.json().data.id}`;
    // Days 5 to 21 of the generated three weeks.
    expect(response.json().message).toContain(
      '17 visits cancelled while the client is in hospital.',
    );
    const visits = inRange(await visitsOf(clientId));
    const cancelled = visits.filter((v) => v.status === 'Cancelled');
    expect(cancelled).toHaveLength(17);
    expect(cancelled.every((v) => dateOf(v) >= day(5))).toBe(true);
    expect(String(cancelled[0]?.cancellationReason)).toMatch(
      /^Client in hospital from \d\d\/\d\d\/\d{4}$/,
    );
    expect(visits.filter((v) => v.status === 'Planned')).toHaveLength(4);
  });

  it('does not generate new visits while the client is in hospital', async () => {
    const later = { from: day(22), to: day(28) };
    const run = await generateRota(t.db, t.organisationId, later, { clientIds: [clientId] });
    expect(run.created).toBe(0);
  });

  it('offers the visits after the discharge back, and restores them on request', async () => {
    const discharged = await save(stayUrl, { dischargedOn: day(10) });
    expect(discharged.statusCode, discharged.body).toBe(200);
    // Days 10 to 21 can go ahead again; days 5 to 9 stay cancelled.
    expect(discharged.json().message).toContain(
      '12 visits cancelled for the stay can go ahead again',
    );
    const offered = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/restorable-visits`,
      cookie: admin,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.count).toBe(12);
    const restored = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/restore-visits`,
      cookie: admin,
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.restored).toBe(12);
    const visits = inRange(await visitsOf(clientId));
    expect(visits.filter((v) => v.status === 'Cancelled').map(dateOf)).toEqual(
      [5, 6, 7, 8, 9].map(day),
    );
    expect(visits.find((v) => dateOf(v) === day(10))).toMatchObject({
      status: 'Planned',
      cancellationReason: null,
    });
  });
});

describe('the end of a client’s service', () => {
  it('cancels every visit after the last day, and offers them back on reinstatement', async () => {
    const clientId = await dailyClient();
    const ended = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/end-service`,
      cookie: admin,
      payload: { endedOn: today, reason: 'Own choice', note: null },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toContain('21 visits after it cancelled.');
    expect(inRange(await visitsOf(clientId)).every((v) => v.status === 'Cancelled')).toBe(true);

    const reinstated = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/reinstate`,
      cookie: admin,
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json().message).toContain('21 visits cancelled when the service ended');
    const restored = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/restore-visits`,
      cookie: admin,
      payload: {},
    });
    expect(restored.json().data.restored).toBe(21);
    expect(inRange(await visitsOf(clientId)).every((v) => v.status === 'Planned')).toBe(true);
  });
});

describe('a carer’s leave and leaving', () => {
  let carerId: string;
  let clientId: string;

  /** Puts the carer on each of the client's visits in range (as the allocation would). */
  async function staffAll() {
    for (const visit of inRange(await visitsOf(clientId))) {
      await t.db.insert(placesTable()).values({
        organisationId: t.organisationId,
        parentId: visit.id,
        place: 1,
        carer: carerId,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
      } as never);
    }
  }

  async function placesOf(carer: string) {
    const a = placesTable();
    const v = visitsTable();
    return t.db
      .select({ visitDate: column(v, 'visitDate') })
      .from(a)
      .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
      .where(and(eq(column(a, 'carer'), carer), isNull(column(a, 'deletedAt'))))
      .orderBy(column(v, 'visitDate'));
  }

  beforeAll(async () => {
    carerId = (await createSample(t, admin, recordKind('carers'))).row.id;
    clientId = await dailyClient();
    await staffAll();
  });

  it('approved sickness takes the carer off the visits of those days, listed for cover', async () => {
    const response = await addLeave(carerId, day(3), day(5), 'Approved');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toContain(
      'The carer was taken off 3 visits during the leave: they are listed for cover on this holiday.',
    );
    const left = (await placesOf(carerId)).map((row) => String(row.visitDate).slice(0, 10));
    expect(left).toHaveLength(18);
    expect(left).not.toContain(day(4));

    const cover = await t.call({
      method: 'GET',
      url: `/api/v1/carer-holidays/${response.json().data.id}/visits-for-cover`,
      cookie: admin,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const items = cover.json().data.items as { visitDate: string; openPlaces: number }[];
    expect(items.map((item) => item.visitDate)).toEqual([day(3), day(4), day(5)]);
    expect(items.every((item) => item.openPlaces === 1)).toBe(true);
  });

  it('a requested (not approved) holiday moves nothing', async () => {
    const response = await addLeave(carerId, day(8), day(8), 'Requested');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Carer Holiday added.');
    expect(await placesOf(carerId)).toHaveLength(18);
  });

  it('a carer who leaves is taken off every visit after their last day', async () => {
    const response = await save(`/api/v1/carers/${carerId}`, { leftOn: day(12) });
    expect(response.statusCode, response.body).toBe(200);
    // Days 13 to 21.
    expect(response.json().message).toContain(
      'The carer was taken off 9 future visits after leaving.',
    );
    const left = (await placesOf(carerId)).map((row) => String(row.visitDate).slice(0, 10));
    expect(left.every((date) => date <= day(12))).toBe(true);
    expect(left).toHaveLength(18 - 9);
  });
});

describe('a leave no longer approved', () => {
  /**
   * A new client's visits on `days`, each staffed by a demo carer the rules let take them all
   * (compliant, free, not on leave), who is then given approved leave over those days.
   */
  async function carerOnLeave(days: string[]) {
    // Those days free of the demo's rota, whose bookings and journeys would keep carers busy.
    await clearDemoRota(t, days[0] as string, days.at(-1) as string);
    const clientId = await dailyClient();
    const visits = inRange(await visitsOf(clientId)).filter((v) => days.includes(dateOf(v)));
    expect(visits).toHaveLength(days.length);
    const [carer = ''] = await carersFreeFor(t, visits);
    expect(carer).not.toBe('');
    for (const visit of visits) {
      const allocated = await t.call({
        method: 'POST',
        url: `/api/v1/visits/${visit.id}/allocate`,
        cookie: admin,
        payload: { carerId: carer, place: 1 },
      });
      expect(allocated.statusCode, allocated.body).toBe(200);
    }
    const leave = await addLeave(carer, days[0] as string, days.at(-1) as string, 'Approved');
    expect(leave.statusCode, leave.body).toBe(201);
    expect(leave.json().message).toContain(
      `The carer was taken off ${days.length} visits during the leave`,
    );
    return {
      carer,
      visits,
      leaveUrl: `/api/v1/carers/${carer}/carer-holidays/${leave.json().data.id}`,
    };
  }

  /** Who fills each of `visits` now, by visit id. */
  async function fillers(visits: Record<string, unknown>[]) {
    const a = placesTable();
    const placed = await t.db
      .select({ visit: column(a, 'parentId'), carer: column(a, 'carer') })
      .from(a)
      .where(
        and(
          inArray(
            column(a, 'parentId'),
            visits.map((v) => String(v.id)),
          ),
          isNull(column(a, 'deletedAt')),
        ),
      );
    return new Map(placed.map((row) => [row.visit, row.carer]));
  }

  it('puts the carer back on the visits still open that they may take, and says which stay', async () => {
    const { carer, visits, leaveUrl } = await carerOnLeave([day(3), day(4), day(5)]);
    const [third, fourth, fifth] = visits;
    // Meanwhile someone else covered the fourth day's visit.
    const cover = (await createSample(t, admin, recordKind('carers'))).row.id;
    await t.db.insert(placesTable()).values({
      organisationId: t.organisationId,
      parentId: fourth?.id,
      place: 1,
      carer: cover,
      startsAt: fourth?.startsAt,
      endsAt: fourth?.endsAt,
    } as never);

    const cancelled = await save(leaveUrl, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toContain(
      'The carer was put back on 2 visits they were taken off for the leave.',
    );
    expect(cancelled.json().message).toContain(
      '1 other visit taken off for the leave stays as it is: covered since, or the carer may not take it now.',
    );
    expect(await fillers(visits)).toEqual(
      new Map([
        [third?.id, carer],
        [fourth?.id, cover],
        [fifth?.id, carer],
      ]),
    );
  });

  it('gives back the days a shortened leave no longer holds, and the rest when it is cancelled', async () => {
    const { carer, visits, leaveUrl } = await carerOnLeave([day(7), day(8), day(9)]);
    const [seventh, eighth, ninth] = visits;
    const shortened = await save(leaveUrl, { toDate: day(7) });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json().message).toContain(
      'The carer was put back on 2 visits they were taken off for the leave.',
    );
    expect(await fillers(visits)).toEqual(
      new Map([
        [eighth?.id, carer],
        [ninth?.id, carer],
      ]),
    );
    const cancelled = await save(leaveUrl, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toContain(
      'The carer was put back on 1 visit they were taken off for the leave.',
    );
    // The two given back already are not counted again, as given back or as left.
    expect(cancelled.json().message).not.toContain('other visit');
    expect((await fillers(visits)).get(seventh?.id)).toBe(carer);
  });
});

describe('a change of a client’s visit template', () => {
  let clientId: string;
  let templateId: string;

  beforeAll(async () => {
    clientId = await dailyClient();
    // The office moved one visit by hand: a template change must leave it alone, and say so.
    const [moved] = inRange(await visitsOf(clientId)).filter((v) => dateOf(v) === day(9));
    const response = await save(`/api/v1/visits/${moved?.id}`, {
      startTime: '10:15',
      endTime: '11:15',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a template without visits yet changes none of the visits made', async () => {
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-visit-templates`,
      cookie: admin,
      payload: { name: 'After discharge', validFrom: day(8), validTo: day(14), notes: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    templateId = response.json().data.id;
    // Only the rest of the horizon, beyond the three weeks made, is generated.
    expect(response.json().message).not.toMatch(/cancelled|visits? moved/);
    expect(inRange(await visitsOf(clientId)).every((v) => v.status === 'Planned')).toBe(true);
  });

  it('shows which visits a new template visit would change before it is saved', async () => {
    const weekday = DAYS_OF_WEEK[(new Date(`${day(9)}T12:00:00Z`).getUTCDay() + 6) % 7];
    const preview = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/visit-changes-preview`,
      cookie: admin,
      payload: {
        detail: {
          template: templateId,
          dayOfWeek: weekday,
          startTime: '09:00',
          endTime: '09:45',
          carersNeeded: 2,
        },
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    // Days 8 to 14: one day gets the template's visit; the slot visits of all seven end.
    expect(data.counts).toEqual({ add: 1, move: 0, cancel: 6, held: 1 });
    expect(data.changes).toContainEqual(
      expect.objectContaining({ action: 'held', visitDate: day(9), reason: 'moved by hand' }),
    );
    expect(data.changes).toContainEqual(
      expect.objectContaining({ action: 'add', visitDate: day(9), startTime: '09:00' }),
    );
    // Nothing was written.
    expect(inRange(await visitsOf(clientId)).filter((v) => v.status === 'Cancelled')).toHaveLength(
      0,
    );

    const saved = await t.call({
      method: 'POST',
      url: `/api/v1/client-visit-templates/${templateId}/client-visit-template-details`,
      cookie: admin,
      payload: {
        dayOfWeek: weekday,
        startTime: '09:00',
        endTime: '09:45',
        carersNeeded: 2,
        tasks: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toContain('6 visits cancelled');
    expect(saved.json().message).toContain(
      '1 visit left as it was (moved by hand, confirmed or started).',
    );
    const after = inRange(await visitsOf(clientId));
    expect(after.find((v) => dateOf(v) === day(9) && v.movedByHand)).toMatchObject({
      status: 'Planned',
    });
    expect(
      after
        .filter((v) => v.status === 'Cancelled')
        .every((v) => dateOf(v) >= day(8) && dateOf(v) <= day(14)),
    ).toBe(true);
  });
});

describe('the rota horizon', () => {
  it('is eight weeks until the organisation sets its own', async () => {
    expect(await rotaHorizonWeeks(t.db, t.organisationId)).toBe(8);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/staff-settings',
      cookie: admin,
      payload: { name: 'Ours', rotaHorizonWeeks: 4 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await rotaHorizonWeeks(t.db, t.organisationId)).toBe(4);
  });
});
