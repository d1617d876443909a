import type { AreaManifest } from '../../platform/areas/area-manifest';
import { myVisitReadRoutes } from './my-visits.endpoints';
import { myWriteRoutes } from './my-writes.endpoints';

/**
 * The carer's phone app: the signed-in carer's own published visits, what they need at the door,
 * and what they record there (check-in and out, doses, notes, concerns and incidents), plus
 * asking for leave and saying when they cannot work. Each write is done once per Idempotency-Key.
 */
export const carerAppArea: AreaManifest = {
  name: 'carer-app',
  routes: [...myVisitReadRoutes, ...myWriteRoutes],
};
