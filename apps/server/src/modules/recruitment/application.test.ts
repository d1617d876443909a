import { schema } from '@care360/db';
import { addCalendarDays, ukCalendarDate } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_LINK } from '../../platform/email/mailer';
import { issueLink } from '../../platform/links/issue-link';
import { LINK_REFUSED } from '../../platform/links/link-purpose';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { APPLICANT_FILE_LINK } from './applicant-link';
import { APPLICATION_SENT } from './application.endpoints';

/**
 * The public application and the applicant's private link, on a real
 * database: applying makes the applicant with their work history, references, first address and
 * link in one transaction; the link reaches that applicant's histories only; the file is submitted
 * only once every employment gap over the threshold is explained.
 */

let t: TestApp;
let branchId: string;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  const [branch] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))
    .limit(1);
  if (!branch) throw new Error('no branch');
  branchId = branch.id;
});
afterAll(() => t.close());

const today = ukCalendarDate();
const monthsAgo = (months: number) => addCalendarDays(today, -Math.round(months * 30.5));

function answers(email: string, extra: Record<string, unknown> = {}) {
  return {
    forename: 'Amina',
    surname: 'Khan',
    dateOfBirth: '1995-04-02',
    email,
    mobile: '07700 900123',
    address1: '1 High Street',
    town: 'Leeds',
    postcode: 'LS1 4AP',
    addressSince: monthsAgo(26),
    branch: branchId,
    isDriver: 'no',
    eligibleToWorkUk: 'yes',
    needs_sponsorship: 'no',
    previous_employment: [
      {
        employer_name: 'Kind Care Ltd',
        position: 'Care assistant',
        start_date: monthsAgo(30),
        end_date: monthsAgo(12),
        reason_for_leaving: 'Moved house',
      },
    ],
    references: [
      { type: 'Employer', referee_name: 'Jo Bloggs', email: 'jo@example.co.uk' },
      { type: 'Character', referee_name: 'Sam Smith', email: 'sam@example.co.uk' },
    ],
    criminalRecord: 'no',
    spentConvictions: 'no',
    declaration: ['true'],
    ...extra,
  };
}

/** Each application from an address of its own, so the throttle answers only where it is tested. */
const apply = (body: object, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v1/application-form',
    payload: body,
    headers,
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });

const applicantsNamed = async (email: string) =>
  (await t.db.select().from(schema.applicants).where(sql`email = ${email}`)) as Record<
    string,
    unknown
  >[];

