import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../platform/email/mail-transports';
import { createMailer } from '../../platform/email/mailer';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { chaseReferences } from './reference-chasing.job';

/**
 * The automatic chase with a clock the test controls: each pass is given its `now`, days counted
 * from the moment the request was sent.
 */

let t: TestApp;
let admin: string;
let applicantId: string;
const outbox = createOutbox();
let mailer: ReturnType<typeof createMailer>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  mailer = createMailer(t.db, t.app.log, { transport: outbox, from: 'care360 <t@care360.local>' });
  applicantId = (
    await createSample(t, admin, recordKind('applicants'), { forename: 'Leo', surname: 'Grant' })
  ).row.id;
});
afterAll(() => t.close());

const references = schema.applicantReferences;

/** A reference whose request the office sent, moved back so it was sent at `sentAt`. */
async function requested(email: string, sentAt: Date) {
  const id = (
    await createSample(
      t,
      admin,
      recordKind('applicant-references'),
      { type: 'Employer', refereeName: 'Sam Referee', email, requestState: 'Not requested' },
      applicantId,
    )
  ).row.id;
  const sent = await t.call({
    method: 'POST',
    url: `/api/v1/applicant-references/${id}/send-request`,
    cookie: admin,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.db
    .update(references)
    .set({ requestedOn: sentAt } as never)
    .where(eq(references.id, id));
  return id;
}

const SENT = new Date('2026-03-02T09:00:00Z');
const day = (n: number) => new Date(SENT.getTime() + n * 86_400_000);
const to = (address: string) => outbox.messages.filter((m) => m.to === address);

async function row(id: string) {
  const [found] = await t.db.select().from(references).where(eq(references.id, id));
  return found as Record<string, unknown>;
}

describe('chasing reference requests', () => {
  it('chases on day 4 and every 2 days after, then on day 14 marks it overdue and tells the office', async () => {
    const id = await requested('slow.referee@example.org', SENT);
    const log: string[] = [];
    for (let n = 1; n <= 17; n += 1) {
      const { chased, overdue } = await chaseReferences(t.db, mailer, t.config, day(n));
      if (chased.includes(id)) log.push(`chased on day ${n}`);
      if (overdue.includes(id)) log.push(`overdue on day ${n}`);
    }
    expect(log).toEqual([
      'chased on day 4',
      'chased on day 6',
      'chased on day 8',
      'chased on day 10',
      'chased on day 12',
      'overdue on day 14',
    ]);
    // Each chase emailed a new link; only the newest works.
    const chases = to('slow.referee@example.org');
    expect(chases).toHaveLength(5);
    expect(chases.every((m) => m.subject.startsWith('Reminder'))).toBe(true);
    const found = await row(id);
    expect(found.requestState).toBe('Overdue');
    expect(found.timesChased).toBe(5);
    const live = await t.db
      .select()
      .from(schema.links)
      .where(and(eq(schema.links.subjectId, id)));
    expect(live.filter((link) => !link.revokedAt)).toHaveLength(1);
    // The office: the admin who sent the request.
    const told = to(DEMO_USERS.admin.email).filter((m) => m.subject.includes('Reference overdue'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Sam Referee');
    const audit = await t.db
      .select({ action: schema.auditLog.action, actor: schema.auditLog.actorUserId })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, id));
    expect(audit.filter((a) => a.action === 'reference.chased')).toHaveLength(5);
    expect(audit.filter((a) => a.action === 'reference.overdue')).toHaveLength(1);
  });

  it('never chases a received reference', async () => {
    const id = await requested('quick.referee@example.org', SENT);
    await t.db
      .update(references)
      .set({ requestState: 'Received', receivedOn: day(2) } as never)
      .where(eq(references.id, id));
    for (const n of [4, 6, 14, 20]) {
      const { chased, overdue } = await chaseReferences(t.db, mailer, t.config, day(n));
      expect(chased).not.toContain(id);
      expect(overdue).not.toContain(id);
    }
    expect(to('quick.referee@example.org')).toHaveLength(0);
  });

  it('chases once when two passes run at the same moment', async () => {
    const id = await requested('twice.referee@example.org', SENT);
    const [a, b] = await Promise.all([
      chaseReferences(t.db, mailer, t.config, day(4)),
      chaseReferences(t.db, mailer, t.config, day(4)),
    ]);
    expect([...(a?.chased ?? []), ...(b?.chased ?? [])].filter((x) => x === id)).toHaveLength(1);
    expect(to('twice.referee@example.org')).toHaveLength(1);
    expect((await row(id)).timesChased).toBe(1);
  });
});
