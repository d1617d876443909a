import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { serverTestUrl } from '../../test/postgres-url';

/**
 * A job in flight when its worker process is killed with SIGKILL runs again as soon as a worker
 * starts, not after the queue's four-hour lock expiry (worker-liveness.ts), and its effect
 * happens once: the first attempt's transaction died with the process.
 */
const database = `${inject('template').replace('care360_template', 'care360_test')}_crash_${Math.random().toString(36).slice(2, 8)}`;
const url = serverTestUrl(database);
const admin = new pg.Client({ connectionString: serverTestUrl() });
const client = new pg.Client({ connectionString: url });
const children: ChildProcess[] = [];

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/platform/jobs/test/crash-worker.ts'],
    {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', (code, signal) => {
    if (code) console.error(`crash worker exited ${code} ${signal ?? ''}\n${output}`);
  });
  children.push(child);
  return child;
}

const countOf = async (query: string, values: unknown[] = []) =>
  Number((await client.query<{ n: string }>(query, values)).rows[0]?.n);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database "${database}" template "${inject('seededTemplate')}"`);
  await client.connect();
  await client.query('create table crash_starts (effect text, attempt int)');
  await client.query('create table crash_effects (effect text primary key)');
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await client.end();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

it('runs a job killed in flight again at the next start, and its effect happens once', async () => {
  const [organisation] = (
    await client.query<{ id: string }>('select id from organisations limit 1')
  ).rows;
  const { rows } = await client.query<{ id: string }>(
    `select id::text from graphile_worker.add_job('test.crash', $1::json, max_attempts => 5,
       job_key => 'crash-once')`,
    [JSON.stringify({ organisationId: organisation?.id, data: { effect: 'the effect' } })],
  );
  const jobId = rows[0]?.id;
  // Told when the first attempt has written its effect and hangs before committing it.
  const listener = new pg.Client({ connectionString: url });
  // The database is dropped at the end with force: a dropped connection is no failure here.
  listener.on('error', () => {});
  await listener.connect();
  await listener.query('listen crash_test');
  const hanging = once(listener, 'notification');
  const first = startWorker({ HANG_FIRST_ATTEMPT: 'true' });
  await hanging;
  await listener.end();
  expect(await countOf('select count(*) as n from crash_starts')).toBe(1);
  expect(
    await countOf(
      'select count(*) as n from graphile_worker._private_jobs where id = $1 and locked_at is not null',
      [jobId],
    ),
  ).toBe(1);

  first.kill('SIGKILL');
  await once(first, 'exit');
  // Nothing of the attempt survived the process: its transaction never committed.
  expect(await countOf('select count(*) as n from crash_effects')).toBe(0);

  startWorker({ HANG_FIRST_ATTEMPT: 'false' });
  await expect
    .poll(() => countOf('select count(*) as n from job_runs where job_id = $1', [jobId]), {
      timeout: 60_000,
      interval: 200,
    })
    .toBe(1);
  expect(await countOf('select count(*) as n from crash_effects')).toBe(1);
  expect(await countOf('select count(*) as n from crash_starts')).toBe(2);
  expect(
    (await client.query('select outcome from job_runs where job_id = $1', [jobId])).rows,
  ).toEqual([{ outcome: 'done' }]);
  // The queue removes a finished job just after the task's transaction commits its outcome.
  await expect
    .poll(
      () =>
        countOf('select count(*) as n from graphile_worker._private_jobs where id = $1', [jobId]),
      { timeout: 10_000, interval: 100 },
    )
    .toBe(0);
}, 120_000);
