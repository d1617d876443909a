import { type Db, schema } from '@care360/db';
import {
  AUTHORITY_MESSAGES,
  AUTHORITY_REFUSED_AUDIT,
  type AuthorityHolder,
  can,
  mayAssignRole,
  mayManageHolder,
  permissionsLacking,
  type RoleGrants,
  SUPER_ADMIN,
} from '@care360/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { noteAction } from '../../platform/records/record-store';
import { directHolderIds } from './permission-holders';

/**
 * The server's one place for authority (DESIGN.md §5): nobody grants what they do not hold, and
 * nobody changes someone who holds more. Every route that changes users, roles or grants calls
 * one of the asserts below before it writes; a refusal answers 403, writes nothing but an audit
 * entry ('authority.refused', with what was tried), and says why. The pure rules are in
 * packages/domain/src/catalogue/people/authority.ts so the screens offer only what these allow.
 */

const { users, roles, rolePermissions, userPermissions } = schema;

export interface AuthorityContext {
  db: Db;
  auth: AuthContext;
  ip?: string | undefined;
  /**
   * Set when `db` is a transaction that a refusal rolls back (a record hook): the refusal's audit
   * entry is handed here, to be written after the rollback.
   */
  keepOnRefusal?: (write: (db: Db) => Promise<void>) => void;
}

interface Refusal {
  recordType: 'users' | 'user-roles' | 'permissions';
  recordId: string | null;
  /** What was tried, e.g. 'update', 'role-permissions'. */
  tried: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Audits the refusal (its own write: the change itself is never made) and answers 403. */
async function refuse(ctx: AuthorityContext, refusal: Refusal): Promise<never> {
  const audit = (db: Db) =>
    noteAction(
      db,
      { userId: ctx.auth.user.id, ip: ctx.ip ?? null },
      {
        organisationId: ctx.auth.user.organisation.id,
        action: AUTHORITY_REFUSED_AUDIT,
        recordType: refusal.recordType,
        recordId: refusal.recordId,
        changes: { tried: refusal.tried, reason: refusal.message, ...refusal.details },
      },
    );
  if (ctx.keepOnRefusal) ctx.keepOnRefusal(audit);
  else await audit(ctx.db);
  throw new HttpError(403, refusal.message);
}

export interface RoleFacts extends RoleGrants {
  id: string;
}

/** A role of the caller's organisation with its grants, or null (the route answers 404 itself). */
export async function roleFacts(
  db: Db,
  organisationId: string,
  roleId: unknown,
): Promise<RoleFacts | null> {
  if (typeof roleId !== 'string' || !isUuid(roleId)) return null;
  const [role] = await db
    .select({ id: roles.id, key: roles.key, branchScoped: roles.branchScoped })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organisationId, organisationId)));
  if (!role) return null;
  const grants = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, role.id));
  return {
    id: role.id,
    key: role.key,
    branchScoped: role.branchScoped ?? false,
    permissions: grants.map((g) => g.permission),
  };
}

interface UserFacts extends AuthorityHolder {
  id: string;
  roleId: string | null;
  branchId: string | null;
  active: boolean | null;
}

