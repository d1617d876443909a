import {
  type MinuteInterval,
  type RosterCarer,
  type RosterProblem,
  type SlotAssignment,
  WEEK_MINUTES,
  weekFraction,
} from '@care360/domain/solver';
import type { ModelData } from 'highs';

/**
 * The fixed-time day as a MIP: for each carer and working window (a "shift"), one unit of flow
 * from home through the visits they do there, in time order, back home. scorePlan charges travel
 * home after a window's last visit and out to the next window's first, so shifts are independent
 * paths tied only by the carer's weekly rows. An arc i→j exists only where the carer can finish
 * i, travel and be on time for j, so a path is a feasible shift (no overlap, travel included) and
 * its arcs carry the exact travel cost; each slot is filled by at most one path. This network's
 * relaxation is far tighter than pairwise or clique overlap rows (a carer's overlaps are implied
 * by the path and need no rows at all). A long shift still has many arcs: ./solve.ts prices them
 * against the relaxation and passes only those that can be in a plan better than one already
 * known, which keeps the result exact.
 */

/** A slot at its fixed time: the model's unit of work. */
export interface Job {
  task: number;
  slot: number;
  start: number;
  end: number;
  location: number;
  duration: number;
  week: number;
  /** Carers who may do it (eligible, within a window, clear of busy time), or the pinned one. */
  carers: number[];
  pinned: number | null;
}

/** One carer's working window with the jobs they may do in it, in start order. */
export interface Shift {
  carer: number;
  window: number;
  jobs: number[];
}

/** A move within a shift: from a job (or home, -1) to a job (or home, -1). */
export interface Arc {
  shift: number;
  from: number;
  to: number;
}

/** Why the problem is not one for the exact model, or null when it is. */
export function notFixedTime(problem: RosterProblem): string | null {
  for (const task of problem.tasks) {
    if (task.earliest !== task.latest || task.hardLateness !== 0) {
      return `visit ${task.id} has a time window, not a fixed time`;
    }
    if (task.slots.length > 2) return `visit ${task.id} needs more than two carers`;
    const sync = task.sync;
    if (task.slots.length === 2 && sync?.type === 'sequential' && sync.min !== sync.max) {
      return `the second carer of visit ${task.id} has a time window`;
    }
  }
  for (const carer of problem.carers) {
    const windows = [...carer.windows].sort((a, b) => a.start - b.start);
    for (let i = 1; i < windows.length; i++) {
      if ((windows[i] as MinuteInterval).start < (windows[i - 1] as MinuteInterval).end) {
        return `carer ${carer.id} has overlapping working windows`;
      }
    }
  }
  return null;
}

function windowOf(carer: RosterCarer, start: number, end: number): number {
  return carer.windows.findIndex((w) => w.start <= start && end <= w.end);
}

function fitsStatically(carer: RosterCarer, start: number, end: number, duration: number): boolean {
  if (windowOf(carer, start, end) < 0) return false;
  if ((carer.busy ?? []).some((b) => b.start < end && start < b.end)) return false;
  const booked = carer.bookedWeeklyMinutes?.[Math.floor(start / WEEK_MINUTES)] ?? 0;
  return booked + duration <= carer.maxWeeklyMinutes;
}

/** The slots at their times and who may do each; a reason instead when a kept one cannot stay. */
export function jobsOf(problem: RosterProblem): { jobs: Job[] } | { reason: string } {
  const jobs: Job[] = [];
  for (const [t, task] of problem.tasks.entries()) {
    for (const [s, slot] of task.slots.entries()) {
      const offset = s === 1 && task.sync?.type === 'sequential' ? task.sync.min : 0;
      const start = task.earliest + offset;
      const end = start + slot.duration;
      const pinned = task.pinned?.[s] ?? null;
      const fits = (c: number) => {
        const carer = problem.carers[c];
        return carer !== undefined && fitsStatically(carer, start, end, slot.duration);
      };
      if (pinned !== null && !fits(pinned)) {
        return { reason: `the carer kept on visit ${task.id} is not free for it` };
      }
      const carers = pinned !== null ? [pinned] : [...new Set(slot.eligible)].filter(fits);
      const week = Math.floor(start / WEEK_MINUTES);
      jobs.push({
        task: t,
        slot: s,
        start,
        end,
        location: task.location,
        duration: slot.duration,
        week,
        carers,
        pinned,
      });
    }
  }
  return { jobs };
}

/** What the objective charges beyond travel for a carer on a job (continuity, preference). */
export type AssignmentCost = (job: Job, carer: number) => number;

