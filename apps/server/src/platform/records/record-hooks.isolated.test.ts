import { schema } from '@care360/db';
import { type RecordKind, recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Hooks and declared write rules through the real routes. Three kinds are registered here with
 * rules of their own in place of their catalogue routes (a small test registration, so the
 * catalogue's behaviour is untouched): organisation periods that may not overlap within their
 * year, job vacancies locked once Closed, and a client's log entries each user sees only when they wrote them.
 */
vi.mock('../../routes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../routes')>();
  const { recordRoutes } = await import('./record-routes');
  const { column, tableOf } = await import('./record-query');
  const { recordKind: kindOf } = await import('@care360/domain');
  const { eq: equals } = await import('drizzle-orm');
  const periods = {
    ...kindOf('organization-periods'),
    writeRules: { noOverlap: { from: 'startDate', to: 'endDate' } },
  } as RecordKind;
  const vacancies = {
    ...kindOf('job-vacancies'),
    writeRules: { lockedWhen: { field: 'status', value: 'Closed' } },
  } as RecordKind;
  const logs = kindOf('client-logs');
  const registered = [
    ...recordRoutes(periods),
    ...recordRoutes(vacancies),
    // As a carer sees only the notes they wrote.
    ...recordRoutes(logs, {
      scope: ({ auth }) => equals(column(tableOf(logs), 'createdBy'), auth.user.id),
    }),
  ];
  const replaced = new Set(registered.map((route) => `${route.method} ${route.url}`));
  return {
    ...real,
    allRoutes: [
      ...real.allRoutes.filter((route) => !replaced.has(`${route.method} ${route.url}`)),
      ...registered,
    ],
  };
});

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  manager = await t.login(DEMO_USERS.manager.email);
});
afterAll(() => t.close());

const auditCount = async (recordType: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.recordType, recordType),
        eq(schema.auditLog.organisationId, t.organisationId),
      ),
    );
  return row?.n ?? 0;
};

