import { schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSent } from '../../test/statements-sent';
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, type TestApp } from '../../test/test-app';
import { MFA_ENROLMENT_NEEDED } from './mfa/mfa-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await until(() => t.app.callers.listening);
});
afterAll(() => t.close());

/** Polls `condition` (a notice or a reconnection arrives on its own connection). */
async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs a write made outside the app (another process, an operator's SQL) and waits until this
 * process has been told of it: as soon as the notice arrives on the listening connection.
 */
async function changedElsewhere(write: () => Promise<unknown>) {
  const before = t.app.callers.notices;
  await write();
  await until(() => t.app.callers.notices > before);
}

/** How many SQL statements a GET sends (statements-sent.ts). */
async function statementsOf(cookie: string, url = '/api/v1/user') {
  const { response, statements } = await statementsSent(t, url, cookie);
  return { response, count: statements.length };
}

const me = (cookie: string) => t.call({ method: 'GET', url: '/api/v1/user', cookie });
const userId = async (email: string) => {
  const [user] = await t.db
    .select({ id: schema.users.id, roleId: schema.users.roleId })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!user?.roleId) throw new Error(`${email} missing`);
  return { id: user.id, roleId: user.roleId };
};

describe('the caller cache', () => {
  it('serves a repeated request’s caller from memory: it reads nothing to know who calls', async () => {
    const cookie = await t.login(DEMO_USERS.admin.email);
    const first = await statementsOf(cookie);
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.count).toBe(1);
    const second = await statementsOf(cookie);
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json().data.data.email).toBe(DEMO_USERS.admin.email);
    expect(second.count).toBe(0);
  });

  it('ends a signed-out session on the very next request', async () => {
    const cookie = await t.login(DEMO_USERS.hr.email);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/logout', cookie })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions of a password change on their very next request', async () => {
    const email = DEMO_USERS.coordinator.email;
    const other = await t.login(email);
    const changing = await t.login(email);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const change = await t.call({
      method: 'POST',
      url: '/api/v1/account/password',
      cookie: changing,
      payload: { currentPassword: DEMO_PASSWORD, password: 'a much longer new passphrase 42' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('drops a cached caller when a role’s permissions change', async () => {
    const cookie = await t.login(DEMO_USERS.manager.email);
    const before = (await me(cookie)).json().data.data.userPermissions as string[];
    expect(before.length).toBeGreaterThan(0);
    expect((await me(cookie)).statusCode).toBe(200);
    const { roleId } = await userId(DEMO_USERS.manager.email);
    const granted = await t.db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, roleId));
    await changedElsewhere(() =>
      t.db.delete(schema.rolePermissions).where(eq(schema.rolePermissions.roleId, roleId)),
    );
    try {
      expect((await me(cookie)).json().data.data.userPermissions).toEqual([]);
    } finally {
      await t.db.insert(schema.rolePermissions).values(granted);
    }
  });

  it('drops a cached caller when the account is deactivated', async () => {
    const cookie = await t.login(DEMO_USERS.riverside.email);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    const { id } = await userId(DEMO_USERS.riverside.email);
    await changedElsewhere(() =>
      t.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, id)),
    );
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      await t.db.update(schema.users).set({ active: true }).where(eq(schema.users.id, id));
    }
  });

  it('drops a cached caller when their role comes to require multi-factor sign-in', async () => {
    const cookie = await t.login(DEMO_USERS.manager.email);
    const clients = () => t.call({ method: 'GET', url: '/api/v1/clients', cookie });
    expect((await clients()).statusCode).toBe(200);
    expect((await clients()).statusCode).toBe(200);
    const { roleId } = await userId(DEMO_USERS.manager.email);
    await changedElsewhere(() =>
      t.db.update(schema.roles).set({ requiresMfa: true }).where(eq(schema.roles.id, roleId)),
    );
    try {
      const refused = await clients();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MFA_ENROLMENT_NEEDED);
    } finally {
      await t.db
        .update(schema.roles)
        .set({ requiresMfa: false })
        .where(eq(schema.roles.id, roleId));
    }
  });
});
