// Solves one instance of the public home-care routing benchmark (github.com/iolab-uniud/hhcrsp:
// Mankowska, Kummer, Italian or extended, in its JSON format) with the rostering heuristic and
// writes the solution in the repository's format, then checks it with the validator's port.
//   npm run roster:solve -- INSTANCE.json --time-limit SECONDS --out SOLUTION.json [--seed N]
import { readFileSync, writeFileSync } from 'node:fs';
import { solveRoster } from '@care360/domain/solver';
import {
  assignmentsToSolution,
  instanceToProblem,
  parseInstance,
  validateSolution,
} from '../packages/domain/src/solver/hhcrsp';

function usage(message: string): never {
  console.error(message);
  console.error(
    'Usage: npm run roster:solve -- INSTANCE.json --time-limit SECONDS --out SOLUTION.json [--seed N]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let file: string | undefined;
let seconds = 10;
let out: string | undefined;
let seed = 1;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--time-limit') seconds = Number(args[++i]);
  else if (arg === '--out') out = args[++i];
  else if (arg === '--seed') seed = Number(args[++i]);
  else if (arg?.startsWith('--')) usage(`Unknown option ${arg}`);
  else file = arg;
}
if (!file) usage('An instance file is needed.');
if (!Number.isFinite(seconds) || seconds <= 0) usage('--time-limit takes a positive number.');

const instance = parseInstance(JSON.parse(readFileSync(file, 'utf8')));
const problem = instanceToProblem(instance);
const started = Date.now();
const plan = solveRoster(problem, { timeLimitMs: seconds * 1000, seed });
const elapsed = (Date.now() - started) / 1000;
const solution = assignmentsToSolution(instance, plan.assignments);
const result = validateSolution(instance, solution);
if (out) writeFileSync(out, `${JSON.stringify(solution, null, 2)}\n`);
console.log(
  JSON.stringify({
    instance: file,
    valid: result.valid,
    cost: Number(result.cost.toFixed(3)),
    distance: Number(result.distance.toFixed(3)),
    totalTardiness: Number(result.totalTardiness.toFixed(3)),
    maxTardiness: Number(result.maxTardiness.toFixed(3)),
    seconds: Number(elapsed.toFixed(1)),
    out: out ?? null,
  }),
);
if (!result.valid) {
  for (const error of result.errors.slice(0, 20)) console.error(error);
  process.exit(1);
}
