import { taskCards } from './task-cards.record';
import { workProjects } from './work-projects.record';
import { workTeamMembers } from './work-team-members.record';
import { workTeams } from './work-teams.record';

/** The work-planner area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const WORK_PLANNER_RECORDS = [workTeams, workTeamMembers, workProjects, taskCards] as const;
