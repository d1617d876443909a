import type { AreaManifest } from '../../platform/areas/area-manifest';
import { worklistGroup } from '../../platform/worklist/worklist-contribution';
import { auditRoutes } from './audit.endpoints';
import { complaintDeadlinesTask, complaintHooks } from './complaint-deadlines';
import { cqcWorklistLines, draftingHooks } from './cqc-notifications';
import { incidentDraftHooks } from './incident-drafts';
import { marMedicationErrorRoutes } from './mar-medication-error.endpoints';
import { qaDashboardRoutes } from './qa-dashboard.endpoints';
import { qualityLinkRoutes } from './quality-links.endpoints';

/**
 * The quality area: the audit trail, and beside the registers' generated routes, the
 * complaints' deadlines (on each save and nightly) and the entries shown in a person's file.
 */
export const qualityArea: AreaManifest = {
  name: 'quality',
  routes: [...auditRoutes, ...qualityLinkRoutes, ...qaDashboardRoutes, ...marMedicationErrorRoutes],
  recordHooks: [
    {
      complaints: complaintHooks,
      incidents: draftingHooks('incidents'),
      safeguardings: draftingHooks('safeguardings'),
      'medication-errors': draftingHooks('medication-errors'),
      'death-notifications': draftingHooks('death-notifications'),
    },
    // Only the carer's phone makes a draft incident, and an opened one stays opened.
    { incidents: incidentDraftHooks },
  ],
  // Statutory notifications drafted and not yet sent.
  worklist: [worklistGroup('cqc-notifications', cqcWorklistLines)],
  tasks: [complaintDeadlinesTask],
};
