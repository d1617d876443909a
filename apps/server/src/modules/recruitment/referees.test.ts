import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_LINK } from '../../platform/email/mailer';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { CHARACTER_ANSWERS, EMPLOYER_ANSWERS } from './referee-answers.test-kit';

/** Send, chase and answer a reference request, on the real app and database. */

let t: TestApp;
let admin: string;
let applicantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  applicantId = (
    await createSample(t, admin, recordKind('applicants'), { forename: 'Amira', surname: 'Khan' })
  ).row.id;
});
afterAll(() => t.close());

let address = 0;
const from = () => `203.0.113.${(address++ % 250) + 1}`;

async function newReference(type: 'Employer' | 'Character', email = 'pat.referee@example.org') {
  return (
    await createSample(
      t,
      admin,
      recordKind('applicant-references'),
      {
        type,
        refereeName: 'Pat Referee',
        email,
        requestState: 'Not requested',
        requestedOn: null,
        lastChasedOn: null,
        timesChased: null,
        receivedOn: null,
        satisfactory: null,
      },
      applicantId,
    )
  ).row.id;
}

const referenceTable = schema.applicantReferences;
async function referenceRow(id: string) {
  const [row] = await t.db.select().from(referenceTable).where(eq(referenceTable.id, id));
  return row as Record<string, unknown>;
}

const office = (id: string, action: 'send-request' | 'chase', cookie = admin) =>
  t.call({ method: 'POST', url: `/api/v1/applicant-references/${id}/${action}`, cookie });

