import { type CompiledProblem, SYNC_SIMULTANEOUS, WEEK_MINUTES, weekFraction } from './compiled';

/**
 * A plan as the search holds it: per carer the ordered list of slot ids they do, and who fills
 * each slot (-1 when empty). Start times follow from the order: each visit as early as its rules
 * allow, linked slots of a double-up placed together.
 */
export interface RouteState {
  routes: number[][];
  carerOf: Int32Array;
}

export interface Evaluation {
  feasible: boolean;
  travel: number;
  continuity: number;
  tardiness: number;
  maxTardiness: number;
  fairness: number;
  overtime: number;
  unfilled: number;
  total: number;
}

const INFEASIBLE: Evaluation = {
  feasible: false,
  travel: 0,
  continuity: 0,
  tardiness: 0,
  maxTardiness: 0,
  fairness: 0,
  overtime: 0,
  unfilled: 0,
  total: Number.POSITIVE_INFINITY,
};

export function cloneState(state: RouteState): RouteState {
  return { routes: state.routes.map((r) => r.slice()), carerOf: state.carerOf.slice() };
}

export function emptyState(cp: CompiledProblem): RouteState {
  return {
    routes: Array.from({ length: cp.nCarers }, () => []),
    carerOf: new Int32Array(cp.nSlots).fill(-1),
  };
}

/**
 * Computes start times and the cost of a RouteState. Reuses its buffers: one per search.
 */
export class Scheduler {
  readonly start: Float64Array;
  readonly window: Int32Array;
  private readonly done: Uint8Array;
  private readonly pos: Int32Array;
  private readonly prevEnd: Float64Array;
  private readonly prevLoc: Int32Array;
  private readonly prevWin: Int32Array;
  private readonly blockStart: Float64Array;
  private readonly hasPrev: Uint8Array;
  private readonly weekMinutes: Float64Array;
  private placedWindow = -1;

  constructor(private readonly cp: CompiledProblem) {
    this.start = new Float64Array(cp.nSlots);
    this.window = new Int32Array(cp.nSlots);
    this.done = new Uint8Array(cp.nSlots);
    this.pos = new Int32Array(cp.nCarers);
    this.prevEnd = new Float64Array(cp.nCarers);
    this.prevLoc = new Int32Array(cp.nCarers);
    this.prevWin = new Int32Array(cp.nCarers);
    this.blockStart = new Float64Array(cp.nCarers);
    this.hasPrev = new Uint8Array(cp.nCarers);
    this.weekMinutes = new Float64Array(cp.nCarers * cp.nWeeks);
  }

  /** The earliest start at or after lb for slot s as carer c's next visit (Infinity: none). */
  private place(c: number, s: number, lb: number): number {
    const cp = this.cp;
    const carer = cp.carers[c];
    if (!carer) return Number.POSITIVE_INFINITY;
    const d = cp.duration[s] as number;
    const loc = cp.location[s] as number;
    const travel = carer.travel;
    const has = this.hasPrev[c] === 1;
    const prevEnd = this.prevEnd[c] as number;
    const prevWin = this.prevWin[c] as number;
    let t = Math.max(lb, cp.earliest[s] as number);
    if (has) t = Math.max(t, prevEnd + (travel[this.prevLoc[c] as number]?.[loc] ?? 0));
    const fromHome = carer.travelInside ? (travel[carer.home]?.[loc] ?? 0) : 0;
    const toHome = carer.travelInside ? (travel[loc]?.[carer.home] ?? 0) : 0;
    const nw = carer.windowStart.length;
    const nb = carer.busyStart.length;
    for (let guard = 0; guard < 1000; guard++) {
      let w = -1;
      for (let i = has ? prevWin : 0; i < nw; i++) {
        let st = Math.max(t, carer.windowStart[i] as number);
        if (carer.travelInside && (!has || prevWin !== i)) {
          st = Math.max(st, (carer.windowStart[i] as number) + fromHome);
        }
        if (st + d + toHome <= (carer.windowEnd[i] as number)) {
          w = i;
          t = st;
          break;
        }
      }
      if (w < 0) return Number.POSITIVE_INFINITY;
      let moved = false;
      for (let b = 0; b < nb; b++) {
        const bs = carer.busyStart[b] as number;
        if (bs >= t + d) break;
        const be = carer.busyEnd[b] as number;
        if (t < be && t + d > bs) {
          t = be;
          moved = true;
          break;
        }
      }
      if (moved) continue;
      if (
        has &&
        d <= carer.maxContinuous &&
        t - prevEnd < carer.breakMinutes &&
        t + d - (this.blockStart[c] as number) > carer.maxContinuous
      ) {
        t = prevEnd + carer.breakMinutes;
        continue;
      }
      this.placedWindow = w;
      return t;
    }
    return Number.POSITIVE_INFINITY;
  }

