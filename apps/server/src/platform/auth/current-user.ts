import { type Db, schema } from '@care360/db';
import { SUPER_ADMIN } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from './auth-context';

const { users, roles, organisations, branches, rolePermissions, userPermissions } = schema;

/** The user with their role and effective permissions (role grants plus personal grants). */
export async function loadCurrentUser(
  db: Db,
  userId: string,
  parentUserId: string | null,
): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleId: roles.id,
      roleKey: roles.key,
      roleName: roles.name,
      branchScoped: roles.branchScoped,
      organisationId: organisations.id,
      organisationName: organisations.name,
      branchId: branches.id,
      branchName: branches.name,
      // Read with the user, so that no request pays a query of its own for it (mfa-state.ts).
      mfaEnrolmentDue: sql<boolean>`(
        (${roles.requiresMfa} or exists (
          select 1 from users p join roles pr on pr.id = p.role_id
          where p.id = ${parentUserId}::uuid and pr.requires_mfa))
        and not exists (
          select 1 from user_mfa m
          where m.user_id = coalesce(${parentUserId}::uuid, ${users.id}) and m.confirmed_at is not null)
      )`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deletedAt)));
  if (!row) return null;
  const permissions =
    row.roleKey === SUPER_ADMIN ? [] : await grantedPermissions(db, row.roleId, row.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userRole: row.roleKey,
    userRoleName: row.roleName,
    userPermissions: permissions,
    organisation: { id: row.organisationId, name: row.organisationName },
    branch: row.branchId && row.branchName ? { id: row.branchId, name: row.branchName } : null,
    branchScope:
      row.branchScoped && row.roleKey !== SUPER_ADMIN ? { branchId: row.branchId ?? null } : null,
    parentUserId,
    mfaEnrolmentDue: Boolean(row.mfaEnrolmentDue),
  };
}

async function grantedPermissions(db: Db, roleId: string, userId: string): Promise<string[]> {
  const [fromRole, fromUser] = await Promise.all([
    db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId)),
    db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId)),
  ]);
  return [...new Set([...fromRole, ...fromUser].map((r) => r.permission))].sort();
}