describe('declared rule: no overlapping dates among siblings', () => {
  const periodsOf = async () => {
    const year = await createSample(t, admin, recordKind('organization-period-years'));
    return `/api/v1/organization-period-years/${year.row.id}/organization-periods`;
  };
  const period = (n: number, startDate: string, endDate: string) => ({
    name: `Period ${n}`,
    number: n,
    startDate,
    endDate,
  });

  it('refuses a period sharing a day with another at its start field, writing nothing', async () => {
    const base = await periodsOf();
    const add = (payload: object) => t.call({ method: 'POST', url: base, cookie: admin, payload });
    expect((await add(period(1, '2026-04-01', '2026-04-30'))).statusCode).toBe(201);
    // The next day on: no overlap.
    const may = await add(period(2, '2026-05-01', '2026-05-31'));
    expect(may.statusCode, may.body).toBe(201);
    const audits = await auditCount('organization-periods');
    // The last day of the first period is shared.
    const clash = await add(period(3, '2026-04-30', '2026-05-15'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({
      startDate: ['These dates overlap another organisation period.'],
    });
    const list = await t.call({ method: 'GET', url: base, cookie: admin });
    expect(list.json().data.total).toBe(2);
    expect(await auditCount('organization-periods')).toBe(audits);
    // Another year's periods are not its siblings.
    const other = await periodsOf();
    const elsewhere = await t.call({
      method: 'POST',
      url: other,
      cookie: admin,
      payload: period(1, '2026-04-10', '2026-04-20'),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('judges a save against the others, not itself, and a restore against what took its dates', async () => {
    const base = await periodsOf();
    const add = (payload: object) => t.call({ method: 'POST', url: base, cookie: admin, payload });
    const first = (await add(period(1, '2026-06-01', '2026-06-30'))).json().data;
    const second = (await add(period(2, '2026-07-01', '2026-07-31'))).json().data;
    const save = (row: Record<string, unknown>, changes: object) =>
      t.call({
        method: 'PUT',
        url: `${base}/${row.id}`,
        cookie: admin,
        payload: { ...row, ...changes },
      });
    expect((await save(first, { endDate: '2026-06-29' })).statusCode).toBe(200);
    const clash = await save(second, { startDate: '2026-06-20' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors.startDate).toHaveLength(1);
    // Deleted, its dates are free; taken meanwhile, it cannot come back.
    expect(
      (await t.call({ method: 'DELETE', url: `${base}/${second.id}`, cookie: admin })).statusCode,
    ).toBe(200);
    expect((await add(period(3, '2026-07-10', '2026-07-12'))).statusCode).toBe(201);
    const restore = await t.call({
      method: 'POST',
      url: `${base}/${second.id}/restore`,
      cookie: admin,
    });
    expect(restore.statusCode).toBe(400);
    expect(restore.json().errors.startDate).toHaveLength(1);
  });

  it('lets only one of two overlapping periods sent at once in', async () => {
    const base = await periodsOf();
    const add = (payload: object) => t.call({ method: 'POST', url: base, cookie: admin, payload });
    const answers = await Promise.all([
      add(period(1, '2026-08-01', '2026-08-31')),
      add(period(2, '2026-08-15', '2026-09-15')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const list = await t.call({ method: 'GET', url: base, cookie: admin });
    expect(list.json().data.total).toBe(1);
  });
});

describe('declared rule: locked when closed', () => {
  it('refuses changing or deleting a closed vacancy, and says why with the record', async () => {
    const { row, base } = await createSample(t, admin, recordKind('job-vacancies'), {
      status: 'Open',
    });
    const url = `${base}/${row.id}`;
    const closing = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...row, status: 'Closed' },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const closed = (await t.call({ method: 'GET', url, cookie: admin })).json().data;
    const message = 'This job vacancy is closed: it can no longer be changed or deleted.';
    expect(closed._readOnly).toBe(message);
    const audits = await auditCount('job-vacancies');
    const edit = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...closed, status: 'Open' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(message);
    const remove = await t.call({ method: 'DELETE', url, cookie: admin });
    expect(remove.statusCode).toBe(409);
    const read = await t.call({ method: 'GET', url, cookie: admin });
    expect(read.json().data).toMatchObject({ status: 'Closed', version: closed.version });
    expect(await auditCount('job-vacancies')).toBe(audits);
  });
});

describe('scope hook', () => {
  it('narrows list, count, export and every one-record route to the records in scope', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const base = `/api/v1/clients/${client.row.id}/client-logs`;
    const add = (cookie: string, entry: string) =>
      t.call({
        method: 'POST',
        url: base,
        cookie,
        payload: {
          loggedAt: '2026-11-20T10:00:00.000Z',
          category: 'Visit note',
          loggedBy: 'Someone',
          entry,
        },
      });
    const mine = await add(admin, 'Qzscope mine');
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await add(manager, 'Qzscope theirs');
    expect(theirs.statusCode, theirs.body).toBe(201);
    const entries = (response: { json(): { data: { items: { entry: string }[] } } }) =>
      response.json().data.items.map((item) => item.entry);
    const searched = await t.call({ method: 'GET', url: `${base}?search=qzscope`, cookie: admin });
    expect(entries(searched)).toEqual(['Qzscope mine']);
    expect(searched.json().data.total).toBe(1);
    // Without a search, the list's other path (a prepared statement for kinds without a scope).
    const all = await t.call({ method: 'GET', url: base, cookie: manager });
    expect(entries(all)).toEqual(['Qzscope theirs']);
    expect(all.json().data.total).toBe(1);
    const csv = await t.call({ method: 'GET', url: `${base}/export.csv`, cookie: admin });
    expect(csv.body).toContain('Qzscope mine');
    expect(csv.body).not.toContain('Qzscope theirs');

    const row = theirs.json().data;
    const other = `${base}/${row.id}`;
    const as = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie = admin) =>
      t.call({ method, url, cookie, ...(method === 'PUT' ? { payload: row } : {}) });
    expect((await as('GET', other)).statusCode).toBe(404);
    expect((await as('PUT', other)).statusCode).toBe(404);
    expect((await as('GET', `${other}/history`)).statusCode).toBe(404);
    expect((await as('DELETE', other)).statusCode).toBe(404);
    expect((await as('GET', other, manager)).statusCode).toBe(200);
    expect((await as('DELETE', other, manager)).statusCode).toBe(200);
    const deleted = await as('GET', `${base}/deleted`);
    expect(entries(deleted)).not.toContain('Qzscope theirs');
    expect((await as('POST', `${other}/restore`)).statusCode).toBe(404);
    expect((await as('POST', `${other}/restore`, manager)).statusCode).toBe(200);
  });
});
