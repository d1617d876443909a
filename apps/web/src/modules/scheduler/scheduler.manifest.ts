import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';
import { ROTA_PATH } from './scheduler-api';

/**
 * The rota: a branch's visits by carer or by client (/app/scheduler/v1/carers|clients), and one
 * visit's schedule opened from it.
 */
export const schedulerManifest: AreaManifest = {
  area: 'scheduler',
  screens: [
    {
      name: 'scheduler',
      path: '/scheduler/v1/$type',
      title: 'Scheduler',
      permission: 'visits.read',
      nav: { section: 'Rota', label: 'Scheduler', order: 650, params: { type: 'carers' } },
      component: lazyScreen(() => import('./SchedulerPage'), 'SchedulerPage'),
    },
    {
      name: 'scheduler-edit',
      path: '/scheduler/v1/$type/$editid/edit',
      title: 'Edit Schedule',
      permission: 'visits.update',
      component: lazyScreen(() => import('./EditSchedulePage'), 'EditSchedulePage'),
    },
  ],
  // The rota shows visits, who fills them, and the week's publication: changed anywhere, the
  // open rota redraws.
  liveQueries: {
    visits: [ROTA_PATH],
    'visit-carers': [ROTA_PATH],
    'rota-publications': [ROTA_PATH],
  },
};
