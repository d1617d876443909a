import type { AreaManifest } from '../../platform/areas/area-manifest';
import { officeRoutes } from './office.endpoints';

/** The office area: cross-staff lists (DBS and uniform details) read from the staff files. */
export const officeArea: AreaManifest = {
  name: 'office',
  routes: officeRoutes,
};
