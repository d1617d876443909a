// Benchmark of the record engine's list queries on the PostgreSQL server (not a test).
// Fills one record kind (medications) with ROWS rows in a database of its own, then prints
// p50/p95 through the HTTP API (signed in, as the browser calls it), for "its SQL" (the
// statements that API request sends, caught at the app's pool and replayed on a bare pg client:
// the page with its first-page count and reference titles) and for a plain `select *` of the
// same page, all interleaved sample by sample so that they see the same machine. The aim,
// at 1,000,000 rows, for a first-page API p50 at most 3× its SQL's p50 and an API p95 of at most
// 10 ms. The API is called through node:http on a kept-alive connection, as bench:api's load
// generator does (`fetch` added 0.1–0.2 ms a request of its own here: BENCH_CLIENT=fetch).
// The database is dropped after.
//   npx tsx scripts/bench-records.ts     (1,000,000 rows; BENCH_ROWS, BENCH_RUNS to change)
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchApp, withServerDatabase } from './bench-support';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
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

  // What the API sends the database for a request, caught at the app's pool: replayed bare, it
  // is "its SQL" (the page, its first-page count and reference titles, in one statement).
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const send = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const callApi = async (url: string) => {
    const { status, body } = await (process.env.BENCH_CLIENT === 'fetch' ? viaFetch : get)(
      `${base}${url}`,
      cookie,
    );
    if (status !== 200) throw new Error(`${url}: ${status} ${body}`);
    JSON.parse(body);
  };
  async function statementsOf(url: string): Promise<unknown[][]> {
    await callApi(url); // the caller is cached: the next call sends only its own statements
    const sent: unknown[][] = [];
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      sent.push(args);
      return send(...args);
    };
    try {
      await callApi(url);
    } finally {
      (pool as unknown as { query: unknown }).query = send;
    }
    return sent;
  }

  console.log(
    `\n${RUNS} runs each, interleaved; ms               API p50   API p95  its SQL p50  p95   API/its SQL   plain page SQL p50   API/plain`,
  );
  for (const c of cases) {
    const statements = await statementsOf(c.url);
    const times = await interleaved([
      () => callApi(c.url),
      async () => {
        for (const args of statements)
          await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      },
      async () => {
        await client.query(c.sql, c.params);
      },
    ]);
    const [api, own, plain] = times as [Percentiles, Percentiles, Percentiles];
    console.log(
      `${c.name.padEnd(44)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(own.p50)} ${fmt(own.p95)} ${(api.p50 / own.p50).toFixed(1).padStart(10)}× ${fmt(plain.p50).padStart(14)} ${(api.p50 / plain.p50).toFixed(1).padStart(12)}×`,
    );
  }
  await client.end();
  agent.destroy();
  await app.close();
  await database.close();
}

/** One GET on the kept-alive connection: the status and the whole body. */
function get(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** The same through fetch (BENCH_CLIENT=fetch), to see what the client itself costs. */
async function viaFetch(url: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { cookie } });
  return { status: response.status, body: await response.text() };
}

interface Percentiles {
  p50: number;
  p95: number;
}

/** Times each action RUNS times after a warm-up, one sample of each in turn (order rotating). */
async function interleaved(actions: Array<() => Promise<void>>): Promise<Percentiles[]> {
  for (let i = 0; i < 10; i++) for (const action of actions) await action();
  const samples = actions.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (let k = 0; k < actions.length; k++) {
      const at = (i + k) % actions.length;
      const start = performance.now();
      await actions[at]?.();
      samples[at]?.push(performance.now() - start);
    }
  }
  return samples.map(percentiles);
}

function percentiles(samples: number[]): Percentiles {
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

function fmt(ms: number) {
  return ms.toFixed(2).padStart(8);
}
