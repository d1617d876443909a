import { createHash } from 'node:crypto';
import { type Db, DEMO_CARER, DEMO_USERS, schema } from '@care360/db';
import { londonDayStart, recordKind, ukCalendarDate, ukClockTime } from '@care360/domain';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/auth/auth-context';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { defineCronTask } from '../../platform/jobs/task';
import { systemActor } from '../../platform/records/record-actor';
import { changeRecord } from '../../platform/records/record-changes';
import { column, tableOf } from '../../platform/records/record-query';
import { activeMedications, saveMarEntry } from '../clients';
import { raiseDoseAlert } from './report-alerts';
import { evaluateVisit } from './visit-alerts';

/**
 * A demo that is alive: with the demo data, the demo organisation's visits of today run by
 * themselves. Each minute the demo carers check in and out around the planned times through the
 * record store, as their phones would: most on time, some late, some leaving early, a few never
 * arriving, and now and then a client refuses a medicine, so the boards fill and the escalation
 * ladder moves within minutes of `npm start`. Off with DEMO_LIVE=false, and whenever the demo
 * data is (DEMO_DATA=false); the tests' servers never run it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far back the demo picks up visits it has not played yet (a server started mid-morning). */
const CATCH_UP_HOURS = 12;

/** What happens to one carer's place, fixed by its id so every run (and restart) agrees. */
type Fate = 'missed' | 'refuses-medicine' | 'late' | 'short' | 'on-time';

/** A number in [0, 1) from an id: the same for every run. */
function roll(id: string, salt = ''): number {
  return createHash('sha256').update(`${salt}${id}`).digest().readUInt32BE(0) / 2 ** 32;
}

export function fateOf(placeId: string): Fate {
  const r = roll(placeId);
  if (r < 0.04) return 'missed';
  if (r < 0.1) return 'refuses-medicine';
  if (r < 0.25) return 'late';
  if (r < 0.32) return 'short';
  return 'on-time';
}

/** When the carer of this place arrives and leaves, by its fate. */
export function demoTimes(
  placeId: string,
  startsAt: Date,
  endsAt: Date,
): { checkIn: Date; checkOut: Date } | null {
  const fate = fateOf(placeId);
  if (fate === 'missed') return null;
  const jitter = roll(placeId, 'jitter');
  const arrival = fate === 'late' ? 20 + Math.round(jitter * 20) : Math.round(jitter * 8) - 4;
  const checkIn = new Date(startsAt.getTime() + arrival * MINUTE);
  const planned = endsAt.getTime() - startsAt.getTime();
  const stay =
    fate === 'short'
      ? planned * (0.4 + jitter * 0.2)
      : planned + (Math.round(jitter * 6) - 2) * MINUTE;
  return { checkIn, checkOut: new Date(checkIn.getTime() + stay) };
}

/** Whether the live demo runs for this server: demo data on, and not switched off. */
export function demoLiveOn(config: Pick<Config, 'demoData'>, env = process.env): boolean {
  return config.demoData && env.DEMO_LIVE !== 'false';
}

/** The demo organisation's manager, who records a refused dose a carer phones in; null elsewhere. */
async function demoManager(db: Db, organisationId: string): Promise<AuthContext | null> {
  const u = schema.users;
  const [row] = await db
    .select({ id: u.id })
    .from(u)
    .where(
      and(
        eq(u.organisationId, organisationId),
        eq(u.email, DEMO_USERS.manager.email),
        isNull(u.deletedAt),
      ),
    );
  if (!row) return null;
  const user = await loadCurrentUser(db, row.id, null);
  return user ? { sessionIdHash: '', user } : null;
}

/** The round of the day a visit at this time gives medicines in. */
function slotAt(at: Date): 'morning' | 'lunch' | 'tea' | 'bed' {
  const time = ukClockTime(at);
  return time < '11:00' ? 'morning' : time < '15:00' ? 'lunch' : time < '19:00' ? 'tea' : 'bed';
}

async function recordRefusal(
  db: Db,
  config: Config,
  manager: AuthContext,
  visit: { clientId: string; startsAt: Date },
  carerId: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const day = ukCalendarDate(visit.startsAt);
  const medications = await activeMedications(db, manager, visit.clientId, day, day);
  const medication = medications.find((m) => !m.prn && !m.controlled);
  if (!medication) return;
  try {
    const { entry } = await saveMarEntry(db, {
      auth: manager,
      config,
      clientId: visit.clientId,
      body: {
        clientMedicationId: medication.id,
        day,
        slot: slotAt(visit.startsAt),
        code: 'R',
        note: 'Refused: said they felt sick and would try later. Carer phoned the office.',
        givenByCarer: carerId,
        correctionReason: null,
        quantity: null,
        breachReason: null,
        witnessEmail: null,
        witnessSecret: null,
      },
      ip: '127.0.0.1',
      now,
    });
    await raiseDoseAlert(db, manager.user.organisation.id, entry.id, now);
  } catch (error) {
    // Already recorded on this round, or a rule of the chart says no: the demo moves on.
    log.debug({ err: error }, 'the live demo recorded no refused dose');
  }
}

