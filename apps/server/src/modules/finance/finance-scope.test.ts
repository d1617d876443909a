import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_REFUSED } from '../../platform/audit/refusal-audit';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { runInvoiceRun } from './invoice-runs';
import { runPayRun } from './pay-runs';

/**
 * Whose figures /api/v1/finance/overview and /api/v1/finance/confirmations/review give: two
 * branches of their own and Riverside's Sheffield, each with delivered visits in a week of March
 * 2024 (before the demo's rota, so nothing else counts). A user limited to North sees North's
 * visits and sums only, priced as the organisation-wide admin prices them; no organisation sees
 * another's visits or runs; a caller without the permission is refused and nothing is written.
 * A pay run is the organisation's: a branch user who adjusts a payslip has it re-priced from the
 * carer's visits in every branch.
 */

type Row = Record<string, unknown>;
type Line = Row & { visitId: string; visitCarerId: string; chargeMinutes: number };
type Run = Row & { id: string; kind: string };

let t: TestApp;
let admin: string;
let riverside: string;
let riversideId: string;
let north: string;
let south: string;
/** A North user who confirms and reads the runs; one who only reads confirmations. */
let northFinance: string;
let northReader: string;
/** A North user who may adjust pay runs. */
let northPay: string;
const visits = { north: [] as string[], south: [] as string[], riverside: [] as string[] };
let movedVisit: string;
/** A North carer who also worked a visit in South in the period. */
let bothCarer: string;
let planFunder: string;
const FROM = '2024-03-04';
const TO = '2024-03-10';
const PERIOD = `from=${FROM}&to=${TO}`;

const visitTable = tableOf(recordKind('visits'));
const placeTable = tableOf(recordKind('visit-carers'));
const confirmationTable = tableOf(recordKind('visit-confirmations'));

async function branchOf(cookie: string, name: string) {
  return (await createSample(t, cookie, recordKind('branches'), { name })).row.id;
}

async function person(
  cookie: string,
  kind: 'clients' | 'carers',
  forename: string,
  branch: string,
) {
  const extra = kind === 'clients' ? { startDate: '2023-01-01', status: 'Active' } : {};
  return (
    await createSample(t, cookie, recordKind(kind), {
      forename,
      surname: 'Finance',
      branch,
      ...extra,
    })
  ).row.id;
}

/** A visit delivered by `carer` (London is on GMT in early March: the times are the clock's). */
async function delivered(
  cookie: string,
  organisationId: string,
  who: { client: string; carer: string; branch: string },
  visitDate: string,
  checkedOut = '10:00',
) {
  const { row } = await createSample(t, cookie, recordKind('visits'), {
    client: who.client,
    branch: who.branch,
    visitDate,
    startTime: '09:00',
    endTime: '10:00',
    carersNeeded: 1,
    status: 'Planned',
    source: 'By hand',
    visitType: 'Personal care',
  });
  await t.db
    .update(visitTable)
    .set({ status: 'Completed' } as never)
    .where(eq(visitTable.id as never, row.id));
  await t.db.insert(placeTable).values({
    organisationId,
    parentId: row.id,
    place: 1,
    carer: who.carer,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    checkedInAt: new Date(`${visitDate}T09:00:00Z`),
    checkedOutAt: new Date(`${visitDate}T${checkedOut}:00Z`),
  } as never);
  return row.id;
}

