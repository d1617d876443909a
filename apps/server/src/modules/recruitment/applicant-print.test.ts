import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let applicantId: string;
const today = ukCalendarDate();
const day = (offset: number) => addCalendarDays(today, offset);

const DOCUMENTS = [
  'interview',
  'training',
  'rejection',
  'post-interview',
  'induction-pack',
  'enhanced-dbs-form',
] as const;

const get = (url: string, cookie = admin) => t.call({ method: 'GET', url, cookie });
const base = () => `/api/v1/applicants/${applicantId}`;

async function exportsOf(id: string) {
  return t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.subjectType, 'applicants'),
        eq(schema.auditLog.subjectId, id),
        eq(schema.auditLog.action, 'export'),
      ),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const applicant = await createSample(t, admin, recordKind('applicants'), {
    title: 'Ms',
    forename: 'Rosalind',
    surname: 'Featherstonehaugh',
    dateOfBirth: '1990-04-12',
    address1: '12 Kirkstall Road',
    town: 'Leeds',
    postcode: 'LS4 2HB',
    stage: 'Interview',
    rejectionReason: null,
    criminalRecord: 'no',
    criminalRecordDetails: null,
    spentConvictions: 'yes',
    spentConvictionsDetails: 'Shoplifting, 2012: a conditional discharge.',
  });
  applicantId = applicant.row.id;
  const nested = (kind: string, values: Record<string, unknown>) =>
    createSample(t, admin, recordKind(kind), values, applicantId);
  await nested('applicant-address-history', {
    address1: '12 Kirkstall Road',
    address2: null,
    town: 'Leeds',
    postcode: 'LS4 2HB',
    country: 'United Kingdom',
    fromDate: day(-700),
    toDate: null,
  });
  // Before that, an address ending months before the next began: a period the DBS form flags.
  await nested('applicant-address-history', {
    address1: '7 Beverley Road',
    address2: null,
    town: 'Hull',
    postcode: 'HU5 1NE',
    country: 'United Kingdom',
    fromDate: day(-2200),
    toDate: day(-900),
  });
  await nested('applicant-name-history', {
    forename: 'Rosalind',
    surname: 'Pickles',
    fromDate: null,
    toDate: day(-3000),
    reason: 'Marriage',
  });
});
afterAll(() => t.close());

