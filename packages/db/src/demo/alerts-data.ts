import { randomUUID } from 'node:crypto';
import { ukClockTime } from '@care360/domain';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import { random } from './client-data';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo alerts: the organisation's alert settings (the demo manager on call, the
 * administrator as registered manager) and the history of the last four weeks, raised from the
 * seeded rota's late, missed, short and unfinished visits as the rules would have raised them
 * (the same de-duplication keys, so the live job never raises one again), most acknowledged and
 * resolved in minutes, a few still open, so the boards and the response-time chart have
 * something to show. The last day is left to the live job, which raises it at the first start.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HISTORY_DAYS = 28;

type Row = Record<string, unknown>;

function columnsOf(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

export async function seedDemoAlerts(
  seeder: DemoSeeder,
  context: { now: Date; onCallManager: string; registeredManager: string },
): Promise<number> {
  const { db, organisationId } = seeder;
  await db.insert(recordTable('alert-settings') as unknown as PgTable).values({
    id: randomUUID(),
    organisationId,
    name: 'Meadowbank alert settings',
    onCallManager: context.onCallManager,
    registeredManager: context.registeredManager,
  } as never);

  const v = columnsOf('visits');
  const a = columnsOf('visit-carers');
  const c = columnsOf('clients');
  const s = columnsOf('carers');
  const since = new Date(context.now.getTime() - HISTORY_DAYS * DAY);
  const until = new Date(context.now.getTime() - DAY);
  const places = (await db
    .select({
      placeId: a.col('id'),
      carer: a.col('carer'),
      carerName: sql<string>`${s.col('forename')} || ' ' || ${s.col('surname')}`,
      checkedInAt: a.col('checkedInAt'),
      checkedOutAt: a.col('checkedOutAt'),
      visitId: v.col('id'),
      client: v.col('client'),
      clientName: sql<string>`${c.col('forename')} || ' ' || ${c.col('surname')}`,
      branch: v.col('branch'),
      startsAt: v.col('startsAt'),
      endsAt: v.col('endsAt'),
    })
    .from(a.table)
    .innerJoin(v.table, eq(v.col('id'), a.col('parentId')))
    .innerJoin(c.table, eq(c.col('id'), v.col('client')))
    .innerJoin(s.table, eq(s.col('id'), a.col('carer')))
    .where(
      and(
        eq(a.col('organisationId'), organisationId),
        isNull(a.col('deletedAt')),
        gte(v.col('startsAt'), since),
        lt(v.col('startsAt'), until),
      ),
    )) as Row[];

  const r = random(24_24);
  const rows: Row[] = [];
  for (const place of places) {
    const startsAt = new Date(place.startsAt as string);
    const endsAt = new Date(place.endsAt as string);
    const checkedInAt = place.checkedInAt ? new Date(place.checkedInAt as string) : null;
    const checkedOutAt = place.checkedOutAt ? new Date(place.checkedOutAt as string) : null;
    const who = `${String(place.carerName)} at ${String(place.clientName)}`;
    const planned = `${ukClockTime(startsAt)}–${ukClockTime(endsAt)}`;
    const base = {
      branch: place.branch,
      client: place.client,
      carer: place.carer,
      visit: place.visitId,
    };
    const lateAt = new Date(startsAt.getTime() + 15 * MINUTE);
    if (!checkedInAt) {
      rows.push(
        handled(r, context.onCallManager, {
          ...base,
          source: 'Missed visit',
          dedupKey: `missed:${String(place.placeId)}`,
          severity: 'High',
          subject: `Missed: ${who} (${planned})`,
          raisedAt: new Date(endsAt.getTime() + 15 * MINUTE),
          resolution: 'Phoned the client: visit rearranged with another carer.',
        }),
      );
      continue;
    }
    if (checkedInAt > lateAt) {
      // Raised at the threshold, resolved by itself at the check-in.
      rows.push({
        ...base,
        source: 'Late visit',
        dedupKey: `late:${String(place.placeId)}`,
        severity: 'Medium',
        subject: `Late: ${who} (${planned})`,
        status: 'Resolved',
        raisedAt: lateAt,
        resolvedAt: checkedInAt,
        resolution: `Checked in at ${ukClockTime(checkedInAt)}.`,
        autoResolved: true,
      });
    }
    if (!checkedOutAt) {
      rows.push(
        handled(r, context.onCallManager, {
          ...base,
          source: 'Not checked out',
          dedupKey: `not-checked-out:${String(place.placeId)}`,
          severity: 'High',
          subject: `Not checked out: ${who} (${planned})`,
          raisedAt: new Date(endsAt.getTime() + 30 * MINUTE),
          resolution: 'Carer phoned: safe, forgot to check out.',
        }),
      );
    } else if (
      checkedOutAt.getTime() - checkedInAt.getTime() <
      (endsAt.getTime() - startsAt.getTime()) * 0.75
    ) {
      rows.push(
        handled(r, context.onCallManager, {
          ...base,
          source: 'Short visit',
          dedupKey: `short:${String(place.placeId)}`,
          severity: 'Low',
          subject: `Short visit: ${who}`,
          raisedAt: checkedOutAt,
          resolution: 'Client asked the carer to leave early; noted on the log.',
        }),
      );
    }
  }
  const table = recordTable('alerts') as unknown as PgTable;
  const values = rows.map((row) => ({
    id: randomUUID(),
    organisationId,
    autoResolved: false,
    ...row,
  }));
  for (let start = 0; start < values.length; start += 500)
    await db.insert(table).values(values.slice(start, start + 500) as never);
  return values.length;
}

/**
 * An alert someone dealt with: acknowledged within minutes and resolved within the hour or two,
 * or (one in ten) still only acknowledged, as a busy office leaves a few.
 */
function handled(r: ReturnType<typeof random>, by: string, alert: Row & { raisedAt: Date }): Row {
  const { resolution, ...rest } = alert;
  const acknowledgedAt = new Date(alert.raisedAt.getTime() + r.int(2, 45) * MINUTE);
  if (r.next() < 0.1)
    return { ...rest, status: 'Acknowledged', acknowledgedAt, acknowledgedBy: by };
  return {
    ...rest,
    status: 'Resolved',
    acknowledgedAt,
    acknowledgedBy: by,
    resolvedBy: by,
    resolvedAt: new Date(acknowledgedAt.getTime() + r.int(5, 150) * MINUTE),
    resolution,
  };
}
