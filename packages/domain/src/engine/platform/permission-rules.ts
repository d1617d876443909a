/**
 * The permission machinery, whatever the vocabulary. Which names exist is the catalogue's
 * (catalogue/people/permissions.ts): here a permission is any string `P`, and the catalogue pins
 * `P` to its typed `Permission`, so a misspelt name fails to compile wherever it is asked for.
 */

/** The role that holds every permission, named or not yet named. */
export const SUPER_ADMIN = 'super_admin';

/** What a permission allows on a record: a name is `<record>.<action>`. */
export const RECORD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/**
 * A person's role and grants as stored. Grants stay strings: a name dropped from the vocabulary
 * may still be in the database, and is simply never asked for.
 */
export interface PermissionHolder {
  userRole: string;
  userPermissions: readonly string[];
}

/** Whether this user holds the permission, asked of a vocabulary `P`. */
export type PermissionCheck<P extends string> = (
  user: PermissionHolder | null | undefined,
  permission: P,
) => boolean;

/** super_admin holds every permission; everyone else holds what their role and grants give. */
function holds(user: PermissionHolder | null | undefined, permission: string): boolean {
  if (!user) return false;
  return user.userRole === SUPER_ADMIN || user.userPermissions.includes(permission);
}

/**
 * The check over one vocabulary: `permissionCheck<Permission>()` is the catalogue's `can()`. It
 * takes no plain string, so no caller outside the engine can ask for a name that does not exist.
 */
export function permissionCheck<P extends string>(): PermissionCheck<P> {
  return holds;
}
