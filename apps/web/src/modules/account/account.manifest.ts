import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';

/** What the account area adds to the generic pages: a user's Sign-in tab (MFA, sessions). */
export const accountManifest: AreaManifest = {
  area: 'account',
  records: {
    editSections: {
      users: [
        {
          value: 'sign-in',
          label: 'Sign-in',
          component: lazy(() =>
            import('./UserSignInPanel').then((module) => ({
              default: module.UserSignInPanel,
            })),
          ),
        },
      ],
    },
  },
};
