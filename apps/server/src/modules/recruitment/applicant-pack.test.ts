import { schema } from '@care360/db';
import {
  addCalendarDays,
  applicantPackAnswer,
  questionsOf,
  recordKind,
  supportWorkerTestForm,
  ukCalendarDate,
} from '@care360/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '../../platform/links/issue-link';
import { LINK_REFUSED_STATUS } from '../../platform/links/link-purpose';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { APPLICANT_FILE_LINK } from './applicant-link';

let t: TestApp;
let admin: string;
let calls = 0;

const today = ukCalendarDate();
const SIGNATURE = {
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  name: 'Sam Walker',
  date: today,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

/** An applicant of this age and route, with a live link of their own. */
async function applicantWithLink(years: number, route = 'UK resident') {
  const dateOfBirth = addCalendarDays(today, -Math.round(years * 365.25) - 10);
  const { row } = await createSample(t, admin, recordKind('applicants'), {
    dateOfBirth,
    route,
    stage: 'Contract',
  });
  const { token } = await issueLink(t.db, {
    purpose: APPLICANT_FILE_LINK,
    subjectId: row.id,
    organisationId: t.organisationId,
    issuedBy: null,
    ip: null,
  });
  return { id: row.id, token };
}

const fromAddress = () => `198.51.100.${(calls++ % 250) + 1}`;

function read(token: string, form: string) {
  return t.call({
    method: 'GET',
    url: `/api/v1/applicant-packs/${token}?form=${form}`,
    remoteAddress: fromAddress(),
  });
}

function send(token: string, form: string, answers: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/api/v1/applicant-packs',
    payload: { token, form, answers },
    remoteAddress: fromAddress(),
  });
}

const contractAnswers = {
  agree_terms: 'yes',
  signer_address: '12 Canal Street\nLeeds',
  signer_postcode: 'ls1 4ab',
  signature: SIGNATURE,
};

/** Answers to the test with the first `right` questions right and the rest wrong. */
function testAnswers(right: number) {
  return Object.fromEntries(
    questionsOf(supportWorkerTestForm).map((question, i) => [
      question.id,
      question.options?.find((option) => (option.score === 1) === i < right)?.value,
    ]),
  );
}

async function responsesOf(applicantId: string, formKey: string) {
  return t.db
    .select()
    .from(schema.formResponses)
    .where(
      and(
        eq(schema.formResponses.subjectId, applicantId),
        eq(schema.formResponses.formKey, formKey),
      ),
    )
    .orderBy(desc(schema.formResponses.createdAt));
}

async function officeSections(applicantId: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/applicants/${applicantId}/forms`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Array<{
    key: string;
    latest: { status: string; score: number | null; riskLabel: string | null } | null;
  }>;
}

describe('an applicant’s packs through their link', () => {
  it('saves a pack as a response of their file, audited with the applicant as subject', async () => {
    const { id, token } = await applicantWithLink(30);
    const opened = await read(token, 'post-interview-reference-forms');
    expect(opened.statusCode, opened.body).toBe(200);
    const data = applicantPackAnswer.parse(opened.json().data);
    expect(data.definition.title).toBe('Post-interview Reference Forms');
    expect(data.submittedOn).toBeNull();
    expect(data.offered).toBeNull();

    const incomplete = await send(token, 'post-interview-reference-forms', {
      references_consent: 'yes',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json().errors)).toContain('answers.dbs_consent');
    expect(await responsesOf(id, 'post-interview-reference-forms')).toEqual([]);

    const sent = await send(token, 'post-interview-reference-forms', {
      references_consent: 'yes',
      references_consent_date: today,
      referees_confirmed: 'yes',
      dbs_consent: 'yes',
      dbs_consent_date: today,
      update_service_member: 'yes',
      update_service_consent: 'yes',
      update_service_consent_date: today,
      dbs_certificate_number: '001234567890',
      declaration_true: 'yes',
      signature: SIGNATURE,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [saved] = await responsesOf(id, 'post-interview-reference-forms');
    expect(saved).toMatchObject({ status: 'completed', completion: 100, assessedBy: null });

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, saved?.id ?? ''));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', subjectType: 'applicants', subjectId: id });

    const sections = await officeSections(id);
    expect(sections.find((s) => s.key === 'post-interview-reference-forms')?.latest).toMatchObject({
      status: 'completed',
    });
    expect((await read(token, 'post-interview-reference-forms')).json().data.submittedOn).toBe(
      today,
    );
  });

  it('hides the test’s marks and score from the applicant, scores it with the pass mark', async () => {
    const { id, token } = await applicantWithLink(25);
    const opened = (await read(token, 'support-worker-test')).json().data;
    expect(opened.definition.scoring).toBeUndefined();
    expect(JSON.stringify(opened.definition)).not.toContain('"score"');

    const sent = await send(token, 'support-worker-test', testAnswers(8));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.body).not.toContain('Pass');
    expect(sent.json().data).toEqual({ submittedOn: today });
    const again = await read(token, 'support-worker-test');
    expect(again.json().data).toMatchObject({ submittedOn: today, signed: null });
    expect(again.body).not.toMatch(/Pass|"score"/);

    const test = (await officeSections(id)).find((s) => s.key === 'support-worker-test');
    expect(test?.latest).toMatchObject({ score: 8, riskLabel: 'Pass' });

    const retake = await send(token, 'support-worker-test', testAnswers(13));
    expect(retake.statusCode).toBe(409);
    expect(await responsesOf(id, 'support-worker-test')).toHaveLength(1);
  });

  it('fails the same score once the organisation raises its pass mark', async () => {
    const settings = await t.call({
      method: 'POST',
      url: '/api/v1/recruitment-settings',
      cookie: admin,
      payload: { name: 'Meadowbank recruitment', testPassMark: 9 },
    });
    expect(settings.statusCode, settings.body).toBe(201);
    const { id, token } = await applicantWithLink(40);
    expect((await send(token, 'support-worker-test', testAnswers(8))).statusCode).toBe(201);
    const test = (await officeSections(id)).find((s) => s.key === 'support-worker-test');
    expect(test?.latest).toMatchObject({ score: 8, riskLabel: 'Fail' });

    // A paper test the office types in is scored with the same mark.
    const onPaper = await applicantWithLink(40);
    const typed = await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${onPaper.id}/forms/support-worker-test/responses`,
      cookie: admin,
      payload: { answers: testAnswers(9), status: 'completed', basedOn: null },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data.response).toMatchObject({ score: 9, riskLabel: 'Pass' });
  });
});

