import {
  checkPlan,
  type RosterProblem,
  type SlotAssignment,
  scorePlan,
} from '@care360/domain/solver';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, generateFixedTimeProblem } from './generate';
import { exactApplies, exactOutcome, solveFixedTimeExact } from './solve';

/** Small runs: the heuristic's start is capped by iterations so the tests do not wait on it. */
const OPTIONS = { timeLimitMs: 20_000, seed: 7, maxIterations: 300 };

/** The least scorePlan total over every plan checkPlan accepts (each slot: empty or a carer). */
function bruteForce(problem: RosterProblem): number {
  const slots = problem.tasks.flatMap((task, t) =>
    task.slots.map((slot, s) => ({
      t,
      s,
      start: task.earliest,
      who: task.pinned?.[s] != null ? [task.pinned[s] as number] : slot.eligible,
      pinned: task.pinned?.[s] != null,
    })),
  );
  let best = Number.POSITIVE_INFINITY;
  const chosen: SlotAssignment[] = [];
  const walk = (k: number) => {
    if (k === slots.length) {
      if (checkPlan(problem, chosen).length === 0)
        best = Math.min(best, scorePlan(problem, chosen).total);
      return;
    }
    const slot = slots[k] as (typeof slots)[number];
    if (!slot.pinned) walk(k + 1);
    for (const carer of slot.who) {
      chosen.push({ task: slot.t, slot: slot.s, carer, start: slot.start });
      walk(k + 1);
      chosen.pop();
    }
  };
  walk(0);
  return best;
}

function carer(id: string, home: number, extra: Partial<RosterProblem['carers'][number]> = {}) {
  return {
    id,
    home,
    mode: 0,
    windows: [{ start: 0, end: 1440 }],
    maxWeeklyMinutes: Number.POSITIVE_INFINITY,
    contractedWeeklyMinutes: 0,
    maxContinuousMinutes: Number.POSITIVE_INFINITY,
    breakMinutes: 0,
    ...extra,
  };
}

function visit(id: string, location: number, start: number, duration: number, eligible: number[]) {
  return {
    id,
    location,
    earliest: start,
    latest: start,
    hardLateness: 0,
    slots: [{ duration, eligible }],
  };
}

/** Three places: 0 and 1 close together, 2 far from both; homes at 3 and 4. */
const TRAVEL = [
  [
    [0, 5, 40, 10, 10],
    [5, 0, 40, 10, 10],
    [40, 40, 0, 30, 30],
    [10, 10, 30, 0, 20],
    [10, 10, 30, 20, 0],
  ],
];

describe('solveFixedTimeExact', () => {
  it('finds the brute-force optimum on small generated days, breaks, pins and weekly caps included', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const problem = generateFixedTimeProblem({
        visits: 6,
        carers: 3,
        seed,
        breakRuleShare: 0.5,
        pinnedShare: seed % 2 === 0 ? 0.2 : 0,
      });
      // Tight breaks and a near-full week for one carer, so those rules bite.
      problem.carers.forEach((c) => {
        if (Number.isFinite(c.maxContinuousMinutes)) {
          c.maxContinuousMinutes = 90;
          c.breakMinutes = 60;
        }
      });
      (problem.carers[0] as RosterProblem['carers'][number]).bookedWeeklyMinutes = [
        (problem.carers[0]?.maxWeeklyMinutes ?? 0) - 45,
      ];
      problem.weights = { ...DEFAULT_WEIGHTS, fairness: 1 };
      const plan = await solveFixedTimeExact(problem, OPTIONS);
      expect(plan, `seed ${seed}`).not.toBeNull();
      expect(plan?.provenOptimal).toBe(true);
      expect(plan?.method).toBe('exact');
      expect(checkPlan(problem, plan?.assignments ?? [])).toEqual([]);
      expect(plan?.score.total).toBeCloseTo(bruteForce(problem), 6);
    }
  });

  it('puts two different carers on a double-up and leaves it half empty when only one may go', async () => {
    const problem: RosterProblem = {
      tasks: [
        {
          ...visit('double', 0, 600, 30, [0, 1]),
          slots: [
            { duration: 30, eligible: [0, 1] },
            { duration: 30, eligible: [0] },
          ],
          sync: { type: 'simultaneous' },
        },
      ],
      carers: [carer('a', 3), carer('b', 4)],
      travel: TRAVEL,
      horizon: 1440,
      weights: DEFAULT_WEIGHTS,
    };
    const plan = await solveFixedTimeExact(problem, OPTIONS);
    expect(plan?.assignments.map((a) => [a.slot, a.carer])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    problem.tasks[0] = {
      ...(problem.tasks[0] as RosterProblem['tasks'][number]),
      slots: [
        { duration: 30, eligible: [0] },
        { duration: 30, eligible: [0] },
      ],
    };
    const half = await solveFixedTimeExact(problem, OPTIONS);
    expect(half?.assignments).toHaveLength(1);
    expect(half?.unfilled).toHaveLength(1);
  });

  it('never gives one carer two visits they cannot travel between, and charges the travel', async () => {
    const problem: RosterProblem = {
      tasks: [visit('near', 0, 600, 30, [0, 1]), visit('far', 2, 650, 30, [0, 1])],
      carers: [carer('a', 3), carer('b', 4)],
      travel: TRAVEL,
      horizon: 1440,
      weights: DEFAULT_WEIGHTS,
    };
    const plan = await solveFixedTimeExact(problem, OPTIONS);
    const carers = plan?.assignments.map((a) => a.carer) ?? [];
    expect(new Set(carers).size).toBe(2);
    // 40 minutes from near to far would not fit in the 20-minute gap; a close pair does.
    problem.tasks[1] = visit('close', 1, 650, 30, [0, 1]);
    const close = await solveFixedTimeExact(problem, OPTIONS);
    expect(close?.score.travel).toBe(10 + 5 + 10);
    expect(close?.score.total).toBeCloseTo(bruteForce(problem), 6);
  });

  it('keeps pinned slots and respects the weekly maximum', async () => {
    const problem: RosterProblem = {
      tasks: [
        { ...visit('kept', 2, 600, 30, [0, 1]), pinned: [1] },
        visit('other', 0, 900, 60, [0]),
      ],
      carers: [
        carer('a', 3, { maxWeeklyMinutes: 2400, bookedWeeklyMinutes: [2370] }),
        carer('b', 4),
      ],
      travel: TRAVEL,
      horizon: 1440,
      weights: DEFAULT_WEIGHTS,
    };
    const plan = await solveFixedTimeExact(problem, OPTIONS);
    expect(plan?.assignments).toEqual([{ task: 0, slot: 0, carer: 1, start: 600 }]);
    expect(plan?.unfilled).toEqual([{ task: 1, slot: 0 }]);
  });

  it('answers null with a reason when a visit has a time window or the problem is too big', async () => {
    const problem = generateFixedTimeProblem({ visits: 4, carers: 2, seed: 3 });
    (problem.tasks[0] as RosterProblem['tasks'][number]).latest += 30;
    const reasons: string[] = [];
    expect(await solveFixedTimeExact(problem, OPTIONS, (r) => reasons.push(r))).toBeNull();
    expect(reasons[0]).toMatch(/time window/);
    const big = generateFixedTimeProblem({ visits: 600, carers: 40, seed: 1 });
    expect(exactApplies(big)).toMatch(/beyond the exact model/);
    const outcome = await exactOutcome(big, OPTIONS);
    expect(outcome.plan).toBeNull();
  });
});
