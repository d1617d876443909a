import { type CompiledProblem, SYNC_SIMULTANEOUS, WEEK_MINUTES, weekFraction } from './compiled';
import type { RouteState } from './schedule';

const PASS_OK = 0;
const PASS_INFEASIBLE = 1;
const PASS_EXPAND = 2;
/** Re-runs of a pass after widening before every route is simply rescheduled in full. */
const MAX_EXPANSIONS = 24;

/**
 * Schedules and prices a plan move by move: a move records the routes and owners it changes
 * (touch, own), evaluate() reschedules only what the move can reach and prices only those
 * routes, then accept() keeps it or reject() puts the routes back.
 *
 * What a move can reach: each changed route from its first changed position on, and through
 * double-ups, the partner's route from the partner's position, but only when the partner's start
 * actually changes. A pass schedules those suffixes with every other visit fixed at its current
 * start; when it finds a fixed partner that has to move, it widens the region and runs again.
 * A route also stops early once a visit comes out exactly as before with only unchanged visits
 * after it. Start times are the earliest each visit's rules allow, so a visit whose route prefix
 * and partner are unchanged keeps its start. Plans whose double-ups cannot be met in one order
 * (crossed) are refused as the full reschedule refuses them, so the result always equals a full
 * reschedule (the randomised test in incremental.test.ts compares the two move by move).
 */
export class IncrementalSchedule {
  /** The accepted plan's start, window and continuous-work block start after each slot. */
  readonly start: Float64Array;
  readonly win: Int32Array;
  readonly block: Float64Array;
  /** Index of each assigned slot in its carer's route (of the plan being evaluated). */
  readonly posOf: Int32Array;
  private readonly routeCost: Float64Array;
  private readonly routeMaxLate: Float64Array;
  private readonly routeLen: Int32Array;
  private sumRoute = 0;
  private filled = 0;
  total = 0;

  // The candidate's values, valid where stamp equals the pass number.
  private readonly nStart: Float64Array;
  private readonly nWin: Int32Array;
  private readonly nBlock: Float64Array;
  private readonly stamp: Int32Array;
  private passNo = 0;

  // Dirty region of each route: from dirtyFrom[c] on, when dirtyMark[c] equals markNo.
  private readonly dirtyFrom: Int32Array;
  private readonly dirtyMark: Int32Array;
  private readonly dirtyList: Int32Array;
  private nDirty = 0;
  private markNo = 0;

  // Per-carer registers of the pass.
  private readonly pos: Int32Array;
  private readonly hasPrev: Uint8Array;
  private readonly prevEnd: Float64Array;
  private readonly prevLoc: Int32Array;
  private readonly prevWin: Int32Array;
  private readonly blockStart: Float64Array;
  /**
   * A dirty route may stop early, at the first slot from stopFrom[c] on whose start, window and
   * block come out as before: the rest of the route then keeps its starts (its visits are the same
   * ones in the same order, and a changed partner is checked from the partner's side). The pass
   * in which route c stopped is stopPass[c], and the first slot it did not reschedule stoppedAt[c].
   */
  private readonly stopFrom: Int32Array;
  private readonly stoppedAt: Int32Array;
  private readonly stopPass: Int32Array;
  private readonly candCost: Float64Array;
  private readonly candMaxLate: Float64Array;
  private readonly weeks: Float64Array;
  private placedWindow = -1;
  /** Start of the second slot found by the last pair placement. */
  private pairY = 0;
  private pairWy = 0;
  private pairWx = 0;

  // The move journal.
  private readonly touchedCarers: number[] = [];
  private readonly savedRoutes: number[][] = [];
  private readonly ownerSlots: number[] = [];
  private readonly ownerCarers: number[] = [];
  private readonly touchMark: Int32Array;
  private readonly walkPos: Int32Array;
  private readonly hasPairs: boolean;
  private touchNo = 1;
  private evaluated = false;
  private candTotal = 0;
  private candFilled = 0;
  /** Evaluations and how many needed a widened region (for tuning). */
  evaluations = 0;
  expansions = 0;

