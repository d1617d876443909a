import { type Db, schema } from '@care360/db';
import { SUPER_ADMIN } from '@care360/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from './auth-context';

const { users, roles, organisations, branches } = schema;

/**
 * The columns a `CurrentUser` is made of, for a query that joins `users` to its role,
 * organisation and branch: one statement reads them all, the permissions included (a super
 * administrator's are not read: they hold every permission by their role).
 *
 * @param parentUserId the account switched from, as SQL: a bound value or a session's column.
 */
export function currentUserColumns(parentUserId: SQL) {
  return {
    id: users.id,
    name: users.name,
    email: users.email,
    roleKey: roles.key,
    roleName: roles.name,
    branchScoped: roles.branchScoped,
    organisationId: organisations.id,
    organisationName: organisations.name,
    branchId: branches.id,
    branchName: branches.name,
    /** The role's grants and the user's own (the user-permissions screen), without repeats. */
    permissions: sql<string[] | null>`case when ${roles.key} = ${SUPER_ADMIN} then null else array(
      select rp.permission from role_permissions rp where rp.role_id = ${roles.id}
      union
      select up.permission from user_permissions up where up.user_id = ${users.id}
    ) end`,
    // Read with the user, so that no request pays a query of its own for it (mfa-state.ts).
    mfaEnrolmentDue: sql<boolean>`(
      (${roles.requiresMfa} or exists (
        select 1 from users p join roles pr on pr.id = p.role_id
        where p.id = ${parentUserId} and pr.requires_mfa))
      and not exists (
        select 1 from user_mfa m
        where m.user_id = coalesce(${parentUserId}, ${users.id}) and m.confirmed_at is not null)
    )`,
  };
}

/** A row read with `currentUserColumns`; its fields are null where a left join found no user. */
export interface CurrentUserRow {
  id: string | null;
  name: string | null;
  email: string | null;
  roleKey: string | null;
  roleName: string | null;
  branchScoped: boolean | null;
  organisationId: string | null;
  organisationName: string | null;
  branchId: string | null;
  branchName: string | null;
  permissions: string[] | null;
  mfaEnrolmentDue: boolean | null;
}

/** The user a row describes, or null when it holds none (no such active user, no role). */
export function toCurrentUser(
  row: CurrentUserRow | undefined,
  parentUserId: string | null,
): CurrentUser | null {
  if (!row?.id || !row.roleKey || !row.organisationId) return null;
  const isSuperAdmin = row.roleKey === SUPER_ADMIN;
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email ?? '',
    userRole: row.roleKey,
    userRoleName: row.roleName ?? '',
    userPermissions: isSuperAdmin ? [] : [...new Set(row.permissions ?? [])].sort(),
    organisation: { id: row.organisationId, name: row.organisationName ?? '' },
    branch: row.branchId && row.branchName ? { id: row.branchId, name: row.branchName } : null,
    branchScope: row.branchScoped && !isSuperAdmin ? { branchId: row.branchId ?? null } : null,
    parentUserId,
    mfaEnrolmentDue: Boolean(row.mfaEnrolmentDue),
  };
}

/** The user with their role and effective permissions (role grants plus personal grants). */
export async function loadCurrentUser(
  db: Db,
  userId: string,
  parentUserId: string | null,
): Promise<CurrentUser | null> {
  const [row] = await db
    .select(currentUserColumns(sql`${parentUserId}::uuid`))
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deletedAt)));
  return toCurrentUser(row, parentUserId);
}
