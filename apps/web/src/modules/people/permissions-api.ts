import type { PermissionHolders, PermissionSummaries, RolePermissions } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchData, withQuery } from '../../platform/api';

/**
 * The permission endpoints (apps/server/src/modules/people/permissions.endpoints.ts): a role's
 * grants, and per permission the users who hold it directly.
 */

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

export const grantedNames = (grants: RolePermissions) =>
  grants.groups.flatMap((group) =>
    group.records.flatMap((record) =>
      record.permissions.filter((p) => p.granted).map((p) => p.name),
    ),
  );

export const PERMISSIONS_PATH = '/api/v1/user-permissions';

export const permissionsQuery = (filter: { search: string; area: string }) =>
  queryOptions({
    queryKey: [PERMISSIONS_PATH, filter],
    queryFn: ({ signal }) =>
      fetchData<PermissionSummaries>(withQuery(PERMISSIONS_PATH, filter), signal),
  });

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
