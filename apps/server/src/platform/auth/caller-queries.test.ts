import { schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSent } from '../../test/statements-sent';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  // These count what resolving a caller reads; the cache (caller-cache.test.ts) would hide it.
  t = await createTestApp({ callerCache: false });
});
afterAll(() => t.close());

const statementsOf = (cookie: string, url = '/api/v1/user') => statementsSent(t, url, cookie);

// GET /api/v1/user answers the caller as resolved and reads nothing itself: every statement it
// costs is the cost of finding out who is calling, which every authenticated request pays.
describe('resolving the caller', () => {
  it('reads a super administrator’s session, account, organisation and branch in one statement', async () => {
    const cookie = await t.login(DEMO_USERS.admin.email);
    const { response, statements } = await statementsOf(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.data).toMatchObject({
      email: DEMO_USERS.admin.email,
      userRole: 'super_admin',
      userPermissions: [],
      branchScope: null,
      parentUserId: null,
      mfaEnrolmentDue: false,
    });
    expect(statements).toHaveLength(1);
  });

  it('reads a branch-scoped role’s permissions and personal grants in the same one statement', async () => {
    const [coordinator] = await t.db
      .select({ id: schema.users.id, branchId: schema.users.branchId })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
    if (!coordinator) throw new Error('demo coordinator missing');
    // A personal grant on top of the role (the user-permissions screen).
    await t.db
      .insert(schema.userPermissions)
      .values({ userId: coordinator.id, permission: 'users.read' });
    const fromRole = await t.db
      .select({ permission: schema.rolePermissions.permission })
      .from(schema.rolePermissions)
      .innerJoin(schema.users, eq(schema.users.roleId, schema.rolePermissions.roleId))
      .where(eq(schema.users.id, coordinator.id));
    expect(fromRole.map((r) => r.permission)).not.toContain('users.read');

    const cookie = await t.login(DEMO_USERS.coordinator.email);
    const { response, statements } = await statementsOf(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data.data;
    expect(user).toMatchObject({
      email: DEMO_USERS.coordinator.email,
      userRole: 'care_coordinator',
      branchScope: { branchId: coordinator.branchId },
      branch: { id: coordinator.branchId },
    });
    expect(user.userPermissions).toEqual(
      [...new Set([...fromRole.map((r) => r.permission), 'users.read'])].sort(),
    );
    expect(statements).toHaveLength(1);

    // The personal grant lets them list users, and that call too resolves its caller once.
    const users = await statementsOf(cookie, '/api/v1/users');
    expect(users.response.statusCode, users.response.body).toBe(200);
    expect(users.statements.filter((text) => /\bsessions\b/.test(text))).toHaveLength(1);
    expect(users.statements.filter((text) => /\brole_permissions\b/.test(text))).toHaveLength(1);
  });

  it('refreshes a session’s last-seen time at most once a minute, with one more statement', async () => {
    const cookie = await t.login(DEMO_USERS.manager.email);
    const idHash = hashToken(cookie);
    await t.db
      .update(schema.sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(schema.sessions.idHash, idHash));
    const stale = await statementsOf(cookie);
    expect(stale.response.statusCode).toBe(200);
    expect(stale.statements).toHaveLength(2);
    const [session] = await t.db
      .select({ lastSeenAt: schema.sessions.lastSeenAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.idHash, idHash));
    expect(Date.now() - (session?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);

    const fresh = await statementsOf(cookie);
    expect(fresh.response.statusCode).toBe(200);
    expect(fresh.statements).toHaveLength(1);
  });
});
