import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** The kinds whose declarations the visit screens' filters read (their reference pickers). */
const DECLARATIONS = ['visits', 'visit-carers', 'clients', 'carers', 'branches'] as const;

/**
 * The visit screens of the rota: every visit, the check-ins and check-outs, and the back office
 * (planned against actual, exceptions to confirm). The global schedule's list, add and edit are
 * its kind's generated screens.
 */
export const visitsManifest: AreaManifest = {
  area: 'scheduling',
  screens: [
    {
      name: 'visits',
      path: '/visits',
      title: 'Visits',
      permission: 'visits.read',
      declarations: DECLARATIONS,
      nav: { section: 'Scheduling', label: 'Visits', order: 800 },
      component: lazyScreen(() => import('./VisitsPage'), 'VisitsPage'),
    },
    {
      name: 'visit-logs',
      path: '/visits/logs',
      title: 'Visit Logs',
      permission: 'visits.read',
      declarations: DECLARATIONS,
      nav: { section: 'Scheduling', label: 'Visit Logs', order: 810 },
      component: lazyScreen(() => import('./VisitLogsPage'), 'VisitLogsPage'),
    },
    {
      name: 'visits-backoffice',
      path: '/visits/backoffice',
      title: 'Visits Backoffice',
      permission: 'visits.read',
      declarations: DECLARATIONS,
      nav: { section: 'Scheduling', label: 'Visits Backoffice', order: 820 },
      component: lazyScreen(() => import('./VisitsBackofficePage'), 'VisitsBackofficePage'),
    },
  ],
};
