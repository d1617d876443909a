import type { AreaManifest } from '../../platform/areas/area-manifest';
import { knockOnRoutes } from './knock-ons.endpoints';
import { generateRotaTask } from './visit-generation';
import { VISIT_KNOCK_ON_HOOKS } from './visit-knock-ons.hooks';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages a rolling horizon ahead, the
 * visits list, the allocation of carers under the rules of who may take a visit, and what else
 * moves visits (hospital stays, leave, leavers, template changes: visit-knock-ons.ts).
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: [...visitRoutes, ...knockOnRoutes],
  recordHooks: [{ visits: visitHooks }, VISIT_KNOCK_ON_HOOKS],
  tasks: [generateRotaTask],
};
