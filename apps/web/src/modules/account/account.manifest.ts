import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { ANY_SIGNED_IN, lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * What the account area adds: the person's own sign-in security page, and a user's Sign-in tab
 * (MFA, sessions) on the generic pages.
 */
export const accountManifest: AreaManifest = {
  area: 'account',
  screens: [
    {
      name: 'account-security',
      // Not a screen of the spec: the person's own multi-factor sign-in and password.
      path: '/account/security',
      title: 'Account Security',
      permission: ANY_SIGNED_IN,
      component: lazyScreen(() => import('./AccountSecurityPage'), 'AccountSecurityPage'),
    },
  ],
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
