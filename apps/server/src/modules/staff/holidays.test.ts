import { schema } from '@care360/db';
import {
  type HolidayBalanceAnswer,
  type HolidayCalendar,
  type HolidayRequest,
  type HolidayRequests,
  recordKind,
  type Worklist,
} from '@care360/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/**
 * Holidays: the allowance per leave year (5.6 weeks of the weekly hours, pro-rata
 * for a starter), taken, booked and remaining; approval names who decided and is refused beyond
 * the allowance unless unpaid; an overlapping holiday and a day outside the holiday are refused
 * and write nothing; the details' hours are the holiday's; the calendar of a month.
 */

let t: TestApp;
let admin: string;
let adminId: string;
const branchIds: Record<string, string> = {};
let annualLeave: string;
let unpaidLeave: string;
let fullTimer: string;
let starter: string;
let harrogateCarer: string;

async function person(
  owner: 'carers' | 'employees',
  surname: string,
  branch: string,
  startDate: string,
  weeklyHours: number,
) {
  return (
    await createSample(t, admin, recordKind(owner), {
      surname,
      forename: 'Holiday',
      branch: branchIds[branch],
      status: 'Active',
      startDate,
      leftOn: null,
      hoursType: owner === 'carers' ? 'Variable hours' : 'Fixed hours',
      weeklyHours,
      user: null,
      ...(owner === 'carers' ? { applicant: null } : {}),
    })
  ).row.id;
}

const holidaysUrl = (owner: 'carers' | 'employees', id: string) =>
  `/api/v1/${owner}/${id}/${owner === 'carers' ? 'carer' : 'employee'}-holidays`;

async function book(owner: 'carers' | 'employees', id: string, body: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: holidaysUrl(owner, id),
    cookie: admin,
    payload: { reason: annualLeave, status: 'Requested', ...body },
  });
}

async function get<T>(url: string, cookie = admin): Promise<T> {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const balanceOf = (owner: 'carers' | 'employees', id: string) =>
  get<HolidayBalanceAnswer>(`/api/v1/${owner}/${id}/holiday-balance?leaveYear=2026`);

async function holidayCount(id: string) {
  const table = schema.employeeHolidays;
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.parentId, id));
  return row?.n ?? 0;
}

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
  const reasons = recordKind('holiday-reasons');
  annualLeave = (
    await createSample(t, admin, reasons, {
      name: 'Holiday test: annual leave',
      code: 'HTAL',
      paid: true,
      deductsFromEntitlement: true,
      active: true,
    })
  ).row.id;
  unpaidLeave = (
    await createSample(t, admin, reasons, {
      name: 'Holiday test: unpaid leave',
      code: 'HTUL',
      paid: false,
      deductsFromEntitlement: true,
      active: true,
    })
  ).row.id;
  fullTimer = await person('employees', 'Holfulltime', 'Leeds Central', '2020-01-06', 37.5);
  // Starts on 1 October 2026: 182 of the 365 days of the leave year from April 2026.
  starter = await person('carers', 'Holstarter', 'Leeds Central', '2026-10-01', 20);
  harrogateCarer = await person('carers', 'Holharrogate', 'Harrogate', '2020-01-06', 20);
});
afterAll(() => t.close());

describe('the allowance', () => {
  it('is 5.6 weeks of the weekly hours, pro-rata for a starter, in hours', async () => {
    expect(await balanceOf('employees', fullTimer)).toMatchObject({
      leaveYear: { year: 2026, from: '2026-04-01', to: '2027-03-31' },
      allowance: 210,
      proRata: false,
      taken: 0,
      booked: 0,
      remaining: 210,
    });
    expect(await balanceOf('carers', starter)).toMatchObject({
      allowance: Math.round(((112 * 182) / 365) * 100) / 100,
      proRata: true,
    });
  });
});