describe('a contract signed through the link', () => {
  it('is the one the applicant’s age and route pick; another is refused with nothing written', async () => {
    const { id, token } = await applicantWithLink(19);
    const page = (await read(token, '21plus-contract')).json().data;
    expect(page.offered).toEqual({
      key: '18to20-contract',
      title: '18 to 20 Contract',
      reason: null,
    });

    const wrong = await send(token, '21plus-contract', contractAnswers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'This is not the contract you are offered: please sign the 18 to 20 Contract.',
    );
    expect(await responsesOf(id, '21plus-contract')).toEqual([]);

    const signed = await send(token, '18to20-contract', contractAnswers);
    expect(signed.statusCode, signed.body).toBe(201);
    const copy = (await read(token, '18to20-contract')).json().data;
    expect(copy.signed).toMatchObject({
      signedOn: today,
      answers: { signer_postcode: 'LS1 4AB', signature: { name: 'Sam Walker' } },
    });
    expect(copy.signed.definition.key).toBe('18to20-contract');
    expect((await send(token, '18to20-contract', contractAnswers)).statusCode).toBe(409);

    const sections = await officeSections(id);
    expect(sections.find((s) => s.key === '18to20-contract')?.latest?.status).toBe('completed');
  });

  it('is the international contract on the sponsored route, and none under 18', async () => {
    const sponsored = await applicantWithLink(19, 'International (sponsored)');
    const offered = (await read(sponsored.token, '18to20-contract')).json().data.offered;
    expect(offered.key).toBe('international-plus-contract');

    const young = await applicantWithLink(17);
    const refused = await send(young.token, '18to20-contract', contractAnswers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('under 18');
  });
});

describe('a dead link', () => {
  it('opens nothing when altered, expired or the applicant is rejected', async () => {
    const { id, token } = await applicantWithLink(30);
    const altered = `${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`;
    expect((await read(altered, 'reference-forms')).statusCode).toBe(LINK_REFUSED_STATUS);

    await t.db
      .update(schema.links)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.links.subjectId, id));
    const expired = await send(token, 'reference-forms', {});
    expect(expired.statusCode).toBe(LINK_REFUSED_STATUS);
    expect(expired.json().message).toBe(
      'This link no longer works. Ask the office to send you a new one.',
    );

    const rejected = await applicantWithLink(30);
    await t.db.execute(sql`update applicants set stage = 'Rejected' where id = ${rejected.id}`);
    expect((await read(rejected.token, 'reference-forms')).statusCode).toBe(LINK_REFUSED_STATUS);
    expect(await responsesOf(id, 'reference-forms')).toEqual([]);
  });
});
