import { describe, expect, it } from 'vitest';
import { explainUnfilled, namesList } from './explain';
import type { RosterCarer, RosterProblem, RosterTask } from './model';

const carer = (over: Partial<RosterCarer> = {}): RosterCarer => ({
  id: 'c',
  home: 0,
  mode: 0,
  windows: [{ start: 0, end: 10_080 }],
  maxWeeklyMinutes: Number.POSITIVE_INFINITY,
  contractedWeeklyMinutes: 0,
  maxContinuousMinutes: Number.POSITIVE_INFINITY,
  breakMinutes: 0,
  ...over,
});

const task = (id: string, start: number, eligible: number[], places = 1): RosterTask => ({
  id,
  location: 0,
  earliest: start,
  latest: start,
  hardLateness: 0,
  slots: Array.from({ length: places }, () => ({ duration: 45, eligible })),
  ...(places > 1 ? { sync: { type: 'simultaneous' as const } } : {}),
});

const problem = (tasks: RosterTask[], carers: RosterCarer[]): RosterProblem => ({
  tasks,
  carers,
  travel: [[[0]]],
  horizon: 10_080,
  weights: {
    travelMinute: 1,
    continuity: 1,
    preferred: 1,
    fairness: 0,
    overtimeMinute: 0,
    tardinessMinute: 1,
    maxTardinessMinute: 1,
    unfilled: 1000,
  },
});

const names = ['Amy Shaw', 'Ben Cole', 'Cara Dunn', 'Dev Patel'];

describe('explainUnfilled', () => {
  it('names who each rule excluded when nobody may take the place', () => {
    const p = problem(
      [task('v1', 540, [])],
      names.map(() => carer()),
    );
    const [reason] = explainUnfilled({
      problem: p,
      assignments: [],
      unfilled: [{ task: 0, slot: 0 }],
      carerNames: names,
      exclusions: {
        0: [
          { carer: 0, rule: 'not trained in Moving and handling' },
          { carer: 1, rule: 'not trained in Moving and handling' },
          { carer: 2, rule: 'not trained in Moving and handling' },
          { carer: 3, rule: 'on holiday' },
        ],
      },
    });
    expect(reason?.reasons).toEqual([
      'No eligible carer: 3 not trained in Moving and handling (Amy Shaw, Ben Cole, Cara Dunn); 1 on holiday (Dev Patel).',
    ]);
  });

  it('says the only eligible carer fills the other place of a double-up', () => {
    const p = problem(
      [task('v1', 540, [0], 2)],
      names.map(() => carer()),
    );
    const [reason] = explainUnfilled({
      problem: p,
      assignments: [{ task: 0, slot: 0, carer: 0, start: 540 }],
      unfilled: [{ task: 0, slot: 1 }],
      carerNames: names,
      exclusions: {
        0: [1, 2, 3].map((c) => ({ carer: c, rule: 'not trained in Moving and handling' })),
      },
    });
    expect(reason?.reasons[0]).toBe(
      'No eligible carer: the only eligible carer, Amy Shaw, already fills the other place; 3 not trained in Moving and handling (Ben Cole, Cara Dunn, Dev Patel).',
    );
  });

  it('says what each eligible carer is doing when all are busy', () => {
    const p = problem(
      [task('v1', 540, [0, 1, 2]), task('v2', 540, [0]), task('v3', 300, [2])],
      [carer(), carer({ windows: [{ start: 0, end: 480 }] }), carer({ maxWeeklyMinutes: 60 })],
    );
    const [reason] = explainUnfilled({
      problem: p,
      assignments: [
        { task: 1, slot: 0, carer: 0, start: 540 },
        { task: 2, slot: 0, carer: 2, start: 300 },
      ],
      unfilled: [{ task: 0, slot: 0 }],
      carerNames: names,
      taskLabels: ['Mrs Patel’s visit', 'Mr Jones’s visit', 'Ms Khan’s visit'],
    });
    expect(reason?.reasons).toEqual([
      'Eligible carers all busy: Amy Shaw (on Mr Jones’s visit 09:00–09:45), Ben Cole (outside their working hours), Cara Dunn (weekly hours reached: 0.8 of 1 hours).',
    ]);
  });

  it('says when a break is due in a long shift', () => {
    const p = problem(
      [task('v1', 495, [0]), task('v2', 360, [0]), task('v3', 405, [0]), task('v4', 450, [0])],
      [carer({ maxContinuousMinutes: 150, breakMinutes: 30 })],
    );
    const [reason] = explainUnfilled({
      problem: p,
      assignments: [
        { task: 1, slot: 0, carer: 0, start: 360 },
        { task: 2, slot: 0, carer: 0, start: 405 },
        { task: 3, slot: 0, carer: 0, start: 450 },
      ],
      unfilled: [{ task: 0, slot: 0 }],
      carerNames: names,
    });
    expect(reason?.reasons[0]).toContain('a break is due after 2.5 hours of work');
  });

  it('lists at most five names and counts the rest', () => {
    expect(namesList(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e and 2 more');
  });
});
