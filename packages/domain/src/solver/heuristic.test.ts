import { describe, expect, it } from 'vitest';
import { solveRoster } from './heuristic';
import type { RosterCarer, RosterProblem, RosterTask } from './model';
import { checkPlan, scorePlan } from './plan-check';

const DAY = 1440;

function carer(id: string, extra: Partial<RosterCarer> = {}): RosterCarer {
  return {
    id,
    home: 0,
    mode: 0,
    windows: [{ start: 7 * 60, end: 22 * 60 }],
    maxWeeklyMinutes: Number.POSITIVE_INFINITY,
    contractedWeeklyMinutes: 0,
    maxContinuousMinutes: Number.POSITIVE_INFINITY,
    breakMinutes: 0,
    ...extra,
  };
}

function task(
  id: string,
  location: number,
  at: number,
  extra: Partial<RosterTask> = {},
): RosterTask {
  return {
    id,
    location,
    earliest: at,
    latest: at,
    hardLateness: 0,
    slots: [{ duration: 30, eligible: [0, 1, 2] }],
    ...extra,
  };
}

/** Four places 10 minutes apart from each other and from home (0). */
const travel = [
  Array.from({ length: 5 }, (_, i) => Array.from({ length: 5 }, (_, j) => (i === j ? 0 : 10))),
];

function problem(tasks: RosterTask[], carers: RosterCarer[]): RosterProblem {
  return {
    tasks,
    carers,
    travel,
    horizon: DAY,
    weights: {
      travelMinute: 1,
      continuity: 50,
      preferred: 20,
      fairness: 0,
      overtimeMinute: 0,
      tardinessMinute: 5,
      maxTardinessMinute: 0,
      unfilled: 100_000,
    },
  };
}

const options = { timeLimitMs: 20_000, maxIterations: 3000, seed: 3 };