/** A user of the caller's organisation (deleted or not) with everything they hold. */
async function userFacts(
  db: Db,
  organisationId: string,
  userId: string,
): Promise<UserFacts | null> {
  if (!isUuid(userId)) return null;
  const [user] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      branchId: users.branchId,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)));
  if (!user) return null;
  const [role, direct] = await Promise.all([
    roleFacts(db, organisationId, user.roleId),
    db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, user.id)),
  ]);
  return {
    ...user,
    userRole: role?.key ?? '',
    userPermissions: [...(role?.permissions ?? []), ...direct.map((d) => d.permission)],
    branchScope: role?.branchScoped ? { branchId: user.branchId } : null,
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const actorOf = (auth: AuthContext): AuthorityHolder => auth.user;

/** Refuses giving a role the caller may not give; the role must be one of theirs (else 404 later). */
async function assertMayAssign(
  ctx: AuthorityContext,
  role: RoleFacts,
  on: { recordId: string | null; tried: string },
) {
  if (mayAssignRole(actorOf(ctx.auth), role)) return;
  await refuse(ctx, {
    recordType: 'users',
    recordId: on.recordId,
    tried: on.tried,
    message:
      role.key === SUPER_ADMIN
        ? AUTHORITY_MESSAGES.superAdminRole
        : AUTHORITY_MESSAGES.roleBeyondOwn,
    details: {
      roleId: role.id,
      lacking: permissionsLacking(ctx.auth.user, role.permissions),
    },
  });
}

/** Refuses changing a user who holds what the caller lacks (or a super administrator). */
async function assertMayManage(ctx: AuthorityContext, target: UserFacts, tried: string) {
  if (mayManageHolder(actorOf(ctx.auth), target)) return;
  await refuse(ctx, {
    recordType: 'users',
    recordId: target.id,
    tried,
    message:
      target.userRole === SUPER_ADMIN
        ? AUTHORITY_MESSAGES.superAdminUser
        : AUTHORITY_MESSAGES.userBeyondOwn,
    details: { lacking: permissionsLacking(ctx.auth.user, target.userPermissions) },
  });
}

/** Adding a user: the role given must be one the caller may give (and its branch theirs). */
export async function assertMayCreateUser(
  ctx: AuthorityContext,
  values: Record<string, unknown>,
): Promise<void> {
  const role = await roleFacts(ctx.db, ctx.auth.user.organisation.id, values.roleId);
  if (role) await assertMayAssign(ctx, role, { recordId: null, tried: 'create' });
  await assertBranchGiven(ctx, null, values, 'create');
}

/**
 * Saving a user: only someone the caller may manage; never their own role, branch or active
 * flag; and a new role only one the caller may give.
 */
export async function assertMayUpdateUser(
  ctx: AuthorityContext,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const target = await userFacts(ctx.db, ctx.auth.user.organisation.id, id);
  if (!target) return;
  const self = target.id === ctx.auth.user.id;
  const roleChanged = values.roleId !== undefined && values.roleId !== target.roleId;
  if (self) {
    const branchChanged = values.branchId !== undefined && values.branchId !== target.branchId;
    const deactivated = values.active === false && target.active !== false;
    if (roleChanged || branchChanged || deactivated) {
      await refuse(ctx, {
        recordType: 'users',
        recordId: id,
        tried: 'update',
        message: roleChanged ? AUTHORITY_MESSAGES.ownRole : AUTHORITY_MESSAGES.ownAccount,
        details: { fields: Object.keys(values).sort() },
      });
    }
    return;
  }
  await assertMayManage(ctx, target, 'update');
  if (roleChanged) {
    const role = await roleFacts(ctx.db, ctx.auth.user.organisation.id, values.roleId);
    if (role) await assertMayAssign(ctx, role, { recordId: id, tried: 'update' });
  }
  await assertBranchGiven(ctx, target, values, 'update');
}

/** Deleting or restoring a user: never oneself, and only someone the caller may manage. */
export async function assertMayRemoveUser(
  ctx: AuthorityContext,
  id: string,
  tried: 'delete' | 'restore',
): Promise<void> {
  const target = await userFacts(ctx.db, ctx.auth.user.organisation.id, id);
  if (!target) return;
  if (target.id === ctx.auth.user.id) {
    await refuse(ctx, {
      recordType: 'users',
      recordId: id,
      tried,
      message: AUTHORITY_MESSAGES.ownAccount,
    });
  }
  await assertMayManage(ctx, target, tried);
}

/** A caller limited to a branch places people only in that branch. */
async function assertBranchGiven(
  ctx: AuthorityContext,
  target: UserFacts | null,
  values: Record<string, unknown>,
  tried: string,
) {
  const scope = ctx.auth.user.branchScope;
  if (!scope) return;
  const branchId = values.branchId === undefined ? target?.branchId : values.branchId;
  if (branchId === scope.branchId) return;
  await refuse(ctx, {
    recordType: 'users',
    recordId: target?.id ?? null,
    tried,
    message: 'You can only place people in your own branch.',
    details: { branchId: branchId ?? null },
  });
}

/**
 * Saving a role's details (name, description, branch limit, sign-in rule): only a role holding
 * nothing the caller lacks, never one's own (a super administrator's aside), and a limited caller
 * may not make a role organisation-wide.
 */
export async function assertMayUpdateRole(
  ctx: AuthorityContext,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const role = await roleFacts(ctx.db, ctx.auth.user.organisation.id, id);
  if (!role) return;
  const actor = actorOf(ctx.auth);
  const own = role.key === actor.userRole && actor.userRole !== SUPER_ADMIN;
  const next = {
    ...role,
    branchScoped:
      typeof values.branchScoped === 'boolean' ? values.branchScoped : role.branchScoped,
  };
  if (own || !mayAssignRole(actor, role) || !mayAssignRole(actor, next)) {
    await refuse(ctx, {
      recordType: 'user-roles',
      recordId: id,
      tried: 'update',
      message: own
        ? AUTHORITY_MESSAGES.ownRoleGrants
        : role.key === SUPER_ADMIN
          ? AUTHORITY_MESSAGES.superAdminGrants
          : AUTHORITY_MESSAGES.roleGrantsBeyondOwn,
      details: { fields: Object.keys(values).sort() },
    });
  }
}

/**
 * Replacing a role's grants: never one's own role, never the super administrator's, only a role
 * holding nothing the caller lacks, and only to permissions the caller holds.
 */
export async function assertMayGrantRole(
  ctx: AuthorityContext,
  roleId: string,
  wanted: readonly string[],
): Promise<void> {
  const role = await roleFacts(ctx.db, ctx.auth.user.organisation.id, roleId);
  // A missing role answers 404 and the super administrator's fixed grants 400, as before.
  if (!role || role.key === SUPER_ADMIN) return;
  const actor = actorOf(ctx.auth);
  const own = role.key === actor.userRole;
  const lacking = permissionsLacking(actor, [...role.permissions, ...wanted]);
  if (!own && lacking.length === 0 && mayAssignRole(actor, role)) return;
  await refuse(ctx, {
    recordType: 'user-roles',
    recordId: roleId,
    tried: 'role-permissions',
    message: own ? AUTHORITY_MESSAGES.ownRoleGrants : AUTHORITY_MESSAGES.roleGrantsBeyondOwn,
    details: { lacking, wanted: [...new Set(wanted)].sort() },
  });
}

/**
 * Replacing who holds a permission directly: only a permission the caller holds, and only users
 * the caller may manage among those added or removed (never themselves).
 */
export async function assertMayGrantDirect(
  ctx: AuthorityContext,
  permission: string,
  userIds: readonly string[],
): Promise<void> {
  const organisationId = ctx.auth.user.organisation.id;
  const actor = actorOf(ctx.auth);
  if (permissionsLacking(actor, [permission]).length > 0) {
    await refuse(ctx, {
      recordType: 'permissions',
      recordId: permission,
      tried: 'grant',
      message: AUTHORITY_MESSAGES.grantBeyondOwn,
      details: { userIds: [...userIds] },
    });
  }
  const wanted = new Set(userIds.filter(isUuid));
  const held = new Set(await directHolderIds(ctx.db, organisationId, permission));
  const changed = [
    ...[...wanted].filter((id) => !held.has(id)),
    ...[...held].filter((id) => !wanted.has(id)),
  ];
  for (const id of changed) {
    const target = await userFacts(ctx.db, organisationId, id);
    // Another organisation's id is refused by the save itself (400), as before.
    if (!target) continue;
    if (target.id === ctx.auth.user.id) {
      await refuse(ctx, {
        recordType: 'permissions',
        recordId: permission,
        tried: 'grant',
        message: AUTHORITY_MESSAGES.ownGrants,
        details: { userId: id },
      });
    }
    if (!mayManageHolder(actor, target)) {
      await refuse(ctx, {
        recordType: 'permissions',
        recordId: permission,
        tried: 'grant',
        message:
          target.userRole === SUPER_ADMIN
            ? AUTHORITY_MESSAGES.superAdminUser
            : AUTHORITY_MESSAGES.userBeyondOwn,
        details: {
          userId: id,
          lacking: permissionsLacking(actor, target.userPermissions),
        },
      });
    }
  }
}

/**
 * The roles the caller may give, as a condition on the roles table: what the user form's role
 * picker offers (GET /api/v1/users/options/roleId).
 */
export async function assignableRoles(db: Db, auth: AuthContext): Promise<SQL> {
  const organisationId = auth.user.organisation.id;
  const all = await db
    .select({ id: roles.id, key: roles.key, branchScoped: roles.branchScoped })
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), isNull(roles.deletedAt)));
  const grants = all.length
    ? await db
        .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(
          inArray(
            rolePermissions.roleId,
            all.map((r) => r.id),
          ),
        )
    : [];
  const allowed = all.filter((role) =>
    mayAssignRole(auth.user, {
      key: role.key,
      branchScoped: role.branchScoped ?? false,
      permissions: grants.filter((g) => g.roleId === role.id).map((g) => g.permission),
    }),
  );
  const ids = allowed.map((r) => r.id);
  return ids.length ? inArray(roles.id, ids) : eq(roles.id, '00000000-0000-0000-0000-000000000000');
}

/**
 * Why the caller may not change this user though they may change users (the edit page shows it
 * view only, with the reason), or null.
 */
export async function userReadOnlyReason(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<string | null> {
  if (!can(auth.user, 'users.update') || id === auth.user.id) return null;
  const target = await userFacts(db, auth.user.organisation.id, id);
  if (!target || mayManageHolder(actorOf(auth), target)) return null;
  return target.userRole === SUPER_ADMIN
    ? AUTHORITY_MESSAGES.superAdminUser
    : AUTHORITY_MESSAGES.userBeyondOwn;
}

/** Why the caller may not change this role though they may change roles, or null. */
export async function roleReadOnlyReason(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<string | null> {
  if (!can(auth.user, 'user-roles.update')) return null;
  const role = await roleFacts(db, auth.user.organisation.id, id);
  if (!role) return null;
  const actor = actorOf(auth);
  if (role.key === actor.userRole && actor.userRole !== SUPER_ADMIN) {
    return AUTHORITY_MESSAGES.ownRoleGrants;
  }
  if (mayAssignRole(actor, role)) return null;
  return role.key === SUPER_ADMIN
    ? AUTHORITY_MESSAGES.superAdminGrants
    : AUTHORITY_MESSAGES.roleGrantsBeyondOwn;
}
