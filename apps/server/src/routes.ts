import { auditsArea } from './modules/audits';
import { carerAppArea } from './modules/carer-app';
import { clientsArea } from './modules/clients';
import { commsArea } from './modules/comms';
import { dashboardArea } from './modules/dashboard';
import { financeArea } from './modules/finance';
import { healthProfessionalsArea } from './modules/health-professionals';
import { inventoryArea } from './modules/inventory';
import { liveEventsArea, setEscalationNotifier } from './modules/live-events';
import { officeArea } from './modules/office';
import { peopleArea } from './modules/people';
import { plannerArea } from './modules/planner';
import { pushArea, pushEscalation } from './modules/push';
import { qualityArea } from './modules/quality';
import { recruitmentArea } from './modules/recruitment';
import { rosteringArea } from './modules/rostering';
import { schedulingArea } from './modules/scheduling';
import { staffArea } from './modules/staff';
import { workPlannerArea } from './modules/work-planner';
import type { AreaManifest } from './platform/areas/area-manifest';
import { composeAreas } from './platform/areas/compose-areas';
import { authRoutes } from './platform/auth/auth.endpoints';
import { mfaRoutes } from './platform/auth/mfa/mfa.endpoints';
import { passwordChangeRoutes } from './platform/auth/password-change.endpoints';
import { docsRoutes } from './platform/docs/docs.endpoints';
import { fileRoutes } from './platform/files/files.endpoints';
import type { AnyRoute } from './platform/http/route';
import { historyPruningTask } from './platform/jobs/history-pruning.job';
import { jobRoutes } from './platform/jobs/jobs.endpoints';
import type { AnyTask } from './platform/jobs/task';
import { liveEventRoutes } from './platform/live/event-stream.endpoints';
import { retentionTask } from './platform/records/retention';

/**
 * Every area of the server, side by side: each one's manifest (modules/<area>/index.ts) says
 * what it adds (routes, record hooks, person-file extensions, worklist groups). A new area adds
 * its manifest here.
 */
export const AREAS: readonly AreaManifest[] = [
  peopleArea,
  commsArea,
  qualityArea,
  clientsArea,
  recruitmentArea,
  staffArea,
  schedulingArea,
  rosteringArea,
  plannerArea,
  workPlannerArea,
  dashboardArea,
  auditsArea,
  healthProfessionalsArea,
  inventoryArea,
  officeArea,
  liveEventsArea,
  carerAppArea,
  pushArea,
  financeArea,
];

// An escalation emails the manager it reaches; the push area tells them by push as well.
setEscalationNotifier(pushEscalation);

/** The areas composed: their registries too (a test asks the worklist with a clock of its own). */
export const areas = composeAreas(AREAS);

/** Every task the job queue runs: the areas' and the platform's own (retention). */
export const allTasks: readonly AnyTask[] = [...areas.tasks, retentionTask, historyPruningTask];

/** Every route of the API; the route-walker test proves each one's access rule. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...mfaRoutes,
  ...passwordChangeRoutes,
  ...fileRoutes,
  ...areas.routes,
  ...jobRoutes(() => allTasks),
  ...liveEventRoutes,
  ...docsRoutes(() => allRoutes),
];
