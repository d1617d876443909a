import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';
import { BOARD_PATH, BRANCHES_PATH, LOG_PATH } from './work-planner-api';

/**
 * The work planner (spec §2.2): five boards, the list of branches and the task-planner log.
 * Teams and projects are the kinds' generated lists (navigation group "Work Planner").
 */
const board = (
  name: string,
  path: string,
  title: string,
  exportName: 'MainBoardPage' | 'AllBoardPage' | 'TeamsBoardPage' | 'ProjectsBoardPage',
  nav: { label: string; order: number } | null,
) => ({
  name,
  path,
  title,
  permission: 'task-cards.read' as const,
  declarations: ['task-cards'] as const,
  ...(nav ? { nav: { section: 'Work Planner', ...nav } } : {}),
  component: lazyScreen(() => import('./WorkPlannerPages'), exportName),
});

export const workPlannerManifest: AreaManifest = {
  area: 'work-planner',
  screens: [
    board('work-planner-main', '/work-planner/main', 'Work Planner', 'MainBoardPage', {
      label: 'My Tasks',
      order: 720,
    }),
    {
      name: 'work-planner-branches',
      path: '/work-planner/branches',
      title: 'Work Planner - Branches',
      permission: 'task-cards.read',
      nav: { section: 'Work Planner', label: 'Branch Boards', order: 721 },
      component: lazyScreen(() => import('./WorkPlannerPages'), 'BranchesPage'),
    },
    {
      name: 'work-planner-branch',
      path: '/work-planner/branches/$id',
      title: 'Work Planner - Branch',
      permission: 'task-cards.read',
      declarations: ['task-cards'],
      component: lazyScreen(() => import('./WorkPlannerPages'), 'BranchBoardPage'),
    },
    board('work-planner-teams', '/work-planner/teams', 'Work Planner - Teams', 'TeamsBoardPage', {
      label: 'Teams Board',
      order: 722,
    }),
    board(
      'work-planner-projects',
      '/work-planner/projects',
      'Work Planner - Projects',
      'ProjectsBoardPage',
      { label: 'Projects Board', order: 723 },
    ),
    board('work-planner-all', '/work-planner/all', 'Work Planner - All', 'AllBoardPage', {
      label: 'All Tasks',
      order: 724,
    }),
    {
      name: 'task-planner-logs',
      path: '/task-planner-logs',
      title: 'Task Planner Logs',
      permission: 'task-cards.read',
      nav: { section: 'Work Planner', label: 'Task Planner Logs', order: 725 },
      component: lazyScreen(() => import('./TaskLogPage'), 'TaskLogPage'),
    },
  ],
  // The boards' columns are the teams and projects; the branches' counts and the log show cards.
  liveQueries: {
    'work-teams': [BOARD_PATH, BRANCHES_PATH],
    'work-projects': [BOARD_PATH],
    'task-cards': [BRANCHES_PATH, LOG_PATH],
  },
};
