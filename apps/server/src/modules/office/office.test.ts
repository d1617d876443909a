import { schema } from '@care360/db';
import { type DbsDetails, recordKind, type UniformDetails } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/**
 * The office's cross-staff lists against the demo: DBS details and uniform details list the
 * staff files the caller may see (their branch when limited to it), mask certificate numbers
 * for those who may not change DBS checks, audit each row read, and refuse bad input and
 * callers without the permission.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorBranch: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  const [user] = await t.db
    .select({ branch: schema.users.branchId })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
  coordinatorBranch = String(user?.branch);
});
afterAll(() => t.close());

async function get<T>(url: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

async function branchOfPerson(owner: 'carers' | 'employees', id: string): Promise<string> {
  const table = tableOf(recordKind(owner));
  const [row] = await t.db
    .select({ branch: column(table, 'branch') })
    .from(table)
    .where(eq(column(table, 'id'), id));
  return String(row?.branch);
}

const readsOf = async (section: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.auditLog)
    .where(sql`${schema.auditLog.changes}->>'section' = ${section}`);
  return Number(row?.n);
};

describe('DBS details', () => {
  it('lists the newest check of carers and office employees, the overdue first, numbers shown to the admin', async () => {
    const data = await get<DbsDetails>('/api/v1/office/dbs-details?limit=100');
    expect(data.total).toBeGreaterThan(5);
    expect(data.items.some((item) => item.owner === 'carers')).toBe(true);
    expect(data.items.some((item) => item.owner === 'employees')).toBe(true);
    expect(data.overdue).toBeGreaterThan(0);
    expect(data.items[0]?.overdue).toBe(true);
    expect(new Set(data.items.map((item) => item.personId)).size).toBe(data.items.length);
    expect(
      data.items.every((item) => !item.masked && /^\d{12}$/.test(item.certificateNumber)),
    ).toBe(true);
    const overdue = await get<DbsDetails>('/api/v1/office/dbs-details?state=overdue&limit=100');
    expect(overdue.total).toBe(data.overdue);
    expect(overdue.items.every((item) => item.overdue)).toBe(true);
  });

  it('answers one person’s check when asked (the support bridge), and refuses a bad id', async () => {
    const all = await get<DbsDetails>('/api/v1/office/dbs-details?limit=5');
    const first = all.items[0];
    const one = await get<DbsDetails>(`/api/v1/office/dbs-details?person=${first?.personId}`);
    expect(one.items.map((item) => item.id)).toEqual([first?.id]);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/office/dbs-details?person=nobody',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('audits each row read as a read of the person’s file', async () => {
    const before = await readsOf('DBS Details');
    const data = await get<DbsDetails>('/api/v1/office/dbs-details?limit=5');
    expect(await readsOf('DBS Details')).toBe(before + data.items.length);
  });

  it('shows a coordinator (carers read only, one branch) only their branch’s carers, numbers masked', async () => {
    const data = await get<DbsDetails>('/api/v1/office/dbs-details?limit=100', coordinator);
    expect(data.items.length).toBeGreaterThan(0);
    for (const item of data.items) {
      expect(item.owner).toBe('carers');
      expect(await branchOfPerson(item.owner, item.personId)).toBe(coordinatorBranch);
      expect(item.masked).toBe(true);
      expect(item.certificateNumber).toMatch(/^•{8}\d{4}$/);
    }
    const all = await get<DbsDetails>('/api/v1/office/dbs-details?limit=100');
    expect(data.total).toBeLessThan(all.total);
    // The full number never travels in the coordinator's answer.
    const full = new Set(all.items.map((item) => item.certificateNumber));
    expect(
      JSON.stringify(data)
        .match(/\d{12}/g)
        ?.filter((n) => full.has(n)) ?? [],
    ).toEqual([]);
  });

  it('shows HR, who keep the checks, every number in full', async () => {
    const hr = await t.login(DEMO_USERS.hr.email);
    const data = await get<DbsDetails>('/api/v1/office/dbs-details?limit=100', hr);
    expect(data.items.some((item) => item.owner === 'employees')).toBe(true);
    expect(data.items.every((item) => !item.masked)).toBe(true);
  });

  it('refuses bad input with 400 and a caller without the permission with 403', async () => {
    for (const query of ['state=late', 'page=0', 'limit=500', 'colour=red']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/v1/office/dbs-details?${query}`,
        cookie: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const none = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/office/dbs-details',
      cookie: none,
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: '/api/v1/office/dbs-details' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('another organisation', () => {
  it('sees none of these staff files', async () => {
    const riverside = await t.login(DEMO_USERS.riverside.email);
    for (const url of [
      '/api/v1/office/dbs-details?limit=100',
      '/api/v1/office/uniform-details?limit=100',
    ]) {
      const own = await get<{ items: { personId: string }[] }>(url);
      const theirs = await get<{ items: { personId: string }[] }>(url, riverside);
      const ours = new Set(own.items.map((item) => item.personId));
      expect(theirs.items.filter((item) => ours.has(item.personId))).toEqual([]);
    }
  });
});

describe('uniform details', () => {
  it('lists the uniform issued to carers, newest first, with how many items are out', async () => {
    const data = await get<UniformDetails>('/api/v1/office/uniform-details?limit=100');
    expect(data.total).toBeGreaterThan(0);
    expect(data.outstanding).toBeGreaterThan(0);
    const dates = data.items.map((item) => item.issuedOn ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const person = data.items[0]?.person ?? '';
    const found = await get<UniformDetails>(
      `/api/v1/office/uniform-details?search=${encodeURIComponent(person)}`,
    );
    expect(found.items.every((item) => item.person === person)).toBe(true);
  });

  it('shows a branch-limited reader only their branch', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/office/uniform-details?limit=100',
      cookie: coordinator,
    });
    expect(response.statusCode).toBe(200);
    const items = (response.json() as { data: UniformDetails }).data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(await branchOfPerson('carers', item.personId)).toBe(coordinatorBranch);
  });

  it('refuses bad input and callers without the permission', async () => {
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/office/uniform-details?page=abc',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    const none = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/office/uniform-details',
      cookie: none,
    });
    expect(refused.statusCode).toBe(403);
  });
});
