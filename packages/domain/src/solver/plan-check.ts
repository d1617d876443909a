import { WEEK_MINUTES, weekFraction } from './compiled';
import type { RosterProblem, ScoreBreakdown, SlotAssignment } from './model';

/** Each carer's assignments in start order. */
function byCarer(problem: RosterProblem, assignments: SlotAssignment[]): SlotAssignment[][] {
  const out: SlotAssignment[][] = problem.carers.map(() => []);
  for (const a of assignments) out[a.carer]?.push(a);
  for (const list of out) list.sort((a, b) => a.start - b.start || a.task - b.task);
  return out;
}

function windowIndex(problem: RosterProblem, a: SlotAssignment): number {
  const carer = problem.carers[a.carer];
  const d = problem.tasks[a.task]?.slots[a.slot]?.duration ?? 0;
  if (!carer) return -1;
  return carer.windows.findIndex((w) => w.start <= a.start && a.start + d <= w.end);
}

function travelOf(problem: RosterProblem, carer: number, from: number, to: number): number {
  const c = problem.carers[carer];
  const matrix = problem.travel[c?.mode ?? 0] ?? problem.travel[0];
  return matrix?.[from]?.[to] ?? 0;
}

/**
 * The cost of a plan by term, each weighted: travel (home to the first visit of each working
 * window, between visits, back home from the last), continuity and preference, fair hours and
 * overtime per week, tardiness per slot, the largest tardiness, and empty slots.
 */
export function scorePlan(problem: RosterProblem, assignments: SlotAssignment[]): ScoreBreakdown {
  const { weights } = problem;
  let travel = 0;
  let continuity = 0;
  let preferred = 0;
  let tardiness = 0;
  let maxTardiness = 0;
  const routes = byCarer(problem, assignments);
  const nWeeks = Math.max(1, Math.ceil(problem.horizon / WEEK_MINUTES));
  let fairness = 0;
  let overtime = 0;
  routes.forEach((route, c) => {
    const carer = problem.carers[c];
    if (!carer) return;
    const minutes = new Array<number>(nWeeks).fill(0);
    let prevLoc = carer.home;
    let prevWin = -2;
    route.forEach((a, i) => {
      const task = problem.tasks[a.task];
      if (!task) return;
      const w = windowIndex(problem, a);
      if (i === 0) travel += travelOf(problem, c, carer.home, task.location);
      else if (w === prevWin) travel += travelOf(problem, c, prevLoc, task.location);
      else {
        travel +=
          travelOf(problem, c, prevLoc, carer.home) +
          travelOf(problem, c, carer.home, task.location);
      }
      prevLoc = task.location;
      prevWin = w;
      const late = Math.max(0, a.start - task.latest);
      tardiness += late;
      maxTardiness = Math.max(maxTardiness, late);
      const week = Math.min(nWeeks - 1, Math.max(0, Math.floor(a.start / WEEK_MINUTES)));
      minutes[week] = (minutes[week] ?? 0) + (task.slots[a.slot]?.duration ?? 0);
    });
    if (route.length > 0) travel += travelOf(problem, c, prevLoc, carer.home);
    if (carer.contractedWeeklyMinutes > 0) {
      minutes.forEach((m, w) => {
        const worked = m + (carer.bookedWeeklyMinutes?.[w] ?? 0);
        const target = carer.contractedWeeklyMinutes * weekFraction(problem.horizon, w);
        fairness += Math.abs(worked - target);
        overtime += Math.max(0, worked - target);
      });
    }
  });
  for (const a of assignments) {
    const task = problem.tasks[a.task];
    if (!task?.affinity) continue;
    let maxC = 0;
    let maxP = 0;
    for (const v of Object.values(task.affinity)) {
      maxC = Math.max(maxC, v.continuity ?? 0);
      maxP = Math.max(maxP, v.preferred ?? 0);
    }
    const mine = task.affinity[a.carer];
    continuity += maxC - (mine?.continuity ?? 0);
    preferred += maxP - (mine?.preferred ?? 0);
  }
  const slots = problem.tasks.reduce((n, t) => n + t.slots.length, 0);
  const filled = new Set(assignments.map((a) => `${a.task}:${a.slot}`)).size;
  const score: ScoreBreakdown = {
    travel: travel * weights.travelMinute,
    continuity: continuity * weights.continuity,
    preferred: preferred * weights.preferred,
    fairness: fairness * weights.fairness,
    overtime: overtime * weights.overtimeMinute,
    tardiness: tardiness * weights.tardinessMinute,
    maxTardiness: maxTardiness * weights.maxTardinessMinute,
    unfilled: (slots - filled) * weights.unfilled,
    total: 0,
  };
  score.total =
    score.travel +
    score.continuity +
    score.preferred +
    score.fairness +
    score.overtime +
    score.tardiness +
    score.maxTardiness +
    score.unfilled;
  return score;
}

const EPS = 1e-6;

function clock(minutes: number): string {
  return Number.isInteger(minutes) ? String(minutes) : minutes.toFixed(2);
}

/**
 * Every hard rule a plan breaks, in words; empty when it keeps them all. The rules are the
 * heuristic's: eligibility and pins, one carer per slot, no start before `earliest` or beyond
 * `latest + hardLateness`, visits inside a working window and clear of busy time, travel between
 * consecutive visits, the continuous-work break, weekly maximum minutes, and the double-up's
 * synchronisation.
 */