  constructor(
    private readonly cp: CompiledProblem,
    readonly state: RouteState,
  ) {
    const n = cp.nSlots;
    const m = cp.nCarers;
    this.start = new Float64Array(n);
    this.win = new Int32Array(n);
    this.block = new Float64Array(n);
    this.posOf = new Int32Array(n).fill(-1);
    this.nStart = new Float64Array(n);
    this.nWin = new Int32Array(n);
    this.nBlock = new Float64Array(n);
    this.stamp = new Int32Array(n);
    this.routeCost = new Float64Array(m);
    this.routeMaxLate = new Float64Array(m);
    this.routeLen = new Int32Array(m);
    this.dirtyFrom = new Int32Array(m);
    this.dirtyMark = new Int32Array(m);
    this.dirtyList = new Int32Array(m);
    this.pos = new Int32Array(m);
    // One register more than carers: the scratch one holds a fixed partner's prefix.
    this.hasPrev = new Uint8Array(m + 1);
    this.prevEnd = new Float64Array(m + 1);
    this.prevLoc = new Int32Array(m + 1);
    this.prevWin = new Int32Array(m + 1);
    this.blockStart = new Float64Array(m + 1);
    this.stopFrom = new Int32Array(m);
    this.stoppedAt = new Int32Array(m);
    this.stopPass = new Int32Array(m);
    this.candCost = new Float64Array(m);
    this.candMaxLate = new Float64Array(m);
    this.weeks = new Float64Array(cp.nWeeks);
    this.touchMark = new Int32Array(m);
    this.walkPos = new Int32Array(m);
    this.hasPairs = cp.partner.some((p) => p >= 0);
  }

  /**
   * Schedules the whole state from scratch (every route dirty); false when it cannot be
   * scheduled. On success the state is the accepted plan.
   */
  reset(): boolean {
    this.clearJournal();
    this.routeLen.fill(0);
    this.routeCost.fill(0);
    this.routeMaxLate.fill(0);
    this.sumRoute = 0;
    this.filled = 0;
    this.markNo++;
    this.nDirty = 0;
    for (let c = 0; c < this.cp.nCarers; c++) {
      this.refreshPositions(c);
      this.markDirty(c, 0);
      // The accepted starts mean nothing yet: no early stop.
      this.stopFrom[c] = (this.state.routes[c] as number[]).length;
    }
    const total = this.run(false);
    if (!Number.isFinite(total)) {
      this.markNo++;
      this.clearJournal();
      return false;
    }
    this.accept();
    return true;
  }

  /** Records route c before a move changes it (call before every change). */
  touch(c: number): void {
    if (c < 0 || this.touchMark[c] === this.touchNo) return;
    this.touchMark[c] = this.touchNo;
    this.touchedCarers.push(c);
    const route = this.state.routes[c] as number[];
    const k = this.touchedCarers.length - 1;
    let saved = this.savedRoutes[k];
    if (!saved) {
      saved = [];
      this.savedRoutes[k] = saved;
    }
    saved.length = route.length;
    for (let i = 0; i < route.length; i++) saved[i] = route[i] as number;
  }

  /** Records slot s's owner before a move changes it. */
  own(s: number): void {
    this.ownerSlots.push(s);
    this.ownerCarers.push(this.state.carerOf[s] as number);
  }

  private clearJournal(): void {
    this.touchedCarers.length = 0;
    this.ownerSlots.length = 0;
    this.ownerCarers.length = 0;
    this.touchNo++;
    this.evaluated = false;
  }

  private refreshPositions(c: number): void {
    const route = this.state.routes[c] as number[];
    for (let i = 0; i < route.length; i++) this.posOf[route[i] as number] = i;
  }

  private markDirty(c: number, from: number): void {
    if (this.dirtyMark[c] !== this.markNo) {
      this.dirtyMark[c] = this.markNo;
      this.dirtyFrom[c] = from;
      this.stopFrom[c] = 0;
      this.dirtyList[this.nDirty++] = c;
    } else if (from < (this.dirtyFrom[c] as number)) {
      this.dirtyFrom[c] = from;
    }
  }

  private isClean(q: number): boolean {
    const c = this.state.carerOf[q] as number;
    if (this.dirtyMark[c] !== this.markNo) return true;
    const i = this.posOf[q] as number;
    if (i < (this.dirtyFrom[c] as number)) return true;
    return this.stopPass[c] === this.passNo && i >= (this.stoppedAt[c] as number);
  }

