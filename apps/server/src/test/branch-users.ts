import { DEMO_PASSWORD, schema } from '@care360/db';
import { and, eq, or } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import type { TestApp } from './test-app';

let made = 0;

/**
 * Signs in a new user of the demo organisation whose role is limited to a branch (named by its
 * name or id) and grants `permissions`; answers the session cookie.
 */
export async function branchUser(
  t: TestApp,
  branch: string,
  permissions: readonly string[],
): Promise<string> {
  const n = ++made;
  const [found] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        or(eq(schema.branches.name, branch), eq(schema.branches.id, uuidOrNil(branch))),
      ),
    );
  if (!found) throw new Error(`No branch ${branch}`);
  const [role] = await t.db
    .insert(schema.roles)
    .values({
      organisationId: t.organisationId,
      key: `branch_test_${n}`,
      name: `Branch test ${n}`,
      branchScoped: true,
    })
    .returning();
  if (!role) throw new Error('role not created');
  if (permissions.length)
    await t.db
      .insert(schema.rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role.id, permission })));
  const email = `branch.test.${n}@care360.local`;
  await t.db.insert(schema.users).values({
    organisationId: t.organisationId,
    roleId: role.id,
    branchId: found.id,
    name: `Branch Tester ${n}`,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return t.login(email);
}

const uuidOrNil = (value: string) =>
  /^[0-9a-f-]{36}$/i.test(value) ? value : '00000000-0000-0000-0000-000000000000';
