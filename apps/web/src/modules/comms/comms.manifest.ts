import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** What the communication area adds: the log of e-mails sent. */
export const commsManifest: AreaManifest = {
  area: 'comms',
  screens: [
    {
      name: 'email-logs',
      path: '/email-logs',
      title: 'Email Logs',
      permission: 'email-logs.read',
      nav: { section: 'Administration', label: 'Email Logs', order: 300 },
      component: lazyScreen(() => import('./EmailLogsPage'), 'EmailLogsPage'),
    },
  ],
};
