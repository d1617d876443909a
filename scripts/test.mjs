// `npm test`: every check and every test, in the order that fails fastest.
// The database suite runs once: on the PostgreSQL server at TEST_DATABASE_URL (default
// 127.0.0.1:5432) when it answers, otherwise on an embedded PostgreSQL started for the run.
// CI requires the server: its PostgreSQL 15 is the oldest the README promises, so it stays
// tested there, while the process and end-to-end tests run the app on its embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// What each step took, in seconds, written where scripts/estimate-ci.ts reads it with the
// per-file and per-test reports of Vitest and Playwright (all in test-results/).
const RESULTS = path.resolve(import.meta.dirname, '../test-results');
fs.mkdirSync(RESULTS, { recursive: true });
const steps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ title, seconds: Math.round((performance.now() - started) / 100) / 10 });
  fs.writeFileSync(path.join(RESULTS, 'timings.json'), `${JSON.stringify({ steps }, null, 2)}\n`);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

async function serverReachable() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

run('Type check', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('Lint and format', 'npx', ['biome', 'check', '--error-on-warnings', '.']);

const projects = ['domain', 'tooling', 'web', 'web-isolated', 'server', 'server-isolated'];
const serverAnswers = await serverReachable();
if (!serverAnswers && process.env.CI) {
  console.error(`✖ CI needs the PostgreSQL server at ${serverUrl} for the database suite.`);
  process.exit(1);
} else if (!serverAnswers) {
  console.warn(
    `! No PostgreSQL server at ${serverUrl}: the database suite runs on an embedded PostgreSQL.`,
  );
}
run(
  'Unit and database tests',
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(RESULTS, 'vitest.json')}`,
  ],
  serverAnswers ? { TEST_DATABASE_URL: serverUrl } : {},
);
run('Build the web app', 'npm', ['run', 'build', '-w', '@care360/web']);
run('End-to-end tests in Chromium', 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);
run('The app on Node 24 (install, start, sign in, clients list)', 'npm', ['run', 'smoke:node24']);

console.log('\nTook:');
for (const step of steps) console.log(`  ${step.title.padEnd(32)} ${step.seconds.toFixed(1)} s`);
console.log('`npm run estimate:ci` estimates the run at 574 screens from these figures.');
