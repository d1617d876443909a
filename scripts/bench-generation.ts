// Benchmark of the rota's generation on the PostgreSQL server (not a test). In a database of its
// own with the demo data, adds BENCH_CLIENTS clients (1,000) of the demo's first branch, each with
// three visits a day (08:00, 12:30, 18:00) every day of the week, then times the nightly job's
// work: eight weeks of visits generated for the whole organisation through the record store (each
// visit with its audit entry; live events one per branch a batch). The aim: within 10 s. Then
// times a second run, which must make nothing (every visit is there once). The database is
// dropped after.
//   npm run bench:generation     (BENCH_CLIENTS, BENCH_WEEKS to change; BENCH_PROFILE to profile)
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { DAYS_OF_WEEK } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import {
  GENERATION_CONCURRENCY,
  generateRota,
  rotaRange,
} from '../apps/server/src/modules/scheduling/visit-generation';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { withServerDatabase } from './bench-support';

/** BENCH_PROFILE=file.cpuprofile: a CPU profile of the first run alone, for Chrome's DevTools. */
async function startProfile() {
  const file = process.env.BENCH_PROFILE;
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 8);
const TARGET_SECONDS = 10;
const TIMES = [
  ['08:00', '08:45'],
  ['12:30', '13:00'],
  ['18:00', '18:30'],
] as const;

await withServerDatabase(run);

async function run(dbUrl: string) {
  const database = await openDatabase({ url: dbUrl, poolSize: 10 });
  try {
    await seedDemoData(database.db, hashPassword);
    const [org] = await database.db
      .select()
      .from(schema.organisations)
      .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
    if (!org) throw new Error('no demo organisation');

    // Copies of a demo client (what a client row needs, as the demo has it), each its own.
    const filled = performance.now();
    await database.db.execute(sql`
      create temporary table bench_client as
        select * from clients where organisation_id = ${org.id} and deleted_at is null limit 1`);
    await database.db.execute(sql`
      alter table bench_client drop column id, drop column nhs_number`);
    const described = (await database.db.execute(sql`
        select column_name from information_schema.columns
        where table_name = 'bench_client' and table_schema like 'pg_temp%'
        order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
    const columns = described.rows.map((row) => `"${row.column_name}"`);
    const list = sql.raw(columns.join(', '));
    await database.db.execute(sql`
      insert into clients (${list}, nhs_number)
      select ${list}, 'BENCH' || g from bench_client, generate_series(1, ${CLIENTS}) g`);
    await database.db.execute(sql`
      update clients set service_ended_on = null, status = 'Active'
      where organisation_id = ${org.id} and nhs_number like 'BENCH%'`);
    const slotRows = DAYS_OF_WEEK.flatMap((day) =>
      TIMES.map(([start, end]) => sql`(${day}, ${start}::time, ${end}::time)`),
    );
    await database.db.execute(sql`
      insert into client_slots (organisation_id, parent_id, day_of_week, start_time, end_time,
                                carers_needed, visit_type)
      select ${org.id}, c.id, s.day, s.start_time, s.end_time, 1, 'Personal care'
      from clients c, (values ${sql.join(slotRows, sql`, `)}) as s(day, start_time, end_time)
      where c.organisation_id = ${org.id} and c.nhs_number like 'BENCH%'`);
    await database.db.execute(sql`analyze`);
    console.log(
      `added ${CLIENTS.toLocaleString('en-GB')} clients with ${TIMES.length * 7} visits a week each in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );

    const range = rotaRange(new Date(), WEEKS);
    const profiler = await startProfile();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const first = await generateRota(database.db, org.id, range, {
      concurrency: GENERATION_CONCURRENCY,
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const nodeSeconds = (used.user + used.system) / 1e6;
    await profiler?.stop();
    const counted = (await database.db.execute(
      sql`select count(*)::int as count from visits where organisation_id = ${org.id}`,
    )) as unknown as { rows: { count: number }[] };
    const [made] = counted.rows;
    console.log(
      `generated ${WEEKS} weeks (${range.from} to ${range.to}): ${first.created.toLocaleString('en-GB')} visits made, ${made?.count.toLocaleString('en-GB')} stored, in ${seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `of which this process (building rows, audit values and statements) used ${nodeSeconds.toFixed(1)} s of CPU`,
    );
    const again = performance.now();
    const second = await generateRota(database.db, org.id, range);
    console.log(
      `a second run made ${second.created} and changed ${second.updated + second.cancelled} in ${((performance.now() - again) / 1000).toFixed(2)} s`,
    );
  } finally {
    await database.close();
  }
}
