import type { AreaManifest } from '../../platform/areas/area-manifest';
import { grantRoutes } from './grants.endpoints';
import { professionalAreaRoutes } from './professional-area.endpoints';

/**
 * The health-professionals area: beside the professionals' generated routes, granting a client's
 * documents and revoking, what the client's file shows of it, and the professional's link pages.
 */
export const healthProfessionalsArea: AreaManifest = {
  name: 'health-professionals',
  routes: [...grantRoutes, ...professionalAreaRoutes],
};
