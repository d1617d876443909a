import { ALL_RECORDS } from '../records/registry';

/**
 * The permission vocabulary. Names are derived: `<record>.<action>`; later areas add their
 * records to PERMISSION_RECORDS and every name follows.
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

export function permissionName(record: string, action: RecordAction): string {
  return `${record}.${action}`;
}

/** Every permission: the platform's records above and every declared record kind. */
export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set(
    [...Object.values(PERMISSION_RECORDS).flat(), ...ALL_RECORDS.map((kind) => kind.name)].flatMap(
      (record) => RECORD_ACTIONS.map((action) => permissionName(record, action)),
    ),
  ),
];

export interface PermissionHolder {
  userRole: string;
  userPermissions: readonly string[];
}

/** super_admin holds every permission; everyone else holds what their role and grants give. */
export function can(user: PermissionHolder | null | undefined, permission: string): boolean {
  if (!user) return false;
  return user.userRole === SUPER_ADMIN || user.userPermissions.includes(permission);
}
