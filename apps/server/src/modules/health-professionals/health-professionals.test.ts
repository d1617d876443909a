import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { PROFESSIONAL_LINK_REFUSED } from './grant-link';
import { VIEW_ACTION } from './grants';

/**
 * Health professionals against a real database: a grant only of what the client consented to,
 * its link emailed once and nowhere else, every view audited and listed on the client's file,
 * and an expired, revoked or wrong link answered alike and throttled.
 */

let t: TestApp;
let admin: string;
let consenting: string;
let refusing: string;
let address = 0;
const from = () => `198.51.100.${(address++ % 250) + 1}`;
const grantTable = tableOf(recordKind('health-professional-grants'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const { formResponses } = schema;
  const rows = await t.db
    .select({ id: formResponses.subjectId })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, t.organisationId),
        eq(formResponses.subjectType, 'client'),
        eq(formResponses.formKey, 'consent'),
        eq(formResponses.status, 'completed'),
        sql`${formResponses.answers}->>'consent_share_health' = 'yes'`,
      ),
    )
    .orderBy(asc(formResponses.subjectId))
    .limit(2);
  consenting = rows[0]?.id ?? '';
  refusing = rows[1]?.id ?? '';
  // The second client said no to sharing with health professionals.
  await t.db
    .update(formResponses)
    .set({
      answers: sql`jsonb_set(${formResponses.answers}, '{consent_share_health}', '"no"')`,
    })
    .where(and(eq(formResponses.subjectId, refusing), eq(formResponses.formKey, 'consent')));
});
afterAll(() => t.close());

async function addProfessional(email: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/health-professionals',
    cookie: admin,
    payload: {
      name: 'Dr Ruth Kaye',
      profession: 'GP',
      organisation: 'Oakwood Surgery',
      registrationNumber: 'GMC 7012345',
      email,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function grant(professional: string, payload: object, cookie = admin) {
  return t.call({
    method: 'POST',
    url: `/api/v1/health-professionals/${professional}/grants`,
    cookie,
    payload,
  });
}

function emailedToken(to: string) {
  const message = [...t.outbox].reverse().find((m) => m.to === to);
  const match = message?.text.match(/\/health-professionals\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no link emailed to ${to}`);
  return { grantId: match[1] ?? '', token: match[2] ?? '' };
}

const open = (token: string, ip = from()) =>
  t.call({ method: 'GET', url: `/api/v1/health-professional-area/${token}`, remoteAddress: ip });
const pdf = (token: string, type: string) =>
  t.call({
    method: 'GET',
    url: `/api/v1/health-professional-area/${token}/pdf?type=${type}`,
    remoteAddress: from(),
  });

async function grantCount() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(grantTable);
  return row?.n ?? 0;
}

describe('granting access', () => {
  it('emails the link once, keeps its token out of the answer and the email log', async () => {
    const professional = await addProfessional('ruth.kaye@nhs.example');
    const response = await grant(professional, {
      client: consenting,
      documents: ['care-plan'],
      expiresAt: inHours(48),
      reason: 'Medication review',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { token, grantId } = emailedToken('ruth.kaye@nhs.example');
    expect(response.body).not.toContain(token);
    expect(response.json().data).toMatchObject({
      id: grantId,
      state: 'Active',
      documents: ['care-plan'],
    });
    const logged = await t.db.select({ body: schema.emailLog.body }).from(schema.emailLog);
    expect(logged.some((row) => row.body.includes(token))).toBe(false);
    const [link] = await t.db
      .select({ hash: schema.links.tokenHash })
      .from(schema.links)
      .where(eq(schema.links.subjectId, grantId));
    expect(link?.hash).not.toBe(token);
    const list = await t.call({
      method: 'GET',
      url: `/api/v1/health-professionals/${professional}/grants`,
      cookie: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().data.grants).toHaveLength(1);
  });

  it('refuses documents the client has not consented to share, writing nothing', async () => {
    const professional = await addProfessional('no.consent@nhs.example');
    const before = await grantCount();
    const response = await grant(professional, {
      client: refusing,
      documents: ['care-plan', 'mar-chart'],
      expiresAt: inHours(24),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.documents[0]).toMatch(/not consented/);
    expect(await grantCount()).toBe(before);
    expect(t.outbox.some((m) => m.to === 'no.consent@nhs.example')).toBe(false);
    const consent = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${refusing}/consented-documents`,
      cookie: admin,
    });
    expect(consent.json().data.consented).toEqual([]);
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const professional = await addProfessional('bad.input@nhs.example');
    const bodies: unknown[] = [
      {},
      { client: 'nope', documents: ['care-plan'], expiresAt: inHours(5) },
      { client: consenting, documents: [], expiresAt: inHours(5) },
      { client: consenting, documents: ['passport'], expiresAt: inHours(5) },
      { client: consenting, documents: ['care-plan'], expiresAt: 'tomorrow' },
      { client: consenting, documents: ['care-plan'], expiresAt: inHours(-5) },
      { client: consenting, documents: ['care-plan'], expiresAt: inHours(24 * 400) },
      {
        client: '00000000-0000-4000-8000-000000000000',
        documents: ['care-plan'],
        expiresAt: inHours(5),
      },
      'not json',
    ];
    for (const payload of bodies) {
      const response = await grant(professional, payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const unknown = await grant('00000000-0000-4000-8000-000000000000', {
      client: consenting,
      documents: ['care-plan'],
      expiresAt: inHours(5),
    });
    expect(unknown.statusCode).toBe(404);
    const badPdf = await t.call({
      method: 'GET',
      url: `/api/v1/health-professional-area/${'x'.repeat(500)}/pdf?type=${'y'.repeat(90)}`,
      remoteAddress: from(),
    });
    expect(badPdf.statusCode).toBeLessThan(500);
  });

  it('is refused to someone without the permission to grant', async () => {
    const professional = await addProfessional('refused@nhs.example');
    const coordinator = await t.login(DEMO_USERS.coordinator.email);
    const before = await grantCount();
    const response = await grant(
      professional,
      { client: consenting, documents: ['care-plan'], expiresAt: inHours(5) },
      coordinator,
    );
    expect(response.statusCode).toBe(403);
    expect(await grantCount()).toBe(before);
  });
});