  /** Slot q (route c, position i) has to be rescheduled: widen c's region to reach it. */
  private widen(c: number, i: number): void {
    this.markDirty(c, i);
    if (i > (this.stopFrom[c] as number)) this.stopFrom[c] = i;
  }

  /** The candidate's start of an assigned slot (computed this pass, or unchanged). */
  startOf(q: number): number {
    return this.stamp[q] === this.passNo ? (this.nStart[q] as number) : (this.start[q] as number);
  }

  /**
   * The cost of the state as the journal's move left it (Infinity when it breaks a hard rule).
   * Then call accept() or reject().
   */
  evaluate(): number {
    this.evaluations++;
    const { routes } = this.state;
    this.markNo++;
    this.nDirty = 0;
    for (let k = 0; k < this.touchedCarers.length; k++) {
      const c = this.touchedCarers[k] as number;
      const before = this.savedRoutes[k] as number[];
      const now = routes[c] as number[];
      this.refreshPositions(c);
      let i = 0;
      const n = Math.min(before.length, now.length);
      while (i < n && before[i] === now[i]) i++;
      if (i < now.length || before.length !== now.length) {
        // Only the common tail (same visits, same order) may keep its old starts.
        let tail = 0;
        while (tail < n - i && before[before.length - 1 - tail] === now[now.length - 1 - tail]) {
          tail++;
        }
        this.markDirty(c, i);
        const from = now.length - tail;
        if (from > (this.stopFrom[c] as number)) this.stopFrom[c] = from;
      }
    }
    // A slot that changed carer (or was left empty) changes how its partner is placed: alone, in
    // the same route, or linked to another route. The partner is rescheduled.
    for (let k = 0; k < this.ownerSlots.length; k++) {
      const s = this.ownerSlots[k] as number;
      if ((this.state.carerOf[s] as number) === (this.ownerCarers[k] as number)) continue;
      const p = this.cp.partner[s] as number;
      if (p < 0) continue;
      const cpart = this.state.carerOf[p] as number;
      if (cpart >= 0) this.widen(cpart, this.posOf[p] as number);
    }
    return this.run(true);
  }

  private run(incremental: boolean): number {
    this.evaluated = true;
    let expansions = 0;
    for (;;) {
      const r = this.pass();
      if (r === PASS_OK) break;
      if (r === PASS_INFEASIBLE) {
        this.candTotal = Number.POSITIVE_INFINITY;
        return this.candTotal;
      }
      this.expansions++;
      if (++expansions > MAX_EXPANSIONS && incremental) {
        for (let c = 0; c < this.cp.nCarers; c++) {
          const len = (this.state.routes[c] as number[]).length;
          if (len > 0 || (this.routeLen[c] as number) > 0) this.widen(c, len);
          this.dirtyFrom[c] = 0;
        }
      }
    }
    if (this.hasPairs && !this.walkable()) {
      this.candTotal = Number.POSITIVE_INFINITY;
      return this.candTotal;
    }
    return this.price();
  }

  /**
   * Whether the routes can be walked in one order that meets each double-up's two slots together
   * (a full reschedule's condition): two carers who meet at two double-ups in opposite orders, or
   * longer such cycles, cannot be timed. Only the order is walked, no times: cheap.
   */
  private walkable(): boolean {
    const cp = this.cp;
    const { routes, carerOf } = this.state;
    const walk = this.walkPos;
    walk.fill(0);
    let progress = true;
    while (progress) {
      progress = false;
      for (let c = 0; c < cp.nCarers; c++) {
        const route = routes[c] as number[];
        while ((walk[c] as number) < route.length) {
          const s = route[walk[c] as number] as number;
          const p = cp.partner[s] as number;
          const cpart = p >= 0 ? (carerOf[p] as number) : -1;
          if (cpart < 0 || cpart === c) {
            walk[c] = (walk[c] as number) + 1;
            progress = true;
            continue;
          }
          if ((routes[cpart] as number[])[walk[cpart] as number] !== p) break;
          walk[c] = (walk[c] as number) + 1;
          walk[cpart] = (walk[cpart] as number) + 1;
          progress = true;
        }
      }
    }
    for (let c = 0; c < cp.nCarers; c++) {
      if ((walk[c] as number) < (routes[c] as number[]).length) return false;
    }
    return true;
  }

