import type { AreaManifest } from '../../platform/areas/area-manifest';
import { auditRoutes } from './audit.endpoints';

/** The quality area: the audit trail. */
export const qualityArea: AreaManifest = {
  name: 'quality',
  routes: auditRoutes,
};