describe("the professional's link", () => {
  it('shows only the granted documents, audits every view and lists it on the client file', async () => {
    const professional = await addProfessional('views@nhs.example');
    await grant(professional, {
      client: consenting,
      documents: ['care-plan', 'recent-logs'],
      expiresAt: inHours(24),
    });
    const { token, grantId } = emailedToken('views@nhs.example');
    const area = await open(token);
    expect(area.statusCode, area.body).toBe(200);
    expect(area.json().data.documents.map((d: { type: string }) => d.type)).toEqual([
      'care-plan',
      'recent-logs',
    ]);
    const carePlan = await pdf(token, 'care-plan');
    expect(carePlan.statusCode, carePlan.body).toBe(200);
    expect(carePlan.headers['content-type']).toContain('application/pdf');
    expect(carePlan.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The app's preview page frames it; no other site may.
    expect(carePlan.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await pdf(token, 'recent-logs')).statusCode).toBe(200);
    const notGranted = await pdf(token, 'mar-chart');
    expect(notGranted.statusCode).toBe(400);
    expect(notGranted.json().message).toBe(PROFESSIONAL_LINK_REFUSED);
    const views = await t.db
      .select({ changes: schema.auditLog.changes, recordId: schema.auditLog.recordId })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, VIEW_ACTION), eq(schema.auditLog.subjectId, grantId)));
    expect(views.map((v) => (v.changes as { document: string }).document)).toEqual(
      expect.arrayContaining(['List of documents', 'Care plan', 'Recent logs']),
    );
    expect(views).toHaveLength(3);
    expect(views.every((v) => v.recordId === consenting)).toBe(true);
    const file = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${consenting}/health-professional-access`,
      cookie: admin,
    });
    expect(file.statusCode, file.body).toBe(200);
    const data = file.json().data;
    expect(data.views.filter((v: { grantId: string }) => v.grantId === grantId)).toHaveLength(3);
    expect(data.grants.find((g: { id: string }) => g.id === grantId)?.views).toBe(3);
  });

  it('answers an expired, a revoked and a wrong link the same', async () => {
    const professional = await addProfessional('ends@nhs.example');
    await grant(professional, {
      client: consenting,
      documents: ['care-plan'],
      expiresAt: inHours(24),
    });
    const expiring = emailedToken('ends@nhs.example');
    await grant(professional, {
      client: consenting,
      documents: ['care-plan'],
      expiresAt: inHours(24),
    });
    const revoking = emailedToken('ends@nhs.example');
    expect((await open(expiring.token)).statusCode).toBe(200);
    expect((await open(revoking.token)).statusCode).toBe(200);
    // The grant runs out.
    await t.db
      .update(grantTable)
      .set({ expiresAt: new Date(Date.now() - 1000) } as never)
      .where(eq(column(grantTable, 'id'), expiring.grantId));
    const revoked = await t.call({
      method: 'POST',
      url: `/api/v1/health-professional-grants/${revoking.grantId}/revoke`,
      cookie: admin,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const answers = [
      await open(expiring.token),
      await open(revoking.token),
      await open('A'.repeat(43)),
      await pdf(revoking.token, 'care-plan'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json().message).toBe(PROFESSIONAL_LINK_REFUSED);
    const again = await t.call({
      method: 'POST',
      url: `/api/v1/health-professional-grants/${revoking.grantId}/revoke`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('emails fresh links on sign-in, answering the same for an unknown address', async () => {
    const professional = await addProfessional('signin@nhs.example');
    await grant(professional, {
      client: consenting,
      documents: ['care-plan'],
      expiresAt: inHours(24),
    });
    const first = emailedToken('signin@nhs.example');
    const known = await t.call({
      method: 'POST',
      url: '/health-professionals/login',
      payload: { email: 'signin@nhs.example' },
      remoteAddress: from(),
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/health-professionals/login',
      payload: { email: 'nobody@nhs.example' },
      remoteAddress: from(),
    });
    expect(known.statusCode, known.body).toBe(200);
    expect(unknown.body).toBe(known.body);
    const second = emailedToken('signin@nhs.example');
    expect(second.token).not.toBe(first.token);
    expect((await open(second.token)).statusCode).toBe(200);
    expect((await open(first.token)).statusCode).toBe(400);
    const bad = await t.call({
      method: 'POST',
      url: '/health-professionals/login',
      payload: { email: 'not an email' },
      remoteAddress: from(),
    });
    expect(bad.statusCode).toBe(400);
  });

  // Last: it uses up one address's allowance of failed links.
  it('throttles wrong links from one address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await open(`wrong-${i}`.padEnd(43, 'x'), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
