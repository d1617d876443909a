import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * Auto-rostering on the scheduler: one run's page, its progress and then its plan to accept.
 * It is reached from the scheduler's "Plan rota" button, so it has no navigation entry; its
 * queries are keyed by the runs' API path, so live events of `roster-runs` refresh it as is.
 */
export const autoRosterManifest: AreaManifest = {
  area: 'scheduling',
  screens: [
    {
      name: 'scheduler-plan',
      path: '/scheduler/plans/$runId',
      title: 'Rota plan',
      permission: 'visits.update',
      component: lazyScreen(() => import('./RosterPlanPage'), 'RosterPlanPage'),
    },
  ],
};
