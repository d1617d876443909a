import { schema } from '@care360/db';
import {
  addCalendarDays,
  addCalendarMonths,
  type PersonTraining,
  recordKind,
  type TrainingMatrix,
  ukCalendarDate,
  type Worklist,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Training: a record stores its expiry worked out from its course; one person's
 * states (expiring at 20 days, expired after) with the read audited; the matrix's sums, filters
 * and branch scope; its CSV an audited export.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const branchIds: Record<string, string> = {};
let yearly: string;
let once: string;
let leedsCarer: string;
let harrogateCarer: string;
let employee: string;

async function course(name: string, validityMonths: number | null, appliesTo = 'Carers') {
  return (
    await createSample(t, admin, recordKind('training-courses'), {
      name,
      validityMonths,
      mandatory: true,
      appliesTo,
      active: true,
    })
  ).row.id;
}

async function person(
  owner: 'carers' | 'employees',
  surname: string,
  branch: string,
  user: string | null = null,
) {
  return (
    await createSample(t, admin, recordKind(owner), {
      surname,
      forename: 'Trainee',
      branch: branchIds[branch],
      status: 'Active',
      user,
      ...(owner === 'carers' ? { applicant: null } : {}),
    })
  ).row.id;
}

async function addTraining(owner: 'carers' | 'employees', id: string, body: object) {
  const prefix = owner === 'carers' ? 'carer' : 'employee';
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/${owner}/${id}/${prefix}-training-records`,
    cookie: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; expiresOn: string | null; version: number };
}

async function get<T>(url: string, cookie = admin): Promise<T> {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const readsOf = (id: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.recordType, 'carers'),
        eq(schema.auditLog.recordId, id),
        eq(schema.auditLog.action, 'read'),
      ),
    );

/** Completed so that a 12-month course expires `days` from today. */
const completedForExpiryIn = (days: number) => addCalendarMonths(addCalendarDays(today, days), -12);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    branchIds[branch.name as string] = branch.id;
  }
  yearly = await course('Training test: yearly course', 12, 'All staff');
  once = await course('Training test: once only', null);
  leedsCarer = await person('carers', 'Leedstrain', 'Leeds Central');
  harrogateCarer = await person('carers', 'Harrotrain', 'Harrogate');
  employee = await person('employees', 'Officetrain', 'Leeds Central');
});
afterAll(() => t.close());

describe('a training record’s expiry', () => {
  it('is worked out from the course when left empty, and kept when typed in', async () => {
    const computed = await addTraining('carers', harrogateCarer, {
      course: yearly,
      completedOn: '2026-01-31',
    });
    expect(computed.expiresOn).toBe('2027-01-31');
    const never = await addTraining('carers', harrogateCarer, {
      course: once,
      completedOn: '2025-05-01',
    });
    expect(never.expiresOn).toBeNull();
    const typed = await addTraining('carers', harrogateCarer, {
      course: yearly,
      completedOn: '2026-02-01',
      expiresOn: '2026-08-01',
    });
    expect(typed.expiresOn).toBe('2026-08-01');
  });

  it('follows a changed completion date when it was worked out', async () => {
    const record = await addTraining('employees', employee, {
      course: yearly,
      completedOn: '2026-03-10',
    });
    const response = await t.call({
      method: 'PUT',
      url: `/api/v1/employees/${employee}/employee-training-records/${record.id}`,
      cookie: admin,
      payload: {
        course: yearly,
        completedOn: '2026-04-12',
        expiresOn: '2027-03-10',
        version: record.version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.expiresOn).toBe('2027-04-12');
  });
});

describe("a person's training", () => {
  it('is expiring at 20 days, expired after, missing when never done, and its read is audited', async () => {
    await addTraining('carers', leedsCarer, {
      course: yearly,
      completedOn: completedForExpiryIn(20),
    });
    let training = await get<PersonTraining>(`/api/v1/carers/${leedsCarer}/training`);
    const yearlyState = () => training.courses.find((c) => c.courseId === yearly);
    expect(yearlyState()).toMatchObject({
      state: 'expiring',
      expiresOn: addCalendarDays(today, 20),
      daysLeft: 20,
    });
    expect(training.courses.find((c) => c.courseId === once)).toMatchObject({
      state: 'missing',
      completedOn: null,
    });
    expect(training.warningDays).toBe(30);

    const [entry] = await readsOf(leedsCarer);
    expect(entry?.changes).toEqual({ section: 'Training' });
    expect(entry?.subjectId).toBe(leedsCarer);

    // A carer whose only completion expired yesterday.
    const lapsed = await person('carers', 'Lapsedtrain', 'Leeds Central');
    await addTraining('carers', lapsed, { course: yearly, completedOn: completedForExpiryIn(-1) });
    training = await get<PersonTraining>(`/api/v1/carers/${lapsed}/training`);
    expect(yearlyState()).toMatchObject({ state: 'expired', daysLeft: -1 });
    expect(training.counts.expired).toBe(1);
  });

  it('answers 404 for a person of another branch or organisation, and writes nothing', async () => {
    const readsBefore = (await readsOf(leedsCarer)).length;
    const harrogateOnly = await branchUser(t, 'Harrogate', [
      recordKind('carer-training-records').permissions.read,
    ]);
    const refused = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${leedsCarer}/training`,
      cookie: harrogateOnly,
    });
    expect(refused.statusCode).toBe(404);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${leedsCarer}/training`,
      cookie: riverside,
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/carers/not-an-id/training',
      cookie: admin,
    });
    // A malformed id names nothing, as the platform answers for every :id.
    expect(bad.statusCode).toBe(404);
    expect(await readsOf(leedsCarer)).toHaveLength(readsBefore);
  });
});

describe('the training matrix', () => {
  it('sums its cells, filters by state and kind of staff, and keeps a branch user to their branch', async () => {
    const matrix = await get<TrainingMatrix>('/api/v1/training-matrix');
    const row = (id: string, m = matrix) => m.people.find((p) => p.id === id);
    expect(row(leedsCarer)?.cells[yearly]).toMatchObject({ state: 'expiring' });
    expect(row(leedsCarer)?.branch).toBe('Leeds Central');
    expect(row(employee)?.owner).toBe('employees');
    // The employee is not asked for a carers' course.
    expect(row(employee)?.cells[once]).toBeUndefined();
    const sums = { current: 0, expiring: 0, expired: 0, missing: 0 };
    for (const person of matrix.people) {
      for (const cell of Object.values(person.cells)) sums[cell.state] += 1;
    }
    expect(matrix.totals).toEqual(sums);
    expect(matrix.courses.map((c) => c.id)).toEqual(expect.arrayContaining([yearly, once]));

    const expiring = await get<TrainingMatrix>('/api/v1/training-matrix?state=expiring');
    expect(row(leedsCarer, expiring)).toBeDefined();
    expect(
      expiring.people.every((p) => Object.values(p.cells).some((c) => c.state === 'expiring')),
    ).toBe(true);
    const employeesOnly = await get<TrainingMatrix>('/api/v1/training-matrix?owner=employees');
    expect(employeesOnly.people.every((p) => p.owner === 'employees')).toBe(true);
    const inHarrogate = await get<TrainingMatrix>(
      `/api/v1/training-matrix?branch=${branchIds.Harrogate}`,
    );
    expect(row(harrogateCarer, inHarrogate)).toBeDefined();
    expect(row(leedsCarer, inHarrogate)).toBeUndefined();

    const harrogateOnly = await branchUser(t, 'Harrogate', [
      recordKind('carer-training-records').permissions.read,
    ]);
    const scoped = await get<TrainingMatrix>('/api/v1/training-matrix', harrogateOnly);
    expect(row(harrogateCarer, scoped)).toBeDefined();
    expect(row(leedsCarer, scoped)).toBeUndefined();
    // Without the employees' permission, no office employee either.
    expect(scoped.people.every((p) => p.owner === 'carers')).toBe(true);
    const riverside = await get<TrainingMatrix>(
      '/api/v1/training-matrix',
      await t.login(DEMO_USERS.riverside.email),
    );
    expect(
      riverside.people.filter((p) => [leedsCarer, harrogateCarer, employee].includes(p.id)),
    ).toEqual([]);
    expect(riverside.courses.map((c) => c.id)).not.toContain(yearly);

    const badFilter = await t.call({
      method: 'GET',
      url: '/api/v1/training-matrix?state=late',
      cookie: admin,
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('exports as CSV with the states in words, audited', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/training-matrix.csv?owner=carers',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const line = response.body.split('\r\n').find((l) => l.includes('Leedstrain'));
    expect(line).toContain('Expiring soon: completed');
    const exports = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'training-matrix'),
          eq(schema.auditLog.action, 'export'),
        ),
      );
    expect(exports.at(-1)?.changes).toMatchObject({ format: 'CSV', owner: 'carers' });
  });

  it('is refused to someone who may read no training', async () => {
    const noTraining = await branchUser(t, 'Harrogate', []);
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/training-matrix',
      cookie: noTraining,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the worklist', () => {
  it('lists the staff of the caller’s branch whose training is expiring, linking to it', async () => {
    const yorkCarer = await person('carers', 'Yorktrain', 'York');
    await addTraining('carers', yorkCarer, {
      course: yearly,
      completedOn: completedForExpiryIn(20),
    });
    const yorkManager = await branchUser(t, 'York', [
      recordKind('carer-training-records').permissions.read,
    ]);
    const list = await get<Worklist>('/api/v1/worklist', yorkManager);
    const lines = list.groups['training-expiring'];
    expect(lines.filter((line) => line.clientId === yorkCarer)).toEqual([
      {
        clientId: yorkCarer,
        clientName: 'Trainee Yorktrain',
        detail: expect.stringMatching(/^Training test: yearly course expires \d\d\/\d\d\/\d{4}/),
        href: `/app/carers/${yorkCarer}/edit/training`,
      },
    ]);
    expect(lines.some((line) => line.clientId === leedsCarer)).toBe(false);
  });

  it('shows a carer their own expiring training, though they may read no one’s', async () => {
    const cookie = await branchUser(t, 'Leeds Central', []);
    const me = await get<{ data: { id: string } }>('/api/v1/user', cookie);
    const own = await person('carers', 'Owntrain', 'Leeds Central', me.data.id);
    await addTraining('carers', own, { course: yearly, completedOn: completedForExpiryIn(10) });
    const list = await get<Worklist>('/api/v1/worklist', cookie);
    expect(list.clientsVisible).toBe(false);
    expect(list.groups['training-expiring']).toEqual([
      expect.objectContaining({
        clientId: own,
        clientName: 'Trainee Owntrain (you)',
        href: `/app/carers/${own}/edit/training`,
      }),
    ]);
  });
});
