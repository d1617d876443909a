// The planner area: all another area or routes.ts may import.
export { plannerArea } from './planner.manifest';
