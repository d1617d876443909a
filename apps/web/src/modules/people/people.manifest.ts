import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';

/** What the people area adds to the generic pages: a role's Permissions tab. */
export const peopleManifest: AreaManifest = {
  area: 'people',
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
