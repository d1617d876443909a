import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/uploads';
import { assertClearedToStart } from './clearance';

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

async function newApplicant() {
  return (
    await createSample(t, admin, recordKind('applicants'), {
      branch: leeds,
      stage: 'Checks',
      appliedOn: daysAgo(30),
    })
  ).row;
}

async function add(kind: string, applicantId: string, values: Record<string, unknown>) {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/applicants/${applicantId}/${kind}`,
    cookie: admin,
    payload: values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

/** A completed questionnaire answer (its own tests are the form engine's). */
async function answered(applicantId: string, formKey: string) {
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
    answers: {},
    completion: 100,
    status: 'completed',
  });
}

/** Every check of the file, but a work history with a gap from 03/2021 to 08/2021. */
async function fileWithGap(applicantId: string) {
  await add('applicant-work-history', applicantId, {
    employer: 'Sunrise Care',
    jobTitle: 'Carer',
    fromDate: '2015-01-01',
    toDate: '2021-02-28',
    withVulnerablePeople: true,
    reasonForLeaving: 'Moved house',
  });
  await add('applicant-work-history', applicantId, {
    employer: 'Bright Homes',
    jobTitle: 'Senior carer',
    fromDate: '2021-09-01',
  });
  await add('applicant-address-history', applicantId, {
    address1: '1 High Street',
    town: 'Leeds',
    postcode: 'LS1 1AA',
    fromDate: '2010-01-01',
  });
  for (const [refereeName, type] of [
    ['Ann Boss', 'Employer'],
    ['Carl Friend', 'Character'],
  ]) {
    await add('applicant-references', applicantId, {
      refereeName,
      type,
      email: 'referee@example.co.uk',
      requestState: 'Received',
      receivedOn: new Date().toISOString(),
      satisfactory: 'Yes',
    });
  }
  await add('applicant-identity-documents', applicantId, {
    type: 'Passport',
    copy: await uploadFile(t, admin),
    verifiedBy: adminId,
    verifiedOn: daysAgo(20),
  });
  await add('applicant-dbs-checks', applicantId, {
    certificateNumber: '001234567890',
    issuedOn: daysAgo(10),
    level: 'Enhanced with adult barred list',
    barredListResult: 'Not barred',
    certificate: await uploadFile(t, admin),
    verifiedBy: adminId,
    verifiedOn: daysAgo(9),
  });
  await add('applicant-right-to-work', applicantId, {
    method: 'Manual documents',
    result: 'Right to work confirmed',
    permission: 'Unlimited',
    documents: await uploadFile(t, admin),
    checkedBy: adminId,
    checkedOn: daysAgo(5),
  });
  await add('applicant-interviews', applicantId, {
    startsAt: `${daysAgo(25)}T09:00:00.000Z`,
    minutes: 45,
    place: 'In the office',
    state: 'Held',
    outcome: 'Offer, subject to checks',
  });
  await add('applicant-qualifications', applicantId, { name: 'Level 2 Diploma in Care' });
  await answered(applicantId, 'health-declaration');
  await answered(applicantId, '21plus-contract');
}

const clearanceOf = (id: string, cookie = admin) =>
  t.call({ method: 'GET', url: `/api/v1/applicants/${id}/clearance`, cookie });
const clear = (id: string, cookie = admin) =>
  t.call({ method: 'POST', url: `/api/v1/applicants/${id}/clear`, cookie, payload: {} });

const auditsOf = (id: string, action: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, action)));

const stageOf = async (id: string) =>
  (await t.call({ method: 'GET', url: `/api/v1/applicants/${id}`, cookie: admin })).json().data;

describe('cleared to start', () => {
  it('names every missing check of an empty file, and audits the read', async () => {
    const applicant = await newApplicant();
    const response = await clearanceOf(applicant.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.cleared).toBe(false);
    expect(data.missing).toEqual(
      expect.arrayContaining([
        'No proof of identity with a photograph',
        'DBS certificate not recorded',
        'Both references outstanding',
        'Health declaration not completed',
        'Right to work not confirmed',
        'Contract not signed',
        'Address history does not cover five years (missing ' +
          `${daysAgo(0).slice(5, 7)}/${Number(today.slice(0, 4)) - 5}–${today.slice(5, 7)}/${today.slice(0, 4)})`,
      ]),
    );
    const reads = await auditsOf(applicant.id, 'read');
    expect(
      reads.some((r) => (r.changes as { section?: string })?.section === 'Cleared to start'),
    ).toBe(true);
  });

  it('refuses to clear while a gap is unexplained, then clears once it is', async () => {
    const applicant = await newApplicant();
    await fileWithGap(applicant.id);
    const before = (await clearanceOf(applicant.id)).json().data;
    expect(before.missing).toEqual(['Employment gap 03/2021–08/2021 not explained']);

    const refused = await clear(applicant.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Employment gap 03/2021–08/2021 not explained');
    expect((await stageOf(applicant.id)).stage).toBe('Checks');
    expect(await auditsOf(applicant.id, 'clear-to-start')).toHaveLength(0);
    await expect(assertClearedToStart(t.db, await callerOf(), applicant.id)).rejects.toMatchObject({
      statusCode: 422,
    });

    await add('applicant-gap-explanations', applicant.id, {
      fromDate: '2021-03-01',
      toDate: '2021-08-31',
      explanation: 'Caring for my mother',
    });
    const after = (await clearanceOf(applicant.id)).json().data;
    expect(after).toMatchObject({ cleared: true, missing: [] });

    const cleared = await clear(applicant.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stageOf(applicant.id)).toMatchObject({ stage: 'Cleared', clearedOn: today });
    const [entry] = await auditsOf(applicant.id, 'clear-to-start');
    expect(entry?.changes).toMatchObject({ stage: ['Checks', 'Cleared'] });
    await expect(assertClearedToStart(t.db, await callerOf(), applicant.id)).resolves.toMatchObject(
      { stage: 'Cleared' },
    );

    expect((await clear(applicant.id)).statusCode).toBe(409);
  });

  it("does not let a plain save set the stage to 'Cleared' or the cleared date", async () => {
    const applicant = await newApplicant();
    const current = await stageOf(applicant.id);
    const { _titles, id, parentId, createdAt, updatedAt, ...values } = current;
    const save = (change: Record<string, unknown>) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/applicants/${applicant.id}`,
        cookie: admin,
        payload: { ...values, ...change },
      });
    const refused = await save({ stage: 'Cleared' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.stage[0]).toMatch(/Clear to start/);
    expect((await stageOf(applicant.id)).stage).toBe('Checks');
    // A board move to another stage is a plain save; a cleared date sent with it is ignored.
    const moved = await save({ stage: 'Contract', clearedOn: today });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stageOf(applicant.id)).toMatchObject({ stage: 'Contract', clearedOn: null });
  });

  it('answers 404 for an applicant of another organisation', async () => {
    const applicant = await newApplicant();
    const other = await t.login(DEMO_USERS.riverside.email);
    expect((await clearanceOf(applicant.id, other)).statusCode).toBe(404);
    expect((await clear(applicant.id, other)).statusCode).toBe(404);
  });
});

