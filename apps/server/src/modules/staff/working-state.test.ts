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
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { refreshAllCompliance } from './compliance';

/**
 * Whether a member of staff may work, as the server keeps and shows it: the demo's Ewa Boateng,
 * whose right to work ended, and Dean Kowalczyk, with no DBS, must not work on their profiles, in
 * the carers list filtered by working status and at the top of the worklist; a carer added with a
 * start date ahead is Starting until it comes; the state follows saves of the file and of the
 * person, and the daily pass as dates go by.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const DAY_MS = 24 * 60 * 60 * 1000;
let leeds: string;
const carers = tableOf(recordKind('carers'));
const col = (key: string) => column(carers, key);

async function carerNamed(forename: string, surname: string) {
  const [row] = (await t.db
    .select({ id: col('id') })
    .from(carers)
    .where(
      and(
        eq(col('organisationId'), t.organisationId),
        eq(col('forename'), forename),
        eq(col('surname'), surname),
      ),
    )) as { id: string }[];
  if (!row) throw new Error(`No demo carer ${forename} ${surname}`);
  return row.id;
}

async function stored(id: string) {
  const [row] = (await t.db
    .select({ state: col('workingState'), reason: col('workingStateReason') })
    .from(carers)
    .where(eq(col('id'), id))) as { state: string | null; reason: string | null }[];
  return row;
}

async function listed(query: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url: `/api/v1/carers?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as { id: string; workingState: string | null }[];
}

/** The day the demo's right to work of this carer ended (the demo is dated from its seeding). */
async function endedOn(id: string) {
  const table = tableOf(recordKind('carer-right-to-work'));
  const [row] = (await t.db
    .select({ expiresOn: column(table, 'expiresOn') })
    .from(table)
    .where(eq(column(table, 'parentId'), id))) as { expiresOn: string }[];
  return String(row?.expiresOn).slice(0, 10);
}

async function profileOf(id: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url: `/api/v1/carers/${id}/profile`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StaffProfile;
}

async function mustNotWork(cookie: string) {
  const response = await t.call({ method: 'GET', url: '/api/v1/worklist', cookie });
  expect(response.statusCode, response.body).toBe(200);
  const worklist = response.json().data as Worklist;
  return { lines: worklist.groups['must-not-work'], count: worklist.counts['must-not-work'] };
}

async function post(url: string, payload: object) {
  const response = await t.call({ method: 'POST', url, cookie: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [branch] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, 'Leeds Central'),
      ),
    );
  leeds = branch?.id ?? '';
});
afterAll(() => t.close());

describe('the demo carer whose right to work ended', () => {
  it('must not work on her profile, with the reason and its date, worked out live', async () => {
    const ewa = await carerNamed('Ewa', 'Boateng');
    const profile = await profileOf(ewa);
    expect(profile.person.status).toBe('Active');
    const ended = await endedOn(ewa);
    expect(ended < today).toBe(true);
    expect(profile.working).toEqual({
      state: 'Must not work',
      label: 'Must not work',
      reasons: [
        {
          area: 'Right to work',
          text: `Right to work ended ${ukDate(ended)}`,
          on: ended,
          href: `/app/carers/${ewa}/edit/right-to-work`,
        },
      ],
    });
  });

  it('is found by the carers list filtered to Must not work once the daily pass has run, with Dean Kowalczyk (no DBS)', async () => {
    await refreshAllCompliance(t.db);
    const ewa = await carerNamed('Ewa', 'Boateng');
    const dean = await carerNamed('Dean', 'Kowalczyk');
    expect(await stored(ewa)).toEqual({
      state: 'Must not work',
      reason: `Right to work ended ${ukDate(await endedOn(ewa))}`,
    });
    const barred = await listed('workingState=Must%20not%20work&limit=100');
    expect(barred.map((row) => row.id)).toEqual(expect.arrayContaining([ewa, dean]));
    expect(barred.every((row) => row.workingState === 'Must not work')).toBe(true);
    const active = await listed('workingState=Active&limit=100');
    expect(active.length).toBeGreaterThan(10);
    expect(active.map((row) => row.id)).not.toContain(ewa);
  });

  it('heads the worklist of whoever may read carers, and no one else’s', async () => {
    const ewa = await carerNamed('Ewa', 'Boateng');
    const { lines } = await mustNotWork(admin);
    expect(lines.find((line) => line.clientId === ewa)).toEqual({
      clientId: ewa,
      clientName: 'Ewa Boateng',
      detail: `Right to work ended ${ukDate(await endedOn(ewa))}`,
      href: `/app/carers/${ewa}`,
    });
    const response = await t.call({ method: 'GET', url: '/api/v1/worklist', cookie: admin });
    expect(Object.keys((response.json().data as Worklist).groups)[0]).toBe('must-not-work');
    // Ewa works from Leeds: Harrogate's office does not see her; without carers.read, no one.
    const harrogate = await branchUser(t, 'Harrogate', ['carers.read']);
    expect((await mustNotWork(harrogate)).lines.some((line) => line.clientId === ewa)).toBe(false);
    const clientsOnly = await branchUser(t, 'Leeds Central', ['clients.read']);
    expect(await mustNotWork(clientsOnly)).toEqual({ lines: [], count: 0 });
  });
});

