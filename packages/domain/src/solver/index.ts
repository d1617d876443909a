// The rostering solvers' shared model; the heuristic, the benchmark format and the explanations
// are added beside it.
export type * from './model';
