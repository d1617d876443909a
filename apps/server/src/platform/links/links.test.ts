import { schema } from '@care360/db';
import { noDataAnswer } from '@care360/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reachProblems, walkLinkRoutes } from '../../test/link-route-walk';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET_LINK } from '../auth/password-links';
import { hashToken, newToken } from '../auth/tokens';
import { createMailer } from '../email/mailer';
import { HttpError } from '../http/envelope';
import { registerRoutes } from '../http/register-routes';
import { redactUrl } from '../http/request-meta';
import { defineRoute } from '../http/route';
import { issueLink } from './issue-link';
import { defineLinkPurpose, LINK_REFUSED, LINK_REFUSED_STATUS } from './link-purpose';
import { revokeLinks } from './revoke-links';

/**
 * The link mechanism through two test-only routes (a GET that shows the subject's name and a POST
 * that changes it), accepting a multi-use and a single-use purpose, on the real app and database.
 */
const CARD = defineLinkPurpose({
  name: 'test-card',
  subjectType: 'users',
  hours: 2,
  singleUse: false,
  subjectIsLive: PASSWORD_RESET_LINK.subjectIsLive,
});
const ONCE = defineLinkPurpose({ ...CARD, name: 'test-once', singleUse: true });

const readCard = defineRoute({
  method: 'GET',
  url: '/api/v1/test-links/:token',
  access: { link: [CARD, ONCE] },
  summary: 'Test: the subject of a link',
  answer: z.object({ id: z.string(), name: z.string().nullable() }),
  async handler({ link, services: { db } }) {
    const [user] = await db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users)
      .where(eq(schema.users.id, link.subjectId));
    return { data: user };
  },
});

const renameCard = defineRoute({
  method: 'POST',
  url: '/api/v1/test-links/name',
  access: { link: [CARD, ONCE] },
  summary: 'Test: rename the subject of a link',
  body: z.object({ name: z.string().min(1).max(100) }),
  answer: noDataAnswer,
  async handler({ body, link, services: { db, mailer } }) {
    await db
      .update(schema.users)
      .set({ name: body.name })
      .where(eq(schema.users.id, link.subjectId));
    link.afterCommit(() =>
      mailer.send({
        organisationId: link.organisationId,
        to: 'office@care360.local',
        subject: 'A name was changed by link',
        text: `Now: ${body.name}`,
      }),
    );
    // A handler that refuses after writing: everything of the use must roll back.
    if (body.name === 'Refused Name') throw new HttpError(400, 'That name is not allowed.');
    return { data: null, message: 'Renamed.' };
  },
});

/**
 * A careless link route, registered but never walked as a good one: it takes the subject from the
 * body when one is sent. The walk's check must catch it (a check that cannot fail proves nothing).
 */
const carelessRename = defineRoute({
  method: 'POST',
  url: '/api/v1/test-links/careless',
  access: { link: CARD },
  summary: 'Test: rename whoever the body names',
  body: z.object({ name: z.string().min(1).max(100), userId: z.string().optional() }),
  answer: noDataAnswer,
  async handler({ body, link, services: { db } }) {
    await db
      .update(schema.users)
      .set({ name: body.name })
      .where(eq(schema.users.id, body.userId ?? link.subjectId));
    return { data: null };
  },
});

let t: TestApp;
let adminCookie = '';
const ids: Record<'coordinator' | 'hr' | 'manager', string> = {
  coordinator: '',
  hr: '',
  manager: '',
};

beforeAll(async () => {
  t = await createTestApp();
  // Registered before the first request, beside every real route.
  registerRoutes(t.app, [readCard, renameCard, carelessRename], {
    db: t.db,
    config: t.config,
    callers: t.app.callers,
    live: t.app.live,
    mailer: createMailer(t.db, t.app.log, { transport: null, from: 'test <t@care360.local>' }),
  });
  for (const who of ['coordinator', 'hr', 'manager'] as const) {
    const [user] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS[who].email));
    ids[who] = user?.id ?? '';
  }
  adminCookie = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

/** Each call from an address of its own, so the link throttle never answers instead. */
let address = 0;
const from = () => `198.51.100.${(address++ % 250) + 1}`;

const issue = (purpose: typeof CARD, subjectId: string) =>
  issueLink(t.db, {
    purpose,
    subjectId,
    organisationId: t.organisationId,
    issuedBy: null,
    ip: null,
  });
