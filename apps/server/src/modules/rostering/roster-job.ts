import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Db } from '@care360/db';
import {
  type RosterRunProgress,
  type RosterRunScope,
  recordKind,
  rosterWeightsOf,
} from '@care360/domain';
import type { RosterPlan } from '@care360/domain/solver';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import { defineTask } from '../../platform/jobs/task';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { column, tableOf } from '../../platform/records/record-query';
import { changeRecord, systemActor } from '../../platform/records/record-store';
import { previewOf } from './roster-preview';
import { type BuiltProblem, buildRosterProblem } from './roster-problem';
import type { SolveMessage, SolveRequest } from './solve-worker';

/**
 * The job that plans a run: it builds the problem from the database, runs the solver in a worker
 * thread, writes the progress to the run at most once a second (a live event each time), stops the
 * search when the run is stopped, and keeps the plan, its preview and reasons on the run. A job
 * that dies mid-run is run again by the queue: it finds its run still running and plans afresh
 * (the same seed gives the same plan); one that keeps failing leaves the run failed.
 */

export const rosterRunKind = recordKind('roster-runs');

/** The most wall-clock time a run searches; the iteration budget normally ends it first. */
export const SOLVE_TIME_LIMIT_MS = 50_000;
/** How often the job writes progress and looks for a stop. */
const TICK_MS = 1_000;

/**
 * The iteration budget from the problem's size, so a plan is a function of the problem and the
 * seed whatever the machine's speed.
 */
export function iterationBudget(slots: number, carers: number): number {
  return Math.max(2_000, Math.min(400_000, slots * Math.max(10, carers) * 20));
}

const runTable = () => tableOf(rosterRunKind);

async function runOf(db: Db, organisationId: string, runId: string) {
  const t = runTable();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), runId), eq(column(t, 'organisationId'), organisationId)));
  return row as Record<string, unknown> | undefined;
}

/** Changes the run while it is in one of `states`; null when it no longer is. */
function writeRun(
  db: Db,
  organisationId: string,
  runId: string,
  values: Record<string, unknown>,
  states: readonly string[],
  auditAction: string,
) {
  return db.transaction((tx) =>
    changeRecord(tx, systemActor(organisationId), rosterRunKind, runId, values, {
      onlyIf: inArray(column(runTable(), 'status'), [...states]),
      auditAction,
    }),
  );
}

/**
 * The solver's worker thread. Compiled, it is a plain module; from the TypeScript sources
 * (development, tests) the thread first registers the same TypeScript loader as this process
 * has, which a worker does not inherit.
 */
function solverWorker(workerData: SolveRequest): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const url = new URL(`./solve-worker${typescript ? '.ts' : '.js'}`, import.meta.url);
  if (!typescript) return new Worker(url, { workerData });
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** Runs the solver in a worker thread; `onTick` each second may ask it to stop. */
function solveInWorker(
  request: Omit<SolveRequest, 'stop'>,
  onProgress: (progress: Omit<RosterRunProgress, 'total'>) => void,
  onTick: () => Promise<boolean>,
): Promise<{ plan: RosterPlan; message: string | null }> {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const worker = solverWorker({ ...request, stop });
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setInterval(() => {
      onTick().then(
        (halt) => {
          if (halt) Atomics.store(flag, 0, 1);
        },
        () => undefined,
      );
    }, TICK_MS);
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: SolveMessage) => {
      if (message.type === 'progress') onProgress(message);
      else if (message.type === 'done')
        finish(() => resolve({ plan: message.plan, message: message.message }));
      else finish(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The solver stopped unexpectedly (exit ${code}).`))),
    );
  });
}

/** Plans one run from start to end. */
export async function planRun(
  db: Db,
  config: Pick<Config, 'osrmUrl' | 'osrmTimeoutMs'>,
  organisationId: string,
  runId: string,
): Promise<void> {
  const run = await runOf(db, organisationId, runId);
  if (!run) return;
  if (run.status !== 'queued' && run.status !== 'running') return;
  const started = await writeRun(
    db,
    organisationId,
    runId,
    { status: 'running', startedAt: new Date(), message: null },
    ['queued', 'running'],
    'roster-runs.start',
  );
  if (!started) return;
  try {
    const weights = rosterWeightsOf(
      await organisationSettingsRow(db, 'staff-settings', organisationId),
    );
    const built: BuiltProblem = await buildRosterProblem(db, config, {
      organisationId,
      branchId: String(run.branch),
      from: String(run.fromDate).slice(0, 10),
      to: String(run.toDate).slice(0, 10),
      scope: String(run.scope) as RosterRunScope,
      keepAllocated: run.keepAllocated === true,
      weights,
    });
    const total = built.problem.tasks.reduce((n, t) => n + t.slots.length, 0);
    let latest: RosterRunProgress = {
      elapsedMs: 0,
      iterations: 0,
      filled: 0,
      unfilled: total,
      total,
    };
    let written = '';
    let stopped = false;
    const { plan, message } = await solveInWorker(
      {
        problem: built.problem,
        seed: Number(run.seed ?? 1),
        maxIterations: iterationBudget(total, built.problem.carers.length),
        timeLimitMs: SOLVE_TIME_LIMIT_MS,
      },
      ({ elapsedMs, iterations, filled, unfilled }) => {
        latest = { elapsedMs, iterations, filled, unfilled, total };
      },
      async () => {
        const progress = JSON.stringify(latest);
        if (progress === written) {
          const now = await runOf(db, organisationId, runId);
          stopped = now?.status !== 'running';
          return stopped;
        }
        written = progress;
        const changed = await writeRun(
          db,
          organisationId,
          runId,
          { progress },
          ['running'],
          'roster-runs.progress',
        );
        stopped = changed === null;
        return stopped;
      },
    );
    // Stopped while the problem was read, or just before the search ended.
    if (!stopped) stopped = (await runOf(db, organisationId, runId))?.status === 'stopped';
    const filled = plan.assignments.length;
    const preview = previewOf(built, plan, weights);
    const final: RosterRunProgress = { ...latest, filled, unfilled: total - filled, total };
    await writeRun(
      db,
      organisationId,
      runId,
      {
        // A run stopped by the coordinator stays stopped, with the best plan found by then.
        ...(stopped ? {} : { status: 'finished' }),
        progress: JSON.stringify(final),
        method: plan.method,
        provenOptimal: plan.provenOptimal,
        message,
        plan: JSON.stringify(preview),
      },
      ['running', 'stopped'],
      'roster-runs.plan',
    );
  } catch (error) {
    await writeRun(
      db,
      organisationId,
      runId,
      {
        status: 'failed',
        message:
          `The plan could not be made: ${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            1000,
          ),
      },
      ['running', 'stopped'],
      'roster-runs.fail',
    );
  }
}

export const rosterSolveTask = defineTask({
  name: 'roster.solve',
  title: 'Plan the rota (auto-rostering)',
  payload: z.strictObject({ runId: z.uuid() }),
  maxAttempts: 3,
  async run({ runId }, { db, config, organisationId }) {
    await planRun(db, config, organisationId, runId);
  },
});
