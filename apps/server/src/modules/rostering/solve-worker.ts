import { parentPort, workerData } from 'node:worker_threads';
import {
  type RosterPlan,
  type RosterProblem,
  type SolveOptions,
  solveRoster,
} from '@care360/domain/solver';
import { solveFixedTimeExact } from './exact/solve';

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
    const exact = await solveFixedTimeExact(request.problem, options, (reason) => {
      note = reason;
    });
    if (exact) {
      port.postMessage({ type: 'done', plan: exact, message: null } satisfies SolveMessage);
      return;
    }
    const plan = solveRoster(request.problem, options);
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
