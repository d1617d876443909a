import type { AreaManifest } from '../../platform/areas/area-manifest';
import { alertActionRoutes } from './alert-actions.endpoints';
import { alertEscalationTask, checkVisitAlertsTask, visitAlertsTask } from './alert-jobs';
import { alertsBoardSource } from './boards/alerts-board-source';
import { demoLiveTask } from './demo-live.job';
import { incidentAlertHooks } from './report-alerts';
import { responseTimeRoutes } from './response-times.endpoints';

/**
 * The live-events area: the alerts raised from what happens at visits (the rules, their job and
 * the escalation ladder) and the live boards that show them with the other areas' sources.
 */
export const liveEventsArea: AreaManifest = {
  name: 'live-events',
  routes: [...alertActionRoutes, ...responseTimeRoutes],
  // An incident reported raises its alert with the register's entry.
  recordHooks: [{ incidents: incidentAlertHooks }],
  tasks: [visitAlertsTask, alertEscalationTask, checkVisitAlertsTask, demoLiveTask],
  // The alert boards' rows; the other areas give the derived boards' own.
  boardSources: [alertsBoardSource],
};
