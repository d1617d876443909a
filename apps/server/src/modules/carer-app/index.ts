import type { AreaManifest } from '../../platform/areas/area-manifest';
import { checkInCodeRoutes } from './check-in-codes.endpoints';
import { myTaskRoutes } from './my-tasks.endpoints';
import { myVisitReadRoutes } from './my-visits.endpoints';
import { myWriteRoutes } from './my-writes.endpoints';

/**
 * The carer's phone app: the signed-in carer's own published visits, what they need at the door,
 * and what they record there (check-in and out, by place or by the home's QR code, each task's
 * outcome, doses, notes, concerns and incidents), plus asking for leave and saying when they
 * cannot work. Each write is done once per Idempotency-Key. The office prints each home's QR code.
 */
export const carerAppArea: AreaManifest = {
  name: 'carer-app',
  routes: [...myVisitReadRoutes, ...myWriteRoutes, ...myTaskRoutes, ...checkInCodeRoutes],
};
