import { schema } from '@care360/db';
import { addCalendarDays, COMPLIANCE_STATES, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/uploads';

let t: TestApp;
let admin: string;
let leeds: string;
let adminId: string;

const today = ukCalendarDate();
const daysAgo = (n: number) => addCalendarDays(today, -n);

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
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  adminId = user?.id ?? '';
});
afterAll(() => t.close());

async function add(kind: string, applicantId: string, values: Record<string, unknown>) {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/applicants/${applicantId}/${kind}`,
    cookie: admin,
    payload: values,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A completed questionnaire, signed: its answers must reach the carer's copy unchanged. */
async function answered(applicantId: string, formKey: string, answers: Record<string, unknown>) {
  await t.db
    .insert(schema.formDefinitions)
    .values({ key: formKey, version: 1, definition: { key: formKey, version: 1 } })
    .onConflictDoNothing();
  const [stored] = await t.db
    .select({ id: schema.formDefinitions.id })
    .from(schema.formDefinitions)
    .where(and(eq(schema.formDefinitions.key, formKey), eq(schema.formDefinitions.version, 1)));
  await t.db.insert(schema.formResponses).values({
    organisationId: t.organisationId,
    subjectType: 'applicant',
    subjectId: applicantId,
    formKey,
    definitionId: stored?.id ?? '',
    answers,
    completion: 100,
    status: 'completed',
  });
}

/** An applicant with every check of the file, at Checks: Clear to start would clear them. */
async function completeApplicant({ contract = true, references = 2 } = {}) {
  const { row } = await createSample(t, admin, recordKind('applicants'), {
    branch: leeds,
    stage: 'Checks',
    appliedOn: daysAgo(40),
    source: 'Facebook',
    forename: 'Nadia',
    surname: 'Haigh',
  });
  const id = row.id as string;
  await add('applicant-work-history', id, {
    employer: 'Sunrise Care',
    jobTitle: 'Carer',
    fromDate: '2015-01-01',
    toDate: daysAgo(60),
    withVulnerablePeople: true,
    reasonForLeaving: 'Moved house',
  });
  await add('applicant-work-history', id, {
    employer: 'Bright Homes',
    jobTitle: 'Senior carer',
    fromDate: daysAgo(59),
  });
  await add('applicant-address-history', id, {
    address1: '1 High Street',
    town: 'Leeds',
    postcode: 'LS1 1AA',
    fromDate: '2010-01-01',
  });
  await add('applicant-education', id, {
    establishment: 'Leeds City College',
    qualification: 'Level 2 Diploma in Care',
    fromDate: '2013-09-01',
    toDate: '2014-07-01',
  });
  for (const [refereeName, type] of [
    ['Ann Boss', 'Employer'],
    ['Carl Friend', 'Character'],
  ].slice(0, references)) {
    await add('applicant-references', id, {
      refereeName,
      type,
      email: 'referee@example.co.uk',
      requestState: 'Received',
      receivedOn: new Date().toISOString(),
      satisfactory: 'Yes',
    });
  }
  await add('applicant-identity-documents', id, {
    type: 'Passport',
    copy: await uploadFile(t, admin),
    verifiedBy: adminId,
    verifiedOn: daysAgo(20),
  });
  await add('applicant-dbs-checks', id, {
    certificateNumber: '001234567890',
    issuedOn: daysAgo(10),
    level: 'Enhanced with adult barred list',
    barredListResult: 'Not barred',
    certificate: await uploadFile(t, admin),
    verifiedBy: adminId,
    verifiedOn: daysAgo(9),
  });
  await add('applicant-right-to-work', id, {
    method: 'Manual documents',
    result: 'Right to work confirmed',
    permission: 'Unlimited',
    checkedOn: daysAgo(5),
    checkedBy: adminId,
    documents: await uploadFile(t, admin, 'passport-scan.pdf'),
  });
  await add('applicant-interviews', id, {
    startsAt: `${daysAgo(25)}T09:00:00.000Z`,
    minutes: 45,
    place: 'In the office',
    state: 'Held',
    outcome: 'Offer, subject to checks',
  });
  await add('applicant-qualifications', id, { name: 'Level 2 Diploma in Care' });
  await answered(id, 'health-declaration', { conditions: 'None' });
  if (contract) {
    await answered(id, '21plus-contract', { agree: 'yes', signature: 'file-signature-id' });
  }
  return id;
}

const makeCarer = (id: string, cookie = admin, terms: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: `/api/v1/applicants/${id}/make-carer`,
    cookie,
    payload: { hoursType: 'Fixed hours', weeklyHours: 30, ...terms },
  });

const carerTable = tableOf(recordKind('carers'));
const carersOf = (applicantId: string) =>
  t.db
    .select()
    .from(carerTable)
    .where(
      and(
        eq(column(carerTable, 'applicant'), applicantId),
        isNull(column(carerTable, 'deletedAt')),
      ),
    );

describe('an applicant cleared to start becomes a carer', () => {
  it('refuses (422, naming why) while the applicant is not cleared, and writes nothing', async () => {
    const id = await completeApplicant();
    const refused = await makeCarer(id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toContain('not cleared to start');
    expect(await carersOf(id)).toHaveLength(0);
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'make-carer')));
    expect(trail).toHaveLength(0);
  });

  it('makes an active carer with every section of the file, once', async () => {
    const id = await completeApplicant();
    const cleared = await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${id}/clear`,
      cookie: admin,
      payload: {},
    });
    expect(cleared.statusCode, cleared.body).toBe(200);

    const made = await makeCarer(id);
    expect(made.statusCode, made.body).toBe(201);
    const { carerId, copied } = made.json().data as {
      carerId: string;
      copied: Record<string, number>;
    };
    expect(copied).toMatchObject({
      'carer-work-history': 2,
      'carer-address-history': 1,
      'carer-education-history': 1,
      'carer-references': 2,
      'carer-dbs-checks': 1,
      'carer-right-to-work': 1,
      'carer-recruitment-info': 1,
      questionnaires: 2,
    });

    const carer = (
      await t.call({ method: 'GET', url: `/api/v1/carers/${carerId}`, cookie: admin })
    ).json().data;
    expect(carer).toMatchObject({
      forename: 'Nadia',
      surname: 'Haigh',
      status: 'Active',
      role: 'Care worker',
      startDate: today,
      hoursType: 'Fixed hours',
      weeklyHours: 30,
      applicant: id,
    });
    // Their compliance is worked out at once from the right to work and DBS they brought.
    expect(COMPLIANCE_STATES).toContain(carer.compliance);

    const references = (
      await t.call({
        method: 'GET',
        url: `/api/v1/carers/${carerId}/carer-references`,
        cookie: admin,
      })
    ).json().data.items as Array<Record<string, unknown>>;
    expect(references.map((r) => [r.type, r.refereeName, r.receivedOn, r.satisfactory])).toEqual(
      expect.arrayContaining([
        ['Employer', 'Ann Boss', today, 'Yes'],
        ['Character', 'Carl Friend', today, 'Yes'],
      ]),
    );
    const info = (
      await t.call({
        method: 'GET',
        url: `/api/v1/carers/${carerId}/carer-recruitment-info`,
        cookie: admin,
      })
    ).json().data.items as Array<Record<string, unknown>>;
    expect(info[0]).toMatchObject({ source: 'Social media', appliedOn: daysAgo(40) });

    // The signed contract is on the carer's file as it was signed.
    const responses = await t.db
      .select()
      .from(schema.formResponses)
      .where(
        and(
          eq(schema.formResponses.subjectType, 'carer'),
          eq(schema.formResponses.subjectId, carerId),
        ),
      );
    expect(responses.map((r) => r.formKey).sort()).toEqual(['21plus-form', 'medical-history']);
    expect(responses.find((r) => r.formKey === '21plus-form')?.answers).toEqual({
      agree: 'yes',
      signature: 'file-signature-id',
    });

    // The trail on both files.
    const onApplicant = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'make-carer')));
    expect(onApplicant).toHaveLength(1);
    const onCarer = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, carerId), eq(schema.auditLog.action, 'create')));
    expect(onCarer[0]?.changes).toMatchObject({ fromApplicant: id });

    const link = await t.call({
      method: 'GET',
      url: `/api/v1/applicants/${id}/carer`,
      cookie: admin,
    });
    expect(link.json().data).toEqual({ carerId, name: 'Nadia Haigh' });

    const again = await makeCarer(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Nadia Haigh');
    expect(again.json().data).toMatchObject({ carerId });
    expect(await carersOf(id)).toHaveLength(1);
  });

  it("gives the carer's copied checks files of their own: read with the carer's file, saved again", async () => {
    const id = await completeApplicant();
    await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${id}/clear`,
      cookie: admin,
      payload: {},
    });
    const made = await makeCarer(id);
    expect(made.statusCode, made.body).toBe(201);
    const { carerId } = made.json().data as { carerId: string };
    // The only right to work on each file, read whole (a list leaves files out).
    const only = async (owner: string, ownerId: string, kind: string) => {
      const url = `/api/v1/${owner}/${ownerId}/${kind}`;
      const [first] = (await t.call({ method: 'GET', url, cookie: admin })).json().data
        .items as Array<{ id: string }>;
      return (await t.call({ method: 'GET', url: `${url}/${first?.id}`, cookie: admin })).json()
        .data as { id: string; version: number; documents: string };
    };
    const applicantCheck = await only('applicants', id, 'applicant-right-to-work');
    const carerCheck = await only('carers', carerId, 'carer-right-to-work');
    expect(carerCheck?.documents, JSON.stringify(carerCheck)).toBeTruthy();
    expect(carerCheck?.documents).not.toBe(applicantCheck?.documents);

    // Someone who reads carers' files, and not applicants', downloads the carer's copy.
    const carersOnly = await branchUser(t, 'Leeds Central', ['carers.read']);
    const download = (fileId: string | undefined) =>
      t.call({ method: 'GET', url: `/api/v1/files/${fileId}`, cookie: carersOnly });
    const copy = await download(carerCheck?.documents);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.body).toContain('%PDF');
    expect((await download(applicantCheck?.documents)).statusCode).toBe(404);

    // The copied check saves again with its file, as one the office entered would.
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/carers/${carerId}/carer-right-to-work/${carerCheck?.id}`,
      cookie: admin,
      payload: { ...carerCheck, checkedOn: daysAgo(1) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.documents).toBe(carerCheck?.documents);
  });

  it('needs both carers.create and applicants.update', async () => {
    const id = await completeApplicant();
    const onlyApplicants = await branchUser(t, 'Leeds Central', [
      'applicants.read',
      'applicants.update',
    ]);
    expect((await makeCarer(id, onlyApplicants)).statusCode).toBe(403);
    const onlyCarers = await branchUser(t, 'Leeds Central', ['carers.create', 'applicants.read']);
    expect((await makeCarer(id, onlyCarers)).statusCode).toBe(403);
    expect(await carersOf(id)).toHaveLength(0);
  });
});

