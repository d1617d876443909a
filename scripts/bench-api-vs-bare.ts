// care360's API against a bare Fastify route, side by side in one run (not a test). On the
// PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432) in a database of its own, with the
// demo data: an authenticated GET /api/v1/clients/:id through the whole app, and a bare Fastify
// route that reads the same client row by primary key through a pg pool of the same size.
// A load generator in a worker thread (keep-alive connections, node:http) drives each at 10 and
// 50 concurrent connections, the two targets interleaved in slices of a few seconds, then
// prints requests/second, p50 and p99 for each and care360's share of the bare figure.
// The aim: care360 reaches at least half the bare route's requests per second.
// The database is dropped afterwards.
//   npx tsx scripts/bench-api-vs-bare.ts     (BENCH_SECONDS per slice, 3; BENCH_ROUNDS, 3)
import { Worker } from 'node:worker_threads';
import { type Database, openDatabase, seedDemoData } from '@care360/db';
import Fastify from 'fastify';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchApp, withServerDatabase } from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [10, 50];
const POOL_SIZE = 10;
/** The load generator: `connections` keep-alive loops for `ms`, each request's latency kept. */
const LOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { url, headers, connections, ms } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = () => new Promise((resolve) => {
  const request = http.request(
    { host: target.hostname, port: target.port, path: target.pathname, headers, agent },
    (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    },
  );
  request.on('error', () => resolve(0));
  request.end();
});
(async () => {
  const latencies = [];
  let failures = 0;
  const began = performance.now();
  const end = began + ms;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await get();
      if (status === 200) latencies.push(performance.now() - start);
      else failures++;
    }
  }));
  parentPort.postMessage({ latencies, failures, elapsed: performance.now() - began });
  agent.destroy();
})();
`;

interface Slice {
  latencies: number[];
  failures: number;
  elapsed: number;
}

function drive(
  url: string,
  headers: Record<string, string>,
  connections: number,
  ms: number,
): Promise<Slice> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER, {
      eval: true,
      workerData: { url, headers, connections, ms },
    });
    worker.once('message', (slice: Slice) => {
      void worker.terminate();
      resolve(slice);
    });
    worker.once('error', reject);
  });
}

await withServerDatabase(run);

async function run(dbUrl: string) {
  const database = await openDatabase({ url: dbUrl, poolSize: POOL_SIZE });
  await seedDemoData(database.db, hashPassword);
  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL_SIZE });
  // The database is dropped with (force) once the run ends: a connection it cuts must not crash
  // the process with an unhandled 'error' (the pools are ended before that, this is a backstop).
  pool.on('error', () => {});
  try {
    await measure(database, pool);
  } finally {
    await pool.end();
    await database.close();
  }
}

async function measure(database: Database, pool: pg.Pool) {
  const [client] = (
    await pool.query(
      `select c.id from clients c join organisations o on o.id = c.organisation_id
       where o.name = 'Meadowbank Home Care Ltd' and c.deleted_at is null order by c.id limit 1`,
    )
  ).rows as Array<{ id: string }>;
  if (!client) throw new Error('no demo client');

  // care360, as a browser signed in as the demo administrator calls it.
  const { app, signIn } = await benchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appBase = `http://127.0.0.1:${portOf(app.server.address())}`;
  const cookie = await signIn('admin@care360.local');
  const appHeaders = { cookie, 'x-requested-with': 'XMLHttpRequest' };

  // The bare route: the same row by primary key, nothing else.
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { id: string } }>('/clients/:id', async (request) => {
    const { rows } = await pool.query('select * from clients where id = $1', [request.params.id]);
    return { data: rows[0] ?? null };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${portOf(bare.server.address())}`;

  const targets = [
    {
      name: 'care360 GET /api/v1/clients/:id',
      url: `${appBase}/api/v1/clients/${client.id}`,
      headers: appHeaders,
    },
    { name: 'bare Fastify + pg pool', url: `${bareBase}/clients/${client.id}`, headers: {} },
  ];
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers });
    if (!response.ok) throw new Error(`${target.url}: ${response.status} ${await response.text()}`);
    await drive(target.url, target.headers, 10, 1000); // warm up: JIT, pools, plans
  }

  console.log(
    `${ROUNDS} interleaved slices of ${SECONDS} s per target and concurrency; pg pools of ${POOL_SIZE}`,
  );
  console.log(
    'connections  target                              requests/s    p50 ms    p99 ms   failed',
  );
  for (const connections of CONNECTIONS) {
    const slices: Slice[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always runs on a warmer (or busier) machine.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const target = targets[i] as (typeof targets)[number];
        slices[i]?.push(await drive(target.url, target.headers, connections, SECONDS * 1000));
      }
    }
    const results = slices.map(summarise);
    results.forEach((result, i) => {
      console.log(
        [
          String(connections).padStart(11),
          ` ${(targets[i]?.name ?? '').padEnd(34)}`,
          result.rps.toFixed(0).padStart(12),
          result.p50.toFixed(2).padStart(9),
          result.p99.toFixed(2).padStart(9),
          String(result.failures).padStart(8),
        ].join(' '),
      );
    });
    const [api, plain] = results as [Summary, Summary];
    console.log(
      `${' '.repeat(12)}care360 / bare: ${(api.rps / plain.rps).toFixed(2)} of the requests per second, p50 ${(api.p50 / plain.p50).toFixed(1)}×, p99 ${(api.p99 / plain.p99).toFixed(1)}×`,
    );
  }

  await bare.close();
  await app.close();
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

function summarise(slices: Slice[]): Summary {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, s) => sum + s.elapsed, 0) / 1000;
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures: slices.reduce((sum, s) => sum + s.failures, 0),
  };
}

function portOf(address: ReturnType<typeof import('node:net').Server.prototype.address>) {
  return typeof address === 'object' && address ? address.port : 0;
}
