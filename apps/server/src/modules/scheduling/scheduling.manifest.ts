import type { AreaManifest } from '../../platform/areas/area-manifest';
import { globalScheduleHooks } from './global-schedule.hooks';
import { generateRotaTask } from './visit-generation';
import { visitLogRoutes } from './visit-logs.endpoints';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages a rolling horizon ahead, the
 * visits list, and the allocation of carers under the rules of who may take a visit.
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: [...visitRoutes, ...visitLogRoutes],
  recordHooks: [{ visits: visitHooks, 'global-schedules': globalScheduleHooks }],
  tasks: [generateRotaTask],
};
