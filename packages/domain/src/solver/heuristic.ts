import { type CompiledProblem, compileProblem, SYNC_SIMULTANEOUS } from './compiled';
import { IncrementalSchedule } from './incremental';
import type { RosterPlan, RosterProblem, SlotAssignment, SolveOptions } from './model';
import { scorePlan } from './plan-check';
import { Rng } from './rng';
import { cloneState, emptyState, type RouteState } from './schedule';

/** How far a candidate carer may go: never the partner's carer on a simultaneous double-up. */
function mayTake(cp: CompiledProblem, state: RouteState, s: number, c: number): boolean {
  if (cp.eligibleMask[s * cp.nCarers + c] !== 1) return false;
  const p = cp.partner[s] as number;
  if (p >= 0 && cp.syncType[s] === SYNC_SIMULTANEOUS && state.carerOf[p] === c) return false;
  return true;
}

/** Index in a route before the first visit that starts after `time`. */
function timePosition(route: number[], start: Float64Array, time: number): number {
  let lo = 0;
  let hi = route.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((start[route[mid] as number] as number) <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Tuning, from runs on the hhcrsp class D instances: the starting temperature as a share of the
 * average worsening move, the share of iterations that ruin and recreate (each costs about as
 * much as a hundred plain moves), and how often a move starts from a late visit.
 */
const START_TEMPERATURE = 0.1;
const RUIN_SHARE = 0.02;
const LATE_FOCUS = 0.2;

/**
 * The search: a greedy insertion in order of deadline, then simulated annealing over routes with
 * relocate, swap, in-route shift, tail exchange and double-up moves. Each move is priced by the
 * incremental schedule (only the routes it reaches are rescheduled) and only plans keeping every
 * hard rule are kept.
 */
class Search {
  readonly cp: CompiledProblem;
  readonly rng: Rng;
  readonly state: RouteState;
  readonly inc: IncrementalSchedule;
  best: RouteState;
  bestTotal: number;
  bestStart: Float64Array;
  /** The current plan is better than `best` but not yet copied there. */
  private atBest = false;
  iterations = 0;

  constructor(problem: RosterProblem, seed: number) {
    this.cp = compileProblem(problem);
    this.rng = new Rng(seed);
    this.state = emptyState(this.cp);
    this.inc = new IncrementalSchedule(this.cp, this.state);
    this.inc.reset();
    this.best = cloneState(this.state);
    this.bestTotal = this.inc.total;
    this.bestStart = this.inc.start.slice();
  }

  get current(): number {
    return this.inc.total;
  }

  /** Copies the current plan to `best` when it is better and not yet copied. */
  flushBest(): void {
    if (!this.atBest) return;
    this.best = cloneState(this.state);
    this.bestStart = this.inc.start.slice();
    this.atBest = false;
  }

  /** Keeps the evaluated move; remembers when it beats the best so far. */
  private keep(): void {
    this.inc.accept();
    if (this.inc.total < this.bestTotal - 1e-9) {
      this.bestTotal = this.inc.total;
      this.atBest = true;
    }
  }

  private insert(s: number, c: number, pos: number): void {
    const route = this.state.routes[c] as number[];
    this.inc.touch(c);
    this.inc.own(s);
    route.splice(Math.max(0, Math.min(pos, route.length)), 0, s);
    this.state.carerOf[s] = c;
  }

  private unassign(s: number): number {
    const c = this.state.carerOf[s] as number;
    if (c < 0) return -1;
    this.inc.touch(c);
    this.inc.own(s);
    const route = this.state.routes[c] as number[];
    // Positions are refreshed per move: an earlier change in this move may have shifted them.
    const i = route.indexOf(s);
    route.splice(i, 1);
    this.state.carerOf[s] = -1;
    return i;
  }

  /** Route positions worth trying for slot s: around its time window, a few at most. */
  private positions(s: number, c: number): [number, number] {
    const route = this.state.routes[c] as number[];
    const start = this.inc.start;
    const lo = Math.max(0, timePosition(route, start, this.cp.earliest[s] as number) - 1);
    const hi = Math.min(
      route.length,
      timePosition(route, start, this.cp.latest[s] as number) + 1,
      lo + 6,
    );
    return [lo, hi];
  }

  /** Cheapest insertions of an empty slot, one per carer, cheapest first: [cost, carer, pos]. */
  private bestInsertion(s: number): [number, number, number][] {
    const cp = this.cp;
    const found: [number, number, number][] = [];
    for (const c of cp.eligible[s] ?? []) {
      if (!mayTake(cp, this.state, s, c)) continue;
      let bestHere: [number, number, number] | null = null;
      const [lo, hi] = this.positions(s, c);
      for (let pos = lo; pos <= hi; pos++) {
        this.insert(s, c, pos);
        const cost = this.inc.evaluate();
        this.inc.reject();
        if (Number.isFinite(cost) && (!bestHere || cost < bestHere[0])) bestHere = [cost, c, pos];
      }
      if (bestHere) found.push(bestHere);
    }
    found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return found;
  }

  /** Inserts and keeps a move known to be feasible. */
  private place(s: number, c: number, pos: number): void {
    this.insert(s, c, pos);
    if (Number.isFinite(this.inc.evaluate())) this.keep();
    else this.inc.reject();
  }

  /** Greedy construction: pinned slots first, then tasks by deadline, cheapest insertion. */
  construct(): void {
    const cp = this.cp;
    const order = cp.problem.tasks
      .map((t, i) => ({ i, latest: t.latest, earliest: t.earliest }))
      .sort((a, b) => a.latest - b.latest || a.earliest - b.earliest || a.i - b.i);
    // Pinned slots go in first, in time order, whatever they cost.
    for (const { i } of order) {
      for (const s of cp.taskSlots[i] ?? []) {
        if ((cp.pinned[s] as number) < 0) continue;
        const pick = this.bestInsertion(s)[0];
        if (pick) this.place(s, pick[1], pick[2]);
      }
    }
    for (const { i } of order) {
      const slots = (cp.taskSlots[i] ?? []).filter((s) => (this.state.carerOf[s] as number) < 0);
      if (slots.length === 0) continue;
      if (slots.length === 1 || (cp.partner[slots[0] as number] as number) < 0) {
        for (const s of slots) {
          const pick = this.bestInsertion(s)[0];
          if (pick) this.place(s, pick[1], pick[2]);
        }
        continue;
      }
      this.insertPair(slots[0] as number, slots[1] as number);
    }
    this.atBest = false;
    this.best = cloneState(this.state);
    this.bestTotal = this.inc.total;
    this.bestStart = this.inc.start.slice();
  }

  /** Both slots of a double-up: the best few carers of each, tried together. */
  private insertPair(a: number, b: number): void {
    const K = 4;
    const ca = this.bestInsertion(a).slice(0, K);
    const cb = this.bestInsertion(b).slice(0, K);
    let best: { cost: number; c1: number; p1: number; c2: number; p2: number } | null = null;
    for (const [, c1, p1] of ca) {
      for (const [, c2, p2] of cb) {
        if (c1 === c2 && this.cp.syncType[a] === SYNC_SIMULTANEOUS) continue;
        const positions = c1 === c2 ? [p2 + 1, p2 + 2] : [p2];
        for (const pos of positions) {
          this.insert(a, c1, p1);
          this.insert(b, c2, pos);
          const cost = this.inc.evaluate();
          this.inc.reject();
          if (Number.isFinite(cost) && (!best || cost < best.cost)) {
            best = { cost, c1, p1, c2, p2: pos };
          }
        }
      }
    }
    if (best) {
      this.insert(a, best.c1, best.p1);
      this.insert(b, best.c2, best.p2);
      if (Number.isFinite(this.inc.evaluate())) {
        this.keep();
        return;
      }
      this.inc.reject();
    }
    // Neither pair fits together: fill what fits alone.
    for (const s of [a, b]) {
      const pick = this.bestInsertion(s)[0];
      if (pick) this.place(s, pick[1], pick[2]);
    }
  }

  /**
   * One random move applied to the state through the journal; false when none was made (the
   * state is then unchanged).
   */
  private randomMove(): boolean {
    const cp = this.cp;
    const state = this.state;
    const rng = this.rng;
    const inc = this.inc;
    const start = inc.start;
    let s = rng.int(cp.nSlots);
    if (rng.next() < LATE_FOCUS) {
      // Now and then the latest of a few: tardiness needs its late visits moved.
      for (let k = 0; k < 3; k++) {
        const x = rng.int(cp.nSlots);
        if ((state.carerOf[x] as number) < 0) continue;
        const late = (start[x] as number) - (cp.latest[x] as number);
        if (late > (start[s] as number) - (cp.latest[s] as number)) s = x;
      }
    }
    const from = state.carerOf[s] as number;
    const kind = rng.next();
    const pinned = (slot: number) => (cp.pinned[slot] as number) >= 0;

    if (from < 0 || kind < 0.4) {
      // Relocate (or fill an empty slot): to a carer who may, near its time.
      const elig = cp.eligible[s] ?? [];
      if (elig.length === 0) return false;
      const c = rng.pick(elig);
      if (c === from && (state.routes[c] as number[]).length < 2) return false;
      if (!mayTake(cp, state, s, c) || (pinned(s) && c !== from)) return false;
      const late = from >= 0 && (start[s] as number) > (cp.latest[s] as number);
      // A late visit goes near its window, others near where they are.
      const base =
        from >= 0 && !late
          ? (start[s] as number)
          : (cp.earliest[s] as number) +
            rng.next() * ((cp.latest[s] as number) - (cp.earliest[s] as number));
      const time = base + (rng.next() - 0.5) * 60;
      this.unassign(s);
      const route = state.routes[c] as number[];
      let pos = timePosition(route, start, time) + rng.int(3) - 1;
      pos = Math.max(0, Math.min(route.length, pos));
      this.insert(s, c, pos);
      return true;
    }
    if (kind < 0.62) {
      // Swap with a slot of another carer who may do this one.
      const elig = cp.eligible[s] ?? [];
      const c = rng.pick(elig);
      if (c === from || pinned(s)) return false;
      const other = state.routes[c] as number[];
      if (other.length === 0) return false;
      const near = timePosition(other, start, start[s] as number);
      const j = Math.max(0, Math.min(other.length - 1, near - 1 + rng.int(3)));
      const s2 = other[j] as number;
      if (pinned(s2) || cp.partner[s] === s2) return false;
      if (cp.eligibleMask[s2 * cp.nCarers + from] !== 1) return false;
      const pa = cp.partner[s] as number;
      const pb = cp.partner[s2] as number;
      // Never both carers of a simultaneous double-up the same person.
      if (pa >= 0 && cp.syncType[s] === SYNC_SIMULTANEOUS && state.carerOf[pa] === c) return false;
      if (pb >= 0 && cp.syncType[s2] === SYNC_SIMULTANEOUS && state.carerOf[pb] === from) {
        return false;
      }
      inc.touch(from);
      inc.touch(c);
      inc.own(s);
      inc.own(s2);
      const mine = state.routes[from] as number[];
      mine[inc.posOf[s] as number] = s2;
      other[j] = s;
      state.carerOf[s] = c;
      state.carerOf[s2] = from;
      return true;
    }
    if (kind < 0.75) {
      // Shift within the route.
      const route = state.routes[from] as number[];
      if (route.length < 2) return false;
      const i = inc.posOf[s] as number;
      const j = Math.max(0, Math.min(route.length - 1, i + rng.int(7) - 3));
      if (j === i) return false;
      inc.touch(from);
      route.splice(i, 1);
      route.splice(j, 0, s);
      return true;
    }
    const p = cp.partner[s] as number;
    if (p < 0 || pinned(s) || pinned(p) || kind < 0.83) {
      // A two-route exchange of tails (2-opt*), near the slot's time.
      const c = rng.int(cp.nCarers);
      if (c === from) return false;
      const r1 = state.routes[from] as number[];
      const r2 = state.routes[c] as number[];
      const i = inc.posOf[s] as number;
      const j = timePosition(r2, start, start[s] as number);
      for (let k = i; k < r1.length; k++) {
        const x = r1[k] as number;
        if (pinned(x) || cp.eligibleMask[x * cp.nCarers + c] !== 1) return false;
      }
      for (let k = j; k < r2.length; k++) {
        const x = r2[k] as number;
        if (pinned(x) || cp.eligibleMask[x * cp.nCarers + from] !== 1) return false;
      }
      if (i >= r1.length && j >= r2.length) return false;
      inc.touch(from);
      inc.touch(c);
      const tail1 = r1.slice(i);
      const tail2 = r2.slice(j);
      for (const x of tail1) inc.own(x);
      for (const x of tail2) inc.own(x);
      state.routes[from] = r1.slice(0, i).concat(tail2);
      state.routes[c] = r2.slice(0, j).concat(tail1);
      for (const x of tail1) state.carerOf[x] = c;
      for (const x of tail2) state.carerOf[x] = from;
      for (const x of tail1) {
        if (!mayTake(cp, state, x, c)) {
          inc.reject();
          return false;
        }
      }
      for (const x of tail2) {
        if (!mayTake(cp, state, x, from)) {
          inc.reject();
          return false;
        }
      }
      return true;
    }
    // Move both slots of a double-up.
    const cpart = state.carerOf[p] as number;
    if (cpart < 0) return false;
    const c1 = rng.pick(cp.eligible[s] ?? []);
    const c2 = rng.pick(cp.eligible[p] ?? []);
    if (c1 === c2 && cp.syncType[s] === SYNC_SIMULTANEOUS) return false;
    if (c1 === from && c2 === cpart) return false;
    const t = (start[s] as number) + (rng.next() - 0.5) * 30;
    const tp = (start[p] as number) + (rng.next() - 0.5) * 30;
    this.unassign(s);
    this.unassign(p);
    const r1 = state.routes[c1] as number[];
    this.insert(s, c1, timePosition(r1, start, t));
    const r2 = state.routes[c2] as number[];
    let pos2 = timePosition(r2, start, tp);
    if (c1 === c2) {
      const ia = r2.indexOf(s);
      if (pos2 <= ia) pos2 = ia + 1;
    }
    this.insert(p, c2, pos2);
    return true;
  }

  /** Average worsening of a few random moves: the starting temperature. */
  private sampleTemperature(): number {
    let sum = 0;
    let n = 0;
    for (let k = 0; k < 400 && n < 100; k++) {
      if (!this.randomMove()) continue;
      const cost = this.inc.evaluate();
      this.inc.reject();
      if (Number.isFinite(cost) && cost > this.current) {
        const delta = cost - this.current;
        if (delta < this.cp.problem.weights.unfilled / 2) {
          sum += delta;
          n++;
        }
      }
    }
    return n > 0 ? sum / n : 1;
  }

  /**
   * Ruin and recreate: empties a few visits close in time to a random one (both slots of a
   * double-up together) and puts each back at its cheapest place, in random order. Kept by the
   * annealing rule, else the plan before is restored. False when nothing was tried.
   */
  private ruinAndRecreate(temperature: number): boolean {
    const cp = this.cp;
    const state = this.state;
    const rng = this.rng;
    const start = this.inc.start;
    let s0 = rng.int(cp.nSlots);
    for (let k = 0; k < 3; k++) {
      // Biased to late visits, as the other moves are.
      const x = rng.int(cp.nSlots);
      if ((state.carerOf[x] as number) < 0) continue;
      const late = (start[x] as number) - (cp.latest[x] as number);
      if (late > (start[s0] as number) - (cp.latest[s0] as number)) s0 = x;
    }
    if ((state.carerOf[s0] as number) < 0) return false;
    // Related visits: close in time where they are, or (half the time) by their windows.
    const byWindow = rng.next() < 0.5;
    const key = (s: number) =>
      byWindow ? ((cp.earliest[s] as number) + (cp.latest[s] as number)) / 2 : (start[s] as number);
    const t0 = key(s0);
    const near: number[] = [];
    for (let s = 0; s < cp.nSlots; s++) {
      if ((state.carerOf[s] as number) < 0 || (cp.pinned[s] as number) >= 0) continue;
      if (s !== s0 && Math.abs(key(s) - t0) <= 90) near.push(s);
    }
    near.push(s0);
    const want = 2 + rng.int(4);
    const tasks: number[] = [];
    for (let k = 0; k < want && near.length > 0; k++) {
      // The chosen visit first, then others at random.
      const i = k === 0 ? near.length - 1 : rng.int(near.length);
      const t = cp.slotTask[near[i] as number] as number;
      near[i] = near[near.length - 1] as number;
      near.pop();
      if (!tasks.includes(t)) tasks.push(t);
    }
    for (const t of tasks) {
      for (const s of cp.taskSlots[t] ?? []) if ((cp.pinned[s] as number) >= 0) return false;
    }
    this.flushBest();
    const before = this.inc.total;
    const savedRoutes = state.routes.map((r) => r.slice());
    const savedOwners = state.carerOf.slice();
    for (const t of tasks) for (const s of cp.taskSlots[t] ?? []) this.unassign(s);
    if (!Number.isFinite(this.inc.evaluate())) {
      this.inc.reject();
      return false;
    }
    this.inc.accept();
    for (let i = tasks.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = tasks[i] as number;
      tasks[i] = tasks[j] as number;
      tasks[j] = x;
    }
    for (const t of tasks) {
      const slots = cp.taskSlots[t] ?? [];
      if (slots.length === 2 && (cp.partner[slots[0] as number] as number) >= 0) {
        this.insertPair(slots[0] as number, slots[1] as number);
      } else {
        for (const s of slots) {
          const pick = this.bestInsertion(s)[0];
          if (pick) this.place(s, pick[1], pick[2]);
        }
      }
    }
    const delta = this.inc.total - before;
    if (delta <= 0 || rng.next() < Math.exp(-delta / temperature)) return true;
    // Put the plan back as it was and reschedule it.
    for (let c = 0; c < cp.nCarers; c++) {
      const route = state.routes[c] as number[];
      const saved = savedRoutes[c] as number[];
      route.length = saved.length;
      for (let i = 0; i < saved.length; i++) route[i] = saved[i] as number;
    }
    state.carerOf.set(savedOwners);
    this.inc.reset();
    this.atBest = false;
    return true;
  }

  anneal(options: SolveOptions, startedAt: number, report: () => void): void {
    const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
    const limit = options.timeLimitMs;
    if (this.cp.nSlots === 0) return;
    const t0 = this.sampleTemperature() * START_TEMPERATURE;
    const tEnd = Math.max(1e-3, t0 * 1e-3);
    let temperature = t0;
    const inc = this.inc;
    let ruinEvaluations = 0;
    for (;;) {
      if (this.iterations >= maxIterations) break;
      if ((this.iterations & 255) === 0) {
        const elapsed = Date.now() - startedAt;
        if (elapsed >= limit) break;
        if (options.shouldStop?.()) break;
        report();
        const fraction = Number.isFinite(maxIterations)
          ? this.iterations / maxIterations
          : elapsed / Math.max(1, limit);
        temperature = t0 * (tEnd / t0) ** fraction;
      }
      this.iterations++;
      // Ruin and recreate costs many evaluations: it gets at most a third of them, so that on
      // large problems the plain moves keep their share.
      if (this.rng.next() < RUIN_SHARE && ruinEvaluations * 3 < inc.evaluations) {
        const before = inc.evaluations;
        this.ruinAndRecreate(temperature);
        ruinEvaluations += inc.evaluations - before;
        continue;
      }
      if (!this.randomMove()) continue;
      const cost = inc.evaluate();
      const delta = cost - inc.total;
      if (!Number.isFinite(cost)) {
        inc.reject();
      } else if (delta <= 0) {
        this.keep();
      } else if (this.rng.next() < Math.exp(-delta / temperature)) {
        if (this.atBest) {
          // Leaving the best plan: copy it first (the move is dropped, the next one may go).
          inc.reject();
          this.flushBest();
        } else this.keep();
      } else {
        inc.reject();
      }
    }
    this.flushBest();
  }

  plan(): RosterPlan {
    this.flushBest();
    const cp = this.cp;
    const assignments: SlotAssignment[] = [];
    const unfilled: { task: number; slot: number }[] = [];
    for (let s = 0; s < cp.nSlots; s++) {
      const c = this.best.carerOf[s] as number;
      const task = cp.slotTask[s] as number;
      const slot = cp.slotNo[s] as number;
      if (c < 0) unfilled.push({ task, slot });
      else assignments.push({ task, slot, carer: c, start: this.bestStart[s] as number });
    }
    return {
      assignments,
      unfilled,
      score: scorePlan(cp.problem, assignments),
      provenOptimal: false,
      method: 'heuristic',
    };
  }
}

/**
 * The heuristic solver: a greedy plan improved by simulated annealing until the time limit, the
 * iteration budget or a stop. Deterministic for a seed and an iteration budget.
 */
export function solveRoster(problem: RosterProblem, options: SolveOptions): RosterPlan {
  const startedAt = Date.now();
  const search = new Search(problem, options.seed);
  search.construct();
  const every = options.progressEveryMs ?? 1000;
  let lastReport = startedAt;
  const report = () => {
    if (!options.onProgress) return;
    const now = Date.now();
    if (now - lastReport < every) return;
    lastReport = now;
    options.onProgress({
      elapsedMs: now - startedAt,
      best: search.plan(),
      iterations: search.iterations,
    });
  };
  search.anneal(options, startedAt, report);
  const plan = search.plan();
  options.onProgress?.({
    elapsedMs: Date.now() - startedAt,
    best: plan,
    iterations: search.iterations,
  });
  return plan;
}
