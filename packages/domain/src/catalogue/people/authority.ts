import { type PermissionHolder, SUPER_ADMIN } from '../../engine/platform/permission-rules';

/**
 * Authority: nobody grants what they do not hold, and nobody changes someone who holds more than
 * they do. These are the pure rules; the server applies them to every route that changes users,
 * roles and grants (apps/server/src/modules/people/authority.ts), and the screens use them to
 * offer only what is allowed.
 */

/** The audit action of a change refused by these rules. */
export const AUTHORITY_REFUSED_AUDIT = 'authority.refused';

/** A role as the rules see it: its key (super_admin is special) and its grants. */
export interface RoleGrants {
  key: string;
  permissions: readonly string[];
  /** Its users see only their own branch's records. */
  branchScoped?: boolean;
}

/**
 * A person as the rules see them. `branchScope` is set when their role limits them to one branch
 * (null: organisation-wide): a limited person hands out only limited roles, in their branch.
 */
export interface AuthorityHolder extends PermissionHolder {
  branchScope?: { branchId: string | null } | null;
}

/** The permissions in the list that the actor does not hold, each once. */
export function permissionsLacking(
  actor: PermissionHolder,
  permissions: Iterable<string>,
): string[] {
  if (actor.userRole === SUPER_ADMIN) return [];
  const held = new Set(actor.userPermissions);
  return [...new Set(permissions)].filter((name) => !held.has(name)).sort();
}

/** Whether the actor holds every one of these permissions. */
export function holdsAll(actor: PermissionHolder, permissions: Iterable<string>): boolean {
  return permissionsLacking(actor, permissions).length === 0;
}

/** Only a super administrator gives the super administrator role; otherwise a subset of one's own. */
export function mayAssignRole(actor: AuthorityHolder, role: RoleGrants): boolean {
  if (role.key === SUPER_ADMIN) return actor.userRole === SUPER_ADMIN;
  if (actor.branchScope && !role.branchScoped) return false;
  return holdsAll(actor, role.permissions);
}

/**
 * Whether the actor may change (edit, deactivate, delete, restore, re-invite) this person: only
 * when the person holds nothing the actor lacks, and a super administrator only by another.
 */
export function mayManageHolder(actor: AuthorityHolder, target: AuthorityHolder): boolean {
  if (target.userRole === SUPER_ADMIN) return actor.userRole === SUPER_ADMIN;
  if (actor.branchScope) {
    // One limited to a branch changes only people limited to that same branch.
    if (!target.branchScope || target.branchScope.branchId !== actor.branchScope.branchId) {
      return false;
    }
  }
  return holdsAll(actor, target.userPermissions);
}

/**
 * Whether the actor may change this role's grants or details: never the super administrator's
 * role unless they are one, and only a role holding nothing the actor lacks.
 */
export function mayManageRole(actor: AuthorityHolder, role: RoleGrants): boolean {
  return mayAssignRole(actor, role);
}

/**
 * Whether the actor may tick or untick this permission on a role or a user: only one they hold.
 * Their own role and their own grants are never theirs to change, whatever they hold.
 */
export function mayGrant(actor: PermissionHolder, permission: string): boolean {
  return holdsAll(actor, [permission]);
}

export const AUTHORITY_MESSAGES = {
  roleBeyondOwn:
    'You can only give a role whose permissions you hold yourself. Ask someone who holds them all.',
  superAdminRole: 'Only a super administrator can give the super administrator role.',
  ownRole: 'You cannot change your own role. Ask another administrator.',
  ownAccount: 'You cannot deactivate, delete or move your own account. Ask another administrator.',
  userBeyondOwn:
    'You cannot change this user: they hold permissions you do not hold. Ask someone who holds them all.',
  superAdminUser: 'Only a super administrator can change a super administrator.',
  ownRoleGrants: 'You cannot change the permissions of your own role. Ask another administrator.',
  roleGrantsBeyondOwn:
    'You can only change a role whose permissions you hold yourself, and only tick permissions you hold.',
  superAdminGrants: 'Only a super administrator can change the super administrator role.',
  grantBeyondOwn: 'You can only grant a permission you hold yourself.',
  ownGrants: 'You cannot change your own permissions. Ask another administrator.',
} as const;
