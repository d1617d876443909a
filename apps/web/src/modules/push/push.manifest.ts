import type { AreaManifest } from '../../platform/area-manifest';
import { ANY_SIGNED_IN, lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * The push area: the signed-in person's own notifications page, reached from the account menu
 * and from the carer app's home, where they turn push on for a device and choose what they hear.
 */
export const pushManifest: AreaManifest = {
  area: 'push',
  screens: [
    {
      name: 'account-notifications',
      // Not a screen of the spec: the person's own push notifications.
      path: '/account/notifications',
      title: 'Notifications',
      permission: ANY_SIGNED_IN,
      component: lazyScreen(() => import('./NotificationsPage'), 'NotificationsPage'),
    },
  ],
};