describe('booking and approval', () => {
  let holidayId: string;
  it('books a request, then takes it once approved, naming who approved', async () => {
    const booked = await book('employees', fullTimer, {
      fromDate: '2026-06-01',
      toDate: '2026-06-05',
      hours: 37.5,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const holiday = booked.json().data as { id: string; version: number; decidedBy: null };
    holidayId = holiday.id;
    expect(holiday.decidedBy).toBeNull();
    expect(await balanceOf('employees', fullTimer)).toMatchObject({
      taken: 0,
      booked: 37.5,
      remaining: 172.5,
    });
    const approved = await t.call({
      method: 'PUT',
      url: `${holidaysUrl('employees', fullTimer)}/${holidayId}`,
      cookie: admin,
      payload: {
        fromDate: '2026-06-01',
        toDate: '2026-06-05',
        reason: annualLeave,
        hours: 37.5,
        status: 'Approved',
        version: holiday.version,
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.decidedBy).toBe(adminId);
    expect(await balanceOf('employees', fullTimer)).toMatchObject({
      taken: 37.5,
      booked: 0,
      remaining: 172.5,
    });
  });

  it('refuses an overlapping holiday with 400 and the message at the field (as every refusal at a field), writing nothing', async () => {
    const before = await holidayCount(fullTimer);
    const response = await book('employees', fullTimer, {
      fromDate: '2026-06-05',
      toDate: '2026-06-09',
      hours: 7.5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fromDate).toEqual([
      'These dates overlap another holiday of this person.',
    ]);
    expect(await holidayCount(fullTimer)).toBe(before);
  });

  it('refuses approval beyond the allowance, unless the leave is unpaid', async () => {
    const tooMuch = await book('employees', fullTimer, {
      fromDate: '2026-08-03',
      toDate: '2026-09-30',
      hours: 180,
      status: 'Approved',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.status[0]).toContain('only 172.5 hours remain');
    const unpaid = await book('employees', fullTimer, {
      fromDate: '2026-08-03',
      toDate: '2026-09-30',
      hours: 180,
      status: 'Approved',
      reason: unpaidLeave,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
  });
});

describe('day details', () => {
  it('must lie within the holiday, and their hours are the holiday’s', async () => {
    const made = await book('carers', starter, {
      fromDate: '2026-12-07',
      toDate: '2026-12-08',
      hours: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    const holidayId = made.json().data.id as string;
    const detailsUrl = `/api/v1/carer-holidays/${holidayId}/carer-holiday-details`;
    const outside = await t.call({
      method: 'POST',
      url: detailsUrl,
      cookie: admin,
      payload: { day: '2026-12-09', part: 'Full day', hours: 8 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.day[0]).toBe(
      'The day must be within the holiday, 07/12/2026 to 08/12/2026.',
    );
    const details = schema.carerHolidayDetails;
    const [none] = await t.db
      .select({ n: count() })
      .from(details)
      .where(eq(details.parentId, holidayId));
    expect(none?.n).toBe(0);
    for (const [day, hours] of [
      ['2026-12-07', 8],
      ['2026-12-08', 4],
    ] as const) {
      const added = await t.call({
        method: 'POST',
        url: detailsUrl,
        cookie: admin,
        payload: { day, part: hours === 8 ? 'Full day' : 'Morning', hours },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const holiday = await get<{ hours: number }>(`${holidaysUrl('carers', starter)}/${holidayId}`);
    expect(holiday.hours).toBe(12);
    expect((await balanceOf('carers', starter)).booked).toBe(12);
  });
});

describe('the calendar', () => {
  it("shows the month's requested and approved holidays, in the caller's branch", async () => {
    await book('carers', harrogateCarer, {
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      hours: 8,
    });
    const all = await get<HolidayCalendar>('/api/v1/holiday-calendar?owner=carers&month=2026-12');
    const names = all.holidays.map((h) => h.name);
    expect(names).toContain('Holiday Holstarter');
    expect(names).toContain('Holiday Holharrogate');
    const leeds = await branchUser(t, 'Leeds Central', ['carers.read']);
    const mine = await get<HolidayCalendar>(
      '/api/v1/holiday-calendar?owner=carers&month=2026-12',
      leeds,
    );
    expect(mine.holidays.map((h) => h.name)).not.toContain('Holiday Holharrogate');
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/holiday-calendar?owner=carers&month=2026-13',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("gives the organisation's calendar: carers', office employees' and bank holidays", async () => {
    const officeId = await person('employees', 'Holoffice', 'Leeds Central', '2024-01-01', 37.5);
    await book('employees', officeId, {
      fromDate: '2026-12-21',
      toDate: '2026-12-23',
      hours: 22.5,
    });
    await book('carers', harrogateCarer, {
      fromDate: '2026-12-14',
      toDate: '2026-12-15',
      hours: 8,
    });
    const all = await get<HolidayCalendar>('/api/v1/holiday-calendar?owner=all&month=2026-12');
    expect(all.owner).toBe('all');
    const byName = new Map(all.holidays.map((h) => [h.name, h.owner]));
    expect(byName.get('Holiday Holoffice')).toBe('employees');
    expect(byName.get('Holiday Holharrogate')).toBe('carers');
    expect(all.bankHolidays.map((b) => [b.date, b.name])).toEqual([
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-28', 'Boxing Day (substitute day)'],
    ]);
    // Whoever reads carers' holidays only sees no office employee's, and their branch's only.
    const leeds = await branchUser(t, 'Leeds Central', ['carers.read']);
    const mine = await get<HolidayCalendar>(
      '/api/v1/holiday-calendar?owner=all&month=2026-12',
      leeds,
    );
    expect(mine.holidays.map((h) => h.owner)).not.toContain('employees');
    expect(mine.holidays.map((h) => h.name)).not.toContain('Holiday Holharrogate');
    expect(mine.bankHolidays).toHaveLength(2);
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/holiday-calendar?owner=all&month=2026-12',
      cookie: nobody,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the holiday requests a manager decides', () => {
  let requester: string;
  const requesterEmail = 'holiday.requester@example.co.uk';
  const requestsOf = (cookie = admin) =>
    get<HolidayRequests>('/api/v1/holiday-requests/carers', cookie);
  const emailsTo = (to: string) =>
    t.db.select().from(schema.emailLog).where(eq(schema.emailLog.to, to));
  const decide = (request: HolidayRequest, body: Record<string, unknown>, cookie = admin) =>
    t.call({
      method: 'PUT',
      url: request.apiPath,
      cookie,
      payload: {
        fromDate: request.fromDate,
        toDate: request.toDate,
        reason: request.reason,
        hours: request.hours,
        notes: request.notes,
        version: request.version,
        ...body,
      },
    });
  async function requested(fromDate: string, toDate: string) {
    const made = await book('carers', requester, { fromDate, toDate, hours: 16 });
    expect(made.statusCode, made.body).toBe(201);
    const found = (await requestsOf()).requests.find((r) => r.id === made.json().data.id);
    expect(found).toBeDefined();
    return found as HolidayRequest;
  }

  beforeAll(async () => {
    requester = (
      await createSample(t, admin, recordKind('carers'), {
        surname: 'Holrequester',
        forename: 'Holiday',
        email: requesterEmail,
        branch: branchIds['Leeds Central'],
        status: 'Active',
        startDate: '2020-01-06',
        leftOn: null,
        hoursType: 'Variable hours',
        weeklyHours: 20,
        user: null,
        applicant: null,
      })
    ).row.id;
  });

  it('approves a request from the list: the approver named, the person emailed, the request gone', async () => {
    const request = await requested('2027-01-04', '2027-01-05');
    expect(request).toMatchObject({
      name: 'Holiday Holrequester',
      branch: 'Leeds Central',
      hours: 16,
      reasonName: 'Holiday test: annual leave',
      editPath: `/app/carers/${requester}/edit/holidays/${request.id}/edit`,
    });
    const approved = await decide(request, { status: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.decidedBy).toBe(adminId);
    expect(approved.json().data._titles.decidedBy).toBe(DEMO_USERS.admin.name);
    const [email] = await emailsTo(requesterEmail);
    expect(email?.subject).toBe('Your holiday request has been approved');
    expect(email?.body).toContain(
      'Your Holiday test: annual leave from 04/01/2027 to 05/01/2027 (16 hours) has been approved by Alex Morgan.',
    );
    expect((await requestsOf()).requests.map((r) => r.id)).not.toContain(request.id);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, request.id), eq(schema.auditLog.action, 'update')));
    expect(audit?.changes).toMatchObject({ status: ['Requested', 'Approved'] });
  });

  it('refuses a decline without a reason, writing nothing; with one, emails it', async () => {
    const request = await requested('2027-02-01', '2027-02-02');
    const before = (await emailsTo(requesterEmail)).length;
    const bare = await decide(request, { status: 'Declined', declineReason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.declineReason).toEqual([
      'Say why the holiday is declined: the person is told.',
    ]);
    const still = (await requestsOf()).requests.find((r) => r.id === request.id);
    expect(still?.version).toBe(request.version);
    expect(await emailsTo(requesterEmail)).toHaveLength(before);

    const declined = await decide(request, {
      status: 'Declined',
      declineReason: 'Two of the team are already off that week.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'Declined', decidedBy: adminId });
    const emails = await emailsTo(requesterEmail);
    expect(emails).toHaveLength(before + 1);
    const email = emails.find((e) => e.subject === 'Your holiday request has been declined');
    expect(email?.body).toContain('The reason: Two of the team are already off that week.');
    expect((await requestsOf()).requests.map((r) => r.id)).not.toContain(request.id);
  });

  it('refuses a decision on a holiday changed since it was read (409), writing nothing', async () => {
    const request = await requested('2027-03-01', '2027-03-02');
    const moved = await decide(request, { status: 'Requested', toDate: '2027-03-03' });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = (await emailsTo(requesterEmail)).length;
    const stale = await decide(request, { status: 'Approved' });
    expect(stale.statusCode).toBe(409);
    const now = (await requestsOf()).requests.find((r) => r.id === request.id);
    expect(now).toMatchObject({ toDate: '2027-03-03', version: request.version + 1 });
    expect(await emailsTo(requesterEmail)).toHaveLength(before);
  });

  it('are counted on the worklist of whoever may decide them', async () => {
    const carers = await requestsOf();
    const employees = await get<HolidayRequests>('/api/v1/holiday-requests/employees');
    const list = await get<Worklist>('/api/v1/worklist');
    expect(carers.requests.length).toBeGreaterThan(0);
    expect(list.counts['holiday-requests']).toBe(
      carers.requests.length + employees.requests.length,
    );
    const line = list.groups['holiday-requests'].find((l) => l.clientId === requester);
    expect(line).toMatchObject({
      clientName: 'Holiday Holrequester',
      detail: expect.stringContaining('to approve or decline'),
      href: '/app/holiday-requests/carer',
    });
    // A reader of carers' files, who may not change them, decides nothing and sees none.
    const reader = await branchUser(t, 'Leeds Central', ['carers.read']);
    const theirs = await get<Worklist>('/api/v1/worklist', reader);
    expect(theirs.counts['holiday-requests']).toBe(0);
  });

  it('are refused to whoever may not change the files, and scoped to a limited user’s branch', async () => {
    const request = await requested('2027-04-05', '2027-04-06');
    const reader = await branchUser(t, 'Leeds Central', ['carers.read']);
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/holiday-requests/carers',
      cookie: reader,
    });
    expect(list.statusCode).toBe(403);
    const approve = await decide(request, { status: 'Approved' }, reader);
    expect(approve.statusCode).toBe(403);
    const unchanged = (await requestsOf()).requests.find((r) => r.id === request.id);
    expect(unchanged?.version).toBe(request.version);
    const harrogate = await branchUser(t, 'Harrogate', ['carers.read', 'carers.update']);
    const theirs = await requestsOf(harrogate);
    expect(theirs.requests.map((r) => r.id)).not.toContain(request.id);
    expect(theirs.requests.every((r) => r.branch === 'Harrogate')).toBe(true);
    const elsewhere = await decide(request, { status: 'Approved' }, harrogate);
    expect(elsewhere.statusCode).toBe(404);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const otherOrganisation = await requestsOf(riverside);
    expect(otherOrganisation.requests.map((r) => r.id)).not.toContain(request.id);
    expect(JSON.stringify(otherOrganisation)).not.toContain('Holrequester');
    expect((await decide(request, { status: 'Approved' }, riverside)).statusCode).toBe(404);
  });
});
