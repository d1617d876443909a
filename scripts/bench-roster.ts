// The rostering heuristic on the public home-care routing benchmark (github.com/iolab-uniud/hhcrsp,
// MIT): per instance the cost by the validator's port, the best-known cost of the repository's
// solutions/*_best.md, the gap, the time and whether the solution is valid.
//   npm run bench:roster [-- --set mankowska|kummer|italian] [--class A..G] [--limit N]
//                        [--time-limit SECONDS] [--seed N] [--match TEXT]
// Instances come from $HHCRSP_DIR, else .cache/hhcrsp (cloned there when the network allows).
// Time limits as the goals have them: Mankowska class A 5 s, B to E 60 s, F and G 120 s (others
// by size: up to 25 patients 5 s, up to 100 60 s, more 120 s).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { solveRoster } from '@care360/domain/solver';
import {
  assignmentsToSolution,
  instanceToProblem,
  parseBestTable,
  parseInstance,
  validateSolution,
} from '../packages/domain/src/solver/hhcrsp';

const REPO = 'https://github.com/iolab-uniud/hhcrsp';
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const set = (flag('set') ?? 'mankowska').toLowerCase();
const wantedClass = flag('class')?.toUpperCase();
const limit = Number(flag('limit') ?? Number.POSITIVE_INFINITY);
const fixedSeconds = flag('time-limit') ? Number(flag('time-limit')) : undefined;
const seed = Number(flag('seed') ?? 1);
const match = flag('match');

const SETS: Record<string, { dir: string; best: string }> = {
  mankowska: { dir: 'instances/mankowska', best: 'solutions/mankowska_best.md' },
  kummer: { dir: 'instances/kummer', best: 'solutions/kummer_best.md' },
  italian: { dir: 'instances/Italian', best: 'solutions/italian_best.md' },
};
const chosen = SETS[set];
if (!chosen) {
  console.error(`Unknown set ${set}: mankowska, kummer or italian.`);
  process.exit(2);
}

function findRoot(): string | null {
  const fromEnv = process.env.HHCRSP_DIR;
  if (fromEnv) return existsSync(join(fromEnv, 'instances')) ? fromEnv : null;
  const cache = join(process.cwd(), '.cache', 'hhcrsp');
  if (existsSync(join(cache, 'instances'))) return cache;
  const clone = spawnSync('git', ['clone', '--depth', '1', REPO, cache], { stdio: 'inherit' });
  return clone.status === 0 && existsSync(join(cache, 'instances')) ? cache : null;
}

const root = findRoot();
if (!root) {
  console.error(
    `No hhcrsp instances found. Clone ${REPO} into .cache/hhcrsp (git clone --depth 1 ${REPO} .cache/hhcrsp)\nor set HHCRSP_DIR to a copy of it, then run npm run bench:roster again.`,
  );
  process.exit(2);
}

/** Mankowska's classes by patient count. */
const CLASS_OF: Record<number, string> = {
  10: 'A',
  25: 'B',
  50: 'C',
  75: 'D',
  100: 'E',
  200: 'F',
  300: 'G',
};

function classOf(patients: number): string {
  return CLASS_OF[patients] ?? (patients <= 25 ? 'A' : patients <= 100 ? 'E' : 'G');
}

function secondsFor(cls: string): number {
  if (fixedSeconds) return fixedSeconds;
  if (cls === 'A') return 5;
  if (cls === 'F' || cls === 'G') return 120;
  return 60;
}

const best = parseBestTable(readFileSync(join(root, chosen.best), 'utf8'));
const files = readdirSync(join(root, chosen.dir))
  .filter((f) => f.endsWith('.json'))
  .filter((f) => !match || f.includes(match));
const runs = files
  .map((name) => {
    const text = readFileSync(join(root, chosen.dir, name), 'utf8');
    const instance = parseInstance(JSON.parse(text));
    return { name, instance, cls: classOf(instance.patients.length) };
  })
  .filter((r) => !wantedClass || r.cls === wantedClass)
  .sort(
    (a, b) =>
      a.instance.patients.length - b.instance.patients.length ||
      a.name.localeCompare(b.name, 'en', { numeric: true }),
  )
  .slice(0, limit);

// On a shared machine the wall-clock limit buys varying CPU: the load and CPU seconds show it.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`hhcrsp ${set} from ${root}, seed ${seed}, load average ${load()}`);
console.log('| instance | class | cost | best-known | gap % | time s | cpu s | valid |');
console.log('|:--|:-:|--:|--:|--:|--:|--:|:-:|');
let valid = 0;
const gaps: number[] = [];
for (const run of runs) {
  const problem = instanceToProblem(run.instance);
  const started = Date.now();
  const cpu = process.cpuUsage();
  const plan = solveRoster(problem, { timeLimitMs: secondsFor(run.cls) * 1000, seed });
  const seconds = (Date.now() - started) / 1000;
  const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
  const result = validateSolution(
    run.instance,
    assignmentsToSolution(run.instance, plan.assignments),
  );
  const known = best.get(run.name);
  const raw = known ? ((result.cost - known) / known) * 100 : Number.NaN;
  // Costs equal up to the table's rounding show as 0.00, not -0.00.
  const gap = Math.abs(raw) < 0.005 ? 0 : raw;
  if (result.valid) valid++;
  if (Number.isFinite(gap)) gaps.push(gap);
  console.log(
    `| ${run.name} | ${run.cls} | ${result.cost.toFixed(3)} | ${known?.toFixed(3) ?? '–'} | ${Number.isFinite(gap) ? gap.toFixed(2) : '–'} | ${seconds.toFixed(1)} | ${cpuSeconds.toFixed(1)} | ${result.valid ? 'yes' : `NO: ${result.errors[0]}`} |`,
  );
}
const mean = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : Number.NaN;
console.log(
  `\n${valid}/${runs.length} valid; mean gap ${mean.toFixed(2)} %; load average ${load()}`,
);