describe('solveRoster on the product model', () => {
  it('sends two different carers to a double-up at the same time', () => {
    const p = problem(
      [
        task('double', 1, 9 * 60, {
          slots: [
            { duration: 45, eligible: [0, 1] },
            { duration: 45, eligible: [0, 1] },
          ],
          sync: { type: 'simultaneous' },
        }),
        task('single', 2, 10 * 60),
      ],
      [carer('a'), carer('b')],
    );
    const plan = solveRoster(p, options);
    expect(plan.unfilled).toEqual([]);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    const [x, y] = plan.assignments.filter((a) => a.task === 0);
    expect(x?.start).toBe(9 * 60);
    expect(y?.start).toBe(9 * 60);
    expect(x?.carer).not.toBe(y?.carer);
  });

  it('keeps a sequential pair min..max apart and may give both to one carer', () => {
    const p = problem(
      [
        task('seq', 1, 8 * 60, {
          latest: 9 * 60,
          hardLateness: 600,
          slots: [
            { duration: 15, eligible: [0] },
            { duration: 20, eligible: [0] },
          ],
          sync: { type: 'sequential', min: 30, max: 45 },
        }),
      ],
      [carer('a')],
    );
    const plan = solveRoster(p, options);
    expect(plan.unfilled).toEqual([]);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    const [x, y] = plan.assignments;
    expect((y?.start ?? 0) - (x?.start ?? 0)).toBeGreaterThanOrEqual(30);
    expect((y?.start ?? 0) - (x?.start ?? 0)).toBeLessThanOrEqual(45);
  });

  it('leaves a slot empty rather than break a rule, and keeps pins', () => {
    const p = problem(
      [
        // Carer b is busy then, a is pinned elsewhere at the same time: nobody for this one.
        task('clash', 1, 9 * 60, { slots: [{ duration: 30, eligible: [0, 1] }] }),
        task('kept', 2, 9 * 60, { pinned: [0], slots: [{ duration: 30, eligible: [1] }] }),
        task('late', 3, 23 * 60, { slots: [{ duration: 30, eligible: [0, 1] }] }),
      ],
      [carer('a'), carer('b', { busy: [{ start: 8 * 60, end: 10 * 60 }] })],
    );
    const plan = solveRoster(p, options);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    expect(plan.assignments.find((a) => a.task === 1)?.carer).toBe(0);
    expect(plan.unfilled).toEqual([
      { task: 0, slot: 0 },
      { task: 2, slot: 0 },
    ]);
    expect(plan.score.unfilled).toBe(200_000);
  });

  it('takes a break after long continuous work and respects the weekly maximum', () => {
    const tasks = [0, 1, 2, 3].map((i) =>
      task(`t${i}`, 1, 9 * 60 + i * 30, { latest: 9 * 60 + i * 30, hardLateness: 120 }),
    );
    const p = problem(tasks, [
      carer('a', { maxContinuousMinutes: 90, breakMinutes: 30, maxWeeklyMinutes: 120 }),
    ]);
    const plan = solveRoster(p, options);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    expect(plan.assignments).toHaveLength(4);
    const starts = plan.assignments.map((a) => a.start).sort((a, b) => a - b);
    // Three back-to-back visits (90 minutes), then 30 minutes off.
    expect(starts).toEqual([540, 570, 600, 660]);
    expect(plan.score.tardiness).toBe(30 * 5);
    const capped = problem(tasks, [carer('a', { maxWeeklyMinutes: 60 })]);
    const fewer = solveRoster(capped, options);
    expect(fewer.assignments).toHaveLength(2);
    expect(checkPlan(capped, fewer.assignments)).toEqual([]);
  });

  it('prefers the continuity carer and scores by term', () => {
    const p = problem(
      [task('known', 1, 9 * 60, { affinity: { 1: { continuity: 1 } } })],
      [carer('a'), carer('b')],
    );
    const plan = solveRoster(p, options);
    expect(plan.assignments[0]?.carer).toBe(1);
    expect(plan.score).toMatchObject({ continuity: 0, travel: 20, total: 20 });
    expect(scorePlan(p, [{ task: 0, slot: 0, carer: 0, start: 540 }]).continuity).toBe(50);
  });

  it('works inside windows, from home, over several days', () => {
    const p = problem(
      [task('mon', 1, 9 * 60), task('tue', 2, DAY + 9 * 60), task('tue-late', 3, DAY + 20 * 60)],
      [
        carer('a', {
          windows: [
            { start: 8 * 60, end: 12 * 60 },
            { start: DAY + 8 * 60, end: DAY + 12 * 60 },
          ],
        }),
      ],
    );
    const plan = solveRoster(p, options);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    expect(plan.unfilled).toEqual([{ task: 2, slot: 0 }]);
    // Home and back each day.
    expect(plan.score.travel).toBe(40);
  });

  it('reports progress, stops when asked and is deterministic', () => {
    const tasks = Array.from({ length: 12 }, (_, i) =>
      task(`t${i}`, 1 + (i % 4), 8 * 60 + i * 20, {
        latest: 8 * 60 + i * 20 + 60,
        hardLateness: 60,
      }),
    );
    const p = problem(tasks, [carer('a'), carer('b'), carer('c')]);
    let calls = 0;
    const plan = solveRoster(p, {
      ...options,
      onProgress: () => {
        calls++;
      },
      shouldStop: () => true,
    });
    expect(calls).toBeGreaterThan(0);
    expect(checkPlan(p, plan.assignments)).toEqual([]);
    expect(solveRoster(p, options)).toEqual(solveRoster(p, options));
  });
});

describe('checkPlan', () => {
  it('names each broken rule in words', () => {
    const p = problem(
      [
        task('one', 1, 9 * 60),
        task('two', 2, 9 * 60 + 35),
        task('pair', 3, 12 * 60, {
          slots: [
            { duration: 30, eligible: [0, 1] },
            { duration: 30, eligible: [0, 1] },
          ],
          sync: { type: 'simultaneous' },
        }),
      ],
      [carer('a'), carer('b', { windows: [{ start: 13 * 60, end: 18 * 60 }] })],
    );
    const errors = checkPlan(p, [
      { task: 0, slot: 0, carer: 0, start: 8 * 60 },
      { task: 1, slot: 0, carer: 0, start: 9 * 60 + 35 },
      { task: 2, slot: 0, carer: 0, start: 12 * 60 },
      { task: 2, slot: 1, carer: 1, start: 12 * 60 + 5 },
    ]);
    expect(errors.join('\n')).toMatch(/starts at 480, before 540/);
    expect(errors.join('\n')).toMatch(/b is not working/);
    expect(errors.join('\n')).toMatch(/different times/);
    expect(
      checkPlan(p, [
        { task: 0, slot: 0, carer: 0, start: 9 * 60 },
        { task: 1, slot: 0, carer: 0, start: 9 * 60 + 35 },
      ]).join('\n'),
    ).toMatch(/cannot reach task two by 575 \(earliest 580\)/);
  });
});