function linkFromEmail(to: string): string {
  const email = t.outbox.findLast((message) => message.to === to);
  const match = email?.text.match(/http:\/\/localhost:3000\/applicant\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no applicant link in ${email?.text}`);
  return match[1];
}

const readLink = (token: string) =>
  t.call({ method: 'GET', url: `/api/v1/applicant-link/${token}` });
const saveHistory = (token: string, body: object) =>
  t.call({ method: 'POST', url: '/api/v1/applicant-link/history', payload: { token, ...body } });
const submitFile = (token: string) =>
  t.call({ method: 'POST', url: '/api/v1/applicant-link/submit', payload: { token } });

describe('the public application', () => {
  it('offers only the organisation’s branches and open vacancies', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/application-form?organisation=${t.organisationId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.organisation.id).toBe(t.organisationId);
    expect(data.branches.map((b: { value: string }) => b.value)).toContain(branchId);
    const others = await t.db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(sql`organisation_id <> ${t.organisationId}`);
    for (const other of others) expect(response.body).not.toContain(other.id);
  });

  it('says which agency it needs when the link names none that exists', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/application-form?organisation=00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/v1/application-form?organisation=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('makes the applicant, their work history, references and link, and emails the link withheld from the log', async () => {
    const email = 'amina.apply@example.co.uk';
    const response = await apply({
      organisation: t.organisationId,
      answers: answers(email, { address2: 'Headingley', address3: 'Upper Flat' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(APPLICATION_SENT);
    const [applicant] = await applicantsNamed(email);
    expect(applicant).toMatchObject({
      stage: 'Applied',
      carerStatus: 'NC',
      route: 'UK resident',
      criminalRecord: 'no',
      branch: branchId,
      postcode: 'LS1 4AP',
    });
    expect(String(applicant?.appliedOn)).toBe(today);
    const id = String(applicant?.id);
    const jobs = await t.db
      .select()
      .from(schema.applicantWorkHistory)
      .where(sql`parent_id = ${id}`);
    expect(jobs).toMatchObject([{ employer: 'Kind Care Ltd', jobTitle: 'Care assistant' }]);
    const references = await t.db
      .select()
      .from(schema.applicantReferences)
      .where(sql`parent_id = ${id}`);
    expect(references).toHaveLength(2);
    // The address typed is where they live now: the first row of their address history.
    const addresses = await t.db
      .select()
      .from(schema.applicantAddressHistory)
      .where(sql`parent_id = ${id}`);
    expect(addresses).toMatchObject([
      {
        address1: '1 High Street',
        address2: 'Headingley, Upper Flat',
        town: 'Leeds',
        postcode: 'LS1 4AP',
        fromDate: monthsAgo(26),
        toDate: null,
      },
    ]);
    expect(references.map((r) => (r as Record<string, unknown>).requestState)).toEqual([
      'Not requested',
      'Not requested',
    ]);
    const links = await t.db
      .select()
      .from(schema.links)
      .where(and(eq(schema.links.subjectId, id), eq(schema.links.purpose, 'applicant-file')));
    expect(links).toHaveLength(1);
    const token = linkFromEmail(email);
    const logged = await t.db.select().from(schema.emailLog).where(eq(schema.emailLog.to, email));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.body).toContain(WITHHELD_LINK);
    expect(logged[0]?.body).not.toContain(token);
    expect(response.body).not.toContain(token);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, id), eq(schema.auditLog.action, 'create')));
    expect(audit.map((a) => a.recordType).sort()).toEqual([
      'applicant-address-history',
      'applicant-references',
      'applicant-references',
      'applicant-work-history',
      'applicants',
    ]);
  });

  it('sets the sponsored route when the applicant needs a visa', async () => {
    const email = 'sponsor.me@example.co.uk';
    const response = await apply({
      organisation: t.organisationId,
      answers: answers(email, { needs_sponsorship: 'yes' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [applicant] = await applicantsNamed(email);
    expect(applicant?.route).toBe('International (sponsored)');
  });

  it('keeps the spent convictions declared, their details hidden from the applicant’s record', async () => {
    const email = 'spent.declared@example.co.uk';
    const response = await apply({
      organisation: t.organisationId,
      answers: answers(email, {
        spentConvictions: 'yes',
        spentConvictionsDetails: 'Theft, 2014: a fine.',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [applicant] = await applicantsNamed(email);
    expect(applicant).toMatchObject({
      criminalRecord: 'no',
      spentConvictions: 'yes',
      spentConvictionsDetails: 'Theft, 2014: a fine.',
    });
    const admin = await t.login(DEMO_USERS.admin.email);
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/applicants/${String(applicant?.id)}`,
      cookie: admin,
    });
    expect(read.json().data).toMatchObject({
      spentConvictions: 'yes',
      spentConvictionsDetails: null,
      _withheld: { spentConvictionsDetails: true },
    });
    const refused = await apply({
      organisation: t.organisationId,
      answers: answers('spent.nodetails@example.co.uk', { spentConvictions: 'yes' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['answers.spentConvictionsDetails']);
    const unanswered = await apply({
      organisation: t.organisationId,
      answers: answers('spent.unanswered@example.co.uk', { spentConvictions: undefined }),
    });
    expect(Object.keys(unanswered.json().errors)).toEqual(['answers.spentConvictions']);
  });

  it('refuses bad answers with 400, naming them, and writes nothing', async () => {
    const email = 'bad.answers@example.co.uk';
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.auditLog);
    const response = await apply({
      organisation: t.organisationId,
      answers: answers(email, {
        postcode: 'nowhere',
        references: [{ type: 'Employer', referee_name: 'Jo', email: 'not-an-email' }],
        criminalRecord: 'yes',
        branch: '00000000-0000-4000-8000-000000000000',
      }),
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'answers.postcode',
        'answers.references',
        'answers.references.0.email',
        'answers.criminalRecordDetails',
        'answers.branch',
      ]),
    );
    expect(await applicantsNamed(email)).toEqual([]);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.auditLog);
    expect(after).toEqual(before);
    expect(t.outbox.some((m) => m.to === email)).toBe(false);
    const junk = await apply({ organisation: 'x', answers: 'nothing' });
    expect(junk.statusCode).toBe(400);
    const tooLong = await apply({
      organisation: t.organisationId,
      answers: answers(email, { forename: 'A'.repeat(200) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors['answers.forename']).toBeDefined();
  });

  it('refuses a move-in date still to come on the address, writing nothing', async () => {
    const email = 'future.move@example.co.uk';
    const response = await apply({
      organisation: t.organisationId,
      answers: answers(email, { addressSince: addCalendarDays(today, 1) }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['answers.addressSince']);
    const unanswered = await apply({
      organisation: t.organisationId,
      answers: answers(email, { addressSince: undefined }),
    });
    expect(Object.keys(unanswered.json().errors)).toEqual(['answers.addressSince']);
    expect(await applicantsNamed(email)).toEqual([]);
  });

  it('makes one applicant of a double submission', async () => {
    const email = 'double.click@example.co.uk';
    const body = { organisation: t.organisationId, answers: answers(email) };
    const headers = { 'idempotency-key': 'application-4f1c2b7e9d' };
    const [first, second] = await Promise.all([apply(body, headers), apply(body, headers)]);
    const retry = await apply(body, headers);
    for (const response of [first, second, retry]) {
      expect(response?.statusCode, response?.body).toBe(200);
    }
    const made = await applicantsNamed(email);
    expect(made).toHaveLength(1);
    const addresses = await t.db
      .select()
      .from(schema.applicantAddressHistory)
      .where(sql`parent_id = ${String(made[0]?.id)}`);
    expect(addresses).toHaveLength(1);
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(1);
    const other = await apply({ ...body, answers: answers(email, { surname: 'Other' }) }, headers);
    expect(other.statusCode).toBe(422);
  });
});

describe('applications from one email address', () => {
  it('are limited: a fourth within the hour waits (429) and makes nothing', async () => {
    const email = 'many.times@example.co.uk';
    for (let i = 0; i < 3; i++) {
      const response = await apply({ organisation: t.organisationId, answers: answers(email) });
      expect(response.statusCode, response.body).toBe(200);
    }
    const fourth = await apply({ organisation: t.organisationId, answers: answers(email) });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await applicantsNamed(email)).toHaveLength(3);
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(3);
  });
});

