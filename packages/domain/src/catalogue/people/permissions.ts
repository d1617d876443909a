import {
  type PermissionHolder,
  type RecordAction,
  SUPER_ADMIN,
} from '../../engine/platform/permission-rules';
import { ALL_RECORDS, type RecordKind, type RecordKindName, recordKind } from '../registry';
import { type PERMISSION_RECORDS, permissionsOf } from './permission-vocabulary';

/**
 * The permission vocabulary. Names are derived: `<record>.<action>`; later areas add their
 * records to PERMISSION_RECORDS and every name follows. Names are typed (`Permission`), so a
 * misspelt one does not compile; names from outside (the database, a request) are strings until
 * `isPermission` says otherwise. The machinery (SUPER_ADMIN, the actions, the check) is the
 * engine's (engine/platform/permission-rules.ts); this file is the vocabulary it is pinned to.
 */

export type PermissionRecord = (typeof PERMISSION_RECORDS)[keyof typeof PERMISSION_RECORDS][number];

/** Whatever carries permissions: a platform record above or a declared record kind. */
export type PermissionSubject = PermissionRecord | RecordKindName;

/** A permission name: 'users.create', 'client-medications.read', 'audit.read'. */
export type Permission = `${PermissionSubject}.${RecordAction}`;

/**
 * Every permission: the platform's records above and every declared record kind. Marked pure so
 * that a bundle taking only `can` from here drops it, and every declaration with it.
 */
export const ALL_PERMISSIONS: readonly Permission[] = /* @__PURE__ */ permissionsOf(ALL_RECORDS);

let permissionSet: ReadonlySet<string> | undefined;

/** Whether a name read from outside (a role's grants, a request body) is in the vocabulary. */
export function isPermission(name: unknown): name is Permission {
  permissionSet ??= new Set(ALL_PERMISSIONS);
  return typeof name === 'string' && permissionSet.has(name);
}

/** Everything a holder may do: a super administrator holds every permission. */
export function effectivePermissions(holder: PermissionHolder): readonly string[] {
  return holder.userRole === SUPER_ADMIN ? ALL_PERMISSIONS : holder.userPermissions;
}

/**
 * The read permissions of the records a nested kind lives under, root first (a visit template's
 * detail: `clients.read`, then `client-visit-templates.read`), without the kind's own. A record
 * inside a person's file is part of that file however deep it sits: whoever may not read the
 * file, or the record in between, reads and writes nothing under it, whatever the nested kind's
 * own permissions say.
 */
export function ownerReadPermissions(kind: RecordKind): Permission[] {
  const owners: Permission[] = [];
  for (let above = kind.parent; above; ) {
    const owner = recordKind(above);
    owners.unshift(owner.permissions.read);
    above = owner.parent;
  }
  return [...new Set(owners)].filter((permission) => permission !== kind.permissions.read);
}

export { can } from './can';