/** The token of the newest link emailed to `to`, read from the delivered message. */
function emailedLink(to: string, page: string) {
  const message = [...t.outbox].reverse().find((m) => m.to === to);
  const match = message?.text.match(new RegExp(`${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`no ${page} link emailed to ${to}`);
  return { referenceId: match[1] ?? '', token: match[2] ?? '' };
}

const openForm = (route: string, token: string) =>
  t.call({ method: 'GET', url: `/api/v1/${route}/${token}`, remoteAddress: from() });
const submit = (route: string, token: string, answers: object) =>
  t.call({
    method: 'POST',
    url: `/api/v1/${route}`,
    payload: { token, answers },
    remoteAddress: from(),
  });

describe('a reference request sent by the office', () => {
  it('emails the referee a private link to the form of its type, working for the organisation’s days', async () => {
    await createSample(t, admin, recordKind('recruitment-settings'), {
      name: 'Ours',
      referenceLinkDays: 10,
    });
    const id = await newReference('Employer', 'sent.referee@example.org');
    const before = Date.now();
    const response = await office(id, 'send-request');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id, requestState: 'Requested', timesChased: 0 });
    const row = await referenceRow(id);
    expect(row.requestState).toBe('Requested');
    expect(row.requestedOn).toBeTruthy();
    const { referenceId, token } = emailedLink('sent.referee@example.org', '/employer-reference');
    expect(referenceId).toBe(id);
    expect(response.body).not.toContain(token);
    // The email log keeps the message with its link withheld.
    const [logged] = await t.db
      .select()
      .from(schema.emailLog)
      .where(eq(schema.emailLog.to, 'sent.referee@example.org'))
      .orderBy(desc(schema.emailLog.createdAt));
    expect(logged?.body).toContain(WITHHELD_LINK);
    expect(logged?.body).not.toContain(token);
    const [link] = await t.db
      .select()
      .from(schema.links)
      .where(eq(schema.links.subjectId, id))
      .orderBy(desc(schema.links.createdAt));
    const days = ((link?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);
    expect(link?.purpose).toBe('employer-reference');
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'reference.requested')),
      );
    expect(audit?.subjectType).toBe('applicants');
    expect(audit?.subjectId).toBe(applicantId);
  });

  it('chases by hand: a new link, the old one refused, counted', async () => {
    const id = await newReference('Character', 'chased.referee@example.org');
    expect((await office(id, 'chase')).statusCode).toBe(409);
    await office(id, 'send-request');
    const first = emailedLink('chased.referee@example.org', '/character-reference');
    const chased = await office(id, 'chase');
    expect(chased.statusCode, chased.body).toBe(200);
    expect(chased.json().data.timesChased).toBe(1);
    const second = emailedLink('chased.referee@example.org', '/character-reference');
    expect(second.token).not.toBe(first.token);
    expect((await openForm('character-reference', first.token)).statusCode).toBe(400);
    expect((await openForm('character-reference', second.token)).statusCode).toBe(200);
    const row = await referenceRow(id);
    expect(row.timesChased).toBe(1);
    expect(row.lastChasedOn).toBeTruthy();
  });

  it('is refused to a user without the permission, and for a reference of another organisation', async () => {
    const id = await newReference('Employer');
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    expect((await office(id, 'send-request', noAccess)).statusCode).toBe(403);
    const elsewhere = await t.login(DEMO_USERS.riverside.email);
    expect((await office(id, 'send-request', elsewhere)).statusCode).toBe(404);
    expect((await referenceRow(id)).requestState).toBe('Not requested');
    expect((await office('not-an-id', 'send-request')).statusCode).toBe(404);
  });
});

describe('the referee answering through the link', () => {
  it('shows whose reference it is, stores the answers once, and the office reads them', async () => {
    const id = await newReference('Employer', 'answering.referee@example.org');
    await office(id, 'send-request');
    const { token } = emailedLink('answering.referee@example.org', '/employer-reference');

    const shown = await openForm('employer-reference', token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      formKey: 'employer-reference',
      applicantName: 'Amira Khan',
      refereeName: 'Pat Referee',
    });

    // A wrong answer: refused with the message at the question, nothing written, the link kept.
    const wrong = await submit('employer-reference', token, { ...EMPLOYER_ANSWERS, conduct: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['answers.conduct']).toBeTruthy();
    expect((await referenceRow(id)).requestState).toBe('Requested');

    // The character form's route does not take an employer's link.
    expect((await submit('character-reference', token, CHARACTER_ANSWERS)).statusCode).toBe(400);

    const sent = await submit('employer-reference', token, EMPLOYER_ANSWERS);
    expect(sent.statusCode, sent.body).toBe(200);
    const row = await referenceRow(id);
    expect(row.requestState).toBe('Received');
    expect(row.satisfactory).toBe('Not yet reviewed');
    expect(row.receivedOn).toBeTruthy();
    // The office is told (the admin sent the request).
    expect(t.outbox.at(-1)?.to).toBe(DEMO_USERS.admin.email);
    expect(t.outbox.at(-1)?.subject).toBe('Reference received for Amira Khan');

    // Used: the same plain refusal as any dead link.
    const again = await submit('employer-reference', token, EMPLOYER_ANSWERS);
    expect(again.statusCode).toBe(400);
    expect((await openForm('employer-reference', token)).json().message).toBe(again.json().message);

    const read = await t.call({
      method: 'GET',
      url: `/api/v1/applicant-references/${id}/answers`,
      cookie: admin,
    });
    expect(read.statusCode, read.body).toBe(200);
    const received = read.json().data.received;
    expect(received.definition.key).toBe('employer-reference');
    expect(received.answers.reason_for_leaving).toBe('Moved to be nearer family.');
    const reads = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, id),
          eq(schema.auditLog.action, 'read'),
          eq(schema.auditLog.subjectId, applicantId),
        ),
      );
    expect(reads.length).toBe(1);

    // Received: neither sent again nor chased.
    expect((await office(id, 'send-request')).statusCode).toBe(409);
    expect((await office(id, 'chase')).statusCode).toBe(409);
  });

  it('refuses an expired or altered link alike, writing nothing', async () => {
    const id = await newReference('Character', 'late.referee@example.org');
    await office(id, 'send-request');
    const { token } = emailedLink('late.referee@example.org', '/character-reference');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const alteredAnswer = await submit('character-reference', altered, CHARACTER_ANSWERS);
    expect(alteredAnswer.statusCode).toBe(400);
    await t.db
      .update(schema.links)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.links.subjectId, id));
    const expired = await submit('character-reference', token, CHARACTER_ANSWERS);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(alteredAnswer.body);
    expect((await referenceRow(id)).requestState).toBe('Requested');
  });

  it('a character referee answers on the character form', async () => {
    const id = await newReference('Character', 'character.referee@example.org');
    await office(id, 'send-request');
    const { token } = emailedLink('character.referee@example.org', '/character-reference');
    expect((await submit('employer-reference', token, EMPLOYER_ANSWERS)).statusCode).toBe(400);
    const sent = await submit('character-reference', token, CHARACTER_ANSWERS);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await referenceRow(id)).requestState).toBe('Received');
  });
});
