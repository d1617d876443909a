// Benchmark of the rota's week (GET /api/v1/scheduler/rota) for a branch holding 2,000 visits
// that week, most of them staffed, on a throwaway database on the PostgreSQL server (not a
// test): prints p50/p95 of the API's answer (the aim: p95 ≤ 300 ms), then, in Chromium, how long
// the week takes to draw and an allocation in one browser to show in another (each within 1 s;
// bench-scheduler-browser.ts).
//   npm run bench:scheduler   (BENCH_VISITS, BENCH_RUNS to change 2,000 and 100; BENCH_BROWSER=off;
//                              BENCH_DRAWS, BENCH_MOVES for the browser's 5 draws and 10 moves;
//                              BENCH_PROFILE=file.cpuprofile: the page redrawing the week;
//                              BENCH_TRACE=file.json: a performance trace of the same)
import { performance } from 'node:perf_hooks';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { addCalendarDays, recordKind, visitInstants } from '@care360/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { column, tableOf } from '../apps/server/src/platform/records/record-query';
import { benchSchedulerInBrowser } from './bench-scheduler-browser';
import { benchApp, withServerDatabase } from './bench-support';

const VISITS = Number(process.env.BENCH_VISITS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

/**
 * The Monday after next: near enough that the demo carers' training and checks are as they are
 * now (the rules refuse a carer whose course will have expired), so the browser's allocation is
 * one the rules allow. The branch's demo visits that week make way for the benchmark's.
 */
function benchMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const d = new Date(`${addCalendarDays(today, 14)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

await withServerDatabase(async (dbUrl) => {
  const database = await openDatabase({ url: dbUrl, poolSize: 10 });
  await seedDemoData(database.db, hashPassword);
  const db = database.db;
  const [org] = await db
    .select()
    .from(schema.organisations)
    .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
  const [branch] = await db
    .select()
    .from(schema.branches)
    .where(and(eq(schema.branches.organisationId, org?.id ?? ''), eq(schema.branches.code, 'LDS')));
  if (!org || !branch) throw new Error('The demo organisation is missing.');
  const clients = tableOf(recordKind('clients'));
  const carers = tableOf(recordKind('carers'));
  const clientIds = (
    await db
      .select({ id: column(clients, 'id') })
      .from(clients)
      .where(eq(column(clients, 'branch'), branch.id))
  ).map((row) => String(row.id));
  const carerIds = (
    await db
      .select({ id: column(carers, 'id') })
      .from(carers)
      .where(
        and(
          eq(column(carers, 'branch'), branch.id),
          inArray(column(carers, 'status'), ['Active', 'Senior carer active']),
        ),
      )
  ).map((row) => String(row.id));

  // The week's visits, written straight to the tables: this is the benchmark's setup, not the
  // app's write path. Each carer takes visits that do not overlap, as the constraint demands.
  const monday = benchMonday();
  const inWeek = sql`v.branch = ${branch.id} and v.visit_date between ${monday}::date and ${addCalendarDays(monday, 6)}::date`;
  await db.execute(
    sql`delete from visit_carers c using visits v where c.parent_id = v.id and ${inWeek}`,
  );
  await db.execute(sql`delete from visits v where ${inWeek}`);
  const busy = new Map<string, Array<[number, number]>>();
  const visitRows: Record<string, unknown>[] = [];
  for (let i = 0; i < VISITS; i++) {
    const visitDate = addCalendarDays(monday, i % 7);
    const minutes = 7 * 60 + ((i * 37) % (14 * 60));
    const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const end = minutes + 30 + (i % 3) * 15;
    const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
    const instants = visitInstants(visitDate, startTime, endTime);
    if (!instants) continue;
    visitRows.push({
      organisationId: org.id,
      client: clientIds[i % clientIds.length],
      branch: branch.id,
      visitDate,
      startTime,
      endTime,
      startsAt: instants.startsAt.toISOString(),
      endsAt: instants.endsAt.toISOString(),
      carersNeeded: i % 10 === 0 ? 2 : 1,
      status: i % 4 === 0 ? 'Published' : 'Planned',
      source: 'By hand',
    });
  }
  const visits = tableOf(recordKind('visits'));
  const places: Record<string, unknown>[] = [];
  for (let at = 0; at < visitRows.length; at += 500) {
    const inserted = await db
      .insert(visits)
      .values(visitRows.slice(at, at + 500) as never)
      .returning();
    for (const row of inserted as Record<string, unknown>[]) {
      // About three in four visits staffed: the rest sit on the Unallocated row.
      if (places.length % 4 === 3) {
        places.push({});
        continue;
      }
      const from = Date.parse(String(row.startsAt));
      const to = Date.parse(String(row.endsAt));
      const free = carerIds.find((carer) =>
        (busy.get(carer) ?? []).every(([a, b]) => to <= a || b <= from),
      );
      if (!free) continue;
      busy.set(free, [...(busy.get(free) ?? []), [from, to]]);
      places.push({ organisationId: org.id, parentId: row.id, place: 1, carer: free });
    }
  }
  const real = places.filter((p) => 'carer' in p);
  const visitCarers = tableOf(recordKind('visit-carers'));
  for (let at = 0; at < real.length; at += 500)
    await db.insert(visitCarers).values(real.slice(at, at + 500) as never);

  const { app, headers, signIn } = await benchApp(database);
  const cookie = await signIn('admin@care360.local');
  const url = `/api/v1/scheduler/rota?branch=${branch.id}&from=${monday}&to=${addCalendarDays(monday, 6)}`;
  const samples: number[] = [];
  let shown = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    shown = (response.json().data as { visits: unknown[] }).visits.length;
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  console.log(
    `The scheduler's week of ${monday} for ${branch.name}: ${shown} visits (${real.length} staffed places, ${carerIds.length} carers), ${RUNS} runs`,
  );
  console.log(`p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   (aim: p95 ≤ 300 ms)`);
  await app.close();
  if (process.env.BENCH_BROWSER !== 'off')
    await benchSchedulerInBrowser({
      dbUrl,
      branchId: branch.id,
      monday,
      email: 'admin@care360.local',
    });
  await database.close();
});
