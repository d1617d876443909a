import type { AreaManifest } from '../../platform/areas/area-manifest';
import { accountRoutes } from './account.endpoints';
import { mfaResetRoutes } from './mfa-reset.endpoints';
import { permissionRoutes } from './permissions.endpoints';
import { userHooks, userRoleHooks } from './users.hooks';

/** The people area: a user's own account, roles' and users' permissions, MFA resets. */
export const peopleArea: AreaManifest = {
  name: 'people',
  routes: [...accountRoutes, ...permissionRoutes, ...mfaResetRoutes],
  recordHooks: [{ users: userHooks, 'user-roles': userRoleHooks }],
};
