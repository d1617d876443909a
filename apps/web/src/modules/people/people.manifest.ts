import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** What the people area adds: the permission screens, and a role's Permissions tab. */
export const peopleManifest: AreaManifest = {
  area: 'people',
  screens: [
    {
      name: 'user-permissions',
      path: '/user-permissions',
      title: 'User Permissions',
      permission: 'permissions.read',
      nav: { section: 'People', label: 'User Permissions', order: 200 },
      component: lazyScreen(() => import('./UserPermissionsPage'), 'UserPermissionsPage'),
    },
    {
      name: 'permission-users',
      // $id is the permission's name, e.g. users.read (the spec's path).
      path: '/user-permissions/$id/edit/users',
      title: 'Edit User Permission - Users',
      permission: 'permissions.read',
      component: lazyScreen(() => import('./PermissionUsersPage'), 'PermissionUsersPage'),
    },
  ],
  records: {
    editSections: {
      'user-roles': [
        {
          value: 'permissions',
          label: 'Permissions',
          component: lazy(() =>
            import('./RolePermissionsPanel').then((module) => ({
              default: module.RolePermissionsPanel,
            })),
          ),
        },
      ],
    },
  },
};
