// Benchmark of an invoice run on the PostgreSQL server (not a test). In a database of its own with
// the demo data, adds BENCH_VISITS (10,000) confirmed visits of the demo's council-funded clients
// in January 2027, then times the invoice run job for Leeds City Council over that month: every
// visit priced, one invoice per client, each invoice and line written through the record store
// with its audit entry and live event. The aim: within 10 s. A second run must invoice nothing
// (each visit is invoiced once). The database is dropped after.
//   npm run bench:invoice     (BENCH_VISITS to change)
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, schema, seedDemoData } from '@care360/db';
import { addCalendarDays, dayTypeOf, ENGLAND_BANK_HOLIDAYS, recordKind } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { runInvoiceRun } from '../apps/server/src/modules/finance/invoice-runs';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { rowsOf } from '../apps/server/src/platform/raw-rows';
import { insertRecord, systemActor } from '../apps/server/src/platform/records/record-store';
import { withServerDatabase } from './bench-support';

const VISITS = Number(process.env.BENCH_VISITS ?? 10_000);
const FROM = '2027-01-01';
const TO = '2027-01-31';

await withServerDatabase(async (dbUrl) => {
  const database = await openDatabase({ url: dbUrl, poolSize: 10 });
  try {
    await seedDemoData(database.db, hashPassword);
    const db = database.db;
    const [org] = await db
      .select({ id: schema.organisations.id })
      .from(schema.organisations)
      .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
    if (!org) throw new Error('no demo organisation');
    const [lcc] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from funder_codes where organisation_id = ${org.id} and code = 'LCC'`,
      ),
    );
    const funded = rowsOf<{ id: string; branch: string }>(
      await db.execute(sql`
        select c.id, c.branch from clients c
        join client_funder_codes f on f.parent_id = c.id and f.deleted_at is null
        where c.organisation_id = ${org.id} and f.funder = ${lcc?.id} and c.deleted_at is null`),
    );
    const carers = rowsOf<{ id: string }>(
      await db.execute(sql`select id from carers where organisation_id = ${org.id} limit 50`),
    );
    if (funded.length === 0 || carers.length === 0) throw new Error('no council clients or carers');
    const holidays = new Set(ENGLAND_BANK_HOLIDAYS.map((h) => h.date));
    const table = schema.visitConfirmations;
    const rows = Array.from({ length: VISITS }, (_, i) => {
      const client = funded[i % funded.length] as { id: string; branch: string };
      const visitDate = addCalendarDays(FROM, i % 31);
      const startsAt = new Date(`${visitDate}T${String(7 + (i % 14)).padStart(2, '0')}:00:00Z`);
      const minutes = [30, 45, 60][i % 3] as number;
      return {
        id: randomUUID(),
        organisationId: org.id,
        visit: randomUUID(),
        visitCarer: randomUUID(),
        client: client.id,
        carer: (carers[i % carers.length] as { id: string }).id,
        branch: client.branch,
        visitDate,
        dayType: dayTypeOf(visitDate, holidays),
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
        outcome: 'Delivered',
        plannedMinutes: minutes,
        actualMinutes: minutes,
        chargeMinutes: minutes,
        payMinutes: minutes,
        travelMinutes: 10,
        mileage: 2.5,
        confirmedAt: new Date().toISOString(),
        adjusted: false,
      };
    });
    for (let at = 0; at < rows.length; at += 1_000)
      await db.insert(table).values(rows.slice(at, at + 1_000) as never);
    await db.execute(sql`analyze visit_confirmations`);

    const actor = systemActor(org.id);
    const startRun = async () =>
      String(
        (
          await insertRecord(db, actor, recordKind('invoice-runs'), {
            funder: lcc?.id,
            periodFrom: FROM,
            periodTo: TO,
            status: 'Queued',
          })
        ).id,
      );
    const first = await startRun();
    const started = performance.now();
    await runInvoiceRun(db, org.id, first);
    const seconds = (performance.now() - started) / 1000;
    const [run] = rowsOf<{
      status: string;
      visit_count: number;
      invoice_count: number;
      total_amount: number;
    }>(
      await db.execute(
        sql`select status, visit_count, invoice_count, total_amount from invoice_runs where id = ${first}`,
      ),
    );
    const second = await startRun();
    const again = performance.now();
    await runInvoiceRun(db, org.id, second);
    const secondSeconds = (performance.now() - again) / 1000;
    const [rerun] = rowsOf<{ status: string; invoice_count: number }>(
      await db.execute(sql`select status, invoice_count from invoice_runs where id = ${second}`),
    );
    console.log(
      JSON.stringify(
        {
          visits: VISITS,
          status: run?.status,
          linesInvoiced: run?.visit_count,
          invoices: run?.invoice_count,
          total: `£${(Number(run?.total_amount) / 100).toFixed(2)}`,
          seconds: Number(seconds.toFixed(2)),
          visitsPerSecond: Math.round(VISITS / seconds),
          aimWithin10s: seconds <= 10,
          secondRun: {
            status: rerun?.status,
            invoices: rerun?.invoice_count,
            seconds: Number(secondSeconds.toFixed(2)),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
  }
});
