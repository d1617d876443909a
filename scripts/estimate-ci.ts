/**
 * `npm run estimate:ci`: what `bash .ci/run` will take when all 574 screens of the spec are built,
 * from the figures of the last run on this machine (test-results/, written by scripts/test.mjs,
 * Vitest's and Playwright's JSON reports and .ci/run's install time).
 *
 * The model, pessimistic on purpose:
 * - installing (npm ci, chromium) costs the same whatever the size;
 * - the screens built today are those the screens coverage test holds (built-screens.ts);
 * - the screens walk (e2e/support/screen-walk.ts) opens what it opens today and every screen
 *   still to build, each at what a walked screen costs today;
 * - the unit and database tests and the journeys are costed per file (ci-estimate-model.ts): an
 *   area's files and the route walkers grow in proportion to the screens built (all ÷ built),
 *   the engine's and the platform's stay as they are;
 * - the type check, the lint and the build grow in proportion to the screens built, although
 *   record kinds and forms are declarations, not code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltScreen } from '../apps/web/src/app/built-screens';
import vitestConfig from '../vitest.config';
import {
  journeyGrows,
  scaledStepSeconds,
  testFileGrows,
  walkedScreensAtTheEnd,
} from './ci-estimate-model';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');
const SCREEN_ROWS = fs
  .readFileSync(path.join(ROOT, 'docs/screens.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [rowPath = '', , , , section = ''] = line.split('\t');
    return { path: rowPath, section };
  });
const ALL_SCREENS = SCREEN_ROWS.length;
const BUILT_SCREENS = SCREEN_ROWS.filter(isBuiltScreen).length;

function readJson<T>(name: string): T | undefined {
  const file = path.join(RESULTS, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

interface Step {
  title: string;
  seconds: number;
}
interface PlaywrightTest {
  results: Array<{ duration: number; workerIndex: number }>;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { duration: number };
  config: { workers?: number; metadata?: unknown };
}

function specsOf(suite: PlaywrightSuite): PlaywrightSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

const timings = readJson<{ steps: Step[] }>('timings.json');
const vitest = readJson<VitestReport>('vitest.json');
const playwright = readJson<PlaywrightReport>('playwright.json');
const install = readJson<{ seconds: number }>('install.json');
if (!timings || !playwright || !vitest) {
  console.error('No figures yet: run `npm test` (or `bash .ci/run`) first.');
  process.exit(1);
}

const stepSeconds = (prefix: string) =>
  timings.steps.find((step) => step.title.startsWith(prefix))?.seconds ?? 0;
const specs = playwright.suites.flatMap(specsOf);
const durationOf = (spec: PlaywrightSpec) =>
  spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);

// A walked screen: '<path> opens as "<title>"' in a part of the screen walk (its tests are
// declared in support/screen-walk.ts, which the report names as their file).
const walked = specs.filter(
  (spec) => spec.file.endsWith('screen-walk.ts') && / opens as /.test(spec.title),
);
const walkedPaths = new Set(walked.map((spec) => spec.title.split(' ')[0]));
const walkedScreens = walkedPaths.size;
const walkSeconds = walked.reduce((sum, spec) => sum + durationOf(spec), 0) / 1000;
const allTestSeconds = specs.reduce((sum, spec) => sum + durationOf(spec), 0) / 1000;
const e2eWall = stepSeconds('End-to-end');
// How much the workers overlap: the sum of test times over the wall time of the step.
const overlap = allTestSeconds > 0 && e2eWall > 0 ? allTestSeconds / e2eWall : 1;
const perScreen = walkedScreens > 0 ? walkSeconds / walkedScreens : 0;

const ratio = BUILT_SCREENS > 0 ? ALL_SCREENS / BUILT_SCREENS : 1;
const walkedAtTheEnd = walkedScreensAtTheEnd(walkedScreens, BUILT_SCREENS, ALL_SCREENS);
const installSeconds = install?.seconds ?? 0;
// Vitest's files, each with its own tests' time (its start-up, imports and database copy are
// the step's overhead, shared out per file by the model).
const vitestFiles = vitest.testResults.map((result) => ({
  file: path.relative(ROOT, result.name),
  seconds: (result.endTime - result.startTime) / 1000,
}));
const vitestWorkers =
  Number(process.env.VITEST_MAX_WORKERS) || Number(vitestConfig.test?.maxWorkers) || 1;
const journeys = specs.filter((spec) => !walked.includes(spec));
const journeySeconds = (grows: boolean) =>
  journeys
    .filter((spec) => journeyGrows(spec.file) === grows)
    .reduce((sum, spec) => sum + durationOf(spec), 0) / 1000;
const scaled = {
  'Type check': stepSeconds('Type check') * ratio,
  'Lint and format': stepSeconds('Lint') * ratio,
  'Unit and database tests': scaledStepSeconds(
    vitestFiles,
    stepSeconds('Unit and database'),
    vitestWorkers,
    ratio,
    testFileGrows,
  ),
  'Build the web app': stepSeconds('Build') * ratio,
  'End-to-end: screens walk': (perScreen * walkedAtTheEnd) / overlap,
  'End-to-end: journeys': (journeySeconds(false) + journeySeconds(true) * ratio) / overlap,
};
const today = installSeconds + timings.steps.reduce((sum, step) => sum + step.seconds, 0);
const estimate = installSeconds + Object.values(scaled).reduce((sum, s) => sum + s, 0);

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
console.log(
  `Screens built: ${BUILT_SCREENS} of ${ALL_SCREENS}; the screens walk opens ${walkedScreens} today and ${walkedAtTheEnd} at the end`,
);
console.log(
  `A walked screen costs ${perScreen.toFixed(2)} s of test time; ${overlap.toFixed(2)} tests run at once`,
);
const growingFiles = vitestFiles.filter((f) => testFileGrows(f.file)).length;
console.log(
  `Unit and database test files: ${growingFiles} of ${vitestFiles.length} grow with the screens; journeys: ${journeySeconds(true).toFixed(0)} s of ${(journeySeconds(true) + journeySeconds(false)).toFixed(0)} s grow`,
);
console.log(`\nThe last run: ${minutes(today)}`);
console.log(`  Install (npm ci, chromium)       ${minutes(installSeconds)}`);
for (const step of timings.steps)
  console.log(`  ${step.title.padEnd(32)} ${minutes(step.seconds)}`);
console.log(
  `\nAt ${ALL_SCREENS} screens (×${ratio.toFixed(2)} where it scales): ${minutes(estimate)}`,
);
console.log(`  Install (npm ci, chromium)       ${minutes(installSeconds)}`);
for (const [title, seconds] of Object.entries(scaled))
  console.log(`  ${title.padEnd(32)} ${minutes(seconds)}`);