export function checkPlan(problem: RosterProblem, assignments: SlotAssignment[]): string[] {
  const errors: string[] = [];
  const seen = new Map<string, SlotAssignment>();
  for (const a of assignments) {
    const task = problem.tasks[a.task];
    const slot = task?.slots[a.slot];
    const carer = problem.carers[a.carer];
    const name = `task ${task?.id ?? a.task} slot ${a.slot}`;
    if (!task || !slot) {
      errors.push(`Assignment to a task or slot that does not exist (${a.task}, ${a.slot})`);
      continue;
    }
    if (!carer) {
      errors.push(`${name} is given to carer ${a.carer}, who does not exist`);
      continue;
    }
    const key = `${a.task}:${a.slot}`;
    if (seen.has(key)) errors.push(`${name} is filled twice`);
    seen.set(key, a);
    const pin = task.pinned?.[a.slot];
    if (pin !== null && pin !== undefined) {
      if (pin !== a.carer) errors.push(`${name} is kept for carer ${pin} but given to ${carer.id}`);
    } else if (!slot.eligible.includes(a.carer)) {
      errors.push(`${name}: carer ${carer.id} is not eligible`);
    }
    if (!Number.isFinite(a.start)) errors.push(`${name} has no start time`);
    if (a.start < task.earliest - EPS) {
      errors.push(`${name} starts at ${clock(a.start)}, before ${clock(task.earliest)}`);
    }
    if (a.start - task.latest > task.hardLateness + EPS) {
      errors.push(
        `${name} starts at ${clock(a.start)}, later than ${clock(task.latest)} by more than ${clock(task.hardLateness)} minutes`,
      );
    }
    const end = a.start + slot.duration;
    const w = carer.windows.find((win) => win.start <= a.start + EPS && end <= win.end + EPS);
    if (!w) errors.push(`${name}: ${carer.id} is not working ${clock(a.start)}–${clock(end)}`);
    for (const b of carer.busy ?? []) {
      if (a.start < b.end - EPS && end > b.start + EPS) {
        errors.push(`${name}: ${carer.id} is busy ${clock(b.start)}–${clock(b.end)}`);
      }
    }
  }
  problem.tasks.forEach((task, t) => {
    if (task.slots.length !== 2 || !task.sync) return;
    const a = seen.get(`${t}:0`);
    const b = seen.get(`${t}:1`);
    if (!a || !b) return;
    if (task.sync.type === 'simultaneous') {
      if (a.carer === b.carer) errors.push(`task ${task.id}: one carer in both places`);
      if (Math.abs(a.start - b.start) > EPS) {
        errors.push(`task ${task.id}: the two carers start at different times`);
      }
    } else {
      const gap = b.start - a.start;
      if (gap < task.sync.min - EPS || gap > task.sync.max + EPS) {
        errors.push(
          `task ${task.id}: the second carer starts ${clock(gap)} minutes after the first, not ${task.sync.min}–${task.sync.max}`,
        );
      }
    }
  });
  const nWeeks = Math.max(1, Math.ceil(problem.horizon / WEEK_MINUTES));
  byCarer(problem, assignments).forEach((route, c) => {
    const carer = problem.carers[c];
    if (!carer) return;
    const minutes = new Array<number>(nWeeks).fill(0);
    let blockStart = 0;
    let prev: { end: number; loc: number; win: number } | null = null;
    route.forEach((a) => {
      const task = problem.tasks[a.task];
      const d = task?.slots[a.slot]?.duration ?? 0;
      if (!task) return;
      const win = windowIndex(problem, a);
      const window = carer.windows[win];
      if (carer.travelInsideWindows && window && (!prev || prev.win !== win)) {
        const need = window.start + travelOf(problem, c, carer.home, task.location);
        if (a.start < need - EPS) {
          errors.push(`${carer.id} cannot reach task ${task.id} from home by ${clock(a.start)}`);
        }
      }
      if (prev) {
        if (carer.travelInsideWindows && prev.win !== win) {
          const pw = carer.windows[prev.win];
          if (pw && prev.end + travelOf(problem, c, prev.loc, carer.home) > pw.end + EPS) {
            errors.push(`${carer.id} cannot get home before their window ends`);
          }
        }
        const arrive = prev.end + travelOf(problem, c, prev.loc, task.location);
        if (a.start < arrive - EPS) {
          errors.push(
            `${carer.id} cannot reach task ${task.id} by ${clock(a.start)} (earliest ${clock(arrive)})`,
          );
        }
        if (a.start - prev.end >= carer.breakMinutes) blockStart = a.start;
      } else blockStart = a.start;
      const end = a.start + d;
      if (d <= carer.maxContinuousMinutes && end - blockStart > carer.maxContinuousMinutes + EPS) {
        errors.push(
          `${carer.id} works ${clock(end - blockStart)} minutes without a ${carer.breakMinutes}-minute break by task ${task.id}`,
        );
        blockStart = a.start;
      }
      const week = Math.min(nWeeks - 1, Math.max(0, Math.floor(a.start / WEEK_MINUTES)));
      minutes[week] = (minutes[week] ?? 0) + d;
      prev = { end, loc: task.location, win };
    });
    const last = prev as { end: number; loc: number; win: number } | null;
    if (last && carer.travelInsideWindows) {
      const pw = carer.windows[last.win];
      if (pw && last.end + travelOf(problem, c, last.loc, carer.home) > pw.end + EPS) {
        errors.push(`${carer.id} cannot get home before their window ends`);
      }
    }
    minutes.forEach((m, w) => {
      const worked = m + (carer.bookedWeeklyMinutes?.[w] ?? 0);
      if (worked > carer.maxWeeklyMinutes + EPS) {
        errors.push(
          `${carer.id} works ${clock(worked)} minutes in week ${w + 1}, over their ${clock(carer.maxWeeklyMinutes)}`,
        );
      }
    });
  });
  return errors;
}
