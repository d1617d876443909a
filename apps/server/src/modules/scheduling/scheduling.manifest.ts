import type { AreaManifest } from '../../platform/areas/area-manifest';
import { rotaRoutes } from './rota.endpoints';
import { generateRotaTask } from './visit-generation';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages a rolling horizon ahead, the
 * visits list, and the allocation of carers under the rules of who may take a visit.
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: [...visitRoutes, ...rotaRoutes],
  recordHooks: [{ visits: visitHooks }],
  tasks: [generateRotaTask],
};
