import { schema } from '@care360/db';
import {
  addCalendarDays,
  recordKind,
  type StaffProfile,
  ukCalendarDate,
  ukDate,
  type Worklist,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { refreshAllCompliance } from './compliance';

/**
 * Live compliance and the staff profile: the state worked out when a
 * person is added and after a right-to-work save, the list filtered by it, the daily pass as
 * dates go by; the profile's answer, its read audited, no sensitive field, and branch scope.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const branchIds: Record<string, string> = {};
let carer: string;

async function person(owner: 'carers' | 'employees', surname: string, branch: string) {
  return (
    await createSample(t, admin, recordKind(owner), {
      surname,
      forename: 'Compliance',
      branch: branchIds[branch],
      status: 'Active',
      user: null,
      ...(owner === 'carers' ? { applicant: null } : {}),
      niNumber: 'JG103759A',
    })
  ).row.id;
}

async function post(url: string, payload: object) {
  const response = await t.call({ method: 'POST', url, cookie: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number };
}

async function complianceOf(owner: 'carers' | 'employees', id: string) {
  const table = owner === 'carers' ? schema.carers : schema.employees;
  const [row] = (await t.db
    .select()
    .from(table)
    .where(eq((table as typeof schema.carers).id, id))) as Record<string, unknown>[];
  return row?.compliance;
}

async function listed(query: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url: `/api/v1/carers?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { id: string }[]).map((row) => row.id);
}

/** Every mandatory course of the organisation that applies to carers, completed today. */
async function trainFully(id: string) {
  const courses = await t.db
    .select()
    .from(schema.trainingCourses)
    .where(eq(schema.trainingCourses.organisationId, t.organisationId));
  for (const course of courses as Record<string, unknown>[]) {
    if (course.deletedAt || !course.mandatory || !course.active) continue;
    if (course.appliesTo === 'Office employees') continue;
    await post(`/api/v1/carers/${id}/carer-training-records`, {
      course: course.id,
      completedOn: today,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    branchIds[branch.name as string] = branch.id;
  }
  carer = await person('carers', 'Rightowork', 'Leeds Central');
});
afterAll(() => t.close());

describe('live compliance', () => {
  it('is worked out when a person is added: nothing recorded yet is not compliant', async () => {
    expect(await complianceOf('carers', carer)).toBe('Not compliant');
    const employee = await person('employees', 'Officecomp', 'Leeds Central');
    expect(await complianceOf('employees', employee)).toBe('Not compliant');
  });

  it('follows a right-to-work save: ending in 20 days is expiring soon, and the list finds it', async () => {
    await post(`/api/v1/carers/${carer}/carer-dbs-checks`, {
      certificateNumber: '001234567890',
      issuedOn: addCalendarDays(today, -100),
      level: 'Enhanced with adult barred list',
      barredListResult: 'Not barred',
    });
    await trainFully(carer);
    expect(await complianceOf('carers', carer)).toBe('Not compliant');
    const ends = addCalendarDays(today, 20);
    await post(`/api/v1/carers/${carer}/carer-right-to-work`, {
      method: 'Manual documents',
      result: 'Right to work confirmed',
      permission: 'Time-limited',
      expiresOn: ends,
      checkedOn: today,
    });
    expect(await complianceOf('carers', carer)).toBe('Expiring soon');
    expect(await listed('compliance=Expiring%20soon&search=Rightowork')).toEqual([carer]);
    expect(await listed('compliance=Compliant&search=Rightowork')).toEqual([]);
  });

  it('names the carer on the worklist, before it happens, to those who may see them', async () => {
    const worklist = async (cookie: string) => {
      const response = await t.call({ method: 'GET', url: '/api/v1/worklist', cookie });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Worklist).groups['right-to-work-dbs'];
    };
    expect((await worklist(admin)).filter((line) => line.clientId === carer)).toEqual([
      {
        clientId: carer,
        clientName: 'Compliance Rightowork',
        detail: `Right to work ends ${ukDate(addCalendarDays(today, 20))}`,
        href: `/app/carers/${carer}/edit/right-to-work`,
      },
    ]);
    const harrogate = await branchUser(t, 'Harrogate', ['carers.read']);
    expect((await worklist(harrogate)).some((line) => line.clientId === carer)).toBe(false);
  });

  it('is never taken from a save of the person', async () => {
    const read = await t.call({ method: 'GET', url: `/api/v1/carers/${carer}`, cookie: admin });
    const row = read.json().data as Record<string, unknown>;
    expect(row.compliance).toBe('Expiring soon');
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/carers/${carer}`,
      cookie: admin,
      payload: { ...row, niNumber: undefined, compliance: 'Compliant' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await complianceOf('carers', carer)).toBe('Expiring soon');
  });

  it('moves on with the calendar in the daily pass: the day after it ends, not compliant', async () => {
    await refreshAllCompliance(t.db, new Date(Date.now() + 21 * 24 * 60 * 60 * 1000));
    expect(await complianceOf('carers', carer)).toBe('Not compliant');
    await refreshAllCompliance(t.db);
    expect(await complianceOf('carers', carer)).toBe('Expiring soon');
  });
});

describe('the staff profile', () => {
  it('answers compliance with its reasons, training, oversight and holidays, and audits the read', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carer}/profile`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data as StaffProfile;
    expect(profile.person.name).toBe('Compliance Rightowork');
    expect(profile.person.branch).toBe('Leeds Central');
    expect(profile.compliance).toEqual({
      state: 'Expiring soon',
      reasons: [
        {
          area: 'Right to work',
          state: 'Expiring soon',
          text: `Right to work ends ${ukDate(addCalendarDays(today, 20))}`,
          href: `/app/carers/${carer}/edit/right-to-work`,
        },
      ],
    });
    expect(profile.training.counts.missing).toBe(0);
    expect(profile.oversight.items.map((item) => item.kind)).toContain('supervision');
    expect(profile.holidays.balance.personId).toBe(carer);
    // The NI number is in the file, never in the profile.
    expect(response.body).not.toMatch(/JG ?10 ?37 ?59 ?A/);
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'carers'),
          eq(schema.auditLog.recordId, carer),
          eq(schema.auditLog.action, 'read'),
        ),
      );
    expect(entries.some((entry) => JSON.stringify(entry.changes) === '{"section":"profile"}')).toBe(
      true,
    );
  });

  it('is refused to another branch (404, nothing audited) and to no permission', async () => {
    const harrogate = await branchUser(t, 'Harrogate', ['carers.read']);
    const before = await t.db.select().from(schema.auditLog);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carer}/profile`,
      cookie: harrogate,
    });
    expect(response.statusCode).toBe(404);
    const after = await t.db.select().from(schema.auditLog);
    expect(after.length).toBe(before.length);
    expect(await listed('compliance=Expiring%20soon&search=Rightowork', harrogate)).toEqual([]);
    const leeds = await branchUser(t, 'Leeds Central', ['carers.read']);
    expect(await listed('compliance=Expiring%20soon&search=Rightowork', leeds)).toEqual([carer]);
    const none = await branchUser(t, 'Leeds Central', []);
    const refused = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carer}/profile`,
      cookie: none,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('serves an office employee the same way', async () => {
    const employee = await person('employees', 'Officeprof', 'Leeds Central');
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/employees/${employee}/profile`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data as StaffProfile;
    expect(profile.owner).toBe('employees');
    expect(profile.compliance.state).toBe('Not compliant');
    expect(profile.compliance.reasons.map((r) => r.text)).toContain('No DBS certificate recorded');
  });
});