const open = (token: string, cookie?: string) =>
  t.call({ method: 'GET', url: `/api/v1/test-links/${token}`, remoteAddress: from(), cookie });
const rename = (token: unknown, name: string, cookie?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/test-links/name',
    payload: { token, name },
    remoteAddress: from(),
    cookie,
  });

async function nameOf(id: string) {
  const [user] = await t.db
    .select({ name: schema.users.name })
    .from(schema.users)
    .where(eq(schema.users.id, id));
  return user?.name;
}

/**
 * A moment just before now: the database's clock stamps an entry, and may be a hair behind
 * this process's, so entries are then told apart by their link.
 */
const moments = () => new Date(Date.now() - 1000);

async function auditOf(action: string, since: Date) {
  return t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), gt(schema.auditLog.at, since)));
}

async function mailsSaying(body: string) {
  const rows = await t.db.select().from(schema.emailLog).where(eq(schema.emailLog.body, body));
  return rows.length;
}

/** What a caller learns from an answer: its status, its body and which headers it has. */
const seen = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  headers: Object.keys(response.headers)
    .filter((name) => !['date', 'x-request-id'].includes(name))
    .sort(),
  contentType: response.headers['content-type'],
});

const PLAIN = {
  status: false,
  message: LINK_REFUSED,
  data: null,
  errors: {},
};

