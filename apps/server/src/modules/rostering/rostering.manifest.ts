import type { AreaManifest } from '../../platform/areas/area-manifest';
import { rosterSolveTask } from './roster-job';
import { rosterRunRoutes } from './roster-runs.endpoints';

/**
 * The rostering area: plans of a branch's visits over a period made by a solver in a worker
 * thread (a job), previewed with the reasons for every place left empty, and accepted onto the
 * rota in part or in full.
 */
export const rosteringArea: AreaManifest = {
  name: 'rostering',
  routes: rosterRunRoutes,
  tasks: [rosterSolveTask],
};
