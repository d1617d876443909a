import type { RosterProblem } from './model';

export const WEEK_MINUTES = 10080;

export const SYNC_NONE = 0;
export const SYNC_SIMULTANEOUS = 1;
export const SYNC_SEQUENTIAL = 2;

/**
 * The problem flattened for the search: every slot of every task numbered once, with what the
 * schedule needs of it in typed arrays, so evaluating a plan touches no objects.
 */
export interface CompiledProblem {
  problem: RosterProblem;
  nSlots: number;
  nCarers: number;
  nWeeks: number;
  slotTask: Int32Array;
  slotNo: Int32Array;
  /** The slot ids of each task, in slot order. */
  taskSlots: number[][];
  duration: Float64Array;
  location: Int32Array;
  earliest: Float64Array;
  latest: Float64Array;
  hardLateness: Float64Array;
  /** The other slot of a two-slot task, or -1. */
  partner: Int32Array;
  syncType: Int8Array;
  seqMin: Float64Array;
  seqMax: Float64Array;
  /** Who may fill each slot (only the pinned carer when pinned). */
  eligible: number[][];
  /** eligibleMask[slot * nCarers + carer] = 1 when the carer may fill the slot. */
  eligibleMask: Uint8Array;
  pinned: Int32Array;
  /** Weighted continuity and preference cost of carer c in slot s at [s * nCarers + c]. */
  affinityCost: Float64Array;
  carers: CompiledCarer[];
}

export interface CompiledCarer {
  home: number;
  travel: number[][];
  windowStart: Float64Array;
  windowEnd: Float64Array;
  travelInside: boolean;
  busyStart: Float64Array;
  busyEnd: Float64Array;
  maxContinuous: number;
  breakMinutes: number;
  maxWeekly: number;
  contracted: number;
  booked: Float64Array;
}

function sortedIntervals(list: { start: number; end: number }[]): {
  start: Float64Array;
  end: Float64Array;
} {
  const sorted = [...list].sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    start: Float64Array.from(sorted.map((i) => i.start)),
    end: Float64Array.from(sorted.map((i) => i.end)),
  };
}

export function compileProblem(problem: RosterProblem): CompiledProblem {
  const nCarers = problem.carers.length;
  const nWeeks = Math.max(1, Math.ceil(problem.horizon / WEEK_MINUTES));
  const taskSlots: number[][] = [];
  let nSlots = 0;
  for (const task of problem.tasks) {
    taskSlots.push(task.slots.map((_, i) => nSlots + i));
    nSlots += task.slots.length;
  }
  const slotTask = new Int32Array(nSlots);
  const slotNo = new Int32Array(nSlots);
  const duration = new Float64Array(nSlots);
  const location = new Int32Array(nSlots);
  const earliest = new Float64Array(nSlots);
  const latest = new Float64Array(nSlots);
  const hardLateness = new Float64Array(nSlots);
  const partner = new Int32Array(nSlots).fill(-1);
  const syncType = new Int8Array(nSlots);
  const seqMin = new Float64Array(nSlots);
  const seqMax = new Float64Array(nSlots);
  const pinned = new Int32Array(nSlots).fill(-1);
  const eligible: number[][] = [];
  const eligibleMask = new Uint8Array(nSlots * nCarers);
  const affinityCost = new Float64Array(nSlots * nCarers);
  const { weights } = problem;

  problem.tasks.forEach((task, t) => {
    const ids = taskSlots[t] ?? [];
    let maxContinuity = 0;
    let maxPreferred = 0;
    for (const value of Object.values(task.affinity ?? {})) {
      maxContinuity = Math.max(maxContinuity, value.continuity ?? 0);
      maxPreferred = Math.max(maxPreferred, value.preferred ?? 0);
    }
    task.slots.forEach((slot, i) => {
      const s = ids[i] as number;
      slotTask[s] = t;
      slotNo[s] = i;
      duration[s] = slot.duration;
      location[s] = task.location;
      earliest[s] = task.earliest;
      latest[s] = task.latest;
      hardLateness[s] = task.hardLateness;
      const pin = task.pinned?.[i];
      const who = pin !== null && pin !== undefined ? [pin] : [...new Set(slot.eligible)];
      eligible.push(who.filter((c) => c >= 0 && c < nCarers));
      if (pin !== null && pin !== undefined) pinned[s] = pin;
      for (const c of who) if (c >= 0 && c < nCarers) eligibleMask[s * nCarers + c] = 1;
      for (let c = 0; c < nCarers; c++) {
        const a = task.affinity?.[c];
        affinityCost[s * nCarers + c] =
          weights.continuity * (maxContinuity - (a?.continuity ?? 0)) +
          weights.preferred * (maxPreferred - (a?.preferred ?? 0));
      }
    });
    if (ids.length === 2 && task.sync) {
      const [a, b] = ids as [number, number];
      partner[a] = b;
      partner[b] = a;
      const type = task.sync.type === 'simultaneous' ? SYNC_SIMULTANEOUS : SYNC_SEQUENTIAL;
      syncType[a] = type;
      syncType[b] = type;
      const min = task.sync.type === 'sequential' ? task.sync.min : 0;
      const max = task.sync.type === 'sequential' ? task.sync.max : 0;
      seqMin[a] = seqMin[b] = min;
      seqMax[a] = seqMax[b] = max;
    }
  });

  const carers: CompiledCarer[] = problem.carers.map((carer) => {
    const windows = sortedIntervals(carer.windows);
    const busy = sortedIntervals(carer.busy ?? []);
    return {
      home: carer.home,
      travel: problem.travel[carer.mode] ?? problem.travel[0] ?? [],
      windowStart: windows.start,
      windowEnd: windows.end,
      travelInside: carer.travelInsideWindows === true,
      busyStart: busy.start,
      busyEnd: busy.end,
      maxContinuous: carer.maxContinuousMinutes,
      breakMinutes: carer.breakMinutes,
      maxWeekly: carer.maxWeeklyMinutes,
      contracted: carer.contractedWeeklyMinutes,
      booked: Float64Array.from({ length: nWeeks }, (_, w) => carer.bookedWeeklyMinutes?.[w] ?? 0),
    };
  });

  return {
    problem,
    nSlots,
    nCarers,
    nWeeks,
    slotTask,
    slotNo,
    taskSlots,
    duration,
    location,
    earliest,
    latest,
    hardLateness,
    partner,
    syncType,
    seqMin,
    seqMax,
    eligible,
    eligibleMask,
    pinned,
    affinityCost,
    carers,
  };
}

/** Share of week w inside the period, to scale contracted hours for a part week. */
export function weekFraction(horizon: number, week: number): number {
  const start = week * WEEK_MINUTES;
  const end = Math.min(horizon, start + WEEK_MINUTES);
  return Math.max(0, end - start) / WEEK_MINUTES;
}
