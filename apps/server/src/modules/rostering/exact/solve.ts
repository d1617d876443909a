import {
  checkPlan,
  type RosterPlan,
  type RosterProblem,
  type SlotAssignment,
  type SolveOptions,
  scorePlan,
  solveRoster,
} from '@care360/domain/solver';
import type { Highs, HighsCallbackMap, ModelData } from 'highs';
import { type Arc, arcKey, FlowModel, type Job, jobsOf, notFixedTime } from './build';
import { discardHighs, loadHighs } from './highs';

/**
 * The largest problem the exact model takes, in slots (a double-up counts two). Measured with
 * scripts/bench-roster-exact.ts on this shared 2-core machine: a 150-visit, 15-carer day (163
 * slots) proves optimal in about 18 s of CPU; a 300-visit, 30-carer day does not prove within
 * 120 s yet. Beyond this the heuristic answers at once rather than after a failed attempt.
 */
export const EXACT_MAX_SLOTS = 200;

/** Arcs between visits at most this far apart are in the first relaxation; the rest are priced. */
const FIRST_GAP_MINUTES = 30;
/** Most arcs a pricing round adds per shift (the most negative first), so the LP stays small. */
const ARCS_PER_SHIFT_PER_ROUND = 40;
const PRICING_TOLERANCE = 1e-6;
/** Slack on reduced-cost fixing for the LP's rounding (arcs are only ever kept, never lost). */
const FIXING_TOLERANCE = 1e-3;
/** The dive's arcs: those of least reduced cost, this many times the LP's support (or more). */
const DIVE_FACTOR = 3;
const DIVE_MIN_ARCS = 3000;
/** The MIP's arcs at most (more only when the incumbent needs them to prove optimality). */
const MAX_MIP_ARCS = 12000;
/** A dive fixes every arc at least this close to one. */
const DIVE_FIX_AT = 0.01;

export interface ExactStats {
  slots: number;
  candidateArcs: number;
  lpArcs: number;
  lpRounds: number;
  lpBound: number;
  incumbent: number | null;
  mipArcs: number;
  breakCuts: number;
  mipRuns: number;
  heuristicMs: number;
  lpMs: number;
  diveMs: number;
  mipMs: number;
}

export interface ExactOutcome {
  /** The proven optimal plan, or null (then `reason` says why). */
  plan: RosterPlan | null;
  reason: string | null;
  stats: Partial<ExactStats>;
}

/**
 * The plan with the least scorePlan total among all that keep every hard rule, when every visit
 * has a fixed time and the problem is within EXACT_MAX_SLOTS; null otherwise (too big, not all
 * fixed-time, not proven within the time limit, stopped, or HiGHS failed), so the caller falls
 * back to the heuristic and says the plan is not proven optimal. `log` hears why.
 */
export async function solveFixedTimeExact(
  problem: RosterProblem,
  options: SolveOptions,
  log: (reason: string) => void = () => {},
): Promise<RosterPlan | null> {
  const outcome = await exactOutcome(problem, options);
  if (!outcome.plan && outcome.reason) log(outcome.reason);
  return outcome.plan;
}

/** Whether the exact model applies at all, and why not, without solving. */
export function exactApplies(problem: RosterProblem): string | null {
  const notFixed = notFixedTime(problem);
  if (notFixed) return `Not proven optimal: ${notFixed}`;
  const slots = problem.tasks.reduce((n, t) => n + t.slots.length, 0);
  if (slots > EXACT_MAX_SLOTS) {
    return `Not proven optimal: ${slots} carer slots is beyond the exact model's ${EXACT_MAX_SLOTS}`;
  }
  return null;
}

