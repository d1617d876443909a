import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { serverTestUrl } from '../../test/postgres-url';
import { startWorkerLiveness } from './worker-liveness';

/**
 * The process's liveness lock survives its connection being dropped again and again (a failover,
 * a restart), on one connection: PostgreSQL has a hundred connections for every process.
 */
const database = `${inject('template').replace('care360_template', 'care360_test')}_liveness_${Math.random().toString(36).slice(2, 8)}`;
const admin = new pg.Client({ connectionString: serverTestUrl() });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database "${database}" template "${inject('template')}"`);
}, 60_000);

afterAll(async () => {
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const livenessBackends = async () =>
  (
    await admin.query<{ pid: number; waiting: boolean }>(
      `select pid, wait_event_type = 'Lock' as waiting from pg_stat_activity
       where datname = $1 and application_name = 'care360 jobs liveness'`,
      [database],
    )
  ).rows;

it('holds its lock on one connection however often the connection is dropped', async () => {
  const liveness = await startWorkerLiveness(
    serverTestUrl(database),
    Fastify({ logger: { level: 'silent' } }).log,
  );
  try {
    for (let round = 0; round < 8; round += 1) {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = 'care360 jobs liveness'`,
        [database],
      );
      // Sometimes before the reconnect has finished, sometimes after.
      await sleep(round % 2 === 0 ? 50 : 1_500);
    }
    let backends = await livenessBackends();
    for (let waited = 0; waited < 10_000; waited += 200) {
      if (backends.length === 1 && !backends[0]?.waiting) break;
      await sleep(200);
      backends = await livenessBackends();
    }
    // A little longer: a second reconnect running beside the first would show by now.
    await sleep(1_500);
    backends = await livenessBackends();
    expect(backends).toHaveLength(1);
    expect(backends[0]?.waiting).toBe(false);
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and a.datname = $1`,
      [database],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  } finally {
    await liveness.stop();
  }
}, 60_000);
