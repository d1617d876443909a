import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** What the installation's own machinery shows: the background jobs. */
export const systemManifest: AreaManifest = {
  area: 'system',
  screens: [
    {
      name: 'jobs',
      path: '/jobs',
      title: 'Jobs',
      permission: 'jobs.read',
      nav: { section: 'Administration', label: 'Jobs', order: 320 },
      component: lazyScreen(() => import('./JobsPage'), 'JobsPage'),
    },
  ],
};