describe('the applicant’s private link', () => {
  let token: string;
  let otherToken: string;
  const email = 'link.owner@example.co.uk';

  beforeAll(async () => {
    const made = await apply({ organisation: t.organisationId, answers: answers(email) });
    expect(made.statusCode, made.body).toBe(200);
    token = linkFromEmail(email);
    const other = await apply({
      organisation: t.organisationId,
      answers: answers('someone.else@example.co.uk'),
    });
    expect(other.statusCode).toBe(200);
    otherToken = linkFromEmail('someone.else@example.co.uk');
  });

  it('opens the applicant’s histories with the gap since their last job', async () => {
    const response = await readLink(token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.forename).toBe('Amina');
    expect(data.entries['applicant-work-history']).toHaveLength(1);
    expect(data.entries['applicant-references']).toHaveLength(2);
    // Out of work for the last year: a gap up to today, unexplained.
    expect(data.employmentGaps).toEqual([expect.objectContaining({ to: today, explained: false })]);
    expect(data.addressGaps.length).toBeGreaterThan(0);
  });

  it('offers the contract their age picks once the office moves them to the contract stage', async () => {
    expect((await readLink(token)).json().data.contract).toBeNull();
    await t.db.execute(sql`update applicants set stage = 'Contract' where email = ${email}`);
    // Born 02/04/1995: the 21 and over contract.
    expect((await readLink(token)).json().data.contract).toEqual({
      key: '21plus-contract',
      title: '21 Plus Contract',
    });
    await t.db.execute(sql`update applicants set stage = 'Applied' where email = ${email}`);
  });

  it('adds, corrects and removes an entry, each audited under the applicant', async () => {
    const added = await saveHistory(token, {
      kind: 'applicant-name-history',
      values: { forename: 'Amina', surname: 'Begum', reason: 'Marriage' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id, version } = added.json().data;
    const changed = await saveHistory(token, {
      kind: 'applicant-name-history',
      entryId: id,
      version,
      values: { forename: 'Amina', surname: 'Begum-Khan', reason: 'Marriage' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await saveHistory(token, {
      kind: 'applicant-name-history',
      entryId: id,
      version,
      values: { forename: 'Amina', surname: 'Old', reason: 'Marriage' },
    });
    expect(stale.statusCode).toBe(409);
    const view = (await readLink(token)).json().data;
    expect(view.entries['applicant-name-history']).toMatchObject([{ surname: 'Begum-Khan' }]);
    const removed = await saveHistory(token, {
      kind: 'applicant-name-history',
      entryId: id,
      version: changed.json().data.version,
      remove: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await readLink(token)).json().data.entries['applicant-name-history']).toEqual([]);
    const [row] = await applicantsNamed(email);
    const audit = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.recordId, String(row?.id)), sql`action like 'applicant-link.%'`),
      )
      .orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'applicant-link.added',
      'applicant-link.changed',
      'applicant-link.removed',
    ]);
  });

  it('refuses the office’s own fields and bad values with 400, writing nothing', async () => {
    const office = await saveHistory(token, {
      kind: 'applicant-references',
      values: { type: 'Employer', refereeName: 'X', email: 'x@example.co.uk', satisfactory: 'Yes' },
    });
    expect(office.statusCode).toBe(400);
    expect(office.json().errors.satisfactory).toBeDefined();
    const bad = await saveHistory(token, {
      kind: 'applicant-work-history',
      values: { employer: 'A', jobTitle: 'B', fromDate: '2024-05-01', toDate: '2023-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await saveHistory(token, { kind: 'applicants', values: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('cannot reach another applicant’s entry', async () => {
    const theirs = await saveHistory(otherToken, {
      kind: 'applicant-education',
      values: { establishment: 'Leeds College', qualification: 'NVQ 2' },
    });
    expect(theirs.statusCode).toBe(201);
    const { id, version } = theirs.json().data;
    for (const body of [
      {
        kind: 'applicant-education',
        entryId: id,
        version,
        values: { establishment: 'X', qualification: 'Y' },
      },
      { kind: 'applicant-education', entryId: id, version, remove: true },
    ]) {
      const response = await saveHistory(token, body);
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db
      .select()
      .from(schema.applicantEducation)
      .where(eq(schema.applicantEducation.id, id));
    expect(row?.deletedAt).toBeNull();
    expect((row as Record<string, unknown>).establishment).toBe('Leeds College');
    expect((await readLink(token)).body).not.toContain(id);
  });

  it('refuses an altered or expired link alike', async () => {
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const [row] = await applicantsNamed(email);
    const old = await issueLink(t.db, {
      purpose: APPLICANT_FILE_LINK,
      subjectId: String(row?.id),
      organisationId: t.organisationId,
      issuedBy: null,
      ip: null,
    });
    await t.db
      .update(schema.links)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.links.id, old.id));
    for (const dead of [altered, old.token]) {
      const response = await readLink(dead);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LINK_REFUSED);
    }
  });

  it('refuses "Submit my file" naming the unexplained gap, and accepts it once explained', async () => {
    // The link was re-issued above (an expired one); the office sends a fresh one.
    const [row] = await applicantsNamed(email);
    const id = String(row?.id);
    const cookie = await t.login(DEMO_USERS.admin.email);
    const sent = await t.call({
      method: 'POST',
      url: `/api/v1/applicants/${id}/applicant-link`,
      cookie,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const fresh = linkFromEmail(email);
    const refused = await submitFile(fresh);
    expect(refused.statusCode).toBe(422);
    const gap = (await readLink(fresh)).json().data.employmentGaps[0];
    expect(refused.json().message).toContain(`Employment gap ${gap.months} needs an explanation.`);
    expect(row?.historySubmittedOn ?? null).toBeNull();

    const explained = await saveHistory(fresh, {
      kind: 'applicant-gap-explanations',
      values: { fromDate: gap.from, toDate: gap.to, explanation: 'Caring for my mother.' },
    });
    expect(explained.statusCode, explained.body).toBe(201);
    const accepted = await submitFile(fresh);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await applicantsNamed(email);
    expect(String(after?.historySubmittedOn)).toBe(today);

    const timeline = await t.call({
      method: 'GET',
      url: `/api/v1/applicants/${id}/employment-timeline`,
      cookie,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json().data.gaps).toEqual([
      expect.objectContaining({ explained: true, explanations: ['Caring for my mother.'] }),
    ]);
    const reads = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'read')));
    expect(reads.some((r) => JSON.stringify(r.changes).includes('Employment Timeline'))).toBe(true);
  });
});