describe("an override's conditions and what is still outstanding follow the new carer", () => {
  it('become onboarding to-dos on their file and the worklist until done', async () => {
    const id = await completeApplicant({ contract: false, references: 1 });
    const override = await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${id}/applicant-clearance-overrides`,
      cookie: admin,
      payload: {
        reason: 'Every safeguarding check holds; the second reference and contract follow.',
        riskAssessment: await uploadFile(t, admin),
        conditions: 'Shadowing only until the second reference arrives',
      },
    });
    expect(override.statusCode, override.body).toBe(201);
    const cleared = await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${id}/clear`,
      cookie: admin,
      payload: {},
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const startDate = addCalendarDays(today, 10);
    const made = await makeCarer(id, admin, { startDate });
    expect(made.statusCode, made.body).toBe(201);
    const { carerId, copied } = made.json().data as {
      carerId: string;
      copied: Record<string, number>;
    };
    expect(copied['carer-onboarding-todos']).toBe(3);

    const url = `/api/v1/carers/${carerId}/carer-onboarding-todos`;
    const todos = (await t.call({ method: 'GET', url, cookie: admin })).json().data.items as Array<
      Record<string, unknown>
    >;
    expect(todos.map((todo) => [todo.title, todo.kind, todo.dueOn])).toEqual(
      expect.arrayContaining([
        [
          'Shadowing only until the second reference arrives',
          'Condition',
          addCalendarDays(startDate, 28),
        ],
        ['One of two references outstanding', 'Outstanding item', addCalendarDays(startDate, 14)],
        ['Contract not signed', 'Outstanding item', addCalendarDays(startDate, 14)],
      ]),
    );
    expect(todos).toHaveLength(3);

    const worklist = async () =>
      (
        (await t.call({ method: 'GET', url: '/api/v1/worklist', cookie: admin })).json().data
          .groups['onboarding-todos'] as Array<{ clientId: string; detail: string; href: string }>
      ).filter((line) => line.clientId === carerId);
    const lines = await worklist();
    expect(lines.map((line) => line.detail)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Contract not signed: due \d{2}\/\d{2}\/\d{4}$/),
        expect.stringMatching(/^Shadowing only until the second reference arrives: due /),
      ]),
    );
    expect(lines[0]?.href).toBe(`/app/carers/${carerId}/edit/onboarding`);

    // Marked done: who did it is the server's to say, and it leaves the worklist.
    const contract = todos.find((todo) => todo.title === 'Contract not signed');
    const done = await t.call({
      method: 'PUT',
      url: `${url}/${contract?.id}`,
      cookie: admin,
      payload: { ...contract, doneOn: today, doneBy: null },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.doneBy).toBe(adminId);
    const after = await worklist();
    expect(after).toHaveLength(2);
    expect(after.map((line) => line.detail).join()).not.toContain('Contract not signed');

    // Someone who may not read carers' files sees none of it.
    const applicantsOnly = await branchUser(t, 'Leeds Central', ['applicants.read']);
    const theirs = (
      await t.call({ method: 'GET', url: '/api/v1/worklist', cookie: applicantsOnly })
    ).json().data.groups['onboarding-todos'];
    expect(theirs).toEqual([]);
  });
});
