import { recordKind } from '@care360/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/**
 * The dashboards against a branch of their own (so the demo data does not count), in March 2025:
 * every figure is checked against the records, and the reports' totals against the lists they
 * summarise, read through the lists' own API.
 */

let t: TestApp;
let admin: string;
let branch: string;
let elsewhere: string;
const ids: Record<string, string> = {};
const MARCH = 'from=2025-03-01&to=2025-03-31';

const clientTable = tableOf(recordKind('clients'));
const visitTable = tableOf(recordKind('visits'));
const placeTable = tableOf(recordKind('visit-carers'));

async function client(key: string, startDate: string, endedOn?: string, branchId = branch) {
  const { row } = await createSample(t, admin, recordKind('clients'), {
    forename: key,
    surname: 'Dashboard',
    branch: branchId,
    startDate,
    status: 'Active',
  });
  ids[key] = row.id;
  if (endedOn)
    await t.db
      .update(clientTable)
      .set({ serviceEndedOn: endedOn, status: 'Ended' } as never)
      .where(eq(clientTable.id as never, row.id));
}

async function carer(key: string, startDate: string, leftOn?: string) {
  const { row } = await createSample(t, admin, recordKind('carers'), {
    forename: key,
    surname: 'Dashboard',
    branch,
    startDate,
    status: 'Active',
    ...(leftOn ? { leftOn, status: 'Inactive' } : {}),
  });
  ids[key] = row.id;
}

/** A visit of the Visited client, its status set, and its carer's check-in and -out if given. */
async function visit(
  visitDate: string,
  startTime: string,
  endTime: string,
  status: string,
  place?: { in?: string; out?: string },
) {
  const { row } = await createSample(t, admin, recordKind('visits'), {
    client: ids.Visited,
    branch,
    visitDate,
    startTime,
    endTime,
    carersNeeded: 1,
    status: 'Planned',
    source: 'By hand',
    visitType: 'Personal care',
  });
  await t.db
    .update(visitTable)
    .set({
      status,
      ...(status === 'Cancelled' ? { cancellationReason: 'Client away' } : {}),
    } as never)
    .where(eq(visitTable.id as never, row.id));
  if (place) {
    const at = (time?: string) => (time ? new Date(`${visitDate}T${time}:00Z`) : null);
    await t.db.insert(placeTable).values({
      organisationId: t.organisationId,
      parentId: row.id,
      place: 1,
      carer: ids.Kim,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      checkedInAt: at(place.in),
      checkedOutAt: at(place.out),
    } as never);
  }
  return row.id;
}

