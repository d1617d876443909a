import type { AreaManifest } from '../../platform/areas/area-manifest';
import { auditRoutes } from './audit.endpoints';
import { complaintDeadlinesTask, complaintHooks } from './complaint-deadlines';
import { qualityLinkRoutes } from './quality-links.endpoints';

/**
 * The quality area: the audit trail, and beside the registers' generated routes, the
 * complaints' deadlines (on each save and nightly) and the entries shown in a person's file.
 */
export const qualityArea: AreaManifest = {
  name: 'quality',
  routes: [...auditRoutes, ...qualityLinkRoutes],
  recordHooks: [{ complaints: complaintHooks }],
  tasks: [complaintDeadlinesTask],
};
