// The work planner area: all another area or routes.ts may import.
export { workPlannerArea } from './work-planner.manifest';