  /** Prices the dirty routes; the rest keep their cost. */
  private price(): number {
    const cp = this.cp;
    const { weights } = cp.problem;
    let sum = this.sumRoute;
    let filled = this.filled;
    for (let k = 0; k < this.nDirty; k++) {
      const c = this.dirtyList[k] as number;
      const cost = this.routeCostOf(c);
      if (!Number.isFinite(cost)) {
        this.candTotal = Number.POSITIVE_INFINITY;
        return this.candTotal;
      }
      this.candCost[c] = cost;
      sum += cost - (this.routeCost[c] as number);
      filled += (this.state.routes[c] as number[]).length - (this.routeLen[c] as number);
    }
    // Touched routes that did not change (a move undone within itself) are not dirty.
    let maxLate = 0;
    for (let c = 0; c < cp.nCarers; c++) {
      const m =
        this.dirtyMark[c] === this.markNo
          ? (this.candMaxLate[c] as number)
          : (this.routeMaxLate[c] as number);
      if (m > maxLate) maxLate = m;
    }
    this.candFilled = filled;
    this.candTotal =
      sum + (cp.nSlots - filled) * weights.unfilled + maxLate * weights.maxTardinessMinute;
    return this.candTotal;
  }

  /** One route's cost with the candidate's times; sets candMaxLate[c]. */
  private routeCostOf(c: number): number {
    const cp = this.cp;
    const { weights, horizon } = cp.problem;
    const route = this.state.routes[c] as number[];
    const carer = cp.carers[c];
    this.candMaxLate[c] = 0;
    if (!carer) return 0;
    const T = carer.travel;
    const home = carer.home;
    const nW = cp.nWeeks;
    const weeks = this.weeks;
    weeks.fill(0);
    let travel = 0;
    let late = 0;
    let maxLate = 0;
    let affinity = 0;
    let prevLoc = home;
    let prevWin = -1;
    for (let i = 0; i < route.length; i++) {
      const s = route[i] as number;
      const fresh = this.stamp[s] === this.passNo;
      const t = fresh ? (this.nStart[s] as number) : (this.start[s] as number);
      const w = fresh ? (this.nWin[s] as number) : (this.win[s] as number);
      const loc = cp.location[s] as number;
      const row = T[prevLoc];
      if (i === 0) travel += T[home]?.[loc] ?? 0;
      else if (w === prevWin) travel += row?.[loc] ?? 0;
      else travel += (row?.[home] ?? 0) + (T[home]?.[loc] ?? 0);
      prevLoc = loc;
      prevWin = w;
      const l = t - (cp.latest[s] as number);
      if (l > 0) {
        if (l > (cp.hardLateness[s] as number)) return Number.POSITIVE_INFINITY;
        late += l;
        if (l > maxLate) maxLate = l;
      }
      affinity += cp.affinityCost[s * cp.nCarers + c] as number;
      if (nW > 1) {
        const week = Math.min(nW - 1, Math.max(0, Math.floor(t / WEEK_MINUTES)));
        weeks[week] = (weeks[week] as number) + (cp.duration[s] as number);
      } else weeks[0] = (weeks[0] as number) + (cp.duration[s] as number);
    }
    if (route.length > 0) travel += T[prevLoc]?.[home] ?? 0;
    let fairness = 0;
    let overtime = 0;
    for (let w = 0; w < nW; w++) {
      const worked = (weeks[w] as number) + (carer.booked[w] as number);
      if (worked > carer.maxWeekly) return Number.POSITIVE_INFINITY;
      if (carer.contracted > 0) {
        const target = carer.contracted * weekFraction(horizon, w);
        fairness += Math.abs(worked - target);
        if (worked > target) overtime += worked - target;
      }
    }
    this.candMaxLate[c] = maxLate;
    return (
      travel * weights.travelMinute +
      affinity +
      late * weights.tardinessMinute +
      fairness * weights.fairness +
      overtime * weights.overtimeMinute
    );
  }

