import { type Database, openDatabase, schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { sessionCookieName } from './sessions';

// Two processes on one PostgreSQL database, as behind a load balancer: instance A is the test app,
// instance B a second app on a pool of its own.
let a: TestApp;
let bDatabase: Database;
let b: App;
/** B reconnects its listener slowly here, so the test can act while it is down. */
const B_RETRY_MS = 1_500;

beforeAll(async () => {
  a = await createTestApp();
  const pool = (a.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  bDatabase = await openDatabase({ url: pool.options.connectionString, poolSize: 2 });
  b = await buildApp({
    config: a.config,
    db: bDatabase.db,
    ping: bDatabase.ping,
    logger: false,
    mailTransport: null,
    callerCache: { retryMs: B_RETRY_MS },
  });
  await until(() => a.app.callers.listening && b.callers.listening);
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const meOn = (app: App, cookie: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: { cookie: `${sessionCookieName(a.config)}=${cookie}` },
  });

describe('the caller cache across processes', () => {
  it('a sign-out through instance A ends the session on instance B’s next request', async () => {
    const cookie = await a.login(DEMO_USERS.hr.email);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    const notices = b.callers.notices;
    expect((await a.call({ method: 'POST', url: '/logout', cookie })).statusCode).toBe(200);
    // The notice travels from the server to B's listening connection.
    await until(() => b.callers.notices > notices);
    expect((await meOn(b, cookie)).statusCode).toBe(401);
  });

  it('a deactivation through instance A holds on instance B’s next request', async () => {
    const cookie = await a.login(DEMO_USERS.riverside.email);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    const [user] = await a.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.riverside.email));
    if (!user) throw new Error('demo user missing');
    const notices = b.callers.notices;
    await a.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, user.id));
    try {
      await until(() => b.callers.notices > notices);
      expect((await meOn(b, cookie)).statusCode).toBe(401);
    } finally {
      await a.db.update(schema.users).set({ active: true }).where(eq(schema.users.id, user.id));
    }
  });

  it('serves nothing from the cache while the listening connection is lost, and clears it on reconnecting', async () => {
    const cookie = await a.login(DEMO_USERS.manager.email);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    expect((await meOn(b, cookie)).statusCode).toBe(200);
    const pid = b.callerListener?.backendPid();
    expect(pid).toBeTypeOf('number');
    await a.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    await until(() => !b.callers.listening);
    // Nobody hears this change: B must not answer from what it had cached.
    const [user] = await a.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.manager.email));
    if (!user) throw new Error('demo user missing');
    await a.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, user.id));
    try {
      expect((await meOn(b, cookie)).statusCode).toBe(401);
      expect(b.callers.listening).toBe(false);
    } finally {
      await a.db.update(schema.users).set({ active: true }).where(eq(schema.users.id, user.id));
    }
    // B is still up, reconnects on its own and answers as before.
    await until(() => b.callers.listening);
    expect(b.callerListener?.backendPid()).not.toBe(pid);
    const again = await a.login(DEMO_USERS.manager.email);
    expect((await meOn(b, again)).statusCode).toBe(200);
  });
});