/** The admin as the server's functions take a caller: the whole organisation. */
const callerOf = async (): Promise<Caller> => ({
  organisation: { id: t.organisationId, name: 'Meadowbank Home Care Ltd' },
  branchScope: null,
});

describe('the manager override', () => {
  const overrides = (id: string) => `/api/v1/applicants/${id}/applicant-clearance-overrides`;

  it('needs the permission, a reason and a risk assessment, and clears with it named', async () => {
    const applicant = await newApplicant();
    const office = await branchUser(t, 'Leeds Central', [
      'applicants.read',
      'applicants.create',
      'applicants.update',
    ]);
    const riskAssessment = await uploadFile(t, admin);
    const reason = 'Starts shadowing only, never alone, until the DBS arrives.';
    const denied = await t.call({
      method: 'POST',
      url: overrides(applicant.id),
      cookie: office,
      payload: { reason, riskAssessment },
    });
    expect(denied.statusCode).toBe(403);

    for (const payload of [{ riskAssessment }, { reason }]) {
      const invalid = await t.call({
        method: 'POST',
        url: overrides(applicant.id),
        cookie: admin,
        payload,
      });
      expect(invalid.statusCode).toBe(400);
    }
    expect((await clear(applicant.id, office)).statusCode).toBe(422);

    const made = await t.call({
      method: 'POST',
      url: overrides(applicant.id),
      cookie: admin,
      payload: { reason, riskAssessment, approvedBy: null, at: '2020-01-01T00:00:00.000Z' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [adminUser] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    expect(made.json().data.approvedBy).toBe(adminUser?.id);
    expect(made.json().data.at).not.toMatch(/^2020/);
    expect(await auditsOf(made.json().data.id, 'create')).toHaveLength(1);

    const state = (await clearanceOf(applicant.id)).json().data;
    expect(state).toMatchObject({ cleared: false, override: { reason, interviewWaived: false } });
    // Not held, and the override does not name the interview: still refused, saying so.
    const refused = await clear(applicant.id, office);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.refusals).toEqual([
      'Interview not yet held',
      "The manager's override does not name the interview",
    ]);

    const naming = await t.call({
      method: 'POST',
      url: overrides(applicant.id),
      cookie: admin,
      payload: { reason, riskAssessment: await uploadFile(t, admin), interviewWaived: true },
    });
    expect(naming.statusCode, naming.body).toBe(201);

    // Anyone who may clear can act on the manager's recorded override.
    const cleared = await clear(applicant.id, office);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toMatch(/override/);
    const [entry] = await auditsOf(applicant.id, 'clear-to-start');
    expect(entry?.changes).toMatchObject({
      override: naming.json().data.id,
      missingAtClearance: expect.arrayContaining(['DBS certificate not recorded']),
    });
  });
});

describe('clearance means what it says', () => {
  const overrides = (id: string) => `/api/v1/applicants/${id}/applicant-clearance-overrides`;

  it('refuses while the interview is only booked, then clears once it is held with the offer', async () => {
    const applicant = await newApplicant();
    await fileWithGap(applicant.id);
    await add('applicant-gap-explanations', applicant.id, {
      fromDate: '2021-03-01',
      toDate: '2021-08-31',
      explanation: 'Caring for my mother',
    });
    const interviews = `/api/v1/applicants/${applicant.id}/applicant-interviews`;
    const list = (await t.call({ method: 'GET', url: interviews, cookie: admin })).json().data;
    const held = list.items?.[0] ?? list[0];
    // The interview is booked for next week, not held: booked is not held.
    const saved = await t.call({
      method: 'PUT',
      url: `${interviews}/${held.id}`,
      cookie: admin,
      payload: {
        startsAt: `${addCalendarDays(today, 7)}T09:00:00.000Z`,
        minutes: 45,
        place: 'In the office',
        state: 'Booked',
        outcome: null,
        version: held.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await clear(applicant.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.refusals).toEqual([
      expect.stringMatching(/^Interview on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} not yet held$/),
    ]);
    expect((await stageOf(applicant.id)).stage).toBe('Checks');
    expect(await auditsOf(applicant.id, 'clear-to-start')).toHaveLength(0);

    // An outcome belongs to a held interview.
    const early = await t.call({
      method: 'PUT',
      url: `${interviews}/${held.id}`,
      cookie: admin,
      payload: { ...saved.json().data, outcome: 'Offer, subject to checks' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.outcome).toBeTruthy();

    // Held, but no outcome yet: still refused.
    const heldNow = await t.call({
      method: 'PUT',
      url: `${interviews}/${held.id}`,
      cookie: admin,
      payload: { ...saved.json().data, startsAt: `${daysAgo(1)}T09:00:00.000Z`, state: 'Held' },
    });
    expect(heldNow.statusCode, heldNow.body).toBe(200);
    expect((await clear(applicant.id)).json().data.refusals).toEqual([
      'Interview held but its outcome not recorded',
    ]);
    const offered = await t.call({
      method: 'PUT',
      url: `${interviews}/${held.id}`,
      cookie: admin,
      payload: { ...heldNow.json().data, outcome: 'Offer, subject to checks' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await clear(applicant.id)).statusCode).toBe(200);
  });

  it('refuses a check marked confirmed without its evidence file, checker and date, field by field', async () => {
    const applicant = await newApplicant();
    const post = (kind: string, payload: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: `/api/v1/applicants/${applicant.id}/${kind}`,
        cookie: admin,
        payload,
      });
    const rtw = await post('applicant-right-to-work', {
      method: 'Online share code',
      shareCode: 'W12K7Q9XZ',
      result: 'Right to work confirmed',
      permission: 'Unlimited',
      checkedOn: daysAgo(2),
    });
    expect(rtw.statusCode).toBe(400);
    expect(Object.keys(rtw.json().errors).sort()).toEqual(['checkedBy', 'documents']);
    const dbs = await post('applicant-dbs-checks', {
      certificateNumber: '001234567899',
      issuedOn: daysAgo(10),
      level: 'Enhanced with adult barred list',
      barredListResult: 'Not barred',
      verifiedOn: daysAgo(3),
    });
    expect(dbs.statusCode).toBe(400);
    expect(Object.keys(dbs.json().errors).sort()).toEqual(['certificate', 'verifiedBy']);
    const identity = await post('applicant-identity-documents', {
      type: 'Passport',
      copy: await uploadFile(t, admin),
      verifiedBy: adminId,
    });
    expect(identity.statusCode).toBe(400);
    expect(Object.keys(identity.json().errors)).toEqual(['verifiedOn']);
    // A refused save writes nothing.
    const written = await t.call({
      method: 'GET',
      url: `/api/v1/applicants/${applicant.id}/applicant-right-to-work`,
      cookie: admin,
    });
    expect(JSON.stringify(written.json().data)).not.toContain('W12K7Q9XZ');

    // Awaiting the result is not confirmed: saved as it is, but clearance does not count it.
    const awaiting = await post('applicant-right-to-work', {
      method: 'Manual documents',
      result: 'Awaiting result',
      permission: 'Unlimited',
      checkedOn: daysAgo(2),
    });
    expect(awaiting.statusCode, awaiting.body).toBe(201);
    // An unconfirmed identity document (no checker, no date) does not count either.
    expect(
      (
        await post('applicant-identity-documents', {
          type: 'Passport',
          copy: await uploadFile(t, admin),
        })
      ).statusCode,
    ).toBe(201);
    const missing = (await clearanceOf(applicant.id)).json().data.missing;
    expect(missing).toContain('Right to work not confirmed');
    expect(missing).toContain(
      'Proof of identity not checked (the evidence file, who checked it and when)',
    );
  });

  it('clears on an override that names the interview, keeping its conditions', async () => {
    const applicant = await newApplicant();
    const made = await t.call({
      method: 'POST',
      url: overrides(applicant.id),
      cookie: admin,
      payload: {
        reason: 'Interviewed by phone; the office interview follows.',
        riskAssessment: await uploadFile(t, admin),
        interviewWaived: true,
        conditions: 'Shadowing only until the second reference arrives',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const cleared = await clear(applicant.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.override).toMatchObject({
      interviewWaived: true,
      conditions: 'Shadowing only until the second reference arrives',
    });
  });
});