  /** Keeps the evaluated move. */
  accept(): void {
    if (!this.evaluated || !Number.isFinite(this.candTotal)) {
      throw new Error('accept() needs a feasible evaluate() first');
    }
    for (let k = 0; k < this.nDirty; k++) {
      const c = this.dirtyList[k] as number;
      const route = this.state.routes[c] as number[];
      for (let i = this.dirtyFrom[c] as number; i < route.length; i++) {
        const s = route[i] as number;
        if (this.stamp[s] !== this.passNo) continue;
        this.start[s] = this.nStart[s] as number;
        this.win[s] = this.nWin[s] as number;
        this.block[s] = this.nBlock[s] as number;
      }
      this.routeCost[c] = this.candCost[c] as number;
      this.routeMaxLate[c] = this.candMaxLate[c] as number;
      this.routeLen[c] = route.length;
    }
    let sum = 0;
    for (let c = 0; c < this.cp.nCarers; c++) sum += this.routeCost[c] as number;
    this.sumRoute = sum;
    this.filled = this.candFilled;
    const { weights } = this.cp.problem;
    let maxLate = 0;
    for (let c = 0; c < this.cp.nCarers; c++) {
      if ((this.routeMaxLate[c] as number) > maxLate) maxLate = this.routeMaxLate[c] as number;
    }
    this.total =
      sum +
      (this.cp.nSlots - this.filled) * weights.unfilled +
      maxLate * weights.maxTardinessMinute;
    // Nothing is dirty any more: the next pass starts clean.
    this.markNo++;
    this.passNo++;
    this.clearJournal();
  }

  /** Puts back the routes and owners the journal recorded. */
  reject(): void {
    const { routes, carerOf } = this.state;
    for (let k = 0; k < this.touchedCarers.length; k++) {
      const c = this.touchedCarers[k] as number;
      const saved = this.savedRoutes[k] as number[];
      const route = routes[c] as number[];
      route.length = saved.length;
      for (let i = 0; i < saved.length; i++) route[i] = saved[i] as number;
      this.refreshPositions(c);
    }
    for (let k = this.ownerSlots.length - 1; k >= 0; k--) {
      carerOf[this.ownerSlots[k] as number] = this.ownerCarers[k] as number;
    }
    this.markNo++;
    this.passNo++;
    this.clearJournal();
  }

  /** Cost of the evaluated candidate. */
  get candidate(): number {
    return this.candTotal;
  }

