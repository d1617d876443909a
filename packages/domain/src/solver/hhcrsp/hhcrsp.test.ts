import { describe, expect, it } from 'vitest';
import { solveRoster } from '../heuristic';
import { checkPlan, scorePlan } from '../plan-check';
import mankowskaBest from './fixtures/mankowska_best.md?raw';
import {
  assignmentsToSolution,
  instanceToProblem,
  parseInstance,
  parseSolution,
  solutionToAssignments,
} from './format';
import { parseBestTable, validateSolution } from './validator';

const instances = import.meta.glob<unknown>('./fixtures/instances/*.json', {
  eager: true,
  import: 'default',
});
const solutions = import.meta.glob<unknown>('./fixtures/solutions/*.json', {
  eager: true,
  import: 'default',
});

function instance(name: string) {
  return parseInstance(instances[`./fixtures/instances/${name}`]);
}

const best = parseBestTable(mankowskaBest);
const classA = Object.keys(instances)
  .map((path) => path.split('/').pop() as string)
  .filter((name) => name.startsWith('InstanzCPLEX_HCSRP_10_'))
  .sort();

/** The published solution file of an instance. */
function publishedSolution(name: string) {
  const stem = name.replace(/\.json$/, '');
  const path = Object.keys(solutions).find((p) => p.includes(`/sol-${stem}-`));
  return parseSolution(solutions[path as string]);
}

describe('the hhcrsp validator port', () => {
  it('finds the toy optimum valid at the cost the repository reports', () => {
    const result = validateSolution(
      instance('toy.json'),
      parseSolution(solutions['./fixtures/solutions/sol_toy_optimal.json']),
    );
    expect(result.errors).toEqual([]);
    expect(result.distance).toBe(334);
    expect(result.cost).toBeCloseTo(111.333333, 5);
  });

  it('agrees with the best-known table on every class A solution', () => {
    expect(classA).toHaveLength(10);
    for (const name of classA) {
      const result = validateSolution(instance(name), publishedSolution(name));
      expect(result.errors, name).toEqual([]);
      expect(Math.abs(result.cost - (best.get(name) as number)), name).toBeLessThan(0.01);
    }
  });

  it('refuses a solution that skips a service or breaks travel times', () => {
    const toy = instance('toy.json');
    const good = parseSolution(solutions['./fixtures/solutions/sol_toy_optimal.json']);
    const missing = structuredClone(good);
    missing.routes[0]?.locations.pop();
    expect(validateSolution(toy, missing).valid).toBe(false);
    const early = structuredClone(good);
    const step = early.routes[2]?.locations[0];
    if (step) {
      step.arrival_time -= 30;
      step.departure_time -= 30;
    }
    expect(validateSolution(toy, early).errors.join(' ')).toMatch(/before/);
  });
});

describe('the hhcrsp reader and writer', () => {
  it('round-trips a published solution through the plan model with the same cost', () => {
    for (const name of ['toy.json', ...classA.slice(0, 4)]) {
      const inst = instance(name);
      const published =
        name === 'toy.json'
          ? parseSolution(solutions['./fixtures/solutions/sol_toy_optimal.json'])
          : publishedSolution(name);
      const problem = instanceToProblem(inst);
      const assignments = solutionToAssignments(inst, published);
      expect(assignments).toHaveLength(problem.tasks.reduce((n, t) => n + t.slots.length, 0));
      expect(checkPlan(problem, assignments), name).toEqual([]);
      const cost = validateSolution(inst, published).cost;
      expect(scorePlan(problem, assignments).total, name).toBeCloseTo(cost, 6);
      const written = assignmentsToSolution(inst, assignments);
      expect(written.routes).toHaveLength(inst.caregivers.length);
      const again = validateSolution(inst, written);
      expect(again.errors, name).toEqual([]);
      expect(again.cost, name).toBeCloseTo(cost, 6);
      expect(Object.keys(written.routes[0]?.locations[0] ?? {}).sort()).toEqual([
        'arrival_time',
        'departure_time',
        'patient_id',
        'service_id',
      ]);
    }
  });

  it('reads synchronisation, durations and abilities', () => {
    const problem = instanceToProblem(instance('toy.json'));
    expect(problem.tasks[3]?.sync).toEqual({ type: 'simultaneous' });
    expect(problem.tasks[4]?.sync).toEqual({ type: 'sequential', min: 30, max: 45 });
    expect(problem.tasks[4]?.slots.map((s) => s.duration)).toEqual([15, 30]);
    // s3 is c2's and c3's.
    expect(problem.tasks[1]?.slots[0]?.eligible).toEqual([1, 2]);
    expect(problem.weights.travelMinute).toBeCloseTo(1 / 3);
  });
});

describe('the heuristic on the benchmark', () => {
  it('solves the toy instance to its optimum', () => {
    const inst = instance('toy.json');
    const plan = solveRoster(instanceToProblem(inst), {
      timeLimitMs: 10_000,
      maxIterations: 3000,
      seed: 1,
    });
    const result = validateSolution(inst, assignmentsToSolution(inst, plan.assignments));
    expect(result.errors).toEqual([]);
    expect(result.cost).toBeCloseTo(111.333333, 4);
  });

  it('solves every class A instance validly, at the best-known cost', () => {
    for (const name of classA) {
      const inst = instance(name);
      const problem = instanceToProblem(inst);
      const plan = solveRoster(problem, { timeLimitMs: 10_000, maxIterations: 20_000, seed: 7 });
      expect(plan.unfilled, name).toEqual([]);
      expect(checkPlan(problem, plan.assignments), name).toEqual([]);
      const result = validateSolution(inst, assignmentsToSolution(inst, plan.assignments));
      expect(result.errors, name).toEqual([]);
      expect(plan.score.total, name).toBeCloseTo(result.cost, 6);
      expect(result.cost, name).toBeLessThanOrEqual((best.get(name) as number) + 0.01);
    }
  }, 60_000);

  it('gives the same plan for the same seed and iteration budget', () => {
    const problem = instanceToProblem(instance('InstanzCPLEX_HCSRP_10_3.json'));
    const options = { timeLimitMs: 60_000, maxIterations: 4000, seed: 42 };
    expect(solveRoster(problem, options)).toEqual(solveRoster(problem, options));
  });
});
