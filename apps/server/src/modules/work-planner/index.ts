// The work planner area: all another area or routes.ts may import.

export { readableTeams, type TeamSummary, teamWithMembers } from './team-people';
export { workPlannerArea } from './work-planner.manifest';