/** A row that "carer c does job j" enters with a coefficient (weekly cap, overtime, cuts). */
interface XEntry {
  row: number;
  coef: number;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The rows of the model (fixed once built, apart from cuts) and the arcs that may become its
 * columns: the model is assembled from any subset of arcs.
 */
export class FlowModel {
  readonly shifts: Shift[] = [];
  rowLower: number[] = [];
  rowUpper: number[] = [];
  private readonly coverRow: number[];
  private readonly homeRow: number[] = [];
  /** flowRow[shift].get(j): conservation in that shift at job j. */
  private readonly flowRow: Map<number, number>[] = [];
  /** xRows[c].get(j): further rows where "c does j" counts. */
  private readonly xRows: Map<number, XEntry[]>[];
  /** Continuous columns (fairness, overtime): cost, bounds and entries. */
  readonly auxCols: { cost: number; upper: number; entries: XEntry[] }[] = [];
  /** Per carer and week ("c:w"), a cost per minute worked where fair hours/overtime are linear. */
  private readonly minuteCost = new Map<string, number>();
  /** Per carer, the jobs they may do (any shift), in start order. */
  readonly jobsOfCarer: number[][];

  constructor(
    readonly problem: RosterProblem,
    readonly jobs: Job[],
    private readonly assignmentCost: AssignmentCost,
  ) {
    this.coverRow = jobs.map(() => this.newRow(1, 1));
    this.jobsOfCarer = problem.carers.map(() => []);
    jobs.forEach((job, j) => {
      for (const c of job.carers) this.jobsOfCarer[c]?.push(j);
    });
    problem.carers.forEach((carer, c) => {
      const list = this.jobsOfCarer[c] as number[];
      list.sort((a, b) => (jobs[a] as Job).start - (jobs[b] as Job).start || a - b);
      const byWindow = new Map<number, number[]>();
      for (const j of list) {
        const job = jobs[j] as Job;
        push(byWindow, windowOf(carer, job.start, job.end), j);
      }
      for (const [window, shiftJobs] of [...byWindow].sort((a, b) => a[0] - b[0])) {
        this.shifts.push({ carer: c, window, jobs: shiftJobs });
        this.homeRow.push(this.newRow(0, 1));
        this.flowRow.push(new Map(shiftJobs.map((j) => [j, this.newRow(0, 0)])));
      }
    });
    this.xRows = problem.carers.map(() => new Map());
    problem.carers.forEach((carer, c) => {
      this.addWeeklyRows(carer, c);
    });
  }

  private newRow(lower: number, upper: number): number {
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
    return this.rowLower.length - 1;
  }

  /** A row over "carer c does job j" (break cuts are added this way too). */
  addXRow(
    lower: number,
    upper: number,
    terms: { carer: number; job: number; coef: number }[],
  ): number {
    const row = this.newRow(lower, upper);
    for (const t of terms)
      push(this.xRows[t.carer] as Map<number, XEntry[]>, t.job, { row, coef: t.coef });
    return row;
  }

  private addWeeklyRows(carer: RosterCarer, c: number): void {
    const w = this.problem.weights;
    const byWeek = new Map<number, number[]>();
    for (const j of this.jobsOfCarer[c] ?? []) push(byWeek, (this.jobs[j] as Job).week, j);
    for (const [week, list] of byWeek) {
      const booked = carer.bookedWeeklyMinutes?.[week] ?? 0;
      const terms = list.map((j) => ({ carer: c, job: j, coef: (this.jobs[j] as Job).duration }));
      const most = terms.reduce((sum, t) => sum + t.coef, 0);
      if (Number.isFinite(carer.maxWeeklyMinutes) && booked + most > carer.maxWeeklyMinutes) {
        this.addXRow(Number.NEGATIVE_INFINITY, carer.maxWeeklyMinutes - booked, terms);
      }
      // scorePlan's fair hours and overtime: against contracted hours scaled to the part of the
      // week inside the period, for carers with a contract.
      if (carer.contractedWeeklyMinutes <= 0) continue;
      const target = carer.contractedWeeklyMinutes * weekFraction(this.problem.horizon, week);
      const reachable = Math.min(most, carer.maxWeeklyMinutes - booked);
      // Where the side of the target is settled whatever the plan, both terms are linear in the
      // minutes worked: a cost per minute instead of an auxiliary keeps the objective integral.
      let perMinute = 0;
      if (booked >= target) perMinute += w.overtimeMinute + w.fairness;
      else if (booked + reachable <= target) perMinute -= w.fairness;
      else {
        if (w.overtimeMinute > 0) {
          // overtime ≥ booked + worked − target (and ≥ 0 by its bound).
          const row = this.addXRow(Number.NEGATIVE_INFINITY, target - booked, terms);
          const upper = booked + reachable - target;
          this.auxCols.push({ cost: w.overtimeMinute, upper, entries: [{ row, coef: -1 }] });
        }
        if (w.fairness > 0) {
          // deviation ≥ |booked + worked − target|.
          const over = this.addXRow(Number.NEGATIVE_INFINITY, target - booked, terms);
          const under = this.addXRow(
            Number.NEGATIVE_INFINITY,
            booked - target,
            terms.map((t) => ({ ...t, coef: -t.coef })),
          );
          this.auxCols.push({
            cost: w.fairness,
            upper: Math.max(target - booked, booked + reachable - target),
            entries: [
              { row: over, coef: -1 },
              { row: under, coef: -1 },
            ],
          });
        }
      }
      if (perMinute !== 0) this.minuteCost.set(`${c}:${week}`, perMinute);
    }
  }

