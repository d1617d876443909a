import { RECORD_ACTIONS, type RecordAction } from '../../engine/platform/permission-rules';
import { ALL_RECORDS, type RecordKindName } from '../registry';

/**
 * The permission vocabulary. Names are derived: `<record>.<action>`; later areas add their
 * records to PERMISSION_RECORDS and every name follows. Names are typed (`Permission`), so a
 * misspelt one does not compile; names from outside (the database, a request) are strings until
 * `isPermission` says otherwise. The machinery (SUPER_ADMIN, the actions, the check) is the
 * engine's (engine/platform/permission-rules.ts); this file is the vocabulary it is pinned to.
 */

/** Records that carry permissions, grouped by the area that owns them (DESIGN.md §2). */
export const PERMISSION_RECORDS = {
  people: ['users', 'branches', 'roles', 'permissions'],
  comms: ['email-logs'],
  quality: ['audit'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionRecord = (typeof PERMISSION_RECORDS)[keyof typeof PERMISSION_RECORDS][number];

/** Whatever carries permissions: a platform record above or a declared record kind. */
export type PermissionSubject = PermissionRecord | RecordKindName;

/** A permission name: 'users.create', 'client-medications.read', 'audit.read'. */
export type Permission = `${PermissionSubject}.${RecordAction}`;

export function permissionName<R extends PermissionSubject, A extends RecordAction>(
  record: R,
  action: A,
): `${R}.${A}` {
  return `${record}.${action}`;
}

function allPermissions(): readonly Permission[] {
  return [
    ...new Set(
      [
        ...Object.values(PERMISSION_RECORDS).flat(),
        ...ALL_RECORDS.map((kind) => kind.name),
      ].flatMap((record) => RECORD_ACTIONS.map((action) => permissionName(record, action))),
    ),
  ];
}

/**
 * Every permission: the platform's records above and every declared record kind. Marked pure so
 * that a bundle taking only `can` from here drops it, and every declaration with it.
 */
export const ALL_PERMISSIONS: readonly Permission[] = /* @__PURE__ */ allPermissions();

let permissionSet: ReadonlySet<string> | undefined;

/** Whether a name read from outside (a role's grants, a request body) is in the vocabulary. */
export function isPermission(name: unknown): name is Permission {
  permissionSet ??= new Set(ALL_PERMISSIONS);
  return typeof name === 'string' && permissionSet.has(name);
}

export { can } from './can';
