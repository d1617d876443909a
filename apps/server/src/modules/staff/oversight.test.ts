import { schema } from '@care360/db';
import {
  addCalendarDays,
  addCalendarMonths,
  type PersonOversight,
  recordKind,
  type StaffOversightList,
  ukCalendarDate,
} from '@care360/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Supervisions, spot checks and appraisals due: the next one falls due the
 * interval after the last held (or the start), its read is audited; the list a manager works
 * through keeps to the caller's branch.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const branchIds: Record<string, string> = {};
let supervised: string;
let neverSupervised: string;
let harrogateCarer: string;
let employee: string;
let adminId: string;

async function person(
  owner: 'carers' | 'employees',
  surname: string,
  branch: string,
  startDate: string,
) {
  return (
    await createSample(t, admin, recordKind(owner), {
      surname,
      forename: 'Oversight',
      branch: branchIds[branch],
      status: 'Active',
      startDate,
      leftOn: null,
      user: null,
      ...(owner === 'carers' ? { applicant: null } : {}),
    })
  ).row.id;
}

async function get<T>(url: string, cookie = admin): Promise<T> {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const readsOf = async (id: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, id),
          eq(schema.auditLog.action, 'read'),
          eq(schema.auditLog.subjectId, id),
        ),
      )
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [me] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  adminId = me?.id as string;
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    branchIds[branch.name as string] = branch.id;
  }
  supervised = await person('carers', 'Oversupervised', 'Leeds Central', '2024-01-15');
  neverSupervised = await person('carers', 'Overneverseen', 'Leeds Central', '2024-01-15');
  harrogateCarer = await person('carers', 'Overharrogate', 'Harrogate', '2024-01-15');
  employee = await person('employees', 'Overoffice', 'Leeds Central', addCalendarMonths(today, -2));
});
afterAll(() => t.close());

describe("a person's oversight", () => {
  it('is overdue from the start date when none was held, and the read is audited', async () => {
    const before = await readsOf(neverSupervised);
    const found = await get<PersonOversight>(`/api/v1/carers/${neverSupervised}/oversight`);
    const supervision = found.items.find((i) => i.kind === 'supervision');
    expect(supervision).toMatchObject({
      lastHeldOn: null,
      nextDue: '2024-04-15',
      state: 'overdue',
      addPath: `/app/carers/${neverSupervised}/edit/supervisions/add`,
    });
    expect(found.items.map((i) => i.kind)).toEqual(['supervision', 'spot-check', 'appraisal']);
    expect(await readsOf(neverSupervised)).toBe(before + 1);
  });

  it('falls due three months after a supervision is recorded', async () => {
    const heldOn = addCalendarDays(today, -5);
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/carers/${supervised}/carer-supervisions`,
      cookie: admin,
      payload: {
        heldOn,
        heldBy: adminId,
        type: 'One to one',
        topics: 'Workload and rota',
        outcome: 'Satisfactory',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const found = await get<PersonOversight>(`/api/v1/carers/${supervised}/oversight`);
    expect(found.items.find((i) => i.kind === 'supervision')).toMatchObject({
      lastHeldOn: heldOn,
      nextDue: addCalendarMonths(heldOn, 3),
      state: 'ok',
    });
  });

  it("gives an office employee's probation review and no spot check", async () => {
    const found = await get<PersonOversight>(`/api/v1/employees/${employee}/oversight`);
    expect(found.items.map((i) => i.kind)).toEqual(['supervision', 'appraisal', 'probation']);
    const probation = found.items.find((i) => i.kind === 'probation');
    expect(probation).toMatchObject({ stage: '1 month', state: 'overdue' });
  });

  it('answers 404 for a person of another branch, writing nothing', async () => {
    const leeds = await branchUser(t, 'Leeds Central', ['carers.read']);
    const before = await readsOf(harrogateCarer);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${harrogateCarer}/oversight`,
      cookie: leeds,
    });
    expect(response.statusCode).toBe(404);
    expect(await readsOf(harrogateCarer)).toBe(before);
  });
});

describe('the list a manager works through', () => {
  it('lists the overdue, not those up to date, most overdue first', async () => {
    const list = await get<StaffOversightList>(
      '/api/v1/staff-oversight?kind=supervision&state=overdue',
    );
    const ids = list.rows.map((r) => r.personId);
    expect(ids).toContain(neverSupervised);
    expect(ids).not.toContain(supervised);
    expect(list.rows.every((r) => r.state === 'overdue')).toBe(true);
    const dues = list.rows.map((r) => r.nextDue);
    expect(dues).toEqual([...dues].sort());
    expect(list.counts.overdue).toBeGreaterThanOrEqual(list.rows.length);
  });

  it("keeps to the caller's branch", async () => {
    const leeds = await branchUser(t, 'Leeds Central', ['carers.read']);
    const list = await get<StaffOversightList>('/api/v1/staff-oversight?kind=spot-check', leeds);
    const ids = list.rows.map((r) => r.personId);
    expect(ids).toContain(neverSupervised);
    expect(ids).not.toContain(harrogateCarer);
  });

  it('refuses whoever may not read the staff a list names with 403, before it reads the rest', async () => {
    const carersOnly = await branchUser(t, 'Leeds Central', ['carers.read']);
    for (const url of [
      '/api/v1/staff-oversight?owner=employees&kind=nap',
      '/api/v1/holiday-calendar?owner=employees&month=2026-13',
    ]) {
      const response = await t.call({ method: 'GET', url, cookie: carersOnly });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ status: false });
    }
    const own = await t.call({
      method: 'GET',
      url: '/api/v1/holiday-calendar?owner=carers&month=2026-13',
      cookie: carersOnly,
    });
    expect(own.statusCode).toBe(400);
  });

  it('refuses an unknown kind with 400', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/staff-oversight?kind=nap',
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
  });
});
