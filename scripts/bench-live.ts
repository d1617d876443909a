// Live events under load (not a test): one app process on the PostgreSQL server (TEST_DATABASE_URL,
// else 127.0.0.1:5432) in a database of its own with the demo data, BENCH_STREAMS open event
// streams (500) held by a client in a worker thread, then BENCH_CHANGES changes (50) appended to
// the outbox one after another. Each change is timed from its commit to its arrival on every
// stream (NOTIFY, the listener's read, the fan-out, the filter, the socket). Prints delivery
// latency p50/p95/max over every delivery, and the app's memory before and with the streams open.
// The database is dropped afterwards.
//   npm run bench:live     (BENCH_STREAMS, 500; BENCH_CHANGES, 50)
import { Worker } from 'node:worker_threads';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { appendOutboxEvent } from '../apps/server/src/platform/live/outbox';
import { withServerDatabase } from './bench-support';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);

/** The browsers: `streams` event streams, each change's arrival time on every one of them. */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, cookie, streams } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const arrivals = new Map();
let opened = 0;
for (let i = 0; i < streams; i++) {
  const request = http.request(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
    if (response.statusCode !== 200) parentPort.postMessage({ type: 'refused', status: response.statusCode });
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\\n\\n'); end >= 0; end = buffer.indexOf('\\n\\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: ready')) {
          if (++opened === streams) parentPort.postMessage({ type: 'open' });
          continue;
        }
        const match = /"recordId":"(bench-\\d+)"/.exec(block);
        if (!match) continue;
        const at = performance.timeOrigin + performance.now();
        const times = arrivals.get(match[1]) ?? [];
        times.push(at);
        arrivals.set(match[1], times);
        if (times.length === streams) {
          arrivals.delete(match[1]);
          parentPort.postMessage({ type: 'delivered', recordId: match[1], times });
        }
      }
    });
  });
  request.on('error', (error) => parentPort.postMessage({ type: 'refused', status: String(error) }));
  request.end();
}
`;

/** With `--expose-gc` (npm run bench:live), memory is read after a collection. */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

await withServerDatabase(async (url) => {
  const database = await openDatabase({ url });
  await seedDemoData(database.db, hashPassword);
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), webDist: '/nonexistent' };
  const app = await buildApp({
    config,
    db: database.db,
    ping: database.ping,
    databaseUrl: url,
    logger: false,
  });
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    origin: new URL(config.publicUrl).origin,
  };
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    headers,
    payload: { email: 'admin@care360.local', password: 'care360demo' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const [admin] = await database.db
    .select({ organisationId: schema.users.organisationId })
    .from(schema.users)
    .where(eq(schema.users.email, 'admin@care360.local'));
  const organisationId = admin?.organisationId ?? '';
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  collectGarbage();
  const before = process.memoryUsage();
  const worker = new Worker(CLIENTS, {
    eval: true,
    workerData: { url: `${address}/api/v1/events`, cookie, streams: STREAMS },
  });
  const delivered = new Map<string, (times: number[]) => void>();
  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.type === 'open') resolve();
      else if (message.type === 'refused')
        reject(new Error(`a stream was refused: ${message.status}`));
      else if (message.type === 'delivered') delivered.get(message.recordId)?.(message.times);
    });
    worker.once('error', reject);
  });
  await opened;
  collectGarbage();
  const open = process.memoryUsage();

  const latencies: number[] = [];
  for (let n = 0; n < CHANGES; n++) {
    const recordId = `bench-${n}`;
    const arrived = new Promise<number[]>((resolve) => delivered.set(recordId, resolve));
    await database.db.transaction(async (tx) => {
      await appendOutboxEvent(tx, {
        organisationId,
        kind: 'medications',
        action: 'updated',
        recordId,
      });
    });
    const committed = now();
    for (const at of await arrived) latencies.push(at - committed);
    delivered.delete(recordId);
  }
  latencies.sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `Live events: ${STREAMS} open streams on one process, ${CHANGES} changes, ${latencies.length} deliveries`,
  );
  console.log(
    `  delivery latency (commit → every stream): p50 ${format(percentile(latencies, 50))}, p95 ${format(percentile(latencies, 95))}, max ${format(latencies.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `  app memory: heap ${mb(before.heapUsed)} → ${mb(open.heapUsed)} with the streams open (${((open.heapUsed - before.heapUsed) / 1024 / STREAMS).toFixed(1)} KB a stream); process RSS ${mb(before.rss)} → ${mb(open.rss)} (RSS includes the client thread)`,
  );
  await worker.terminate();
  await app.close();
  await database.close();
});
