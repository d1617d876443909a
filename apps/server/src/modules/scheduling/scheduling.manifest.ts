import type { AreaManifest } from '../../platform/areas/area-manifest';
import { homeCoordinateHooks } from './home-coordinates.hooks';
import { generateRotaTask } from './visit-generation';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages a rolling horizon ahead, the
 * visits list, the allocation of carers under the rules of who may take a visit, and homes placed
 * from their postcodes for the journeys between visits.
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: visitRoutes,
  recordHooks: [{ visits: visitHooks, clients: homeCoordinateHooks, carers: homeCoordinateHooks }],
  tasks: [generateRotaTask],
};