describe('a link route', () => {
  it('opens with its link and no session, showing its subject only', async () => {
    const { token } = await issue(CARD, ids.coordinator);
    const answer = await open(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      id: ids.coordinator,
      name: DEMO_USERS.coordinator.name,
    });
    expect(answer.body).not.toContain(ids.hr);
  });

  it('gives used, expired, revoked, altered, unknown and wrong-purpose links one plain answer', async () => {
    const since = moments();
    const used = await issue(ONCE, ids.hr);
    expect((await rename(used.token, 'Grace Okafor')).statusCode).toBe(200);
    const expired = await issue(CARD, ids.hr);
    await t.db
      .update(schema.links)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.links.id, expired.id));
    const revoked = await issue(CARD, ids.manager);
    expect(
      await revokeLinks(t.db, {
        purposes: [CARD],
        subjectId: ids.manager,
        organisationId: t.organisationId,
        revokedBy: null,
        ip: null,
      }),
    ).toBe(1);
    const live = await issue(CARD, ids.coordinator);
    const altered = `${live.token.slice(0, -1)}${live.token.endsWith('A') ? 'B' : 'A'}`;
    const wrongPurpose = await issueLink(t.db, {
      purpose: PASSWORD_RESET_LINK,
      subjectId: ids.coordinator,
      organisationId: t.organisationId,
      issuedBy: null,
      ip: null,
    });
    const dead = {
      used: used.token,
      expired: expired.token,
      revoked: revoked.token,
      altered,
      unknown: newToken(),
      'wrong-purpose': wrongPurpose.token,
    };
    const answers = [];
    for (const token of Object.values(dead)) {
      answers.push(seen(await open(token)), seen(await rename(token, 'Someone Else')));
    }
    for (const junk of ['', 'x', 'x'.repeat(500), 42, null, ['a']])
      answers.push(seen(await rename(junk, 'Someone Else')));
    answers.push(seen(await rename(undefined, 'Someone Else')));
    expect(answers[0]?.status).toBe(LINK_REFUSED_STATUS);
    expect(JSON.parse(answers[0]?.body ?? '')).toEqual(PLAIN);
    // GETs and POSTs differ only in nothing: every refusal is the same answer.
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    // Nothing was changed, and the live link still works.
    expect(await nameOf(ids.coordinator)).toBe(DEMO_USERS.coordinator.name);
    expect(await nameOf(ids.manager)).toBe(DEMO_USERS.manager.name);
    expect((await open(live.token)).statusCode).toBe(200);

    // The trail knows why, per attempt: the answer never said.
    const refused = await auditOf('link.refused', since);
    const reasons = refused.map((row) => (row.changes as { refused: string }).refused);
    for (const reason of Object.keys(dead).filter((r) => r !== 'altered' && r !== 'unknown'))
      expect(reasons.filter((r) => r === reason)).toHaveLength(2);
    // altered (2) + unknown (2) + junk tokens (7)
    expect(reasons.filter((r) => r === 'unknown')).toHaveLength(11);
    const trail = JSON.stringify(refused);
    for (const token of Object.values(dead)) expect(trail).not.toContain(token);
  });

  it('is not opened by a session without a link', async () => {
    const admin = await t.login(DEMO_USERS.admin.email);
    const answer = await rename(undefined, 'Session Holder', admin);
    expect(answer.statusCode).toBe(LINK_REFUSED_STATUS);
    expect(answer.json()).toEqual(PLAIN);
  });

  it('refuses a link whose subject was deactivated since, with the same answer', async () => {
    const { token } = await issue(CARD, ids.manager);
    await t.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, ids.manager));
    try {
      const answer = await open(token);
      expect(answer.statusCode).toBe(LINK_REFUSED_STATUS);
      expect(answer.json()).toEqual(PLAIN);
    } finally {
      await t.db.update(schema.users).set({ active: true }).where(eq(schema.users.id, ids.manager));
    }
    expect((await open(token)).statusCode).toBe(200);
  });

  it('reaches only the subject its link names, whatever the request says', async () => {
    const { token } = await issue(CARD, ids.coordinator);
    const answer = await t.call({
      method: 'POST',
      url: '/api/v1/test-links/name',
      // Another subject's id everywhere a careless handler might look for one.
      payload: { token, name: 'Renamed By Link', id: ids.hr, subjectId: ids.hr, userId: ids.hr },
      query: { id: ids.hr, subjectId: ids.hr },
      remoteAddress: from(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await nameOf(ids.coordinator)).toBe('Renamed By Link');
    expect(await nameOf(ids.hr)).toBe(DEMO_USERS.hr.name);
    await t.db
      .update(schema.users)
      .set({ name: DEMO_USERS.coordinator.name })
      .where(eq(schema.users.id, ids.coordinator));
  });

  it('is spent by one use when single-use; a GET only looks', async () => {
    const since = moments();
    const { token, id } = await issue(ONCE, ids.hr);
    expect((await open(token)).statusCode).toBe(200);
    const head = await t.call({
      method: 'HEAD',
      url: `/api/v1/test-links/${token}`,
      remoteAddress: from(),
    });
    expect(head.statusCode).toBe(200);
    expect((await rename(token, 'Grace Okafor')).statusCode).toBe(200);
    expect((await rename(token, 'Grace Okafor')).json()).toEqual(PLAIN);
    expect((await open(token)).json()).toEqual(PLAIN);
    const [row] = await t.db.select().from(schema.links).where(eq(schema.links.id, id));
    expect(row?.usedAt).not.toBeNull();
    expect(row?.uses).toBe(3);
    const ofLink = (rows: Array<typeof schema.auditLog.$inferSelect>) =>
      rows.filter((r) => (r.changes as { link?: string }).link === id);
    expect(ofLink(await auditOf('link.opened', since))).toHaveLength(2);
    expect(ofLink(await auditOf('link.used', since))).toHaveLength(1);
    expect(ofLink(await auditOf('link.refused', since))).toHaveLength(2);
  });

  it('works again and again when multi-use, each use audited', async () => {
    const since = moments();
    const { token, id } = await issue(CARD, ids.hr);
    for (let i = 0; i < 3; i++) expect((await rename(token, 'Multi Use')).statusCode).toBe(200);
    await t.db
      .update(schema.users)
      .set({ name: DEMO_USERS.hr.name })
      .where(eq(schema.users.id, ids.hr));
    const [row] = await t.db.select().from(schema.links).where(eq(schema.links.id, id));
    expect(row).toMatchObject({ uses: 3, usedAt: null });
    // Work handed to afterCommit ran once per committed use.
    expect(await mailsSaying('Now: Multi Use')).toBe(3);
    const used = (await auditOf('link.used', since)).filter(
      (r) => (r.changes as { link?: string }).link === id,
    );
    expect(used).toHaveLength(3);
    expect(used[0]).toMatchObject({
      organisationId: t.organisationId,
      recordType: 'users',
      recordId: ids.hr,
      changes: { purpose: 'test-card', link: id, route: 'POST /api/v1/test-links/name' },
    });
  });

  it('lets only one of two uses at once of a single-use link through', async () => {
    const { token } = await issue(ONCE, ids.hr);
    const answers = await Promise.all([
      rename(token, 'Grace Okafor'),
      rename(token, 'Grace Okafor'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, LINK_REFUSED_STATUS]);
  });

  it('rolls back the use, its audit entry and the handler’s writes when the handler refuses', async () => {
    const since = moments();
    const { token, id } = await issue(ONCE, ids.hr);
    const refused = await rename(token, 'Refused Name');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('That name is not allowed.');
    expect(await nameOf(ids.hr)).toBe(DEMO_USERS.hr.name);
    const [row] = await t.db.select().from(schema.links).where(eq(schema.links.id, id));
    expect(row).toMatchObject({ uses: 0, usedAt: null });
    expect(await mailsSaying('Now: Refused Name')).toBe(0);
    const used = await auditOf('link.used', since);
    expect(used.filter((r) => (r.changes as { link?: string }).link === id)).toEqual([]);
    expect((await rename(token, 'Grace Okafor')).statusCode).toBe(200);
  });
});

describe('issuing and revoking', () => {
  it('stores only the hash of a 256-bit token, and audits the issue', async () => {
    const since = moments();
    const { token, id, expiresAt } = await issue(CARD, ids.coordinator);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(schema.links).where(eq(schema.links.id, id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ purpose: 'test-card', subjectType: 'users', singleUse: false });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    const [entry] = (await auditOf('link.issued', since)).filter(
      (r) => (r.changes as { link?: string }).link === id,
    );
    expect(entry).toMatchObject({ recordType: 'users', recordId: ids.coordinator });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('re-sending issues a new token and kills the old one; other subjects keep theirs', async () => {
    const first = await issue(CARD, ids.coordinator);
    const other = await issue(CARD, ids.hr);
    const again = await issue(CARD, ids.coordinator);
    expect(again.token).not.toBe(first.token);
    expect((await open(first.token)).json()).toEqual(PLAIN);
    expect((await open(again.token)).statusCode).toBe(200);
    expect((await open(other.token)).statusCode).toBe(200);
  });

  it('revoking withdraws only the named subject and purposes, and is audited', async () => {
    const since = moments();
    const card = await issue(CARD, ids.coordinator);
    const once = await issue(ONCE, ids.coordinator);
    const other = await issue(CARD, ids.hr);
    const count = await revokeLinks(t.db, {
      purposes: [CARD],
      subjectId: ids.coordinator,
      organisationId: t.organisationId,
      revokedBy: null,
      ip: null,
    });
    expect(count).toBe(1);
    expect((await open(card.token)).json()).toEqual(PLAIN);
    expect((await open(once.token)).statusCode).toBe(200);
    expect((await open(other.token)).statusCode).toBe(200);
    const revoked = await auditOf('link.revoked', since);
    expect(revoked.filter((r) => r.recordId === ids.coordinator)).toHaveLength(1);
  });

  it('a link of one organisation does not reach into another', async () => {
    // A forged row naming a subject of another organisation: the subject check refuses it.
    const [other] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.riverside.email));
    const { token } = await issue(CARD, other?.id ?? '');
    expect((await open(token)).json()).toEqual(PLAIN);
  });
});

describe('link tokens in logs', () => {
  it('are redacted from any path that carries one', () => {
    const token = newToken();
    expect(redactUrl(`/api/v1/test-links/${token}`)).toBe('/api/v1/test-links/[redacted]');
    expect(redactUrl(`/employer-reference/${token}?step=2`)).toBe(
      '/employer-reference/[redacted]?step=2',
    );
    expect(redactUrl('/api/v1/clients/7d4c2a9e-1b3f-4e5a-8c6d-0f1e2d3c4b5a')).toBe(
      '/api/v1/clients/7d4c2a9e-1b3f-4e5a-8c6d-0f1e2d3c4b5a',
    );
  });
});

describe('old reset links', () => {
  it('live in the links table now; the table they had is gone', async () => {
    const rows = await t.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'password_resets'`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    const [live] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.links)
      .where(inArray(schema.links.purpose, ['password-reset', 'invitation']));
    expect(live?.n).toBeGreaterThanOrEqual(1);
  });
});

describe('the route walk of link routes, on these test routes', () => {
  // The walk the app's routes get (routes.walk.*.test.ts), here on a GET with its token in the
  // path and a POST with it in the body, each of a multi-use and a single-use purpose.
  walkLinkRoutes(
    () => t,
    [readCard, renameCard],
    () => adminCookie,
    { 'POST /api/v1/test-links/name': { name: 'Walked Name' } },
  );
});

describe('the walk’s check that a link reaches its own subject only', () => {
  it('catches a route that takes its subject from the request', async () => {
    const problems = await reachProblems(t, carelessRename, CARD, {
      'POST /api/v1/test-links/careless': { name: 'Careless Name' },
    });
    expect(problems).toContain("the other subject's row changed");
  });
});