async function get(path: string, cookie: string) {
  const response = await t.call({ method: 'GET', url: `/api/v1/finance/${path}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const review = (cookie: string) =>
  get(`confirmations/review?${PERIOD}`, cookie) as Promise<{
    items: Line[];
    total: number;
    alreadyConfirmed: number;
  }>;
const overview = (cookie: string) =>
  get(`overview?${PERIOD}`, cookie) as Promise<{
    runs: Run[];
    confirmed: { visits: number; chargeMinutes: number; payMinutes: number };
    waiting: number;
  }>;

const sorted = (ids: Iterable<string>) => [...ids].sort();

async function created(cookie: string, kind: string, payload: Row) {
  const response = await t.call({ method: 'POST', url: `/api/v1/${kind}`, cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.json().data.id);
}

/** The confirmed visits of the period as the table holds them, of an organisation or a branch. */
async function confirmedSums(organisationId: string, branch?: string) {
  const [sums] = await t.db
    .select({
      visits: sql<number>`count(*)::int`,
      chargeMinutes: sql<number>`coalesce(sum(${column(confirmationTable, 'chargeMinutes')}), 0)::int`,
      payMinutes: sql<number>`coalesce(sum(${column(confirmationTable, 'payMinutes')}), 0)::int`,
    })
    .from(confirmationTable)
    .where(
      and(
        eq(column(confirmationTable, 'organisationId'), organisationId),
        sql`${column(confirmationTable, 'visitDate')} between ${FROM} and ${TO}`,
        branch ? eq(column(confirmationTable, 'branch'), branch) : undefined,
      ),
    );
  return sums;
}

async function rowCount(table: typeof schema.outboxEvents | typeof confirmationTable) {
  const [found] = await t.db.select({ n: count() }).from(table);
  return found?.n ?? 0;
}

async function auditCount(action?: string) {
  const [found] = await t.db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(action ? eq(schema.auditLog.action, action) : undefined);
  return found?.n ?? 0;
}

/** Every run id a runs list gives the caller, as the record engine scopes it. */
async function listedRuns(kind: 'pay-runs' | 'invoice-runs', cookie: string) {
  const response = await t.call({ method: 'GET', url: `/api/v1/${kind}?limit=100`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { id: string }[]).map((run) => run.id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  riverside = await t.login(DEMO_USERS.riverside.email);
  const [other] = await t.db
    .select({ id: schema.organisations.id })
    .from(schema.organisations)
    .where(eq(schema.organisations.name, 'Riverside Care Services'));
  riversideId = String(other?.id);

  north = await branchOf(admin, 'Finance North');
  south = await branchOf(admin, 'Finance South');
  const northClient = await person(admin, 'clients', 'Nell', north);
  const northCarer = await person(admin, 'carers', 'Nina', north);
  const southClient = await person(admin, 'clients', 'Sid', south);
  const southCarer = await person(admin, 'carers', 'Sam', south);
  const n = { client: northClient, carer: northCarer, branch: north };
  const s = { client: southClient, carer: southCarer, branch: south };
  visits.north.push(
    await delivered(admin, t.organisationId, n, '2024-03-04'),
    await delivered(admin, t.organisationId, n, '2024-03-05', '09:40'),
  );
  visits.south.push(
    await delivered(admin, t.organisationId, s, '2024-03-04'),
    await delivered(admin, t.organisationId, s, '2024-03-05'),
    await delivered(admin, t.organisationId, s, '2024-03-07', '09:20'),
  );
  // Bea of North also works in South, each visit on a day of its own in that branch (a review
  // lists by start, and every visit starts at 09:00).
  bothCarer = await person(admin, 'carers', 'Bea', north);
  visits.north.push(
    await delivered(admin, t.organisationId, { ...n, carer: bothCarer }, '2024-03-07'),
  );
  visits.south.push(
    await delivered(admin, t.organisationId, { ...s, carer: bothCarer }, '2024-03-08'),
  );

  // Every carer of the week is paid £12.00 an hour for the actual time, without travel or holiday
  // pay, so that a payslip's gross is its minutes at that rate and its adjustments.
  const band = await created(admin, 'bands', { name: 'Finance test band', level: 1 });
  await created(admin, 'carer-hourly-rates', {
    name: 'Finance test rate',
    band,
    weekdayRate: 1200,
    mileageRate: 45,
    effectiveFrom: '2024-01-01',
  });
  for (const carer of [northCarer, southCarer, bothCarer])
    await created(admin, 'carer-pay-rules', {
      carer,
      band,
      basis: 'Actual time',
      unitMinutes: 1,
      rounding: 'Nearest',
      minimumMinutes: 0,
      shortBelowPercent: 0,
      missedPercent: 0,
      paysTravel: false,
      accruesHoliday: false,
    });

  // A client of North whose funder is charged the planned time, who has since moved to South:
  // their North visit is still North's to confirm, and is priced by their own funder's rule.
  planFunder = (
    await createSample(t, admin, recordKind('funder-codes'), {
      code: 'PLAN',
      name: 'Council charged the planned time',
      type: 'Local authority',
    })
  ).row.id;
  const rule = await t.call({
    method: 'POST',
    url: '/api/v1/funder-charge-rules',
    cookie: admin,
    payload: {
      funder: planFunder,
      basis: 'Planned time',
      unitMinutes: 1,
      rounding: 'Nearest',
      minimumMinutes: 0,
      shortBelowPercent: 0,
      missedPercent: 0,
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const moved = (
    await createSample(t, admin, recordKind('clients'), {
      forename: 'Mo',
      surname: 'Finance',
      branch: north,
      funder: planFunder,
      startDate: '2023-01-01',
      status: 'Active',
    })
  ).row.id;
  movedVisit = await delivered(
    admin,
    t.organisationId,
    { client: moved, carer: northCarer, branch: north },
    '2024-03-06',
    '09:40',
  );
  visits.north.push(movedVisit);
  const clients = tableOf(recordKind('clients'));
  await t.db
    .update(clients)
    .set({ branch: south } as never)
    .where(eq(clients.id as never, moved));

  // One of Riverside's own carers (a carer sample would need a sign-in of Meadowbank's roles).
  const carers = tableOf(recordKind('carers'));
  const [theirCarer] = (await t.db
    .select()
    .from(carers)
    .where(eq(column(carers, 'organisationId'), riversideId))
    .limit(1)) as Row[];
  const sheffield = String(theirCarer?.branch);
  visits.riverside.push(
    await delivered(
      riverside,
      riversideId,
      {
        client: await person(riverside, 'clients', 'Rae', sheffield),
        carer: String(theirCarer?.id),
        branch: sheffield,
      },
      '2024-03-05',
    ),
  );

  northFinance = await branchUser(t, north, [
    'visit-confirmations.read',
    'visit-confirmations.create',
    'pay-runs.read',
    'invoice-runs.read',
  ]);
  northReader = await branchUser(t, north, ['visit-confirmations.read']);
  northPay = await branchUser(t, north, ['pay-runs.read', 'pay-runs.update']);
});
afterAll(() => t.close());

describe('a caller without the finance permission', () => {
  it('is refused both reports and confirming, and nothing is written', async () => {
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const rotaOnly = await branchUser(t, north, ['visits.read', 'clients.read']);
    const before = {
      audit: await auditCount(),
      refusals: await auditCount(PERMISSION_REFUSED),
      confirmations: await rowCount(confirmationTable),
      events: await rowCount(schema.outboxEvents),
    };
    for (const cookie of [nobody, rotaOnly]) {
      for (const url of [
        `/api/v1/finance/overview?${PERIOD}`,
        `/api/v1/finance/confirmations/review?${PERIOD}`,
      ]) {
        const refused = await t.call({ method: 'GET', url, cookie });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().data).toBeNull();
      }
    }
    // Reading confirmations is not confirming them.
    for (const cookie of [nobody, rotaOnly, northReader]) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/v1/finance/confirmations',
        cookie,
        payload: { from: FROM, to: TO },
      });
      expect(refused.statusCode).toBe(403);
    }
    // Each refusal is audited as one, and that is all that is written.
    expect(await auditCount(PERMISSION_REFUSED)).toBe(before.refusals + 7);
    expect(await auditCount()).toBe(before.audit + 7);
    expect(await rowCount(confirmationTable)).toBe(before.confirmations);
    expect(await rowCount(schema.outboxEvents)).toBe(before.events);
  });
});

describe('the period’s visits to confirm', () => {
  it('shows a branch user their branch’s visits only, each as the admin sees it', async () => {
    const all = await review(admin);
    expect(all.total).toBe(visits.north.length + visits.south.length);
    expect(sorted(all.items.map((line) => line.visitId))).toEqual(
      sorted([...visits.north, ...visits.south]),
    );
    for (const cookie of [northFinance, northReader]) {
      const mine = await review(cookie);
      expect(mine.total).toBe(visits.north.length);
      expect(mine.alreadyConfirmed).toBe(0);
      // Each line is the admin's line of the same visit: the client's funder prices it even
      // though the client has moved to a branch the user cannot see.
      expect(mine.items).toEqual(all.items.filter((line) => visits.north.includes(line.visitId)));
    }
    const moved = all.items.find((line) => line.visitId === movedVisit);
    expect(moved).toMatchObject({ clientName: 'Mo Finance', chargeMinutes: 60, actualMinutes: 40 });
  });

  it('counts the same visits waiting in the overview', async () => {
    expect((await overview(admin)).waiting).toBe(visits.north.length + visits.south.length);
    expect((await overview(northFinance)).waiting).toBe(visits.north.length);
    expect((await overview(northReader)).waiting).toBe(visits.north.length);
    expect((await overview(riverside)).waiting).toBe(visits.riverside.length);
  });

  it('never shows another organisation’s visits', async () => {
    const theirs = await review(riverside);
    expect(theirs.items.map((line) => line.visitId)).toEqual(visits.riverside);
    for (const cookie of [admin, northFinance]) {
      const ours = JSON.stringify(await review(cookie));
      for (const id of visits.riverside) expect(ours).not.toContain(id);
    }
    const theirsText = JSON.stringify(theirs);
    for (const id of [...visits.north, ...visits.south]) expect(theirsText).not.toContain(id);
  });
});

describe('confirming and the confirmed sums', () => {
  it('lets a branch user confirm their branch’s visits only', async () => {
    const done = await t.call({
      method: 'POST',
      url: '/api/v1/finance/confirmations',
      cookie: northFinance,
      payload: { from: FROM, to: TO },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ confirmed: visits.north.length, alreadyConfirmed: 0 });
    const written = (await t.db
      .select()
      .from(confirmationTable)
      .where(sql`${column(confirmationTable, 'visitDate')} between ${FROM} and ${TO}`)) as Row[];
    expect(sorted(written.map((row) => String(row.visit)))).toEqual(sorted(visits.north));
    expect(written.every((row) => row.branch === north)).toBe(true);
    expect(written.find((row) => row.visit === movedVisit)?.chargeMinutes).toBe(60);
    expect(await review(northFinance)).toMatchObject({
      total: 0,
      alreadyConfirmed: visits.north.length,
    });
    expect(await review(admin)).toMatchObject({
      total: visits.south.length,
      alreadyConfirmed: visits.north.length,
    });
    for (const [cookie, n] of [
      [admin, visits.south.length],
      [riverside, visits.riverside.length],
    ] as const) {
      const rest = await t.call({
        method: 'POST',
        url: '/api/v1/finance/confirmations',
        cookie,
        payload: { from: FROM, to: TO },
      });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().data.confirmed).toBe(n);
    }
  });

  it('sums a branch user’s own branch, the admin’s whole organisation', async () => {
    const all = await confirmedSums(t.organisationId);
    const northOnly = await confirmedSums(t.organisationId, north);
    expect(all?.visits).toBe(visits.north.length + visits.south.length);
    expect(northOnly?.visits).toBe(visits.north.length);
    expect((await overview(admin)).confirmed).toEqual(all);
    expect((await overview(northFinance)).confirmed).toEqual(northOnly);
    expect((await overview(northReader)).confirmed).toEqual(northOnly);
    expect(northOnly?.chargeMinutes).toBeLessThan(Number(all?.chargeMinutes));
    expect((await overview(riverside)).confirmed).toEqual(await confirmedSums(riversideId));
    expect((await overview(riverside)).confirmed.visits).toBe(visits.riverside.length);
  });
});

describe('the runs', () => {
  const runs = { pay: '', invoice: '', riversidePay: '' };

  beforeAll(async () => {
    const start = async (cookie: string, url: string, payload: Row) => {
      const started = await t.call({ method: 'POST', url, cookie, payload });
      expect(started.statusCode, started.body).toBe(200);
      return String(started.json().data.id);
    };
    runs.pay = await start(admin, '/api/v1/finance/pay-runs', { from: FROM, to: TO });
    await runPayRun(t.db, t.organisationId, runs.pay);
    runs.invoice = await start(admin, '/api/v1/finance/invoice-runs', {
      funder: planFunder,
      from: FROM,
      to: TO,
    });
    await runInvoiceRun(t.db, t.organisationId, runs.invoice);
    runs.riversidePay = await start(riverside, '/api/v1/finance/pay-runs', { from: FROM, to: TO });
    await runPayRun(t.db, riversideId, runs.riversidePay);
  });

  it('shows a branch user the runs the runs lists give them, and none without the permission', async () => {
    // A run is the organisation's (a pay run pays every carer, an invoice run bills a funder):
    // it has no branch, so a branch user who may read runs sees them as the runs lists show them.
    const listed = [
      ...(await listedRuns('invoice-runs', northFinance)),
      ...(await listedRuns('pay-runs', northFinance)),
    ];
    const shown = (await overview(northFinance)).runs;
    expect(sorted(shown.map((run) => run.id))).toEqual(sorted(listed));
    expect(listed).toEqual(expect.arrayContaining([runs.pay, runs.invoice]));
    const adminRuns = (await overview(admin)).runs;
    expect(shown).toEqual(adminRuns.filter((run) => listed.includes(run.id)));
    expect((await overview(northReader)).runs).toEqual([]);
  });

  it('never shows another organisation’s runs', async () => {
    const ours = await overview(admin);
    expect(ours.runs.map((run) => run.id)).toEqual(
      expect.arrayContaining([runs.pay, runs.invoice]),
    );
    const theirs = await overview(riverside);
    expect(theirs.runs.map((run) => run.id)).toEqual([runs.riversidePay]);
    for (const cookie of [admin, northFinance]) {
      const text = JSON.stringify(await overview(cookie));
      expect(text).not.toContain(runs.riversidePay);
    }
    const theirsText = JSON.stringify(theirs);
    for (const id of [runs.pay, runs.invoice]) expect(theirsText).not.toContain(id);
  });

  it('re-prices a payslip a branch user adjusts from the carer’s visits in every branch', async () => {
    // The payslip as the organisation-wide admin reads it.
    const slips = `/api/v1/pay-runs/${runs.pay}/payslips`;
    const listed = await t.call({ method: 'GET', url: `${slips}?limit=100`, cookie: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const slipId = String(
      (listed.json().data.items as Row[]).find((slip) => slip.carer === bothCarer)?.id,
    );
    const slipOf = async () => {
      const response = await t.call({ method: 'GET', url: `${slips}/${slipId}`, cookie: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Row;
    };
    const runOf = async () =>
      (await t.call({ method: 'GET', url: `/api/v1/pay-runs/${runs.pay}`, cookie: admin })).json()
        .data as Row;
    expect(await runOf()).toMatchObject({ status: 'Checked' });
    // Bea worked an hour in North and an hour in South: £24.00 at £12.00 an hour.
    expect(await slipOf()).toMatchObject({
      visits: 2,
      visitMinutes: 120,
      visitPay: 2400,
      grossPay: 2400,
    });
    const totalBefore = Number((await runOf()).totalGross);

    const adjusted = await t.call({
      method: 'POST',
      url: `/api/v1/finance/payslips/${slipId}/adjust`,
      cookie: northPay,
      payload: { amount: 500, reason: 'Training afternoon' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // Still both branches' hours (not North's £12.00 alone) and the £5.00 adjustment.
    expect(await slipOf()).toMatchObject({
      visits: 2,
      visitMinutes: 120,
      visitPay: 2400,
      adjustments: 500,
      grossPay: 2900,
    });
    expect(Number((await runOf()).totalGross)).toBe(totalBefore + 500);
  });
});