/** Plays the demo organisation's visits of today up to `now`; answers the check-ins and -outs. */
export async function playDemoVisits(
  db: Db,
  config: Config,
  organisationId: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const manager = await demoManager(db, organisationId);
  if (!manager) return 0;
  const visitKind = recordKind('visits');
  const placeKind = recordKind('visit-carers');
  const v = tableOf(visitKind);
  const a = tableOf(placeKind);
  const carers = tableOf(recordKind('carers'));
  const u = schema.users;
  const dayStart = londonDayStart(ukCalendarDate(now)) ?? now;
  const from = new Date(Math.max(dayStart.getTime(), now.getTime() - CATCH_UP_HOURS * HOUR));
  const rows = await db
    .select({
      placeId: column(a, 'id'),
      carer: column(a, 'carer'),
      checkedInAt: column(a, 'checkedInAt'),
      checkedOutAt: column(a, 'checkedOutAt'),
      visitId: column(v, 'id'),
      clientId: column(v, 'client'),
      status: column(v, 'status'),
      startsAt: column(v, 'startsAt'),
      endsAt: column(v, 'endsAt'),
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .innerJoin(carers, eq(column(carers, 'id'), column(a, 'carer')))
    .leftJoin(u, eq(u.id, column(carers, 'user')))
    .where(
      and(
        // The carer who signs in to the phone app checks in herself: the demo leaves her alone.
        or(isNull(u.email), ne(u.email, DEMO_CARER.email)),
        eq(column(a, 'organisationId'), organisationId),
        isNull(column(a, 'deletedAt')),
        isNull(column(v, 'deletedAt')),
        ne(column(v, 'status'), 'Cancelled'),
        gte(column(v, 'startsAt'), from.toISOString()),
        lte(column(v, 'startsAt'), now.toISOString()),
      ),
    );
  const actor = systemActor(organisationId);
  let moves = 0;
  const touched = new Set<string>();
  for (const row of rows) {
    if (!row.clientId || row.checkedOutAt) continue;
    const startsAt = new Date(row.startsAt as string);
    const endsAt = new Date(row.endsAt as string);
    const times = demoTimes(String(row.placeId), startsAt, endsAt);
    if (!times) continue;
    const home = await homeOf(db, String(row.clientId));
    const values: Record<string, unknown> = {};
    if (!row.checkedInAt && times.checkIn <= now) {
      Object.assign(values, {
        checkedInAt: times.checkIn,
        checkInMethod: 'Phone app',
        ...(home ? nearby(home, String(row.placeId), 'in') : {}),
      });
    }
    if ((row.checkedInAt || values.checkedInAt) && times.checkOut <= now) {
      Object.assign(values, {
        checkedOutAt: times.checkOut,
        checkOutMethod: 'Phone app',
        ...(home ? nearby(home, String(row.placeId), 'out') : {}),
      });
    }
    if (Object.keys(values).length === 0) continue;
    await db.transaction(async (tx) => {
      await changeRecord(tx, actor, placeKind, String(row.placeId), values, {
        auditAction: values.checkedOutAt ? 'visit-carers.checked-out' : 'visit-carers.checked-in',
        at: now,
      });
      const status = values.checkedOutAt ? 'Completed' : 'In progress';
      if (row.status !== status)
        await changeRecord(tx, actor, visitKind, String(row.visitId), { status }, { at: now });
    });
    moves += 1;
    touched.add(String(row.visitId));
    if (values.checkedInAt && fateOf(String(row.placeId)) === 'refuses-medicine')
      await recordRefusal(
        db,
        config,
        manager,
        { clientId: String(row.clientId), startsAt },
        String(row.carer),
        now,
        log,
      );
  }
  // The check-ins end their late alerts at once, as a phone's would.
  for (const visitId of touched) await evaluateVisit(db, organisationId, visitId, now);
  return moves;
}

async function homeOf(db: Db, clientId: string) {
  const c = tableOf(recordKind('clients'));
  const [row] = await db
    .select({ latitude: column(c, 'latitude'), longitude: column(c, 'longitude') })
    .from(c)
    .where(eq(column(c, 'id'), clientId));
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/** Where the phone was: within a few metres of the home (about 1 in 25 check-ins is far). */
function nearby(home: { latitude: number; longitude: number }, placeId: string, way: 'in' | 'out') {
  const far = way === 'in' && roll(placeId, 'far') < 0.04;
  // Far is about 600 m off; near is within about 20 m.
  const offset = far ? 0.0055 : 0.0002 * (roll(placeId, way) - 0.5);
  const latitude = Math.round((home.latitude + offset) * 1e6) / 1e6;
  const longitude = Math.round((home.longitude + offset / 2) * 1e6) / 1e6;
  return way === 'in'
    ? { checkInLatitude: latitude, checkInLongitude: longitude }
    : { checkOutLatitude: latitude, checkOutLongitude: longitude };
}

export const demoLiveTask = defineCronTask({
  name: 'live-events.demo-live',
  title: 'Demo: check the demo carers in and out of today’s visits',
  schedule: '* * * * *',
  maxAttempts: 1,
  async run({ db, config, log, organisationId }) {
    if (!demoLiveOn(config)) return;
    const moves = await playDemoVisits(db, config, organisationId, new Date(), log);
    if (moves > 0) log.info({ moves }, 'the live demo checked carers in and out');
  },
});
