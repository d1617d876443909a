import { schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, sessionCookie, type TestApp } from '../../test/test-app';
import { WRONG_CREDENTIALS } from './auth.endpoints';
import { SESSION_COOKIE } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, cookie?: string) =>
  t.call({ method: 'POST', url: '/login', payload: { email, password }, cookie });

describe('sign-in', () => {
  it('signs in, answers the current user and sets an HttpOnly session cookie', async () => {
    const response = await login(' Admin@Care360.local ', 'care360demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data.data).toMatchObject({
      email: DEMO_USERS.admin.email,
      userRole: 'super_admin',
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie: cookie?.value });
    expect(me.json().data.data.name).toBe(DEMO_USERS.admin.name);
  });

  it('stores only a hash of the session id and argon2id password hashes', async () => {
    const token = await t.login(DEMO_USERS.hr.email);
    const stored = await t.db.select().from(schema.sessions);
    expect(stored.some((s) => s.idHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.idHash))).toBe(true);
    const [user] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.hr.email));
    expect(user?.passwordHash?.startsWith('$argon2id$')).toBe(true);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login('nobody@care360.local', 'care360demo');
    const wrong = await login(DEMO_USERS.manager.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(WRONG_CREDENTIALS);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('refuses a malformed request with errors at each field', async () => {
    const response = await login('not-an-email', '');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('rotates the session on sign-in: the session held before no longer works', async () => {
    const before = await t.login(DEMO_USERS.coordinator.email);
    const response = await login(DEMO_USERS.coordinator.email, 'care360demo', before);
    const after = sessionCookie(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: before })).statusCode).toBe(
      401,
    );
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: after })).statusCode).toBe(
      200,
    );
  });

  it('ends the session at sign-out', async () => {
    const token = await t.login(DEMO_USERS.manager.email);
    const out = await t.call({ method: 'POST', url: '/logout', cookie: token });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: token })).statusCode).toBe(
      401,
    );
  });

  it('ends a session idle for longer than the idle timeout, and one past its absolute limit', async () => {
    const idle = await t.login(DEMO_USERS.manager.email);
    await t.db.update(schema.sessions).set({ lastSeenAt: sql`now() - interval '61 minutes'` });
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: idle })).statusCode).toBe(
      401,
    );

    const old = await t.login(DEMO_USERS.manager.email);
    await t.db.update(schema.sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: old })).statusCode).toBe(
      401,
    );
  });

  it('refuses a deactivated account with the same answer as a wrong password', async () => {
    await t.db
      .update(schema.users)
      .set({ active: false })
      .where(eq(schema.users.email, DEMO_USERS.riverside.email));
    const response = await login(DEMO_USERS.riverside.email, 'care360demo');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(WRONG_CREDENTIALS);
  });
});