  travel(c: number, fromLocation: number, toLocation: number): number {
    const carer = this.problem.carers[c] as RosterCarer;
    const matrix = this.problem.travel[carer.mode] ?? this.problem.travel[0];
    return matrix?.[fromLocation]?.[toLocation] ?? 0;
  }

  /** Can the shift's carer go from job i straight on to job j? */
  linkable(c: number, i: number, j: number): boolean {
    const a = this.jobs[i] as Job;
    const b = this.jobs[j] as Job;
    return a.start < b.start && a.end + this.travel(c, a.location, b.location) <= b.start;
  }

  /** May the shift start (from home) at job j, or end at it? Only hhcrsp bounds the journey. */
  private homeLegAllowed(shift: Shift, j: number, leaving: boolean): boolean {
    const carer = this.problem.carers[shift.carer] as RosterCarer;
    if (!carer.travelInsideWindows) return true;
    const window = carer.windows[shift.window] as MinuteInterval;
    const job = this.jobs[j] as Job;
    return leaving
      ? job.start >= window.start + this.travel(shift.carer, carer.home, job.location)
      : job.end + this.travel(shift.carer, job.location, carer.home) <= window.end;
  }

  /** The column of an arc: objective cost and row entries. */
  column(arc: Arc): { cost: number; rows: number[]; coefs: number[] } {
    const shift = this.shifts[arc.shift] as Shift;
    const c = shift.carer;
    const carer = this.problem.carers[c] as RosterCarer;
    const rows: number[] = [];
    const coefs: number[] = [];
    const fromLoc = arc.from >= 0 ? (this.jobs[arc.from] as Job).location : carer.home;
    const toLoc = arc.to >= 0 ? (this.jobs[arc.to] as Job).location : carer.home;
    let cost = this.problem.weights.travelMinute * this.travel(c, fromLoc, toLoc);
    if (arc.from >= 0) {
      rows.push(this.flowRow[arc.shift]?.get(arc.from) as number);
      coefs.push(-1);
    } else {
      rows.push(this.homeRow[arc.shift] as number);
      coefs.push(1);
    }
    if (arc.to >= 0) {
      const job = this.jobs[arc.to] as Job;
      cost +=
        this.assignmentCost(job, c) + job.duration * (this.minuteCost.get(`${c}:${job.week}`) ?? 0);
      rows.push(this.coverRow[arc.to] as number, this.flowRow[arc.shift]?.get(arc.to) as number);
      coefs.push(1, 1);
      for (const e of this.xRows[c]?.get(arc.to) ?? []) {
        rows.push(e.row);
        coefs.push(e.coef);
      }
    }
    return { cost, rows, coefs };
  }

  /** Every arc of a shift (home legs included). */
  forEachArc(s: number, visit: (arc: Arc) => void): void {
    const shift = this.shifts[s] as Shift;
    const list = shift.jobs;
    for (let a = 0; a < list.length; a++) {
      const i = list[a] as number;
      if (this.homeLegAllowed(shift, i, true)) visit({ shift: s, from: -1, to: i });
      if (this.homeLegAllowed(shift, i, false)) visit({ shift: s, from: i, to: -1 });
      const end = (this.jobs[i] as Job).end;
      for (let z = a + 1; z < list.length; z++) {
        const j = list[z] as number;
        if ((this.jobs[j] as Job).start < end) continue;
        if (this.linkable(shift.carer, i, j)) visit({ shift: s, from: i, to: j });
      }
    }
  }

