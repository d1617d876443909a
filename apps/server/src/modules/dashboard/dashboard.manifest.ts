import type { AreaManifest } from '../../platform/areas/area-manifest';
import { dashboardRoutes } from './dashboard.endpoints';

/** The dashboards: figures counted from the other areas' records, no records of their own. */
export const dashboardArea: AreaManifest = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