describe('a carer added with a start date ahead', () => {
  let carer: string;

  it('is Starting with the date, in the list too, and not on the worklist', async () => {
    const starts = addCalendarDays(today, 11);
    carer = (
      await createSample(t, admin, recordKind('carers'), {
        forename: 'Nia',
        surname: 'Startsoon',
        branch: leeds,
        status: 'Active',
        startDate: starts,
        leftOn: null,
        user: null,
        applicant: null,
      })
    ).row.id;
    // Nothing recorded yet: no right to work and no DBS bar them before anything else.
    expect((await stored(carer))?.state).toBe('Must not work');
    expect((await profileOf(carer)).working.reasons.map((r) => r.text)).toEqual([
      'No right to work check recorded',
      `No DBS certificate recorded; start date ${ukDate(starts)}`,
    ]);
    await post(`/api/v1/carers/${carer}/carer-dbs-checks`, {
      certificateNumber: '009876543210',
      issuedOn: addCalendarDays(today, -30),
      level: 'Enhanced with adult barred list',
      barredListResult: 'Not barred',
    });
    await post(`/api/v1/carers/${carer}/carer-right-to-work`, {
      method: 'Manual documents',
      result: 'Right to work confirmed',
      permission: 'Unlimited',
      checkedOn: today,
    });
    expect(await stored(carer)).toEqual({ state: 'Starting', reason: `Starts ${ukDate(starts)}` });
    expect((await profileOf(carer)).working.label).toBe(`Starting ${ukDate(starts)}`);
    expect((await listed('workingState=Starting&search=Startsoon')).map((row) => row.id)).toEqual([
      carer,
    ]);
    expect((await mustNotWork(admin)).lines.some((line) => line.clientId === carer)).toBe(false);
  });

  it('follows a change of the start date, and the calendar in the daily pass', async () => {
    const read = await t.call({ method: 'GET', url: `/api/v1/carers/${carer}`, cookie: admin });
    const row = read.json().data as Record<string, unknown>;
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/carers/${carer}`,
      cookie: admin,
      payload: { ...row, niNumber: undefined, startDate: today, workingState: 'Must not work' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Worked out by the server: a value sent with the save is never taken.
    expect(await stored(carer)).toEqual({ state: 'Active', reason: null });
    await refreshAllCompliance(t.db, new Date(Date.now() - 2 * DAY_MS));
    expect((await stored(carer))?.state).toBe('Starting');
    await refreshAllCompliance(t.db);
    expect((await stored(carer))?.state).toBe('Active');
  });

  it('must not work once a DBS risk assessment decides not to employ: clearance withdrawn', async () => {
    await post(`/api/v1/carers/${carer}/carer-dbs-risk-assessments`, {
      assessedOn: today,
      disclosure: 'A caution disclosed on the Update Service.',
      riskLevel: 'High',
      decision: 'Do not employ',
    });
    expect(await stored(carer)).toEqual({
      state: 'Must not work',
      reason: `Clearance withdrawn: DBS risk assessment decided not to employ on ${ukDate(today)}`,
    });
    const { lines } = await mustNotWork(admin);
    expect(lines.find((line) => line.clientId === carer)?.detail).toBe(
      `Clearance withdrawn: DBS risk assessment decided not to employ on ${ukDate(today)}`,
    );
  });
});