  /**
   * The earliest start at or after lb for slot s as carer c's next visit, after the visit held in
   * register r (Infinity: none); the window found goes to placedWindow.
   */
  private place(c: number, s: number, lb: number, r: number): number {
    const cp = this.cp;
    const carer = cp.carers[c];
    if (!carer) return Number.POSITIVE_INFINITY;
    const has = this.hasPrev[r] === 1;
    const prevEnd = this.prevEnd[r] as number;
    const prevWin = this.prevWin[r] as number;
    const d = cp.duration[s] as number;
    const loc = cp.location[s] as number;
    const travel = carer.travel;
    let t = lb > (cp.earliest[s] as number) ? lb : (cp.earliest[s] as number);
    if (has) {
      const arrive = prevEnd + (travel[this.prevLoc[r] as number]?.[loc] ?? 0);
      if (arrive > t) t = arrive;
    }
    const inside = carer.travelInside;
    const fromHome = inside ? (travel[carer.home]?.[loc] ?? 0) : 0;
    const toHome = inside ? (travel[loc]?.[carer.home] ?? 0) : 0;
    const ws = carer.windowStart;
    const we = carer.windowEnd;
    const nw = ws.length;
    const nb = carer.busyStart.length;
    for (let guard = 0; guard < 1000; guard++) {
      let w = -1;
      for (let i = has ? prevWin : 0; i < nw; i++) {
        let st = t > (ws[i] as number) ? t : (ws[i] as number);
        if (inside && (!has || prevWin !== i)) {
          const fromStart = (ws[i] as number) + fromHome;
          if (fromStart > st) st = fromStart;
        }
        if (st + d + toHome <= (we[i] as number)) {
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
        t + d - (this.blockStart[r] as number) > carer.maxContinuous
      ) {
        t = prevEnd + carer.breakMinutes;
        continue;
      }
      this.placedWindow = w;
      return t;
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Records slot s at t in window w as carer c's next visit (register c). */
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
    this.nStart[s] = t;
    this.nWin[s] = w;
    this.nBlock[s] = this.blockStart[c] as number;
    this.stamp[s] = this.passNo;
  }

  /** Loads register r with the accepted state of carer c's route before position i. */
  private loadPrefix(r: number, c: number, i: number): void {
    if (i === 0) {
      this.hasPrev[r] = 0;
      this.prevEnd[r] = 0;
      this.prevLoc[r] = 0;
      this.prevWin[r] = 0;
      this.blockStart[r] = 0;
      return;
    }
    const q = (this.state.routes[c] as number[])[i - 1] as number;
    this.hasPrev[r] = 1;
    this.prevEnd[r] = (this.start[q] as number) + (this.cp.duration[q] as number);
    this.prevLoc[r] = this.cp.location[q] as number;
    this.prevWin[r] = this.win[q] as number;
    this.blockStart[r] = this.block[q] as number;
  }

  /**
   * The earliest starts of a linked pair: x (first slot, carer cx, after register rx) and y
   * (second, cy, after ry). Answers x's start; y's goes to pairY, the windows to pairWx, pairWy.
   */
  private placePair(x: number, cx: number, rx: number, y: number, cy: number, ry: number): number {
    const cp = this.cp;
    const simultaneous = cp.syncType[x] === SYNC_SIMULTANEOUS;
    const min = simultaneous ? 0 : (cp.seqMin[x] as number);
    const max = simultaneous ? 0 : (cp.seqMax[x] as number);
    let lb = Number.NEGATIVE_INFINITY;
    for (let guard = 0; guard < 200; guard++) {
      const tx = this.place(cx, x, lb, rx);
      if (!Number.isFinite(tx)) return Number.POSITIVE_INFINITY;
      const wx = this.placedWindow;
      const ty = this.place(cy, y, tx + min, ry);
      if (!Number.isFinite(ty)) return Number.POSITIVE_INFINITY;
      if (ty - tx <= max) {
        this.pairWx = wx;
        this.pairWy = this.placedWindow;
        this.pairY = ty;
        return tx;
      }
      lb = ty - max;
    }
    return Number.POSITIVE_INFINITY;
  }

  /**
   * After rescheduling position i of route c: true when the route may stop there (same start,
   * window and block as before, and only unchanged visits after it).
   */
  private settled(c: number, s: number, i: number): boolean {
    return (
      i >= (this.stopFrom[c] as number) &&
      this.nStart[s] === this.start[s] &&
      this.nWin[s] === this.win[s] &&
      this.nBlock[s] === this.block[s]
    );
  }

  /** Advances route c past position i; stops it when it has settled. */
  private advance(c: number, s: number, len: number): void {
    const i = this.pos[c] as number;
    if (this.settled(c, s, i) && i + 1 < len) {
      this.stopPass[c] = this.passNo;
      this.stoppedAt[c] = i + 1;
      this.pos[c] = len;
    } else this.pos[c] = i + 1;
  }

  /** Schedules the dirty suffixes once. */
  private pass(): number {
    const cp = this.cp;
    const { routes, carerOf } = this.state;
    this.passNo++;
    const scratch = cp.nCarers;
    const list = this.dirtyList;
    for (let k = 0; k < this.nDirty; k++) {
      const c = list[k] as number;
      this.pos[c] = this.dirtyFrom[c] as number;
      this.loadPrefix(c, c, this.dirtyFrom[c] as number);
    }
    let progress = true;
    let widened = false;
    // A route that cannot go on stops there; the others still run, since one of them may find a
    // fixed partner that has to move, which would change what this route saw.
    let failed = false;
    const nDirty = this.nDirty;
    while (progress) {
      progress = false;
      eachRoute: for (let k = 0; k < nDirty; k++) {
        const c = list[k] as number;
        const route = routes[c] as number[];
        const len = route.length;
        while ((this.pos[c] as number) < len) {
          const s = route[this.pos[c] as number] as number;
          const p = cp.partner[s] as number;
          const cpart = p >= 0 ? (carerOf[p] as number) : -1;
          if (cpart < 0) {
            const t = this.place(c, s, Number.NEGATIVE_INFINITY, c);
            if (!Number.isFinite(t)) {
              failed = true;
              this.pos[c] = len;
              continue eachRoute;
            }
            this.commit(c, s, t, this.placedWindow);
            this.advance(c, s, len);
            progress = true;
            continue;
          }
          if (cpart === c) {
            // One carer doing both slots of a task: only sequential, first slot first.
            if (cp.syncType[s] === SYNC_SIMULTANEOUS) {
              failed = true;
              this.pos[c] = len;
              continue eachRoute;
            }
            const pDone = this.stamp[p] === this.passNo || this.isClean(p);
            if ((cp.slotNo[s] as number) === 0) {
              if (pDone) {
                failed = true;
                this.pos[c] = len;
                continue eachRoute;
              }
              const t = this.place(c, s, Number.NEGATIVE_INFINITY, c);
              if (!Number.isFinite(t)) {
                failed = true;
                this.pos[c] = len;
                continue eachRoute;
              }
              this.commit(c, s, t, this.placedWindow);
              // The second slot follows in this route and hangs on this one: no stop before it.
              const second = this.posOf[p] as number;
              if (second > (this.stopFrom[c] as number)) this.stopFrom[c] = second;
              this.pos[c] = (this.pos[c] as number) + 1;
            } else {
              if (!pDone) {
                failed = true;
                this.pos[c] = len;
                continue eachRoute;
              }
              const first = this.startOf(p);
              const t = this.place(c, s, first + (cp.seqMin[s] as number), c);
              if (!Number.isFinite(t) || t - first > (cp.seqMax[s] as number)) {
                failed = true;
                this.pos[c] = len;
                continue eachRoute;
              }
              this.commit(c, s, t, this.placedWindow);
              this.advance(c, s, len);
            }
            progress = true;
            continue;
          }
          const first = (cp.slotNo[s] as number) === 0;
          if (this.stamp[p] !== this.passNo && this.isClean(p)) {
            // The partner keeps its start only if the pair, placed from both prefixes, agrees.
            const pi = this.posOf[p] as number;
            this.loadPrefix(scratch, cpart, pi);
            const tx = first
              ? this.placePair(s, c, c, p, cpart, scratch)
              : this.placePair(p, cpart, scratch, s, c, c);
            if (!Number.isFinite(tx)) {
              failed = true;
              this.pos[c] = len;
              continue eachRoute;
            }
            const ts = first ? tx : this.pairY;
            const tp = first ? this.pairY : tx;
            const wp = first ? this.pairWy : this.pairWx;
            const ws = first ? this.pairWx : this.pairWy;
            if (tp !== this.start[p] || wp !== this.win[p]) {
              // Widen, and go on to find what else needs widening before the next pass.
              this.widen(cpart, pi);
              widened = true;
            }
            this.commit(c, s, ts, ws);
            this.advance(c, s, len);
            progress = true;
            continue;
          }
          if ((this.pos[cpart] as number) !== (this.posOf[p] as number)) break;
          const tx = first
            ? this.placePair(s, c, c, p, cpart, cpart)
            : this.placePair(p, cpart, cpart, s, c, c);
          if (!Number.isFinite(tx)) {
            failed = true;
            this.pos[c] = len;
            continue eachRoute;
          }
          const ty = this.pairY;
          const wx = this.pairWx;
          const wy = this.pairWy;
          if (first) {
            this.commit(c, s, tx, wx);
            this.commit(cpart, p, ty, wy);
          } else {
            this.commit(cpart, p, tx, wx);
            this.commit(c, s, ty, wy);
          }
          this.advance(cpart, p, (routes[cpart] as number[]).length);
          this.advance(c, s, len);
          progress = true;
        }
      }
    }
    if (widened) return PASS_EXPAND;
    if (failed) return PASS_INFEASIBLE;
    for (let k = 0; k < nDirty; k++) {
      const c = list[k] as number;
      if ((this.pos[c] as number) < (routes[c] as number[]).length) return PASS_INFEASIBLE;
    }
    return PASS_OK;
  }
}