  private commit(c: number, s: number, t: number, w: number): void {
    const carer = this.cp.carers[c];
    const breakMinutes = carer ? carer.breakMinutes : 0;
    if (!(this.hasPrev[c] === 1 && t - (this.prevEnd[c] as number) < breakMinutes)) {
      this.blockStart[c] = t;
    }
    this.prevEnd[c] = t + (this.cp.duration[s] as number);
    this.prevLoc[c] = this.cp.location[s] as number;
    this.prevWin[c] = w;
    this.hasPrev[c] = 1;
    this.start[s] = t;
    this.window[s] = w;
    this.done[s] = 1;
  }

  /** Places a pair of linked slots on two different carers; false when no start fits. */
  private placePair(a: number, ca: number, b: number, cb: number): boolean {
    const cp = this.cp;
    // x is the first slot of the task, y the second (sequential: y starts min..max after x).
    const [x, cx, y, cy] = (cp.slotNo[a] as number) === 0 ? [a, ca, b, cb] : [b, cb, a, ca];
    const simultaneous = cp.syncType[x] === SYNC_SIMULTANEOUS;
    const min = simultaneous ? 0 : (cp.seqMin[x] as number);
    const max = simultaneous ? 0 : (cp.seqMax[x] as number);
    let lb = Number.NEGATIVE_INFINITY;
    for (let guard = 0; guard < 200; guard++) {
      const tx = this.place(cx, x, lb);
      if (!Number.isFinite(tx)) return false;
      const wx = this.placedWindow;
      const ty = this.place(cy, y, tx + min);
      if (!Number.isFinite(ty)) return false;
      const wy = this.placedWindow;
      if (ty - tx <= max) {
        this.commit(cx, x, tx, wx);
        this.commit(cy, y, ty, wy);
        return true;
      }
      lb = ty - max;
    }
    return false;
  }

  /** Start times into this.start; false when the order cannot be scheduled at all. */
  schedule(state: RouteState): boolean {
    const cp = this.cp;
    const { routes, carerOf } = state;
    this.done.fill(0);
    this.pos.fill(0);
    this.hasPrev.fill(0);
    const nC = cp.nCarers;
    let progress = true;
    while (progress) {
      progress = false;
      for (let c = 0; c < nC; c++) {
        const route = routes[c] as number[];
        while ((this.pos[c] as number) < route.length) {
          const s = route[this.pos[c] as number] as number;
          const p = cp.partner[s] as number;
          const cpartner = p >= 0 ? (carerOf[p] as number) : -1;
          if (cpartner < 0) {
            const t = this.place(c, s, Number.NEGATIVE_INFINITY);
            if (!Number.isFinite(t)) return false;
            this.commit(c, s, t, this.placedWindow);
            this.pos[c] = (this.pos[c] as number) + 1;
            progress = true;
            continue;
          }
          if (cpartner === c) {
            // One carer doing both slots of a task: only sequential, first slot first.
            if (cp.syncType[s] === SYNC_SIMULTANEOUS) return false;
            if ((cp.slotNo[s] as number) === 0) {
              if (this.done[p] === 1) return false;
              const t = this.place(c, s, Number.NEGATIVE_INFINITY);
              if (!Number.isFinite(t)) return false;
              this.commit(c, s, t, this.placedWindow);
            } else {
              if (this.done[p] !== 1) return false;
              const first = this.start[p] as number;
              const t = this.place(c, s, first + (cp.seqMin[s] as number));
              if (!Number.isFinite(t) || t - first > (cp.seqMax[s] as number)) return false;
              this.commit(c, s, t, this.placedWindow);
            }
            this.pos[c] = (this.pos[c] as number) + 1;
            progress = true;
            continue;
          }
          const other = routes[cpartner] as number[];
          if (other[this.pos[cpartner] as number] !== p) break;
          if (!this.placePair(s, c, p, cpartner)) return false;
          this.pos[c] = (this.pos[c] as number) + 1;
          this.pos[cpartner] = (this.pos[cpartner] as number) + 1;
          progress = true;
        }
      }
    }
    for (let c = 0; c < nC; c++) {
      if ((this.pos[c] as number) < (routes[c] as number[]).length) return false;
    }
    return true;
  }

