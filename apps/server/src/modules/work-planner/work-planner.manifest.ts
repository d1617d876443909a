import type { AreaManifest } from '../../platform/areas/area-manifest';
import { alertTaskRoute } from './alert-task.endpoints';
import { taskCardHooks, teamMemberHooks } from './task-cards.hooks';
import { taskLogRoute } from './task-log.endpoints';
import { workBoardRoutes } from './work-board.endpoints';
import { workPlannerBoardSources } from './work-planner.boards';

/**
 * The work planner: teams, projects and task cards are record kinds (their routes come from the
 * declarations); the area adds the boards' read and move, the task-planner log read from the
 * audit trail, an alert made a task, and its overdue cards on the live boards.
 */
export const workPlannerArea: AreaManifest = {
  name: 'work-planner',
  routes: [...workBoardRoutes, taskLogRoute, alertTaskRoute],
  recordHooks: [{ 'task-cards': taskCardHooks, 'work-team-members': teamMemberHooks }],
  boardSources: workPlannerBoardSources,
};
