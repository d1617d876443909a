import { describe, expect, it } from 'vitest';
import { compileProblem } from './compiled';
import { solveRoster } from './heuristic';
import { IncrementalSchedule } from './incremental';
import type { RosterCarer, RosterProblem, RosterTask, SlotAssignment } from './model';
import { checkPlan } from './plan-check';
import { Rng } from './rng';
import { emptyState, Scheduler } from './schedule';

const DAY = 1440;

/**
 * A small product-like problem: two weeks, carers with split daily windows, busy time, weekly
 * maximums, breaks, contracted hours, pins and affinities, and double-ups of both kinds.
 */
function randomProblem(rng: Rng): RosterProblem {
  const nLoc = 6;
  const travel = [0, 1].map((mode) =>
    Array.from({ length: nLoc }, (_, i) =>
      Array.from({ length: nLoc }, (_, j) => (i === j ? 0 : 5 + ((i * 7 + j * 3 + mode * 4) % 20))),
    ),
  );
  const nCarers = 3 + rng.int(3);
  const carers: RosterCarer[] = Array.from({ length: nCarers }, (_, c) => {
    const windows = [];
    for (let d = 0; d < 10; d++) {
      if (rng.next() < 0.2) continue;
      windows.push({ start: d * DAY + 7 * 60, end: d * DAY + 12 * 60 });
      if (rng.next() < 0.7) windows.push({ start: d * DAY + 13 * 60, end: d * DAY + 21 * 60 });
    }
    const busy =
      rng.next() < 0.5 ? [{ start: 2 * DAY + 9 * 60, end: 2 * DAY + 10 * 60 + rng.int(60) }] : [];
    return {
      id: `c${c}`,
      home: rng.int(nLoc),
      mode: rng.int(2),
      windows,
      travelInsideWindows: rng.next() < 0.3,
      maxWeeklyMinutes: rng.next() < 0.5 ? 300 + rng.int(400) : Number.POSITIVE_INFINITY,
      contractedWeeklyMinutes: rng.next() < 0.5 ? 240 : 0,
      maxContinuousMinutes: rng.next() < 0.5 ? 90 + rng.int(60) : Number.POSITIVE_INFINITY,
      breakMinutes: 20,
      bookedWeeklyMinutes: [rng.int(60), 0],
      busy,
    };
  });
  const nTasks = 10 + rng.int(14);
  const tasks: RosterTask[] = Array.from({ length: nTasks }, (_, t) => {
    const day = rng.int(10);
    const at = day * DAY + 7 * 60 + rng.int(13 * 60);
    const flexible = rng.next() < 0.5;
    const double = rng.next() < 0.3;
    const eligible = () =>
      Array.from({ length: nCarers }, (_, c) => c).filter(() => rng.next() < 0.8);
    const slots = Array.from({ length: double ? 2 : 1 }, () => ({
      duration: 15 + rng.int(4) * 15,
      eligible: eligible(),
    }));
    const task: RosterTask = {
      id: `t${t}`,
      location: rng.int(nLoc),
      earliest: at,
      latest: flexible ? at + 60 : at,
      hardLateness: rng.next() < 0.5 ? 90 : Number.POSITIVE_INFINITY,
      slots,
    };
    if (double) {
      task.sync =
        rng.next() < 0.6 ? { type: 'simultaneous' } : { type: 'sequential', min: 10, max: 60 };
    }
    if (rng.next() < 0.15) task.pinned = slots.map((_, i) => (i === 0 ? rng.int(nCarers) : null));
    if (rng.next() < 0.4) task.affinity = { [rng.int(nCarers)]: { continuity: 1, preferred: 1 } };
    return task;
  });
  return {
    tasks,
    carers,
    travel,
    horizon: 10 * DAY,
    weights: {
      travelMinute: 1,
      continuity: 30,
      preferred: 10,
      fairness: 0.5,
      overtimeMinute: 2,
      tardinessMinute: 3,
      maxTardinessMinute: 1,
      unfilled: 10_000,
    },
  };
}