  /** Schedules and prices a state. */
  evaluate(state: RouteState): Evaluation {
    if (!this.schedule(state)) return INFEASIBLE;
    const cp = this.cp;
    const { weights, horizon } = cp.problem;
    let travel = 0;
    let tardiness = 0;
    let maxTardiness = 0;
    let continuity = 0;
    let filled = 0;
    const nW = cp.nWeeks;
    this.weekMinutes.fill(0);
    for (let c = 0; c < cp.nCarers; c++) {
      const route = state.routes[c] as number[];
      if (route.length === 0) continue;
      const carer = cp.carers[c];
      if (!carer) continue;
      const T = carer.travel;
      const home = carer.home;
      let prevLoc = home;
      let prevWin = -1;
      for (let i = 0; i < route.length; i++) {
        const s = route[i] as number;
        const loc = cp.location[s] as number;
        const w = this.window[s] as number;
        if (i === 0) travel += T[home]?.[loc] ?? 0;
        else if (w === prevWin) travel += T[prevLoc]?.[loc] ?? 0;
        else travel += (T[prevLoc]?.[home] ?? 0) + (T[home]?.[loc] ?? 0);
        prevLoc = loc;
        prevWin = w;
        const t = this.start[s] as number;
        const late = t - (cp.latest[s] as number);
        if (late > 0) {
          if (late > (cp.hardLateness[s] as number)) return INFEASIBLE;
          tardiness += late;
          if (late > maxTardiness) maxTardiness = late;
        }
        continuity += cp.affinityCost[s * cp.nCarers + c] as number;
        const week = Math.min(nW - 1, Math.max(0, Math.floor(t / WEEK_MINUTES)));
        const cell = c * nW + week;
        this.weekMinutes[cell] = (this.weekMinutes[cell] as number) + (cp.duration[s] as number);
        filled++;
      }
      travel += T[prevLoc]?.[home] ?? 0;
    }
    let fairness = 0;
    let overtime = 0;
    for (let c = 0; c < cp.nCarers; c++) {
      const carer = cp.carers[c];
      if (!carer) continue;
      for (let w = 0; w < nW; w++) {
        const worked = (this.weekMinutes[c * nW + w] as number) + (carer.booked[w] as number);
        if (worked > carer.maxWeekly) return INFEASIBLE;
        if (carer.contracted > 0) {
          const target = carer.contracted * weekFraction(horizon, w);
          fairness += Math.abs(worked - target);
          if (worked > target) overtime += worked - target;
        }
      }
    }
    const unfilled = cp.nSlots - filled;
    const ev: Evaluation = {
      feasible: true,
      travel: travel * weights.travelMinute,
      continuity,
      tardiness: tardiness * weights.tardinessMinute,
      maxTardiness: maxTardiness * weights.maxTardinessMinute,
      fairness: fairness * weights.fairness,
      overtime: overtime * weights.overtimeMinute,
      unfilled: unfilled * weights.unfilled,
      total: 0,
    };
    ev.total =
      ev.travel +
      ev.continuity +
      ev.tardiness +
      ev.maxTardiness +
      ev.fairness +
      ev.overtime +
      ev.unfilled;
    return ev;
  }
}