describe("an applicant's print pages", () => {
  it('print no interview letter and send no interview email until an interview is booked, and say why', async () => {
    const document = (await get(`${base()}/print/interview`)).json().data;
    expect(document.blocks).toEqual([
      expect.objectContaining({
        kind: 'paragraph',
        tone: 'warning',
        text: expect.stringMatching(/No interview is booked/),
      }),
    ]);
    const pdf = await get(`${base()}/print/interview.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('No interview is booked');
    const preview = (await get(`${base()}/emails/interview`)).json().data;
    expect(preview.blocked).toMatch(/No interview is booked/);
    const send = await t.call({
      method: 'POST',
      url: `${base()}/emails/interview/send`,
      cookie: admin,
      payload: {},
    });
    expect(send.statusCode).toBe(409);
  });

  it('are real PDFs filled from the file, each download audited on the applicant', async () => {
    await createSample(
      t,
      admin,
      recordKind('applicant-interviews'),
      {
        startsAt: `${day(5)}T10:30:00.000Z`,
        minutes: 45,
        place: 'In the office',
        state: 'Booked',
        outcome: null,
        branch: null,
        interviewer: null,
      },
      applicantId,
    );
    const before = (await exportsOf(applicantId)).length;
    for (const key of DOCUMENTS) {
      const response = await get(`${base()}/print/${key}.pdf`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/pdf/);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(response.rawPayload);
      expect(text, key).toContain('Featherstonehaugh');
    }
    const entries = await exportsOf(applicantId);
    expect(entries.length - before).toBe(DOCUMENTS.length);
    expect(entries.map((entry) => (entry.changes as { document: string }).document)).toEqual(
      expect.arrayContaining([...DOCUMENTS]),
    );
    for (const entry of entries) expect(entry.recordId).toBe(applicantId);
  });

  it('list the addresses of five years and the previous names on the DBS form, the uncovered period flagged', async () => {
    const text = pdfText((await get(`${base()}/print/enhanced-dbs-form.pdf`)).rawPayload);
    expect(text).toContain('12 Kirkstall Road');
    expect(text).toContain('7 Beverley Road');
    expect(text).toContain('Pickles');
    expect(text).toContain('NOT COVERED');
    const document = (await get(`${base()}/print/enhanced-dbs-form`)).json().data;
    const table = document.blocks.find(
      (block: { kind: string; columns?: string[] }) =>
        block.kind === 'table' && block.columns?.[0] === 'Address',
    );
    expect(table.rows).toHaveLength(3);
    expect(table.flagged).toEqual([1]);
  });

  it('give the convictions the applicant declared on the DBS form, never their details', async () => {
    const response = await get(`${base()}/print/enhanced-dbs-form`);
    const facts = response
      .json()
      .data.blocks.flatMap((block: { kind: string; rows?: string[][] }) =>
        block.kind === 'facts' ? (block.rows ?? []) : [],
      );
    expect(facts).toContainEqual(['Unspent convictions or cautions', 'No']);
    expect(facts).toContainEqual(['Spent convictions or cautions not protected', 'Yes']);
    expect(response.body).toContain('Compare them with the DBS certificate');
    expect(response.body).not.toContain('Shoplifting');
    const text = pdfText((await get(`${base()}/print/enhanced-dbs-form.pdf`)).rawPayload);
    expect(text).toContain('Spent convictions or cautions');
    expect(text).not.toContain('Shoplifting');
  });

  it('give the interview letter the booked interview and the office asked for', async () => {
    const [york] = await t.db
      .select()
      .from(schema.branches)
      .where(
        and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.code, 'YRK')),
      );
    const document = (await get(`${base()}/print/interview?branch=${york?.id}`)).json().data;
    expect(document.letterhead.lines.join(' ')).toContain('27 Micklegate, York');
    expect(document.recipient).toContain('LS4 2HB');
    const details = document.blocks.find((block: { kind: string }) => block.kind === 'facts');
    expect(details.rows[0]).toEqual(['Date', day(5).split('-').reverse().join('/')]);
  });

  it('answer 400 for a malformed office and 404 for an office of another organisation', async () => {
    expect((await get(`${base()}/print/rejection?branch=LDS`)).statusCode).toBe(400);
    const [sheffield] = await t.db
      .select()
      .from(schema.branches)
      .where(eq(schema.branches.code, 'SHF'));
    const response = await get(`${base()}/print/rejection.pdf?branch=${sheffield?.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('are refused without applicants.read and not found for another organisation, writing no export', async () => {
    const before = (await exportsOf(applicantId)).length;
    const none = await t.login(NO_ACCESS_EMAIL);
    expect((await get(`${base()}/print/induction-pack.pdf`, none)).statusCode).toBe(403);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await get(`${base()}/print/induction-pack.pdf`, riverside)).statusCode).toBe(404);
    expect((await get(`${base()}/emails/training`, riverside)).statusCode).toBe(404);
    expect((await exportsOf(applicantId)).length).toBe(before);
  });
});

describe("an applicant's emails", () => {
  it('are previewed as they will be sent, and sending puts that very email in the email log', async () => {
    const preview = (await get(`${base()}/emails/training?on=${day(10)}&at=09:30`)).json().data;
    expect(preview.to).toBe((await get(base())).json().data.email);
    expect(preview.body).toContain(`on ${day(10).split('-').reverse().join('/')} at 09:30`);
    const sent = await t.call({
      method: 'POST',
      url: `${base()}/emails/training/send`,
      cookie: admin,
      payload: { on: day(10), at: '09:30' },
    });
    expect(sent.statusCode).toBe(200);
    const [logged] = await t.db
      .select()
      .from(schema.emailLog)
      .where(eq(schema.emailLog.to, preview.to))
      .orderBy(desc(schema.emailLog.createdAt))
      .limit(1);
    expect(logged?.subject).toBe(preview.subject);
    expect(logged?.body).toBe(preview.body);
  });

  it('give the address of the office an interview is held at', async () => {
    const [york] = await t.db
      .select()
      .from(schema.branches)
      .where(
        and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.code, 'YRK')),
      );
    expect(york?.address).toBeTruthy();
    await createSample(
      t,
      admin,
      recordKind('applicant-interviews'),
      {
        startsAt: `${day(1)}T09:00:00.000Z`,
        minutes: 30,
        place: 'In the office',
        state: 'Booked',
        outcome: null,
        branch: york?.id,
        interviewer: null,
      },
      applicantId,
    );
    const preview = (await get(`${base()}/emails/interview`)).json().data;
    expect(preview.body).toContain(`Where: Our York office, ${york?.address}, ${york?.postcode}`);
  });

  it('are sent only by someone who may change the applicant', async () => {
    const hr = await t.login(DEMO_USERS.hr.email);
    expect((await get(`${base()}/emails/interview`, hr)).statusCode).toBe(200);
    const none = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({
      method: 'POST',
      url: `${base()}/emails/interview/send`,
      cookie: none,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: `${base()}/emails/training/send`,
      cookie: admin,
      payload: { at: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
