import { randomBytes } from 'node:crypto';
import { DEMO_CARER, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessionCookieName } from '../../platform/auth/sessions';
import { createMailer } from '../../platform/email/mailer';
import { rowsOf } from '../../platform/raw-rows';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { raiseAlerts } from '../live-events/alert-raising';
import { escalateAlerts } from '../live-events/escalation';
import { pushCoverOffered, setPushSender } from '.';
import { usersToPush } from './push-audience';
import { type PushSender, pushSendTask } from './push-send.job';
import { vapidKeys } from './vapid-keys';

/**
 * Web push against the real database: the installation's keys made once, browsers registered
 * only when they point at a push service, each person's choices obeyed, a push queued with the
 * escalation it tells of, and a browser its push service no longer knows forgotten.
 */

let t: TestApp;
let carer: string;
let manager: string;
let carerUserId: string;
let carerId: string;
let managerId: string;

const { pushSubscriptions, pushMessages, pushVapidKeys, auditLog } = schema;
const quiet = { info: () => {}, warn: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

/** A browser's registration as `PushSubscription.toJSON()` gives it. */
function browser(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
) {
  const point = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscribe = (cookie: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/v1/my/push-subscriptions', cookie, payload });

const userIdOf = async (email: string) => {
  const [row] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return String(row?.id);
};

const jobContext = () => ({
  db: t.db,
  config: t.config,
  mailer: createMailer(t.db, quiet, { transport: null, from: 'care360@test' }),
  log: quiet,
  organisationId: t.organisationId,
  attempt: 1,
  scheduledFor: new Date(),
});

const messagesOf = (userId: string) =>
  t.db.select().from(pushMessages).where(eq(pushMessages.userId, userId));

const sendJobs = async () =>
  rowsOf<{ payload: { data: { messageId: string } } }>(
    await t.db.execute(
      sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = 'push.send'`,
    ),
  ).map((job) => job.payload.data.messageId);

beforeAll(async () => {
  t = await createTestApp();
  [carer, manager] = await Promise.all([
    t.login(DEMO_CARER.email),
    t.login(DEMO_USERS.manager.email),
  ]);
  carerUserId = await userIdOf(DEMO_CARER.email);
  managerId = await userIdOf(DEMO_USERS.manager.email);
  const k = tableOf(recordKind('carers'));
  const [own] = await t.db
    .select({ id: column(k, 'id') })
    .from(k)
    .where(eq(column(k, 'user'), carerUserId));
  carerId = String(own?.id);
});
afterAll(() => t.close());

describe('the installation’s VAPID keys', () => {
  it('are made on the first start and kept across starts; processes starting together agree', async () => {
    const first = (
      await t.call({ method: 'GET', url: '/api/v1/push/public-key', cookie: carer })
    ).json().data.publicKey as string;
    // A P-256 public key, uncompressed, in base64url.
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const again = await buildApp({
      config: t.config,
      db: t.db,
      ping: async () => {},
      logger: false,
    });
    try {
      const second = await again.inject({
        method: 'GET',
        url: '/api/v1/push/public-key',
        headers: { cookie: `${sessionCookieName(t.config)}=${carer}` },
      });
      expect(second.json().data.publicKey).toBe(first);
    } finally {
      await again.close();
    }
    expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);

    // Two first starts at once each make a pair; both end with the one that was stored.
    const kept = await t.db.select().from(pushVapidKeys);
    await t.db.delete(pushVapidKeys);
    try {
      const [a, b, c] = await Promise.all([vapidKeys(t.db), vapidKeys(t.db), vapidKeys(t.db)]);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);
    } finally {
      await t.db.delete(pushVapidKeys);
      await t.db.insert(pushVapidKeys).values(kept);
    }
  });

  it('never answer the private key', async () => {
    const [keys] = await t.db.select().from(pushVapidKeys);
    const secret = String(keys?.privateKey);
    expect(secret.length).toBeGreaterThan(20);
    const answers = await Promise.all([
      t.call({ method: 'GET', url: '/api/v1/push/public-key', cookie: manager }),
      t.call({ method: 'GET', url: '/api/v1/my/push-preferences', cookie: manager }),
      subscribe(manager, browser()),
      t.call({ method: 'GET', url: '/api/docs/openapi.json', cookie: manager }),
    ]);
    for (const answer of answers) expect(answer.body).not.toContain(secret);
    expect(answers[0]?.json().data).toEqual({ publicKey: keys?.publicKey });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('registering a browser', () => {
  it('keeps one row per browser, however often it registers', async () => {
    const device = browser();
    const first = await subscribe(carer, device);
    expect(first.statusCode, first.body).toBe(200);
    const again = await subscribe(carer, device);
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toMatchObject([{ userId: carerUserId, p256dh: device.keys.p256dh }]);
    const prefs = await t.call({
      method: 'GET',
      url: '/api/v1/my/push-preferences',
      cookie: carer,
    });
    expect(prefs.json().data.devices).toBeGreaterThanOrEqual(1);

    const removed = await t.call({
      method: 'DELETE',
      url: '/api/v1/my/push-subscriptions',
      cookie: carer,
      payload: { endpoint: device.endpoint },
    });
    expect(removed.json().data).toEqual({ removed: true });
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toEqual([]);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 'endpoint'],
    ['an endpoint at an address', { endpoint: 'https://10.0.0.5/push' }, 'endpoint'],
    ['an endpoint on this machine', { endpoint: 'https://localhost/push' }, 'endpoint'],
    ['an endpoint with a port', { endpoint: 'https://push.example.com:8443/x' }, 'endpoint'],
    [
      'a key that is no P-256 point',
      { keys: { p256dh: 'AAAA', auth: 'x'.repeat(22) } },
      'keys.p256dh',
    ],
  ])('refuses %s with 422 and writes nothing', async (_case, change, field) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);
    const audits = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'push.subscribed'));
    const answer = await subscribe(carer, { ...browser(), ...change });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors[field]).toBeDefined();
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions)).toEqual(
      before,
    );
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, 'push.subscribed')),
    ).toEqual(audits);
  });

  it('refuses an endpoint too long before looking at it', async () => {
    const answer = await subscribe(carer, browser(`https://push.example.com/${'a'.repeat(1200)}`));
    expect(answer.statusCode).toBe(400);
  });
});

describe('choosing what to be told of', () => {
  it('offers a carer the carers’ categories, saves a change and audits it', async () => {
    const get = await t.call({ method: 'GET', url: '/api/v1/my/push-preferences', cookie: carer });
    const categories = get.json().data.categories as { category: string; on: boolean }[];
    expect(categories.map((c) => c.category)).toEqual([
      'visits-new',
      'visits-changed',
      'cover-offered',
      'cover-gone',
    ]);
    expect(categories.every((c) => c.on)).toBe(true);
    const office = await t.call({
      method: 'PUT',
      url: '/api/v1/my/push-preferences',
      cookie: carer,
      payload: { categories: { 'alerts-escalated': true } },
    });
    expect(office.statusCode).toBe(422);
    const put = await t.call({
      method: 'PUT',
      url: '/api/v1/my/push-preferences',
      cookie: carer,
      payload: { categories: { 'cover-offered': false } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.categories).toContainEqual(
      expect.objectContaining({ category: 'cover-offered', on: false }),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'push.preferences-changed'), eq(auditLog.recordId, carerUserId)),
      );
    expect(entry?.changes).toEqual({ 'cover-offered': [true, false] });
  });

  it('queues no push of a category the carer turned off, and one of a category left on', async () => {
    await subscribe(carer, browser());
    const visit = { visitDate: '2031-03-04', startTime: '09:00:00', endTime: '09:30:00' };
    const before = (await messagesOf(carerUserId)).length;
    await pushCoverOffered(t.db, t.organisationId, [carerId], visit);
    expect(await messagesOf(carerUserId)).toHaveLength(before);

    await t.call({
      method: 'PUT',
      url: '/api/v1/my/push-preferences',
      cookie: carer,
      payload: { categories: { 'cover-offered': true } },
    });
    await pushCoverOffered(t.db, t.organisationId, [carerId], visit);
    const [message] = (await messagesOf(carerUserId)).filter((m) => m.category === 'cover-offered');
    // A locked phone shows the day and time, never the client.
    expect(message).toMatchObject({
      title: 'Can you cover a visit?',
      body: 'A visit on 04/03/2031 09:00–09:30 needs a carer. The first to accept is given it.',
      url: '/app/carer',
      sentAt: null,
    });
    expect(await sendJobs()).toContain(message?.id);
  });
});

describe('escalations by push', () => {
  it('queues a push to the on-call manager who turned push on, with the email', async () => {
    await subscribe(manager, browser());
    const prefs = await t.call({
      method: 'GET',
      url: '/api/v1/my/push-preferences',
      cookie: manager,
    });
    expect(prefs.json().data.categories).toEqual([
      { category: 'alerts-escalated', label: 'Alerts escalated to me', on: true },
    ]);
    const [own] = await t.db
      .select({ branchId: schema.users.branchId })
      .from(schema.users)
      .where(eq(schema.users.id, managerId));
    const raisedAt = new Date('2031-06-02T09:00:00Z');
    const [alert] = await raiseAlerts(
      t.db,
      t.organisationId,
      [
        {
          source: 'Not checked out',
          dedupKey: 'test:push-escalation',
          severity: 'High',
          subject: 'Not checked out: push test',
          detail: null,
          branch: String(own?.branchId),
          client: null,
          carer: null,
          visit: null,
        },
      ],
      raisedAt,
    );
    const mailer = createMailer(t.db, quiet, { transport: null, from: 'care360@test' });
    const made = await escalateAlerts(
      t.db,
      t.organisationId,
      { mailer, publicUrl: 'http://care360.test', log: quiet },
      new Date(raisedAt.getTime() + 20 * 60_000),
    );
    expect(made.find((e) => e.alertId === alert?.id)).toMatchObject({
      level: 'On-call manager',
      userId: managerId,
    });
    const [message] = (await messagesOf(managerId)).filter(
      (m) => m.category === 'alerts-escalated',
    );
    expect(message).toMatchObject({
      title: 'High alert escalated to you',
      url: '/app/live-events/my-alerts',
    });
    expect(await sendJobs()).toContain(message?.id);
  });
});

describe('the push.send job', () => {
  it('sends to each browser with a TTL, forgets one its service answers 410, and records it sent', async () => {
    const kept = browser();
    const gone = browser();
    await subscribe(manager, kept);
    await subscribe(manager, gone);
    const calls: { endpoint: string; payload: unknown; ttl: number }[] = [];
    const fake: PushSender = async (target, payload, options) => {
      calls.push({ endpoint: target.endpoint, payload: JSON.parse(payload), ttl: options.TTL });
      return { statusCode: target.endpoint === gone.endpoint ? 410 : 201 };
    };
    const [message] = await t.db
      .insert(pushMessages)
      .values({
        organisationId: t.organisationId,
        userId: managerId,
        category: 'alerts-escalated',
        title: 'High alert escalated to you',
        body: 'Open the alerts board.',
        url: '/app/live-events/my-alerts',
      })
      .returning();
    const previous = setPushSender(fake);
    try {
      await pushSendTask.run({ messageId: String(message?.id) }, jobContext());
    } finally {
      setPushSender(previous);
    }
    const endpoints = calls.map((c) => c.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining([kept.endpoint, gone.endpoint]));
    expect(calls[0]).toMatchObject({
      ttl: 3600,
      payload: {
        title: 'High alert escalated to you',
        body: 'Open the alerts board.',
        url: '/app/live-events/my-alerts',
      },
    });
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, managerId));
    expect(left.map((l) => l.endpoint)).toContain(kept.endpoint);
    expect(left.map((l) => l.endpoint)).not.toContain(gone.endpoint);
    const [sent] = await t.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.id, String(message?.id)));
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.devices).toBe(endpoints.length - 1);
  });

  it('sends nothing to someone deactivated, whose browsers go with them', async () => {
    await subscribe(manager, browser());
    const [queued] = await t.db
      .insert(pushMessages)
      .values({
        organisationId: t.organisationId,
        userId: managerId,
        category: 'alerts-escalated',
        title: 'Queued before',
        body: 'Queued before the deactivation.',
        url: '/app/live-events/my-alerts',
      })
      .returning();
    const admin = await t.login(DEMO_USERS.admin.email);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, managerId));
    if (!user) throw new Error('manager missing');
    const answer = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${managerId}`,
      cookie: admin,
      payload: {
        name: user.name,
        email: user.email,
        roleId: user.roleId,
        branchId: user.branchId,
        jobTitle: user.jobTitle,
        phone: user.phone,
        active: false,
        version: user.version,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, managerId)),
    ).toEqual([]);
    // Even were a browser left, the job queued before sends nothing to them.
    await t.db.insert(pushSubscriptions).values({
      organisationId: t.organisationId,
      userId: managerId,
      ...(({ endpoint, keys }) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth }))(browser()),
    });
    let calls = 0;
    const previous = setPushSender(async () => {
      calls++;
      return { statusCode: 201 };
    });
    try {
      await pushSendTask.run({ messageId: String(queued?.id) }, jobContext());
    } finally {
      setPushSender(previous);
    }
    expect(calls).toBe(0);
    expect(await usersToPush(t.db, t.organisationId, [managerId], 'alerts-escalated')).toEqual([]);
  });
});
