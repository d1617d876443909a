import { ALL_RECORDS, type RecordKindName } from '../records/registry';

/**
 * The permission vocabulary. Names are derived: `<record>.<action>`; later areas add their
 * records to PERMISSION_RECORDS and every name follows. Names are typed (`Permission`), so a
 * misspelt one does not compile; names from outside (the database, a request) are strings until
 * `isPermission` says otherwise.
 */
export const SUPER_ADMIN = 'super_admin';

export const RECORD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

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

/** Every permission: the platform's records above and every declared record kind. */
export const ALL_PERMISSIONS: readonly Permission[] = [
  ...new Set(
    [...Object.values(PERMISSION_RECORDS).flat(), ...ALL_RECORDS.map((kind) => kind.name)].flatMap(
      (record) => RECORD_ACTIONS.map((action) => permissionName(record, action)),
    ),
  ),
];

const PERMISSION_SET: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** Whether a name read from outside (a role's grants, a request body) is in the vocabulary. */
export function isPermission(name: unknown): name is Permission {
  return typeof name === 'string' && PERMISSION_SET.has(name);
}

/**
 * A person's role and grants as stored. Grants stay strings: a name dropped from the vocabulary
 * may still be in the database, and is simply never asked for.
 */
export interface PermissionHolder {
  userRole: string;
  userPermissions: readonly string[];
}

/** super_admin holds every permission; everyone else holds what their role and grants give. */
export function can(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return user.userRole === SUPER_ADMIN || user.userPermissions.includes(permission);
}
