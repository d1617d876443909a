import type { AreaManifest } from '../../platform/areas/area-manifest';
import { setCqcDraftFollower } from '../quality';
import { alertActionRoutes } from './alert-actions.endpoints';
import { alertEscalationTask, checkVisitAlertsTask, visitAlertsTask } from './alert-jobs';
import { alertsBoardSource } from './boards/alerts-board-source';
import { cqcNotificationAlertHooks, raiseCqcNotificationAlert } from './cqc-notification-alerts';
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
  // An incident reported raises its alert with the register's entry; a CQC notification's alert
  // lasts from its draft until it is marked sent.
  recordHooks: [{ incidents: incidentAlertHooks, 'cqc-notifications': cqcNotificationAlertHooks }],
  tasks: [visitAlertsTask, alertEscalationTask, checkVisitAlertsTask, demoLiveTask],
  // The alert boards' rows; the other areas give the derived boards' own.
  boardSources: [alertsBoardSource],
};

// The drafts the quality area makes itself (from a register entry, or a client's service ended
// by death) raise their alert in the draft's transaction: that area cannot import this one.
setCqcDraftFollower(raiseCqcNotificationAlert);
