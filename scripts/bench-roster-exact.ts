// Benchmark of the exact fixed-time rostering model (HiGHS) on generated branch days: per size and
// seed, the wall and CPU time, whether the plan was proven optimal, its score against the
// heuristic's given the same wall time, and the machine's load (the machine may be shared).
//   npm run bench:roster-exact   (BENCH_LIMIT seconds per solve, 60 by default; BENCH_SIZES as
//                                 "visits/carers/seeds,…", "150/15/3,300/30/3,450/45/1" by default)
import { readFileSync } from 'node:fs';
import { solveRoster } from '@care360/domain/solver';
import { generateFixedTimeProblem } from '../apps/server/src/modules/rostering/exact/generate';
import { EXACT_MAX_SLOTS, exactOutcome } from '../apps/server/src/modules/rostering/exact/solve';

const LIMIT_MS = Number(process.env.BENCH_LIMIT ?? 60) * 1000;
const SIZES = (process.env.BENCH_SIZES ?? '150/15/3,300/30/3,450/45/1').split(',').map((entry) => {
  const [visits, carers, seeds] = entry.split('/').map(Number);
  return { visits: visits ?? 300, carers: carers ?? 30, seeds: seeds ?? 1 };
});

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

console.log(
  `Exact fixed-time model; limit ${LIMIT_MS / 1000} s per solve; EXACT_MAX_SLOTS ${EXACT_MAX_SLOTS}`,
);
console.log(
  'visits carers seed slots | wall s  cpu s  proven | exact total   heuristic total | load',
);
for (const size of SIZES) {
  for (let seed = 1; seed <= size.seeds; seed++) {
    const problem = generateFixedTimeProblem({ visits: size.visits, carers: size.carers, seed });
    const slots = problem.tasks.reduce((n, t) => n + t.slots.length, 0);
    // The size gate is the product's; the benchmark measures beyond it, so it lifts the gate.
    const cpu = process.cpuUsage();
    const started = performance.now();
    const outcome = await exactOutcome(
      problem,
      { timeLimitMs: LIMIT_MS, seed: 1 },
      { ignoreSizeLimit: true },
    );
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const heuristic = solveRoster(problem, { timeLimitMs: Math.max(1000, wall), seed: 1 });
    const exactTotal = outcome.plan ? outcome.plan.score.total.toFixed(1) : `— (${outcome.reason})`;
    console.log(
      `${size.visits} ${size.carers} ${seed} ${slots} | ${(wall / 1000).toFixed(1)} ${cpuSeconds.toFixed(1)} ${outcome.plan?.provenOptimal === true} | ${exactTotal} ${heuristic.score.total.toFixed(1)} | ${load()}`,
    );
    console.log(`  ${JSON.stringify(outcome.stats)}`);
  }
}