/** The exact solve with its reason and figures; `ignoreSizeLimit` is for benchmarks only. */
export async function exactOutcome(
  problem: RosterProblem,
  options: SolveOptions,
  bench: { ignoreSizeLimit?: boolean } = {},
): Promise<ExactOutcome> {
  const stats: Partial<ExactStats> = {};
  const fail = (reason: string): ExactOutcome => ({ plan: null, reason, stats });
  const notApplicable = bench.ignoreSizeLimit ? notFixedTime(problem) : exactApplies(problem);
  if (notApplicable) return fail(notApplicable);
  const built = jobsOf(problem);
  if ('reason' in built) return fail(`Not proven optimal: ${built.reason}`);
  let highs: Highs;
  try {
    highs = await loadHighs();
  } catch (error) {
    return fail(`Not proven optimal: the exact solver could not load (${messageOf(error)})`);
  }
  try {
    return new ExactSearch(highs, problem, built.jobs, options, stats).run();
  } catch (error) {
    // A WebAssembly trap (memory access out of bounds on a model too big) leaves the runtime
    // unusable: drop it so the next solve loads a fresh one, and let the heuristic answer.
    discardHighs();
    return fail(`Not proven optimal: the exact solver failed (${messageOf(error)})`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Candidate arcs with their columns packed for fast pricing. */
interface Candidates {
  arcs: Arc[];
  cost: Float64Array;
  starts: Int32Array;
  rows: Int32Array;
  coefs: Float64Array;
}

class ExactSearch {
  private readonly model: FlowModel;
  private readonly startedAt = Date.now();
  private readonly deadline: number;
  private breakCuts = 0;

  constructor(
    private readonly highs: Highs,
    private readonly problem: RosterProblem,
    private readonly jobs: Job[],
    private readonly options: SolveOptions,
    private readonly stats: Partial<ExactStats>,
  ) {
    this.deadline = this.startedAt + options.timeLimitMs;
    this.model = new FlowModel(problem, jobs, assignmentCosts(problem));
    stats.slots = jobs.length;
  }

  private remainingSeconds(): number {
    return Math.max(0, (this.deadline - Date.now()) / 1000);
  }

  private stopped(): boolean {
    return Date.now() > this.deadline || this.options.shouldStop?.() === true;
  }

  run(): ExactOutcome {
    const fail = (reason: string): ExactOutcome => ({ plan: null, reason, stats: this.stats });
    if (this.jobs.length === 0) return this.outcome([]);
    const candidates = this.candidates();
    this.stats.candidateArcs = candidates.arcs.length;

    // A plan to start from: its total bounds which arcs can be in a better one.
    const heuristicStart = Date.now();
    const heuristic = this.heuristicPlan();
    this.stats.heuristicMs = Date.now() - heuristicStart;
    let incumbentArcs = heuristic ? this.model.arcsOf(heuristic.assignments) : null;
    let incumbent = incumbentArcs ? this.objectiveOf(incumbentArcs) : null;
    this.stats.incumbent = incumbent;

    // The relaxation over every arc, pricing in those it lacks, and each arc's reduced cost.
    const lpStart = Date.now();
    const lp = this.relaxation(candidates, incumbentArcs ?? []);
    this.stats.lpMs = Date.now() - lpStart;
    if (!lp) return fail(this.timeReason());
    this.stats.lpBound = lp.bound;

    const mipStart = Date.now();
    this.stats.mipRuns = 0;
    const order = candidates.arcs
      .map((_, k) => k)
      .sort((x, y) => (lp.rc[x] as number) - (lp.rc[y] as number));
    const arcsUpTo = (limit: number) => {
      const out: Arc[] = [];
      for (const k of order) {
        if ((lp.rc[k] as number) > limit + FIXING_TOLERANCE) break;
        out.push(candidates.arcs[k] as Arc);
      }
      return this.withArcs(out, incumbentArcs);
    };
    // A dive on the relaxation over the arcs it likes best: usually a plan within a few units of
    // the bound, which the fixing below needs to leave few arcs.
    const nearCount = Math.max(DIVE_MIN_ARCS, DIVE_FACTOR * lp.support);
    const diveLimit = lp.rc[order[Math.min(order.length, nearCount) - 1] ?? 0] ?? 0;
    const dived = this.dive(arcsUpTo(diveLimit));
    this.stats.diveMs = Date.now() - mipStart;
    if (dived) {
      const objective = this.objectiveOf(dived);
      if (incumbent === null || objective < incumbent) {
        incumbent = objective;
        incumbentArcs = dived;
      }
    }
    this.stats.incumbent = incumbent;
    // Reduced-cost fixing: with bound L and reduced cost r, a plan using the arc costs at least
    // L + r. So the MIP over the arcs with r ≤ Δ finds the optimum whenever its answer is at most
    // L + Δ (a better plan would need an arc with L + r below it); Δ = incumbent − L guarantees
    // that, and a smaller Δ (when that would be too many arcs) is widened until it holds.
    let result: ReturnType<ExactSearch['solveMip']>;
    for (;;) {
      const slack = incumbent === null ? Number.POSITIVE_INFINITY : incumbent - lp.bound;
      const capLimit = lp.rc[order[Math.min(order.length, MAX_MIP_ARCS) - 1] ?? 0] ?? 0;
      const limit = Math.min(slack, Math.max(capLimit, 0));
      const arcs = arcsUpTo(limit);
      this.stats.mipArcs = arcs.length;
      result = this.solveMip(arcs, incumbentArcs, this.deadline);
      if (result.status !== 'optimal') break;
      if (result.objective <= lp.bound + limit + FIXING_TOLERANCE || limit >= slack) break;
      incumbent = result.objective;
      incumbentArcs = result.arcs;
    }
    this.stats.mipMs = Date.now() - mipStart;
    this.stats.breakCuts = this.breakCuts;
    if (result.status !== 'optimal') {
      return fail(
        result.status === 'infeasible'
          ? 'Not proven optimal: the kept visits cannot all stay'
          : this.timeReason(),
      );
    }
    const errors = checkPlan(this.problem, result.assignments);
    if (errors.length > 0) {
      return fail(`Not proven optimal: the exact plan broke a rule (${errors[0]})`);
    }
    return this.outcome(result.assignments);
  }

  private outcome(assignments: SlotAssignment[]): ExactOutcome {
    const filled = new Set(assignments.map((a) => `${a.task}:${a.slot}`));
    return {
      plan: {
        assignments,
        unfilled: this.jobs
          .filter((j) => !filled.has(`${j.task}:${j.slot}`))
          .map((j) => ({ task: j.task, slot: j.slot })),
        score: scorePlan(this.problem, assignments),
        provenOptimal: true,
        method: 'exact',
      },
      reason: null,
      stats: this.stats,
    };
  }

  /** The arcs plus those of a plan, each once. */
  private withArcs(arcs: Arc[], plan: Arc[] | null): Arc[] {
    const keyed = new Map(arcs.map((arc) => [arcKey(arc), arc]));
    for (const arc of plan ?? []) keyed.set(arcKey(arc), arc);
    return [...keyed.values()];
  }

  private timeReason(): string {
    if (this.options.shouldStop?.()) return 'Not proven optimal: stopped';
    return `Not proven optimal within ${Math.round(this.options.timeLimitMs / 1000)} s`;
  }

  private candidates(): Candidates {
    const arcs: Arc[] = [];
    const cost: number[] = [];
    const starts: number[] = [0];
    const rows: number[] = [];
    const coefs: number[] = [];
    this.model.shifts.forEach((_, s) => {
      this.model.forEachArc(s, (arc) => {
        const col = this.model.column(arc);
        arcs.push(arc);
        cost.push(col.cost);
        rows.push(...col.rows);
        coefs.push(...col.coefs);
        starts.push(rows.length);
      });
    });
    return {
      arcs,
      cost: Float64Array.from(cost),
      starts: Int32Array.from(starts),
      rows: Int32Array.from(rows),
      coefs: Float64Array.from(coefs),
    };
  }

  /** The heuristic's plan when it keeps every rule (it is then a bound to beat). */
  private heuristicPlan(): { assignments: SlotAssignment[] } | null {
    // With an iteration budget the start is the same plan however busy the machine is, so the
    // proof ends at the same plan among equals; without one, a short time.
    const budget =
      this.options.maxIterations !== undefined
        ? this.options.timeLimitMs
        : Math.min(2000, Math.max(200, this.options.timeLimitMs * 0.1));
    const plan = solveRoster(this.problem, {
      timeLimitMs: budget,
      seed: this.options.seed,
      ...(this.options.maxIterations !== undefined
        ? { maxIterations: this.options.maxIterations }
        : {}),
      ...(this.options.shouldStop ? { shouldStop: this.options.shouldStop } : {}),
    });
    if (checkPlan(this.problem, plan.assignments).length > 0) return null;
    if (this.breakViolations(plan.assignments).length > 0) return null;
    return { assignments: plan.assignments };
  }

  /**
   * The LP over all candidate arcs by pricing (a warm-started simplex over the arcs priced in so
   * far), then a bound valid for every plan whatever the LP's accuracy: the Lagrangian bound of
   * its duals (clipped to the right signs) over all arcs, with each arc's reduced cost.
   */
  private relaxation(
    candidates: Candidates,
    seed: Arc[],
  ): { bound: number; rc: Float64Array; support: number } | null {
    const inModel = new Set<number>();
    const byKey = new Map<string, number>();
    candidates.arcs.forEach((arc, k) => {
      byKey.set(arcKey(arc), k);
      const from = arc.from >= 0 ? (this.jobs[arc.from] as Job) : null;
      const to = arc.to >= 0 ? (this.jobs[arc.to] as Job) : null;
      if (!from || !to || to.start - from.end <= FIRST_GAP_MINUTES) inModel.add(k);
    });
    for (const arc of seed) {
      const k = byKey.get(arcKey(arc));
      if (k !== undefined) inModel.add(k);
    }
    const first = [...inModel];
    const { model: data } = this.model.assemble(
      first.map((k) => candidates.arcs[k] as Arc),
      false,
    );
    const rowLower = data.rowLower;
    const rowUpper = data.rowUpper;
    const auxCount = data.numCols - first.length;
    const model = this.highs.createModel(data);
    try {
      model.options.set({ output_flag: false, solver: 'simplex' });
      let rounds = 0;
      for (;;) {
        if (this.stopped()) return null;
        rounds++;
        // HiGHS's clock runs on across runs of one model: restart it so the limit is this run's.
        model.zeroAllClocks();
        model.options.set('time_limit', Math.max(0.01, this.remainingSeconds()));
        model.run(this.callbacks());
        if (model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return null;
        const solution = model.getSolution();
        const rowDual = clipDuals(solution.rowDual, rowLower, rowUpper);
        const added: number[] = [];
        const negative = new Map<number, { k: number; rc: number }[]>();
        for (let k = 0; k < candidates.arcs.length; k++) {
          if (inModel.has(k)) continue;
          const rc = reducedCost(candidates, k, rowDual);
          if (rc < -PRICING_TOLERANCE) {
            const shift = (candidates.arcs[k] as Arc).shift;
            const list = negative.get(shift) ?? [];
            list.push({ k, rc });
            negative.set(shift, list);
          }
        }
        for (const list of negative.values()) {
          list.sort((x, y) => x.rc - y.rc);
          for (const { k } of list.slice(0, ARCS_PER_SHIFT_PER_ROUND)) added.push(k);
        }
        if (added.length === 0) {
          this.stats.lpRounds = rounds;
          this.stats.lpArcs = inModel.size;
          const colValue = solution.colValue;
          let support = 0;
          for (let k = auxCount; k < colValue.length; k++) if ((colValue[k] ?? 0) > 1e-6) support++;
          return { ...this.lagrangianBound(candidates, rowDual, rowLower, rowUpper), support };
        }
        for (const k of added) inModel.add(k);
        model.addCols(this.columnsOf(candidates, added, rowLower.length));
      }
    } finally {
      model.dispose();
    }
  }

  /** Columns of candidate arcs for HiGHS's addCols. */
  private columnsOf(candidates: Candidates, ks: number[], numRows: number) {
    const starts = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const k of ks) {
      const entries = new Map<number, number>();
      for (let p = candidates.starts[k] as number; p < (candidates.starts[k + 1] as number); p++) {
        const row = candidates.rows[p] as number;
        entries.set(row, (entries.get(row) ?? 0) + (candidates.coefs[p] as number));
      }
      for (const [row, v] of [...entries].sort((x, y) => x[0] - y[0])) {
        indices.push(row);
        values.push(v);
      }
      starts.push(indices.length);
    }
    return {
      cost: Float64Array.from(ks.map((k) => candidates.cost[k] as number)),
      lower: new Float64Array(ks.length),
      upper: new Float64Array(ks.length).fill(1),
      matrix: {
        format: 'csc' as const,
        numRows,
        numCols: ks.length,
        starts: Int32Array.from(starts),
        indices: Int32Array.from(indices),
        values: Float64Array.from(values),
      },
    };
  }

  /**
   * L(y) = Σ rows min over [lower, upper] of y·s + Σ columns min over their box of rc·x: a lower
   * bound on every plan's objective for any duals y of the right signs.
   */
  private lagrangianBound(
    candidates: Candidates,
    rowDual: Float64Array,
    rowLower: ArrayLike<number>,
    rowUpper: ArrayLike<number>,
  ): { bound: number; rc: Float64Array } {
    let bound = 0;
    for (let r = 0; r < rowDual.length; r++) {
      const y = rowDual[r] as number;
      if (y > 0) bound += y * (rowLower[r] as number);
      else if (y < 0) bound += y * (rowUpper[r] as number);
    }
    // Unfilled and auxiliary columns.
    const { model: fixed } = this.model.assemble([], false);
    for (let col = 0; col < fixed.numCols; col++) {
      let rc = fixed.colCost[col] as number;
      for (
        let p = fixed.matrix.starts[col] as number;
        p < (fixed.matrix.starts[col + 1] as number);
        p++
      ) {
        rc -=
          (fixed.matrix.values[p] as number) *
          (rowDual[fixed.matrix.indices[p] as number] as number);
      }
      const upper = fixed.colUpper[col] as number;
      if (rc < 0) bound += Number.isFinite(upper) ? rc * upper : Number.NEGATIVE_INFINITY;
    }
    const rc = new Float64Array(candidates.arcs.length);
    for (let k = 0; k < rc.length; k++) {
      rc[k] = reducedCost(candidates, k, rowDual);
      if ((rc[k] as number) < 0) bound += rc[k] as number;
    }
    return { bound, rc };
  }

  private callbacks(): HighsCallbackMap {
    const stop = () => this.stopped();
    const types = this.highs.constants.callbackType;
    return {
      [types.simplexInterrupt]: (event) => {
        if (stop()) event.interrupt();
        return undefined;
      },
      [types.mipInterrupt]: (event) => {
        if (stop()) event.interrupt();
        return undefined;
      },
    };
  }

  /**
   * A plan from the relaxation by diving: arcs at (nearly) one are fixed at one and the LP solved
   * again, warm, until it is integral; the most fractional-but-likely arc is fixed when none is
   * near one. Null when a fixing leaves it infeasible or the plan breaks the break rule.
   */
  private dive(arcs: Arc[]): Arc[] | null {
    const { model: data, arcOffset } = this.model.assemble(arcs, false);
    const model = this.highs.createModel(data);
    try {
      model.options.set({ output_flag: false, solver: 'simplex' });
      const fixed = new Set<number>();
      for (let step = 0; step < arcs.length; step++) {
        if (this.stopped()) return null;
        // HiGHS's clock runs on across runs of one model: restart it so the limit is this run's.
        model.zeroAllClocks();
        model.options.set('time_limit', Math.max(0.01, this.remainingSeconds()));
        model.run(this.callbacks());
        if (model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return null;
        const x = model.getSolution().colValue;
        const toFix: number[] = [];
        let best = -1;
        let bestValue = 0;
        for (let k = 0; k < arcs.length; k++) {
          const v = x[arcOffset + k] as number;
          if (fixed.has(k) || v < 1e-6) continue;
          if (v > 1 - DIVE_FIX_AT) toFix.push(k);
          else if (v > bestValue) {
            best = k;
            bestValue = v;
          }
        }
        const integral = best < 0;
        if (integral) {
          const chosen = arcs.filter((_, k) => (x[arcOffset + k] as number) > 0.5);
          const assignments = this.model.decode(arcs, arcOffset, x);
          return this.breakViolations(assignments).length === 0 ? chosen : null;
        }
        if (toFix.length === 0) toFix.push(best);
        for (const k of toFix) fixed.add(k);
        toFix.sort((p, q) => p - q);
        model.changeColsBounds(
          { kind: 'set', indices: Int32Array.from(toFix.map((k) => arcOffset + k)) },
          new Float64Array(toFix.length).fill(1),
          new Float64Array(toFix.length).fill(1),
        );
      }
      return null;
    } finally {
      model.dispose();
    }
  }

  /** The model's objective of a plan's arcs (its unfilled slots and auxiliaries at their least). */
  private objectiveOf(arcs: Arc[]): number {
    const { model, arcOffset } = this.model.assemble(arcs, true);
    const x = this.startVector(model, arcOffset, arcs.length);
    let total = 0;
    for (let j = 0; j < model.numCols; j++) total += (model.colCost[j] ?? 0) * (x[j] ?? 0);
    return total;
  }

  /**
   * A full solution vector with the given arcs (the first `arcCount` after arcOffset) at one:
   * unfilled columns fill what the arcs leave, auxiliaries take their least feasible values.
   */
  private startVector(
    model: ModelData,
    arcOffset: number,
    arcCount: number,
    chosen?: Set<number>,
  ): Float64Array {
    const x = new Float64Array(model.numCols);
    for (let k = 0; k < arcCount; k++) if (!chosen || chosen.has(k)) x[arcOffset + k] = 1;
    const m = model.matrix;
    const activity = new Float64Array(model.numRows);
    for (let col = arcOffset; col < model.numCols; col++) {
      const v = x[col] ?? 0;
      if (v === 0) continue;
      for (let p = m.starts[col] as number; p < (m.starts[col + 1] as number); p++) {
        const row = m.indices[p] as number;
        activity[row] = (activity[row] ?? 0) + v * (m.values[p] as number);
      }
    }
    // Unfilled columns (one per job, first) and auxiliaries (after them, before the arcs).
    for (let col = 0; col < arcOffset; col++) {
      const p0 = m.starts[col] as number;
      const p1 = m.starts[col + 1] as number;
      if (col < this.jobs.length) {
        const row = m.indices[p0] as number;
        x[col] = Math.max(0, 1 - (activity[row] ?? 0));
        continue;
      }
      let need = 0;
      for (let p = p0; p < p1; p++) {
        const row = m.indices[p] as number;
        const coef = m.values[p] as number;
        const upper = model.rowUpper[row] as number;
        // activity + coef·aux ≤ upper with coef < 0: aux ≥ (activity − upper) / −coef.
        need = Math.max(need, ((activity[row] ?? 0) - upper) / -coef);
      }
      x[col] = need;
    }
    return x;
  }

  /** A MIP over the given arcs, adding break cuts until its optimum keeps the break rule. */
  private solveMip(
    arcs: Arc[],
    startArcs: Arc[] | null,
    until: number,
  ): {
    status: 'optimal' | 'feasible' | 'infeasible' | 'stopped';
    arcs: Arc[];
    objective: number;
    assignments: SlotAssignment[];
  } {
    for (;;) {
      this.stats.mipRuns = (this.stats.mipRuns ?? 0) + 1;
      const { model: data, arcOffset } = this.model.assemble(arcs, true);
      const model = this.highs.createModel(data);
      let status: number;
      let colValue: Float64Array | null = null;
      let objective = Number.NaN;
      try {
        model.options.set({
          output_flag: false,
          time_limit: Math.max(0.01, (Math.min(until, this.deadline) - Date.now()) / 1000),
          mip_rel_gap: 0,
          mip_abs_gap: 1e-6,
          random_seed: this.options.seed % 2147483647,
        });
        if (startArcs) {
          const index = new Map(arcs.map((arc, k) => [arcKey(arc), k]));
          const chosen = new Set(startArcs.map((arc) => index.get(arcKey(arc)) ?? -1));
          model.setSolution({ colValue: this.startVector(data, arcOffset, arcs.length, chosen) });
        }
        model.run(this.callbacks());
        status = model.getModelStatus();
        const primal = model.info.get('primal_solution_status');
        if (Number(primal) === this.highs.constants.solutionStatus.feasible) {
          colValue = model.getSolution().colValue;
          objective = model.getObjectiveValue();
        }
      } finally {
        model.dispose();
      }
      const codes = this.highs.constants.modelStatus;
      if (status === codes.infeasible)
        return { status: 'infeasible', arcs: [], objective, assignments: [] };
      if (!colValue) return { status: 'stopped', arcs: [], objective, assignments: [] };
      const assignments = this.model.decode(arcs, arcOffset, colValue);
      const used = arcs.filter((_, k) => (colValue?.[arcOffset + k] ?? 0) > 0.5);
      const violations = this.breakViolations(assignments);
      if (violations.length > 0) {
        for (const cut of violations) {
          this.model.addXRow(
            Number.NEGATIVE_INFINITY,
            cut.jobs.length - 1,
            cut.jobs.map((job) => ({ carer: cut.carer, job, coef: 1 })),
          );
          this.breakCuts++;
        }
        if (this.stopped() || Date.now() > until) {
          return { status: 'stopped', arcs: [], objective, assignments: [] };
        }
        // The previous start may break a new cut; the solver repairs or ignores it.
        startArcs = null;
        continue;
      }
      const proven = status === codes.optimal;
      return { status: proven ? 'optimal' : 'feasible', arcs: used, objective, assignments };
    }
  }

  /**
   * Runs of a carer's visits that break the continuous-work rule as checkPlan reads it (gaps
   * shorter than the break keep a run going; a run longer than the limit by a visit's end is a
   * breach). Each is returned as its shortest tail that still breaches: any plan giving the carer
   * all of those visits breaches too (other visits between only shorten the gaps), so "not all of
   * them" is a valid cut.
   */
  private breakViolations(assignments: SlotAssignment[]): { carer: number; jobs: number[] }[] {
    const jobIndex = new Map<string, number>();
    this.jobs.forEach((job, j) => {
      jobIndex.set(`${job.task}:${job.slot}`, j);
    });
    const routes = new Map<number, number[]>();
    for (const a of assignments) {
      const carer = this.problem.carers[a.carer];
      if (!carer || !Number.isFinite(carer.maxContinuousMinutes)) continue;
      const j = jobIndex.get(`${a.task}:${a.slot}`);
      if (j === undefined) continue;
      const list = routes.get(a.carer) ?? [];
      list.push(j);
      routes.set(a.carer, list);
    }
    const cuts: { carer: number; jobs: number[] }[] = [];
    for (const [c, route] of routes) {
      const carer = this.problem.carers[c];
      if (!carer) continue;
      route.sort((x, y) => (this.jobs[x] as Job).start - (this.jobs[y] as Job).start);
      let first = 0;
      for (let k = 0; k < route.length; k++) {
        const job = this.jobs[route[k] as number] as Job;
        if (
          k > 0 &&
          job.start - (this.jobs[route[k - 1] as number] as Job).end >= carer.breakMinutes
        )
          first = k;
        if (job.duration > carer.maxContinuousMinutes) continue;
        if (
          job.end - (this.jobs[route[first] as number] as Job).start <=
          carer.maxContinuousMinutes
        )
          continue;
        let from = k;
        while (
          job.end - (this.jobs[route[from] as number] as Job).start <=
          carer.maxContinuousMinutes
        )
          from--;
        cuts.push({ carer: c, jobs: route.slice(from, k + 1) });
        first = k;
      }
    }
    return cuts;
  }
}

function reducedCost(candidates: Candidates, k: number, rowDual: ArrayLike<number>): number {
  let rc = candidates.cost[k] as number;
  for (let p = candidates.starts[k] as number; p < (candidates.starts[k + 1] as number); p++) {
    rc -= (candidates.coefs[p] as number) * (rowDual[candidates.rows[p] as number] ?? 0);
  }
  return rc;
}

/**
 * What scorePlan charges for a carer on a slot beyond travel (continuity and preference), read
 * from scorePlan itself on a one-visit plan so the model cannot drift from the score.
 */
function assignmentCosts(problem: RosterProblem): (job: Job, carer: number) => number {
  const cache = new Map<string, number>();
  return (job, carer) => {
    const key = `${job.task}:${job.slot}:${carer}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const task = problem.tasks[job.task];
    if (!task?.affinity) return 0;
    const single: RosterProblem = { ...problem, tasks: [task], carers: problem.carers };
    const s = scorePlan(single, [{ task: 0, slot: job.slot, carer, start: job.start }]);
    const cost = s.continuity + s.preferred;
    cache.set(key, cost);
    return cost;
  };
}

/**
 * Duals with the signs a minimisation's bound needs: none on a side a row has no bound on (the
 * LP's tolerances can leave tiny wrong-signed values there).
 */
function clipDuals(
  rowDual: Float64Array,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
): Float64Array {
  const out = Float64Array.from(rowDual);
  for (let r = 0; r < out.length; r++) {
    const y = out[r] as number;
    if (y > 0 && !Number.isFinite(lower[r] as number)) out[r] = 0;
    if (y < 0 && !Number.isFinite(upper[r] as number)) out[r] = 0;
  }
  return out;
}
