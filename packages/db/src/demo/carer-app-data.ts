import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  CARER_APP_DAYS_AHEAD,
  MAR_SLOTS,
  ukCalendarDate,
  ukClockTime,
  visitInstants,
} from '@care360/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../database';

/**
 * The demo carer's phone (carer@care360.local): their visits of today and the next seven days are
 * published, and one visit is on now, at a client with a medicine due at that round, so the app
 * has something to check in to the moment someone signs in.
 */

const FIVE_MINUTES = 5 * 60_000;

/** The rows of a raw query (node-postgres answers them under `rows`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The MAR round nearest a wall-clock time (as the carer app's server picks it). */
function nearestRound(time: string): string {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const at = minutes(time);
  return [...MAR_SLOTS].sort(
    (a, b) => Math.abs(minutes(a.time) - at) - Math.abs(minutes(b.time) - at),
  )[0]?.value as string;
}

export async function seedDemoCarerApp(
  db: Db,
  context: { organisationId: string; userId: string; now: Date },
): Promise<void> {
  const { organisationId, userId, now } = context;
  const carers = await db.execute(
    sql`select id, branch from carers where organisation_id = ${organisationId} and "user" = ${userId} and deleted_at is null limit 1`,
  );
  const carer = rowsOf<{ id: string; branch: string }>(carers)[0];
  if (!carer) return;
  const today = ukCalendarDate(now);
  const until = addCalendarDays(today, CARER_APP_DAYS_AHEAD + 1);
  await db.execute(sql`
    update visits set status = 'Published'
    where organisation_id = ${organisationId} and status = 'Planned'
      and visit_date >= ${today} and visit_date < ${until}
      and id in (select parent_id from visit_carers where carer = ${carer.id} and deleted_at is null)`);

  // A visit on now: from the last five-minute mark for three quarters of an hour.
  const start = new Date(Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES - FIVE_MINUTES);
  const startTime = ukClockTime(start).slice(0, 5);
  const endTime = ukClockTime(new Date(start.getTime() + 45 * 60_000)).slice(0, 5);
  const visitDate = ukCalendarDate(start);
  const instants = visitInstants(visitDate, startTime, endTime);
  if (!instants) return;
  const round = nearestRound(startTime);
  const clients = await db.execute(sql`
    select c.id from clients c
    where c.organisation_id = ${organisationId} and c.branch = ${carer.branch} and c.deleted_at is null
      and c.service_ended_on is null and c.status = 'Active'
      and exists (select 1 from client_medications m where m.parent_id = c.id and m.deleted_at is null
        and m.prn = false and m.times_of_day::jsonb ? ${round}
        and m.start_date <= ${visitDate} and (m.end_date is null or m.end_date >= ${visitDate}))
    order by c.surname, c.id limit 1`);
  const client = rowsOf<{ id: string }>(clients)[0];
  if (!client) return;
  // The carer is at no other visit then (a carer is never at two at once): those places reopen.
  await db.execute(sql`
    update visit_carers set deleted_at = ${now.toISOString()}
    where organisation_id = ${organisationId} and carer = ${carer.id} and deleted_at is null
      and starts_at < ${instants.endsAt.toISOString()} and ends_at > ${instants.startsAt.toISOString()}`);
  // The round's doses are what the carer is there to give: none is recorded yet, whatever the
  // hour (the demo records today's passed rounds, this one too once its time is up).
  await db.execute(sql`
    delete from mar_entries
    where organisation_id = ${organisationId} and client_id = ${client.id}
      and day = ${visitDate} and slot = ${round}`);
  const visitId = randomUUID();
  await db.execute(sql`
    insert into visits (id, organisation_id, client, branch, visit_date, start_time, end_time,
      starts_at, ends_at, carers_needed, status, visit_type, tasks, source, moved_by_hand, confirmed)
    values (${visitId}, ${organisationId}, ${client.id}, ${carer.branch}, ${visitDate}, ${startTime},
      ${endTime}, ${instants.startsAt.toISOString()}, ${instants.endsAt.toISOString()}, 1, 'Published',
      'Medication', ${'Help with washing and dressing\nPrompt medicines\nMake a hot drink'}, 'By hand', false, false)`);
  await db.execute(sql`
    insert into visit_carers (id, organisation_id, parent_id, place, carer, starts_at, ends_at)
    values (${randomUUID()}, ${organisationId}, ${visitId}, 1, ${carer.id},
      ${instants.startsAt.toISOString()}, ${instants.endsAt.toISOString()})`);
}
