// The rostering solvers' shared model, the heuristic and the plan checks; the benchmark format
// lives in ./hhcrsp and the explanations beside them.

export { WEEK_MINUTES, weekFraction } from './compiled';
export { type Exclusion, explainUnfilled, namesList, type UnfilledReason } from './explain';
export { solveRoster } from './heuristic';
export type * from './model';
export { checkPlan, scorePlan } from './plan-check';
