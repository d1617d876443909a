import { schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, sessionCookie, type TestApp } from '../../test/test-app';
import { NOT_LINKED } from './account.endpoints';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userId(email: string) {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row?.id ?? '';
}

describe('current user', () => {
  it('answers the user at data.data with role and permissions', async () => {
    const cookie = await t.login(DEMO_USERS.manager.email);
    const response = await t.call({ method: 'GET', url: '/api/v1/user', cookie });
    expect(response.statusCode).toBe(200);
    const user = response.json().data.data;
    expect(user).toMatchObject({
      email: DEMO_USERS.manager.email,
      userRole: 'branch_manager',
      organisation: { name: 'Meadowbank Home Care Ltd' },
      branch: { name: 'Leeds Central' },
      parentUserId: null,
    });
    expect(user.userPermissions).toEqual(expect.arrayContaining(['users.read', 'audit.read']));
    expect(user.userPermissions).not.toContain('users.delete');
  });

  it('answers 401 in the envelope when signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      message: 'Please sign in to continue.',
      data: null,
      errors: {},
    });
  });
});

describe('linked accounts', () => {
  it('lists the accounts linked to the one that signed in', async () => {
    const cookie = await t.login(DEMO_USERS.admin.email);
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/account/switch-accounts-list',
      cookie,
    });
    const { accounts, parentUserId } = response.json().data;
    expect(parentUserId).toBe(await userId(DEMO_USERS.admin.email));
    expect(accounts.map((a: { email: string }) => a.email).sort()).toEqual(
      [DEMO_USERS.admin.email, DEMO_USERS.riverside.email, DEMO_USERS.manager.email].sort(),
    );
    expect(accounts.find((a: { current: boolean }) => a.current).email).toBe(
      DEMO_USERS.admin.email,
    );
  });

  it('switches to a linked account with a new session, and back again', async () => {
    const cookie = await t.login(DEMO_USERS.admin.email);
    const admin = await userId(DEMO_USERS.admin.email);
    const riverside = await userId(DEMO_USERS.riverside.email);
    const switched = await t.call({
      method: 'POST',
      url: '/api/v1/account/switch',
      cookie,
      payload: { parent_user: admin, target_user: riverside },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.data).toMatchObject({
      email: DEMO_USERS.riverside.email,
      organisation: { name: 'Riverside Care Services' },
      parentUserId: admin,
    });
    const next = sessionCookie(switched);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie })).statusCode).toBe(401);

    // From the linked account, the list still hangs from the account that signed in.
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/account/switch-accounts-list',
      cookie: next,
    });
    expect(list.json().data.parentUserId).toBe(admin);

    const back = await t.call({
      method: 'POST',
      url: '/api/v1/account/switch',
      cookie: next,
      payload: { parent_user: admin, target_user: admin },
    });
    expect(back.json().data.data).toMatchObject({
      email: DEMO_USERS.admin.email,
      parentUserId: null,
    });
  });

  it('refuses an account that is not linked with 403 and records it in the audit trail', async () => {
    const cookie = await t.login(DEMO_USERS.manager.email);
    const manager = await userId(DEMO_USERS.manager.email);
    const hr = await userId(DEMO_USERS.hr.email);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/account/switch',
      cookie,
      payload: { parent_user: manager, target_user: hr },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_LINKED);
    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie });
    expect(me.json().data.data.email).toBe(DEMO_USERS.manager.email);
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'account.switch-refused'));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorUserId: manager, recordId: hr });
  });

  it('refuses a switch that names someone else as the parent', async () => {
    const cookie = await t.login(DEMO_USERS.hr.email);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/account/switch',
      cookie,
      payload: {
        parent_user: await userId(DEMO_USERS.admin.email),
        target_user: await userId(DEMO_USERS.manager.email),
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