  /** The model over the given arcs; unfilled and auxiliary columns come first. */
  assemble(arcs: Arc[], integer: boolean): { model: ModelData; arcOffset: number } {
    const cost: number[] = [];
    const lower: number[] = [];
    const upper: number[] = [];
    const starts: number[] = [0];
    const index: number[] = [];
    const value: number[] = [];
    const integrality: (0 | 1)[] = [];
    const add = (c: number, hi: number, rows: number[], coefs: number[], int: boolean) => {
      cost.push(c);
      lower.push(0);
      upper.push(hi);
      integrality.push(int ? 1 : 0);
      const merged = new Map<number, number>();
      rows.forEach((r, k) => {
        merged.set(r, (merged.get(r) ?? 0) + (coefs[k] ?? 0));
      });
      for (const [r, v] of [...merged].sort((x, y) => x[0] - y[0])) {
        if (v === 0) continue;
        index.push(r);
        value.push(v);
      }
      starts.push(index.length);
    };
    const unfilled = this.problem.weights.unfilled;
    this.jobs.forEach((job, j) => {
      add(
        job.pinned !== null ? 0 : unfilled,
        job.pinned !== null ? 0 : 1,
        [this.coverRow[j] as number],
        [1],
        false,
      );
    });
    for (const aux of this.auxCols) {
      // A finite upper bound (the most the term can be) keeps the Lagrangian bound finite.
      add(
        aux.cost,
        aux.upper,
        aux.entries.map((e) => e.row),
        aux.entries.map((e) => e.coef),
        false,
      );
    }
    const arcOffset = cost.length;
    for (const arc of arcs) {
      const col = this.column(arc);
      add(col.cost, 1, col.rows, col.coefs, integer);
    }
    const numRows = this.rowLower.length;
    const model: ModelData = {
      numCols: cost.length,
      numRows,
      colCost: cost,
      colLower: lower,
      colUpper: upper,
      rowLower: this.rowLower,
      rowUpper: this.rowUpper,
      ...(integer ? { integrality } : {}),
      matrix: {
        format: 'csc',
        numRows,
        numCols: cost.length,
        starts: Int32Array.from(starts),
        indices: Int32Array.from(index),
        values: Float64Array.from(value),
      },
    };
    return { arcOffset, model };
  }

  /** The carers' assignments out of arc values. */
  decode(arcs: Arc[], arcOffset: number, colValue: ArrayLike<number>): SlotAssignment[] {
    const out: SlotAssignment[] = [];
    arcs.forEach((arc, k) => {
      if (arc.to < 0 || (colValue[arcOffset + k] ?? 0) < 0.5) return;
      const job = this.jobs[arc.to] as Job;
      const carer = (this.shifts[arc.shift] as Shift).carer;
      out.push({ task: job.task, slot: job.slot, carer, start: job.start });
    });
    return out.sort((a, z) => a.task - z.task || a.slot - z.slot);
  }

  /** A plan's arcs (each shift's visits in time order), or null when the model cannot hold it. */
  arcsOf(assignments: SlotAssignment[]): Arc[] | null {
    const jobIndex = new Map<string, number>();
    this.jobs.forEach((job, j) => {
      jobIndex.set(`${job.task}:${job.slot}`, j);
    });
    const shiftIndex = new Map<string, number>();
    this.shifts.forEach((shift, s) => {
      shiftIndex.set(`${shift.carer}:${shift.window}`, s);
    });
    const byShift = new Map<number, number[]>();
    for (const a of assignments) {
      const j = jobIndex.get(`${a.task}:${a.slot}`);
      const job = j === undefined ? undefined : this.jobs[j];
      const carer = this.problem.carers[a.carer];
      if (
        j === undefined ||
        !job ||
        !carer ||
        job.start !== a.start ||
        !job.carers.includes(a.carer)
      ) {
        return null;
      }
      const s = shiftIndex.get(`${a.carer}:${windowOf(carer, job.start, job.end)}`);
      if (s === undefined) return null;
      push(byShift, s, j);
    }
    const arcs: Arc[] = [];
    for (const [s, list] of byShift) {
      const shift = this.shifts[s] as Shift;
      list.sort((x, y) => (this.jobs[x] as Job).start - (this.jobs[y] as Job).start);
      let from = -1;
      for (const j of list) {
        if (
          from >= 0 ? !this.linkable(shift.carer, from, j) : !this.homeLegAllowed(shift, j, true)
        ) {
          return null;
        }
        arcs.push({ shift: s, from, to: j });
        from = j;
      }
      if (!this.homeLegAllowed(shift, from, false)) return null;
      arcs.push({ shift: s, from, to: -1 });
    }
    return arcs;
  }
}

export function arcKey(arc: Arc): string {
  return `${arc.shift}:${arc.from}:${arc.to}`;
}
