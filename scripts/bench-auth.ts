// What resolving the caller costs: N sequential authenticated GET /api/v1/user (its handler reads
// nothing, so the request is the session, account, role, organisation, branch and permissions
// lookup every authenticated request pays), through app.inject on a database of its own on the
// PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432) with the demo data. Prints, for a super administrator and for the branch-scoped coordinator, the SQL
// statements per request, the total time, the mean and p50/p95 per request and requests/second.
// Not a test: numbers depend on the machine and its load.
//   npx tsx scripts/bench-auth.ts            (BENCH_RUNS to change the 500 requests)
import { performance } from 'node:perf_hooks';
import { openDatabase, seedDemoData } from '@care360/db';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchApp, withServerDatabase } from './bench-support';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARM_UP = 20;

await withServerDatabase(async (url) => {
  const database = await openDatabase({ url });
  try {
    await seedDemoData(database.db, hashPassword);
    const { app, headers, signIn } = await benchApp(database);

    // Every statement the app sends reaches the driver through this one method.
    const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    const query = client.query.bind(client);
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };

    console.log(`${RUNS} sequential GET /api/v1/user each (after ${WARM_UP} to warm up)`);
    console.log(
      'caller                       statements/request   total ms   mean ms   p50 ms   p95 ms   requests/s',
    );
    for (const email of ['admin@care360.local', 'coordinator@care360.local']) {
      const cookie = await signIn(email);
      const get = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/user',
          headers: { ...headers, cookie },
        });
        if (response.statusCode !== 200) throw new Error(`${email}: ${response.statusCode}`);
      };
      for (let i = 0; i < WARM_UP; i++) await get();
      statements = 0;
      const samples: number[] = [];
      const began = performance.now();
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await get();
        samples.push(performance.now() - start);
      }
      const total = performance.now() - began;
      samples.sort((a, b) => a - b);
      const at = (q: number) =>
        samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
      console.log(
        [
          email.padEnd(28),
          (statements / RUNS).toFixed(2).padStart(18),
          total.toFixed(0).padStart(10),
          (total / RUNS).toFixed(2).padStart(9),
          at(0.5).toFixed(2).padStart(8),
          at(0.95).toFixed(2).padStart(8),
          ((RUNS / total) * 1000).toFixed(0).padStart(12),
        ].join(' '),
      );
    }
    await app.close();
  } finally {
    await database.close();
  }
});
