// Benchmark of the record engine's list queries on the PostgreSQL server (not a test).
// Fills one record kind (medications) with ROWS rows in a database of its own, then prints
// p50/p95 through the HTTP API (signed in, as the browser calls it) and for the bare SQL, their
// samples interleaved one by one so that both see the same machine, and the API/SQL ratio of the
// p50s. Issue 10 asks, at 1,000,000 rows, for a first-page API p50 at most 3× the SQL p50 and an
// API p95 of at most 10 ms. The database is dropped after.
//   npx tsx scripts/bench-records.ts            (1,000,000 rows; BENCH_ROWS, BENCH_RUNS to change)
import { performance } from 'node:perf_hooks';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchApp, withServerDatabase } from './bench-support';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
await withServerDatabase(run);

async function run(dbUrl: string) {
  const database = await openDatabase({ url: dbUrl, poolSize: 10 });
  await seedDemoData(database.db, hashPassword);
  const [org] = await database.db
    .select()
    .from(schema.organisations)
    .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
  if (!org) throw new Error('no demo organisation');

  const started = performance.now();
  const forms = [
    'Tablet',
    'Capsule',
    'Liquid',
    'Inhaler',
    'Cream',
    'Patch',
    'Drops',
    'Injection',
    'Other',
  ];
  await database.db.execute(sql`
    insert into medications (organisation_id, name, strength, form, route, controlled)
    select ${org.id}::uuid,
           'Medicine ' || lpad(g::text, 7, '0') || ' ' || md5(g::text),
           (g % 1000) || ' mg',
           (${sql.raw(`array[${forms.map((f) => `'${f}'`).join(',')}]`)})[1 + g % 9],
           'Oral',
           g % 10 = 0
    from generate_series(1, ${ROWS}) g
    on conflict do nothing`);
  await database.db.execute(sql`analyze medications`);
  console.log(
    `filled ${ROWS.toLocaleString('en-GB')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const { app, signIn } = await benchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const cookie = await signIn('admin@care360.local');

  // The row half-way through the name order gives the cursor of a page 500,000 rows deep.
  const middle = Math.floor(ROWS / 2);
  const client = new pg.Client({ connectionString: dbUrl });
  // The database is dropped with (force) at the end: a late error must not crash the print-out.
  client.on('error', () => {});
  await client.connect();
  const mid = await client.query(
    `select name, id from medications where organisation_id = $1 and deleted_at is null order by name, id offset $2 limit 1`,
    [org.id, middle],
  );
  const cursor = Buffer.from(JSON.stringify([mid.rows[0].name, mid.rows[0].id])).toString(
    'base64url',
  );

  const cases: Array<{ name: string; url: string; sql: string; params: unknown[] }> = [
    {
      name: 'first page',
      url: '/api/v1/medications?limit=25&sort=name',
      sql: `select * from medications where organisation_id = $1 and deleted_at is null order by name, id limit 26`,
      params: [org.id],
    },
    {
      name: `page ${middle.toLocaleString('en-GB')} rows deep`,
      url: `/api/v1/medications?limit=25&sort=name&cursor=${cursor}`,
      sql: `select * from medications where organisation_id = $1 and deleted_at is null and (name, id) > ($2, $3) order by name, id limit 26`,
      params: [org.id, mid.rows[0].name, mid.rows[0].id],
    },
    {
      name: 'filtered and sorted (form = Inhaler, name descending)',
      url: '/api/v1/medications?limit=25&form=Inhaler&sort=name&dir=desc',
      sql: `select * from medications where organisation_id = $1 and deleted_at is null and form = 'Inhaler' order by name desc, id desc limit 26`,
      params: [org.id],
    },
    {
      name: 'text search ("0424242")',
      url: '/api/v1/medications?limit=25&search=0424242',
      sql: `select * from medications where organisation_id = $1 and deleted_at is null and name ilike '%0424242%' order by name, id limit 26`,
      params: [org.id],
    },
  ];

  console.log(
    `\n${RUNS} runs each, API and SQL interleaved; ms      API p50   API p95   SQL p50   SQL p95   API/SQL p50`,
  );
  for (const c of cases) {
    const { api, bare } = await interleaved(
      async () => {
        const response = await fetch(`${base}${c.url}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${c.url}: ${response.status} ${await response.text()}`);
        await response.json();
      },
      async () => {
        await client.query(c.sql, c.params);
      },
    );
    console.log(
      `${c.name.padEnd(52)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(bare.p50)} ${fmt(bare.p95)} ${(api.p50 / bare.p50).toFixed(1).padStart(10)}×`,
    );
  }
  await client.end();
  await app.close();
  await database.close();
}

/** Times both actions RUNS times after a warm-up, one sample of each in turn (alternating first). */
async function interleaved(api: () => Promise<void>, bare: () => Promise<void>) {
  for (let i = 0; i < 10; i++) {
    await api();
    await bare();
  }
  const samples = { api: [] as number[], bare: [] as number[] };
  const sample = async (into: number[], action: () => Promise<void>) => {
    const start = performance.now();
    await action();
    into.push(performance.now() - start);
  };
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      await sample(samples.api, api);
      await sample(samples.bare, bare);
    } else {
      await sample(samples.bare, bare);
      await sample(samples.api, api);
    }
  }
  return { api: percentiles(samples.api), bare: percentiles(samples.bare) };
}

function percentiles(samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

function fmt(ms: number) {
  return ms.toFixed(2).padStart(8);
}
