import { recordAudits } from '@care360/domain';
import type { AreaManifest } from '../../platform/areas/area-manifest';
import { auditHooks } from './audit-hooks';
import { auditBoardSources } from './audits.boards';
import { auditRoutes } from './audits.endpoints';

/**
 * The audits area: the Audits screens' endpoints, and the rule that an audit record names a
 * record its writer may see and takes that record's branch (also for the generated routes).
 */
export const auditsArea: AreaManifest = {
  name: 'audits',
  routes: auditRoutes,
  recordHooks: [{ [recordAudits.name]: auditHooks }],
  boardSources: auditBoardSources,
};
