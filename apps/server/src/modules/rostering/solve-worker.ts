import { parentPort, workerData } from 'node:worker_threads';
import type { RosterPlan, RosterProblem, SolveOptions } from '@care360/domain/solver';

/**
 * The solver in a worker thread, so the API stays responsive while it searches: the exact
 * fixed-time model first when every visit has a set time (it answers null when the problem is not
 * all fixed-time or too big), the heuristic otherwise. It posts its progress as it goes and its
 * plan at the end; the job stops it through a shared flag (the search never yields to messages).
 */

export interface SolveRequest {
  problem: RosterProblem;
  seed: number;
  maxIterations: number;
  timeLimitMs: number;
  /** Int32Array over it: 1 when the job asks the search to stop. */
  stop: SharedArrayBuffer;
}

export type SolveMessage =
  | { type: 'progress'; elapsedMs: number; iterations: number; filled: number; unfilled: number }
  | { type: 'done'; plan: RosterPlan; message: string | null }
  | { type: 'error'; message: string };

type SolveRoster = (problem: RosterProblem, options: SolveOptions) => RosterPlan;
type SolveExact = (problem: RosterProblem, options: SolveOptions) => Promise<RosterPlan | null>;

const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** The exact fixed-time model (./exact), when it is there. */
async function loadExact(): Promise<SolveExact | null> {
  try {
    const module = (await import(new URL(`./exact/index${extension}`, import.meta.url).href)) as {
      solveFixedTimeExact?: SolveExact;
    };
    return module.solveFixedTimeExact ?? null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const request = workerData as SolveRequest;
  const flag = new Int32Array(request.stop);
  const slots = request.problem.tasks.reduce((n, t) => n + t.slots.length, 0);
  const options: SolveOptions = {
    seed: request.seed,
    maxIterations: request.maxIterations,
    timeLimitMs: request.timeLimitMs,
    progressEveryMs: 500,
    shouldStop: () => Atomics.load(flag, 0) === 1,
    onProgress: ({ elapsedMs, best, iterations }) =>
      port.postMessage({
        type: 'progress',
        elapsedMs,
        iterations,
        filled: best.assignments.length,
        unfilled: slots - best.assignments.length,
      } satisfies SolveMessage),
  };
  try {
    let note: string | null = null;
    const exact = await loadExact();
    if (exact) {
      const plan = await exact(request.problem, options);
      if (plan) {
        port.postMessage({ type: 'done', plan, message: null } satisfies SolveMessage);
        return;
      }
      note = `Not proven optimal: the exact model takes only fixed-time days of its size; ${request.problem.tasks.length} visits were planned by the heuristic.`;
    }
    const solver = (await import('@care360/domain/solver')) as unknown as {
      solveRoster?: SolveRoster;
    };
    if (!solver.solveRoster) throw new Error('The heuristic solver is not available.');
    const plan = solver.solveRoster(request.problem, options);
    port.postMessage({
      type: 'done',
      plan,
      message: plan.provenOptimal
        ? null
        : (note ?? 'Not proven optimal: planned by the heuristic.'),
    } satisfies SolveMessage);
  } catch (error) {
    port.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies SolveMessage);
  }
}

void main();
