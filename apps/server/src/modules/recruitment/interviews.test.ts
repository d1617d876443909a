import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/** Interview slots sent to an applicant and answered from the emailed link. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

let address = 0;
const from = () => `198.18.0.${(address++ % 250) + 1}`;
const interviews = schema.applicantInterviews;
const inDays = (n: number, hour = 10) => new Date(Date.UTC(2030, 0, 1 + n, hour)).toISOString();

async function applicantWithSlots(email: string, starts: string[]) {
  const applicant = (
    await createSample(t, admin, recordKind('applicants'), {
      forename: 'Nia',
      surname: 'Jones',
      email,
    })
  ).row;
  const slots: string[] = [];
  for (const startsAt of starts)
    slots.push(
      (
        await createSample(
          t,
          admin,
          recordKind('applicant-interviews'),
          {
            startsAt,
            minutes: 45,
            place: 'In the office',
            state: 'Offered',
            outcome: null,
            interviewer: null,
            branch: null,
          },
          applicant.id,
        )
      ).row.id,
    );
  return { applicantId: applicant.id, branch: String(applicant.branch), slots };
}

const sendSlots = (applicantId: string, cookie = admin) =>
  t.call({
    method: 'POST',
    url: `/api/v1/applicants/${applicantId}/interviews/send-slots`,
    cookie,
  });

function emailedToken(to: string) {
  const message = [...t.outbox].reverse().find((m) => m.to === to);
  const match = message?.text.match(/\/handle-interview-action\?token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no interview link emailed to ${to}`);
  return match[1] ?? '';
}

const show = (token: string) =>
  t.call({ method: 'GET', url: `/api/v1/interview-action/${token}`, remoteAddress: from() });
const act = (token: string, body: object) =>
  t.call({
    method: 'POST',
    url: '/api/v1/interview-action',
    payload: { token, ...body },
    remoteAddress: from(),
  });

async function stateOf(id: string) {
  const [row] = await t.db.select().from(interviews).where(eq(interviews.id, id));
  return row as Record<string, unknown>;
}

describe('interview slots sent to an applicant', () => {
  it('emails the applicant a link to the slots; booking one cancels the others and tells the office', async () => {
    const made = await applicantWithSlots('nia.jones@example.org', [inDays(3), inDays(4)]);
    const sent = await sendSlots(made.applicantId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ offered: 2 });
    const { slots } = made;
    const token = emailedToken('nia.jones@example.org');
    const delivered = t.outbox.at(-1)?.text ?? '';
    // The office the interview is held at (the applicant's branch here), with its address.
    const [office] = await t.db
      .select()
      .from(schema.branches)
      .where(eq(schema.branches.id, made.branch));
    expect(office?.address).toBeTruthy();
    const address = `${office?.address}, ${office?.postcode}`;
    expect(delivered).toContain(
      `04/01/2030 10:00 (45 minutes), at our ${office?.name} office, ${address}`,
    );
    expect(delivered).toContain(`${office?.name} office, ${address}`);

    const offer = await show(token);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data.applicantName).toBe('Nia Jones');
    expect(offer.json().data.slots.map((s: { id: string }) => s.id)).toEqual(slots);

    const booked = await act(token, { action: 'book', interviewId: slots[0] });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await stateOf(slots[0] ?? '')).state).toBe('Booked');
    expect((await stateOf(slots[1] ?? '')).state).toBe('Cancelled');
    expect(t.outbox.at(-1)?.to).toBe(DEMO_USERS.admin.email);
    expect(t.outbox.at(-1)?.subject).toBe('Interview: Nia Jones booked');

    // The link works again (multi-use): confirm the booked one.
    const accepted = await act(token, { action: 'accept', interviewId: slots[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await stateOf(slots[0] ?? '')).state).toBe('Booked');
    // A cancelled slot cannot be booked.
    expect((await act(token, { action: 'book', interviewId: slots[1] })).statusCode).toBe(409);

    const audit = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(sql`${schema.auditLog.action} like 'interview.%'`);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['interview.slots-sent', 'interview.book', 'interview.accept']),
    );
  });

  it('asks to rearrange with a message (required), or declines', async () => {
    const made = await applicantWithSlots('owen.price@example.org', [inDays(5), inDays(6)]);
    await sendSlots(made.applicantId);
    const token = emailedToken('owen.price@example.org');
    const noMessage = await act(token, { action: 'rearrange' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().errors.message).toBeTruthy();
    expect((await stateOf(made.slots[0] ?? '')).state).toBe('Offered');

    const rearrange = await act(token, {
      action: 'rearrange',
      message: 'Mornings after 11 suit me.',
    });
    expect(rearrange.statusCode, rearrange.body).toBe(200);
    const row = await stateOf(made.slots[0] ?? '');
    expect(row.state).toBe('Rearrange requested');
    expect(row.applicantMessage).toBe('Mornings after 11 suit me.');
    expect(t.outbox.at(-1)?.text).toContain('Mornings after 11 suit me.');

    const declined = await act(token, { action: 'decline' });
    expect(declined.statusCode).toBe(200);
  });

  it('refuses an expired or altered link alike, and a send without slots to come', async () => {
    const made = await applicantWithSlots('kai.lee@example.org', [inDays(7)]);
    await sendSlots(made.applicantId);
    const token = emailedToken('kai.lee@example.org');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refusedAltered = await act(altered, { action: 'book', interviewId: made.slots[0] });
    expect(refusedAltered.statusCode).toBe(400);
    await t.db
      .update(schema.links)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.links.subjectId, made.applicantId));
    const refusedExpired = await act(token, { action: 'book', interviewId: made.slots[0] });
    expect(refusedExpired.body).toBe(refusedAltered.body);
    expect((await stateOf(made.slots[0] ?? '')).state).toBe('Offered');

    const none = await applicantWithSlots('no.slots@example.org', []);
    expect((await sendSlots(none.applicantId)).statusCode).toBe(409);
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    expect((await sendSlots(made.applicantId, noAccess)).statusCode).toBe(403);
  });
});

describe('the interview calendar', () => {
  it('lists interviews across applicants in a period, by branch, and audits each file read', async () => {
    const made = await applicantWithSlots('cal.one@example.org', [inDays(20), inDays(40)]);
    const fromDay = addCalendarDays('2030-01-01', 19);
    const toDay = addCalendarDays('2030-01-01', 25);
    const url = `/api/v1/recruitment/interview-calendar?from=${fromDay}&to=${toDay}`;
    const response = await t.call({ method: 'GET', url, cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.interviews.map((i: { id: string }) => i.id);
    expect(ids).toContain(made.slots[0]);
    expect(ids).not.toContain(made.slots[1]);
    const first = response
      .json()
      .data.interviews.find((i: { id: string }) => i.id === made.slots[0]);
    expect(first).toMatchObject({
      applicantId: made.applicantId,
      applicantName: 'Nia Jones',
      state: 'Offered',
    });

    const otherBranch = await createSample(t, admin, recordKind('branches'));
    const filtered = await t.call({
      method: 'GET',
      url: `${url}&branch=${otherBranch.row.id}`,
      cookie: admin,
    });
    expect(filtered.json().data.interviews.map((i: { id: string }) => i.id)).not.toContain(
      made.slots[0],
    );
    const own = await t.call({ method: 'GET', url: `${url}&branch=${made.branch}`, cookie: admin });
    expect(own.json().data.interviews.map((i: { id: string }) => i.id)).toContain(made.slots[0]);
    // Another organisation's calendar for the same days holds none of them.
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const elsewhere = await t.call({ method: 'GET', url, cookie: riverside });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().data.interviews).toEqual([]);

    const [read] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        sql`${schema.auditLog.subjectId} = ${made.applicantId} and ${schema.auditLog.action} = 'read'`,
      );
    expect(read?.changes).toMatchObject({ section: 'interview calendar' });

    const bad = await t.call({
      method: 'GET',
      url: `/api/v1/recruitment/interview-calendar?from=${ukCalendarDate()}&to=2020-01-01`,
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
