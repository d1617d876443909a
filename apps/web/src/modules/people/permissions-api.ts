import type { RecordAction } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchData, withQuery } from '../../platform/api';

/**
 * The permission endpoints (apps/server/src/modules/people/permissions.endpoints.ts): a role's
 * grants, and per permission the users who hold it directly.
 */

export interface RolePermissions {
  roleKey: string;
  roleName: string;
  /** The role's version: a save carries it, and a stale one answers 409 with `{ current }`. */
  version: number;
  groups: PermissionGroup[];
}

export interface PermissionGroup {
  area: string;
  title: string;
  records: Array<{
    record: string;
    title: string;
    permissions: Array<{ name: string; action: RecordAction; granted: boolean }>;
  }>;
}

export const rolePermissionsPath = (roleId: string) =>
  `/api/v1/user-roles/${encodeURIComponent(roleId)}/permissions`;

export const rolePermissionsQuery = (roleId: string) =>
  queryOptions({
    queryKey: ['role-permissions', roleId],
    queryFn: ({ signal }) => fetchData<RolePermissions>(rolePermissionsPath(roleId), signal),
  });

export function saveRolePermissions(roleId: string, permissions: string[], version: number) {
  return apiRequest<RolePermissions>('PUT', rolePermissionsPath(roleId), {
    body: { permissions, version },
  });
}

/** The grants newer than the ones on screen, which a 409 carries. */
export function currentGrantsOf(details: unknown): RolePermissions | null {
  if (typeof details !== 'object' || details === null || !('current' in details)) return null;
  const current = (details as { current: unknown }).current;
  return typeof current === 'object' && current !== null && 'groups' in current
    ? (current as RolePermissions)
    : null;
}

export const grantedNames = (grants: RolePermissions) =>
  grants.groups.flatMap((group) =>
    group.records.flatMap((record) =>
      record.permissions.filter((p) => p.granted).map((p) => p.name),
    ),
  );

export interface PermissionSummary {
  name: string;
  area: string;
  areaTitle: string;
  recordTitle: string;
  action: RecordAction;
  /** The organisation's roles granted it; the super administrator, who holds all, is left out. */
  roles: string[];
  directUsers: number;
}

export const PERMISSIONS_PATH = '/api/v1/user-permissions';

export const permissionsQuery = (filter: { search: string; area: string }) =>
  queryOptions({
    queryKey: [PERMISSIONS_PATH, filter],
    queryFn: ({ signal }) =>
      fetchData<{ items: PermissionSummary[]; total: number }>(
        withQuery(PERMISSIONS_PATH, filter),
        signal,
      ),
  });

export interface PermissionHolder {
  id: string;
  name: string;
  email: string;
  active: boolean;
  roleName: string;
  viaRole: boolean;
  direct: boolean;
  /** The signed-in person may grant or withdraw it for this user (not themselves, not one who holds more). */
  mayChange: boolean;
}

export interface PermissionHolders {
  permission: string;
  label: string;
  users: PermissionHolder[];
}

const holdersPath = (permission: string) =>
  `${PERMISSIONS_PATH}/${encodeURIComponent(permission)}/users`;

export const permissionHoldersQuery = (permission: string) =>
  queryOptions({
    queryKey: [PERMISSIONS_PATH, 'users', permission],
    queryFn: ({ signal }) => fetchData<PermissionHolders>(holdersPath(permission), signal),
  });

export function savePermissionHolders(permission: string, userIds: string[]) {
  return apiRequest<PermissionHolders>('PUT', holdersPath(permission), { body: { userIds } });
}
