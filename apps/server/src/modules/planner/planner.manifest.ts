import type { AreaManifest } from '../../platform/areas/area-manifest';
import { assessmentVisitHooks } from './assessment-visits.hooks';
import { officePlannerRoutes } from './office-planner.endpoints';
import { plannerBoardSources } from './planner.boards';
import { trackerRoutes } from './tracker.endpoints';
import { staleTrackerSessionsTask } from './tracker.job';

/**
 * The office planner: assessment visits are plain record kinds (their routes come from the
 * declaration); the area adds the calendar's read of a period, the time tracker's calls and the job that closes sessions left
 * without a stop.
 */
export const plannerArea: AreaManifest = {
  name: 'planner',
  routes: [...officePlannerRoutes, ...trackerRoutes],
  recordHooks: [{ 'assessment-visits': assessmentVisitHooks }],
  tasks: [staleTrackerSessionsTask],
  boardSources: plannerBoardSources,
};
