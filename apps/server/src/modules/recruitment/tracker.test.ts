import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let branch: { id: string; name: string };
let otherBranch: string;

const today = ukCalendarDate();
const daysAgo = (n: number) => addCalendarDays(today, -n);
const applicantTable = tableOf(recordKind('applicants'));

/** Applicants of a branch of their own, so the demo data's do not count. */
const ids: Record<string, string> = {};

async function applicant(key: string, values: Record<string, unknown>, branchId = branch.id) {
  const { row } = await createSample(t, admin, recordKind('applicants'), {
    forename: key,
    surname: 'Tracked',
    branch: branchId,
    appliedOn: daysAgo(40),
    source: 'Indeed',
    ...values,
  });
  ids[key] = row.id;
  return row.id;
}

/** Cleared after `days` days: set straight in the table (clearing itself is clearance.test.ts). */
async function clearedAfter(id: string, days: number) {
  await t.db
    .update(applicantTable)
    .set({ stage: 'Cleared', appliedOn: daysAgo(days + 5), clearedOn: daysAgo(5) } as never)
    .where(eq(applicantTable.id as never, id));
}

async function testScore(id: string, score: number) {
  await t.db
    .insert(schema.formDefinitions)
    .values({ key: 'support-worker-test', version: 1, definition: { key: 'support-worker-test' } })
    .onConflictDoNothing();
  const [definition] = await t.db
    .select({ id: schema.formDefinitions.id })
    .from(schema.formDefinitions)
    .where(
      and(
        eq(schema.formDefinitions.key, 'support-worker-test'),
        eq(schema.formDefinitions.version, 1),
      ),
    );
  await t.db.insert(schema.formResponses).values({
    organisationId: t.organisationId,
    subjectType: 'applicant',
    subjectId: id,
    formKey: 'support-worker-test',
    definitionId: definition?.id ?? '',
    answers: {},
    completion: 100,
    score,
    status: 'completed',
    assessedOn: daysAgo(3),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const made = await createSample(t, admin, recordKind('branches'), {
    name: 'Tracker Test Branch',
  });
  branch = { id: made.row.id, name: 'Tracker Test Branch' };
  otherBranch = (await createSample(t, admin, recordKind('branches'), { name: 'Elsewhere' })).row
    .id;
  await applicant('Ada', { stage: 'Applied' });
  await applicant('Ben', { stage: 'Applied', source: 'Facebook' });
  await applicant('Cal', { stage: 'Interview' });
  await applicant('Dee', { stage: 'Checks' });
  await applicant('Eve', { stage: 'Rejected', rejectionReason: 'No right to work' });
  await clearedAfter(await applicant('Fay', { stage: 'Contract' }), 10);
  await clearedAfter(await applicant('Gus', { stage: 'Contract' }), 21);
  await applicant('Hal', { stage: 'Applied' }, otherBranch);
  await testScore(ids.Ada as string, 9);
  await testScore(ids.Ben as string, 3);
});
afterAll(() => t.close());

const get = async (path: string, cookie = admin) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/recruitment-tracker/${path}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const filtered = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}branch=${encodeURIComponent(branch.id)}`;

describe('the board', () => {
  it('has a card per applicant with their stage, days in it and what is missing next', async () => {
    const { items, counts } = (await get(filtered('board'))).json().data;
    expect(counts).toEqual({
      Applied: 2,
      Shortlisted: 0,
      Interview: 1,
      References: 0,
      Checks: 1,
      Contract: 0,
      Cleared: 2,
      Rejected: 1,
    });
    const dee = items.find((card: { id: string }) => card.id === ids.Dee);
    expect(dee).toMatchObject({
      name: 'Dee Tracked',
      branchName: branch.name,
      stage: 'Checks',
      daysInStage: 40,
      nextMissing: 'No proof of identity with a photograph',
    });
    // Cleared and rejected applicants have nothing missing next.
    expect(items.find((card: { id: string }) => card.id === ids.Fay).nextMissing).toBeNull();
    expect(items.map((card: { id: string }) => card.id)).not.toContain(ids.Hal);
  });

  it('counts days in a stage from the last move', async () => {
    const current = (
      await t.call({ method: 'GET', url: `/api/v1/applicants/${ids.Cal}`, cookie: admin })
    ).json().data;
    const { _titles, id, createdAt, updatedAt, ...values } = current;
    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/applicants/${ids.Cal}`,
      cookie: admin,
      payload: { ...values, stage: 'References' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { items } = (await get(filtered('board'))).json().data;
    expect(items.find((card: { id: string }) => card.id === ids.Cal)).toMatchObject({
      stage: 'References',
      daysInStage: 0,
    });
    const back = await t.call({
      method: 'PUT',
      url: `/api/v1/applicants/${ids.Cal}`,
      cookie: admin,
      payload: { ...values, stage: 'Interview', version: moved.json().data.version },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('filters by source, and shows a branch user only their branch', async () => {
    const { items } = (await get(filtered('board?source=Facebook'))).json().data;
    expect(items.map((card: { id: string }) => card.id)).toEqual([ids.Ben]);
    const local = await branchUser(t, otherBranch, ['applicants.read']);
    const theirs = (await get('board', local)).json().data.items;
    expect(theirs.map((card: { id: string }) => card.id)).toEqual([ids.Hal]);
    const other = await t.login(DEMO_USERS.riverside.email);
    const foreign = (await get('board', other)).json().data.items;
    expect(foreign.map((card: { id: string }) => card.id)).not.toContain(ids.Ada);
  });
});

describe('the dashboard', () => {
  it('counts and converts by stage, branch and source, with the median days to clear', async () => {
    const data = (await get(filtered('dashboard'))).json().data;
    expect(data.total).toBe(7);
    const stage = (name: string) =>
      data.stages.find((row: { stage: string }) => row.stage === name);
    expect(stage('Applied')).toMatchObject({ count: 2, reached: 7, conversion: 100 });
    expect(stage('Checks')).toMatchObject({ count: 1, reached: 3, conversion: 43 });
    expect(stage('Cleared')).toMatchObject({ count: 2, reached: 2, conversion: 29 });
    expect(data.byBranch).toEqual([
      {
        key: branch.id,
        label: branch.name,
        total: 7,
        cleared: 2,
        rejected: 1,
        conversion: 29,
      },
    ]);
    expect(data.bySource).toEqual([
      { key: 'Facebook', label: 'Facebook', total: 1, cleared: 0, rejected: 0, conversion: 0 },
      { key: 'Indeed', label: 'Indeed', total: 6, cleared: 2, rejected: 1, conversion: 33 },
    ]);
    expect(data.clearedCount).toBe(2);
    expect(data.medianDaysToClear).toBe(15.5);
  });

  it('sums only the caller’s organisation', async () => {
    const other = await t.login(DEMO_USERS.riverside.email);
    const data = (await get(filtered('dashboard'), other)).json().data;
    expect(data.total).toBe(0);
  });
});

describe('the compliance matrix', () => {
  it('lists applicants past interview with each check green, amber or red in words', async () => {
    await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${ids.Dee}/applicant-right-to-work`,
      cookie: admin,
      payload: {
        // Checked by an identity service provider: its own evidence, nothing to upload.
        method: 'Identity service provider',
        result: 'Right to work confirmed',
        permission: 'Time-limited',
        expiresOn: addCalendarDays(today, 20),
        checkedOn: daysAgo(1),
      },
    });
    const { items } = (await get(filtered('matrix'))).json().data;
    expect(items.map((row: { id: string }) => row.id).sort()).toEqual(
      [ids.Dee, ids.Fay, ids.Gus].sort(),
    );
    const dee = items.find((row: { id: string }) => row.id === ids.Dee);
    expect(dee.checks.rightToWork.status).toBe('expiring');
    expect(dee.checks.rightToWork.detail).toMatch(/^Right to work ends on /);
    expect(dee.checks.dbs).toEqual({ status: 'missing', detail: 'DBS certificate not recorded' });
  });
});

describe('the test list', () => {
  it('shows each applicant’s support-worker test score and whether it passes', async () => {
    const { items, passMark } = (await get(filtered('tests'))).json().data;
    expect(passMark).toBe(8);
    const of = (id: string | undefined) => items.find((row: { id: string }) => row.id === id);
    expect(of(ids.Ada)).toMatchObject({ score: 9, result: 'Pass', takenOn: daysAgo(3) });
    expect(of(ids.Ben)).toMatchObject({ score: 3, result: 'Fail' });
    expect(of(ids.Cal)).toMatchObject({ score: null, result: 'Not taken' });
  });
});

describe('reports', () => {
  it('downloads a CSV without sensitive columns, and audits the export', async () => {
    const response = await get(filtered('report.csv?report=outstanding-checks'));
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Branch,Stage,Outstanding checks');
    expect(lines.some((line) => line.startsWith('Dee Tracked,Tracker Test Branch,Checks,'))).toBe(
      true,
    );
    expect(response.body).not.toMatch(/@example|07700|Conviction|Date of birth/);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.organisationId, t.organisationId),
          eq(schema.auditLog.action, 'export'),
          eq(schema.auditLog.recordType, 'applicants'),
        ),
      );
    expect(entry?.changes).toMatchObject({
      format: 'CSV',
      report: 'outstanding-checks',
      rows: 4,
      branch: branch.id,
    });
  });

  it('downloads a PDF, and refuses an unknown report with 400', async () => {
    const pdf = await get(filtered('report.pdf?report=time-to-clear'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/recruitment-tracker/report.csv?report=everything',
      cookie: admin,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('bulk training', () => {
  const book = (branchId: string, applicantIds: (string | undefined)[], cookie = admin) =>
    t.call({
      method: 'POST',
      url: `/api/v1/recruitment-tracker/bulk-training/${branchId}`,
      cookie,
      payload: {
        applicantIds,
        course: 'Moving and handling',
        startsAt: '2026-12-01T09:30:00.000Z',
        place: 'Training room, 14 Park Row',
      },
    });
  const bookingsOf = (id: string | undefined) =>
    t.call({
      method: 'GET',
      url: `/api/v1/applicants/${id}/applicant-training-bookings`,
      cookie: admin,
    });

  it('books a group of the branch and emails each an invitation', async () => {
    const sent = t.outbox.length;
    const response = await book(branch.id, [ids.Fay, ids.Gus]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ booked: 2, emailed: 2 });
    const [booking] = (await bookingsOf(ids.Fay)).json().data.items;
    expect(booking).toMatchObject({
      course: 'Moving and handling',
      place: 'Training room, 14 Park Row',
    });
    const emails = t.outbox.slice(sent);
    expect(emails).toHaveLength(2);
    expect(emails[0]?.subject).toBe('Training booked: Moving and handling on 01/12/2026 09:30');
    const history = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'applicant-training-bookings'),
          eq(schema.auditLog.subjectId, ids.Gus as string),
        ),
      );
    expect(history).toHaveLength(1);
  });

  it("refuses an applicant of another branch, booking no one, and another organisation's branch", async () => {
    const sent = t.outbox.length;
    const refused = await book(branch.id, [ids.Ada, ids.Hal]);
    expect(refused.statusCode).toBe(422);
    expect((await bookingsOf(ids.Ada)).json().data.items).toHaveLength(0);
    expect(t.outbox.length).toBe(sent);
    const other = await t.login(DEMO_USERS.riverside.email);
    expect((await book(branch.id, [ids.Ada], other)).statusCode).toBe(404);
    expect((await book(branch.id, [], admin)).statusCode).toBe(400);
  });
});