const get = async (path: string, cookie = admin) => {
  const response = await t.call({ method: 'GET', url: `/api/v1/dashboard/${path}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Every id of a list API, page by page. */
async function listIds(path: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.call({
      method: 'GET',
      url: `${path}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { items: { id: string }[]; nextCursor: string | null };
    found.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  branch = (await createSample(t, admin, recordKind('branches'), { name: 'Dashboard Branch' })).row
    .id;
  elsewhere = (await createSample(t, admin, recordKind('branches'), { name: 'Dashboard Other' }))
    .row.id;
  // London is on GMT in early March, so the check-in times below are the wall clock's.
  await client('Visited', '2024-06-01');
  await client('Ada', '2025-03-10');
  await client('Bea', '2025-03-20');
  await client('Cal', '2025-04-02');
  await client('Dot', '2024-12-01', '2025-03-25');
  await client('Far', '2025-03-15', undefined, elsewhere);
  await carer('Kim', '2025-03-05');
  await carer('Lee', '2024-01-01', '2025-03-28');
  await visit('2025-03-03', '09:00', '10:00', 'Completed', { in: '09:05', out: '10:00' });
  await visit('2025-03-04', '09:00', '10:00', 'Completed', { in: '09:30', out: '10:00' });
  await visit('2025-03-05', '09:00', '10:00', 'Missed');
  await visit('2025-03-06', '09:00', '10:00', 'Cancelled');
  await visit('2025-03-12', '09:00', '09:30', 'Completed');
});
afterAll(() => t.close());

describe('client starts and ends', () => {
  it('lists and counts the clients whose care started in the period, as the clients list holds them', async () => {
    const starts = await get(`clients/starts?${MARCH}&branch=${branch}`);
    const listed = [
      ...(await listIds(`/api/v1/clients?branch=${branch}&archived=false`)),
      ...(await listIds(`/api/v1/clients?branch=${branch}&archived=true`)),
    ];
    const startedInMarch: string[] = [];
    for (const id of listed) {
      const record = await t.call({ method: 'GET', url: `/api/v1/clients/${id}`, cookie: admin });
      const startDate = String(record.json().data.startDate ?? '');
      if (startDate >= '2025-03-01' && startDate <= '2025-03-31') startedInMarch.push(id);
    }
    expect(starts.total).toBe(startedInMarch.length);
    expect(starts.people.map((p: { id: string }) => p.id).sort()).toEqual(startedInMarch.sort());
    expect(starts.people.map((p: { name: string }) => p.name)).toEqual([
      'Dashboard, Ada',
      'Dashboard, Bea',
    ]);
    expect(starts.byMonth).toEqual([{ month: '2025-03', label: 'Mar 2025', count: 2 }]);
    expect(starts.byBranch).toEqual([
      { branch, branchName: 'Dashboard Branch', count: startedInMarch.length },
    ]);
  });

  it('counts the ended clients of the archived list whose service ended in the period', async () => {
    const ends = await get(`clients/ends?${MARCH}&branch=${branch}`);
    const archived = await listIds(`/api/v1/clients?branch=${branch}&archived=true`);
    const rows = await t.db
      .select({ id: clientTable.id as never, endedOn: clientTable.serviceEndedOn as never })
      .from(clientTable)
      .where(inArray(clientTable.id as never, archived));
    const inMarch = (rows as { id: string; endedOn: string }[]).filter(
      (row) => row.endedOn >= '2025-03-01' && row.endedOn <= '2025-03-31',
    );
    expect(ends.total).toBe(inMarch.length);
    expect(ends.people).toEqual([
      {
        id: ids.Dot,
        name: 'Dashboard, Dot',
        branchName: 'Dashboard Branch',
        date: '2025-03-25',
        detail: null,
      },
    ]);
  });

  it('grows by the starts and ends, with the clients active at the month end', async () => {
    const growth = await get(`clients/growth?${MARCH}&branch=${branch}`);
    expect(growth.months).toEqual([{ key: '2025-03', label: 'Mar 2025' }]);
    // Visited, Ada and Bea; Dot's care ended on the 25th.
    expect(growth.rows).toEqual([{ month: '2025-03', branch, active: 3, started: 2, ended: 1 }]);
  });
});

describe('carer reports', () => {
  it('counts carers started and left as their records hold them', async () => {
    const starts = await get(`carers/starts?${MARCH}&branch=${branch}`);
    const listed = await listIds(`/api/v1/carers?branch=${branch}`);
    const startedInMarch: string[] = [];
    for (const id of listed) {
      const record = await t.call({ method: 'GET', url: `/api/v1/carers/${id}`, cookie: admin });
      const startDate = String(record.json().data.startDate);
      if (startDate >= '2025-03-01' && startDate <= '2025-03-31') startedInMarch.push(id);
    }
    expect(starts.people.map((p: { id: string }) => p.id)).toEqual(startedInMarch);
    const ends = await get(`carers/ends?${MARCH}&branch=${branch}`);
    expect(ends.people.map((p: { id: string }) => p.id)).toEqual([ids.Lee]);
    const growth = await get(`carers/growth?${MARCH}&branch=${branch}`);
    expect(growth.rows).toEqual([{ month: '2025-03', branch, active: 1, started: 1, ended: 1 }]);
  });

  it("sums each carer's places: on time, late and hours", async () => {
    const data = await get(`carers/performance?${MARCH}&branch=${branch}`);
    expect(data.carers).toHaveLength(1);
    expect(data.carers[0]).toMatchObject({
      carer: ids.Kim,
      carerName: 'Dashboard, Kim',
      due: 2,
      delivered: 2,
      onTime: 1,
      late: 1,
      hoursPlanned: 2,
      hoursDelivered: 1.4,
    });
    expect(data.byBranch[0]).toMatchObject({ branch, due: 2, onTime: 1 });
  });
});

describe('client performance', () => {
  it('counts delivered, on time, late and missed visits and hours against planned', async () => {
    const data = await get(`clients/performance?${MARCH}&branch=${branch}`);
    expect(data.rules).toEqual({ lateAfterMinutes: 15, missedAfterMinutes: 60 });
    expect(data.totals).toEqual({
      due: 4,
      delivered: 3,
      onTime: 1,
      late: 1,
      noCheckIn: 1,
      missed: 1,
      awaiting: 0,
      hoursPlanned: 3.5,
      hoursDelivered: 1.4,
      onTimeShare: 50,
      hoursShare: 40,
    });
    expect(data.byWeek.map((w: { week: string; due: number }) => [w.week, w.due])).toEqual([
      ['2025-03-03', 3],
      ['2025-03-10', 1],
    ]);
  });

  it("gives a week's visits by status, each slice the visits list's count", async () => {
    const data = await get(`clients/weekly?week=2025-03-05&branch=${branch}`);
    expect(data.from).toBe('2025-03-03');
    expect(data.to).toBe('2025-03-09');
    for (const slice of data.byStatus as { label: string; count: number }[]) {
      const listed = await listIds(
        `/api/v1/visits?branch=${branch}&from=2025-03-03&to=2025-03-09&status=${encodeURIComponent(slice.label)}`,
      );
      expect(slice.count, slice.label).toBe(listed.length);
    }
    expect(data.total).toBe(4);
    const punctuality = Object.fromEntries(
      data.byPunctuality.map((s: { label: string; count: number }) => [s.label, s.count]),
    );
    expect(punctuality).toMatchObject({ 'On time': 1, Late: 1, Missed: 1 });
  });

  it('compares branches for a week and draws hours per branch by month', async () => {
    const week = await get(`clients/branch-comparison?week=2025-03-03`);
    const mine = week.branches.find((b: { branch: string }) => b.branch === branch);
    expect(mine).toMatchObject({ visits: 4, cancelled: 1, clientsVisited: 1, missed: 1 });
    const lines = await get(`clients/branch-lines?${MARCH}&branch=${branch}`);
    expect(lines.rows).toEqual([
      { month: '2025-03', branch, delivered: 3, hoursPlanned: 3.5, hoursDelivered: 1.4 },
    ]);
  });
});

describe('scope and permission', () => {
  it('shows a branch user only their branch, whatever branch they ask for', async () => {
    const local = await branchUser(t, elsewhere, ['clients.read', 'carers.read', 'visits.read']);
    const performance = await get(`clients/performance?${MARCH}&branch=${branch}`, local);
    expect(performance.totals.due).toBe(0);
    expect(performance.byBranch).toEqual([]);
    const starts = await get(`clients/starts?${MARCH}`, local);
    expect(starts.people.map((p: { id: string }) => p.id)).toEqual([ids.Far]);
    const main = await get('main', local);
    expect(main.clients.byBranch.map((b: { branch: string }) => b.branch)).toEqual([elsewhere]);
  });

  it('refuses a report to a caller without the read permission of what it counts', async () => {
    const clientsOnly = await branchUser(t, branch, ['clients.read']);
    for (const path of [
      'clients/performance',
      'clients/weekly',
      'carers/performance',
      'carers/growth',
    ]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/v1/dashboard/${path}`,
        cookie: clientsOnly,
      });
      expect(response.statusCode, path).toBe(403);
    }
    const main = await get('main', clientsOnly);
    expect(main.clients.current).toBeGreaterThan(0);
    expect(main.carers).toBeNull();
    expect(main.visits).toBeNull();
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({ method: 'GET', url: '/api/v1/dashboard/main', cookie: nobody });
    expect(refused.statusCode).toBe(403);
  });

  it('counts only the caller’s organisation, in every report', async () => {
    const other = await t.login(DEMO_USERS.riverside.email);
    const reports = [
      'main',
      `clients/performance?${MARCH}`,
      'clients/weekly?week=2025-03-03',
      'clients/branch-comparison?week=2025-03-03',
      `clients/branch-lines?${MARCH}`,
      `carers/performance?${MARCH}`,
      ...['clients', 'carers'].flatMap((who) =>
        ['growth', 'starts', 'ends'].map((report) => `${who}/${report}?${MARCH}`),
      ),
    ];
    for (const report of reports) {
      const theirs = JSON.stringify(await get(report, other));
      // The weekly pies name no record: their total is what says whose visits they count.
      if (report.startsWith('clients/weekly')) {
        expect((await get(report)).total, report).toBeGreaterThan(0);
        expect((await get(report, other)).total, report).toBe(0);
        continue;
      }
      expect(JSON.stringify(await get(report)), report).toContain(branch);
      for (const id of [branch, ids.Visited, ids.Ada, ids.Dot, ids.Kim, ids.Lee])
        expect(theirs, report).not.toContain(id);
    }
    const starts = await get(`clients/starts?${MARCH}&branch=${branch}`, other);
    expect(starts.total).toBe(0);
  });
});