describe('the incremental schedule', () => {
  it('prices and times every move as a full reschedule does', () => {
    const rng = new Rng(20240611);
    let compared = 0;
    let feasibleSeen = 0;
    for (let round = 0; round < 25; round++) {
      const problem = randomProblem(rng);
      const cp = compileProblem(problem);
      const state = emptyState(cp);
      const inc = new IncrementalSchedule(cp, state);
      expect(inc.reset()).toBe(true);
      const full = new Scheduler(cp);
      for (let step = 0; step < 250; step++) {
        // A random move through the journal: fill, empty, relocate, swap or exchange tails.
        const s = rng.int(cp.nSlots);
        const from = state.carerOf[s] as number;
        const kind = rng.int(5);
        if (kind <= 1 || from < 0) {
          const elig = cp.eligible[s] ?? [];
          if (elig.length === 0) continue;
          const c = rng.pick(elig);
          if (from >= 0) {
            inc.touch(from);
            inc.own(s);
            const r = state.routes[from] as number[];
            r.splice(r.indexOf(s), 1);
            state.carerOf[s] = -1;
          }
          const route = state.routes[c] as number[];
          inc.touch(c);
          inc.own(s);
          route.splice(rng.int(route.length + 1), 0, s);
          state.carerOf[s] = c;
        } else if (kind === 2) {
          inc.touch(from);
          inc.own(s);
          const r = state.routes[from] as number[];
          r.splice(r.indexOf(s), 1);
          state.carerOf[s] = -1;
        } else if (kind === 3) {
          const c = rng.int(cp.nCarers);
          const other = state.routes[c] as number[];
          if (c === from || other.length === 0) continue;
          const j = rng.int(other.length);
          const s2 = other[j] as number;
          inc.touch(from);
          inc.touch(c);
          inc.own(s);
          inc.own(s2);
          const mine = state.routes[from] as number[];
          mine[mine.indexOf(s)] = s2;
          other[j] = s;
          state.carerOf[s] = c;
          state.carerOf[s2] = from;
        } else {
          const c = rng.int(cp.nCarers);
          if (c === from) continue;
          const r1 = state.routes[from] as number[];
          const r2 = state.routes[c] as number[];
          const i = r1.indexOf(s);
          const j = rng.int(r2.length + 1);
          inc.touch(from);
          inc.touch(c);
          const tail1 = r1.slice(i);
          const tail2 = r2.slice(j);
          for (const x of [...tail1, ...tail2]) inc.own(x);
          state.routes[from] = r1.slice(0, i).concat(tail2);
          state.routes[c] = r2.slice(0, j).concat(tail1);
          for (const x of tail1) state.carerOf[x] = c;
          for (const x of tail2) state.carerOf[x] = from;
        }
        const cost = inc.evaluate();
        const ev = full.evaluate(state);
        compared++;
        const assignments: SlotAssignment[] = [];
        for (let slot = 0; slot < cp.nSlots; slot++) {
          const c = state.carerOf[slot] as number;
          if (c < 0) continue;
          assignments.push({
            task: cp.slotTask[slot] as number,
            slot: cp.slotNo[slot] as number,
            carer: c,
            start: inc.startOf(slot),
          });
        }
        if (ev.feasible) {
          feasibleSeen++;
          for (let slot = 0; slot < cp.nSlots; slot++) {
            if ((state.carerOf[slot] as number) < 0) continue;
            expect(inc.startOf(slot), `round ${round} step ${step} kind ${kind} slot ${slot}`).toBe(
              full.start[slot],
            );
          }
          expect(
            cost,
            `round ${round} step ${step} kind ${kind} ${JSON.stringify(ev)}`,
          ).toBeCloseTo(ev.total, 6);
        } else {
          expect(cost).toBe(Number.POSITIVE_INFINITY);
        }
        if (Number.isFinite(cost)) {
          // The times found keep every rule that start times decide.
          expect(
            checkPlan(problem, assignments).filter((e) => !/not eligible|kept for/.test(e)),
          ).toEqual([]);
        }
        if (Number.isFinite(cost) && rng.next() < 0.7) {
          inc.accept();
          expect(inc.total).toBeCloseTo(cost, 6);
        } else {
          inc.reject();
        }
        // The kept plan is always the full reschedule's.
        const kept = full.evaluate(state);
        expect(kept.feasible).toBe(true);
        expect(inc.total).toBeCloseTo(kept.total, 6);
      }
    }
    expect(compared).toBeGreaterThan(3000);
    expect(feasibleSeen).toBeGreaterThan(500);
  }, 120_000);

  it('gives plans that keep every hard rule on product-like problems', () => {
    const rng = new Rng(77);
    for (let round = 0; round < 8; round++) {
      const problem = randomProblem(rng);
      const plan = solveRoster(problem, { timeLimitMs: 20_000, maxIterations: 3000, seed: round });
      expect(checkPlan(problem, plan.assignments)).toEqual([]);
      expect(plan.assignments.length + plan.unfilled.length).toBe(
        problem.tasks.reduce((n, t) => n + t.slots.length, 0),
      );
    }
  }, 120_000);
});
