import { carerGenderPreferences, type Db } from '@care360/db';
import {
  type AllocationCarer,
  type AllocationContext,
  type AllocationRefusal,
  type AllocationVisit,
  addCalendarDays,
  allocationRefusals,
  type BookedVisit,
  type LatLng,
  outsideWorkingPattern,
  recordKind,
  type TravelTime,
  travelLegs,
  type Unavailability,
  ukCalendarDate,
  unavailabilityOccurrences,
  WORKING_CARER_STATUSES,
  WORKING_TIME_REFERENCE_WEEKS,
} from '@care360/domain';
import { and, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import { complianceAndTrainingOf } from '../staff';

/**
 * What allocationRefusals (domain: allocation-rules.ts) needs of one carer and one visit, read
 * from the database in the allocation's transaction:
 * - the carer's compliance and current courses, approved holidays, unavailability (one-off and
 *   weekly, as occurrences on the London clock: unavailability.ts), working pattern (a visit
 *   outside it counts as unavailable; no pattern kept means any time), the 48-hour opt-out, and
 *   other visits with the homes they are at;
 * - the client's declined carers, required training, preferred gender of carer (the newest
 *   completed Preferences questionnaire) and home.
 * A journey is judged only between homes whose coordinates are known (placed from the postcode
 * on save: home-coordinates.hooks.ts), by the TravelTime given (OSRM or the straight line).
 */

const visits = recordKind('visits');
const visitCarers = recordKind('visit-carers');
const carers = recordKind('carers');
const holidays = recordKind('carer-holidays');
const unavailabilityKind = recordKind('carer-unavailability');
const patterns = recordKind('carer-working-patterns');
const clients = recordKind('clients');
const declinedCarers = recordKind('client-declined-carers');
const requiredTraining = recordKind('client-required-training');
const courses = recordKind('training-courses');

/** How far either side of a visit the carer's other visits are read for journeys and clashes. */
const NEIGHBOUR_HOURS = 12;
const WEEK_MS = 7 * 24 * 3_600_000;

const at = (value: unknown) => new Date(String(value));
const isoDate = (value: unknown) =>
  value === null || value === undefined ? null : String(value).slice(0, 10);
const latLng = (latitude: unknown, longitude: unknown): LatLng | null =>
  latitude === null || latitude === undefined || longitude === null || longitude === undefined
    ? null
    : { latitude: Number(latitude), longitude: Number(longitude) };

export interface GatheredAllocation {
  carer: AllocationCarer;
  context: AllocationContext;
}

/** The carer's record and every fact the rules read; null when no such carer is in scope. */
export async function allocationContextOf(
  db: Db,
  organisationId: string,
  visit: AllocationVisit,
  carerId: string,
  travelTime: TravelTime,
): Promise<GatheredAllocation | null> {
  const k = tableOf(carers);
  const [carerRow] = await db
    .select({
      id: column(k, 'id'),
      status: column(k, 'status'),
      gender: column(k, 'gender'),
      isDriver: column(k, 'isDriver'),
      optedOutOf48Hours: column(k, 'optedOutOf48Hours'),
    })
    .from(k)
    .where(
      and(
        eq(column(k, 'id'), carerId),
        eq(column(k, 'organisationId'), organisationId),
        isNull(column(k, 'deletedAt')),
      ),
    );
  if (!carerRow) return null;
  const facts = (
    await complianceAndTrainingOf(db, organisationId, 'carers', [carerId], visit.startsAt)
  ).get(carerId);
  const carer: AllocationCarer = {
    id: carerId,
    working: (WORKING_CARER_STATUSES as readonly string[]).includes(String(carerRow.status)),
    gender: carerRow.gender === null ? null : String(carerRow.gender),
    skills: facts?.currentCourses ?? [],
    travelMode: carerRow.isDriver ? 'car' : 'public transport',
    optedOutOf48Hours: carerRow.optedOutOf48Hours === true,
  };

  const h = tableOf(holidays);
  const firstDay = ukCalendarDate(visit.startsAt);
  const lastDay = ukCalendarDate(new Date(visit.endsAt.getTime() - 1));
  const holidayRows = await db
    .select({ fromDate: column(h, 'fromDate'), toDate: column(h, 'toDate') })
    .from(h)
    .where(
      and(
        eq(column(h, 'organisationId'), organisationId),
        eq(column(h, 'parentId'), carerId),
        isNull(column(h, 'deletedAt')),
        eq(column(h, 'status'), 'Approved'),
        sql`${column(h, 'fromDate')} <= ${lastDay}`,
        sql`coalesce(${column(h, 'toDate')}, ${column(h, 'fromDate')}) >= ${firstDay}`,
      ),
    );

  const client = await clientChoices(db, organisationId, visit, carerId);
  const here: AllocationVisit = { ...visit, location: visit.location ?? client.home };
  const unavailability = await unavailabilityOf(db, organisationId, carerId, visit);

  const around = NEIGHBOUR_HOURS * 3_600_000;
  const otherVisits = await bookedVisits(
    db,
    organisationId,
    carerId,
    visit.id,
    new Date(visit.startsAt.getTime() - around),
    new Date(visit.endsAt.getTime() + around),
  );
  const periodStart = new Date(visit.endsAt.getTime() - WORKING_TIME_REFERENCE_WEEKS * WEEK_MS);
  const bookedMinutes = await bookedMinutesBetween(
    db,
    organisationId,
    carerId,
    visit.id,
    periodStart,
    visit.endsAt,
  );

  return {
    carer,
    context: {
      compliance: facts?.compliance ?? { reasons: [] },
      approvedHolidays: holidayRows.map((row) => ({
        fromDate: String(row.fromDate),
        toDate: String(row.toDate ?? row.fromDate),
      })),
      unavailability,
      otherVisits,
      travel: await travelLegs(here, otherVisits, carer.travelMode, travelTime),
      clientDeclinedCarer: client.declined,
      clientPreference: client.preference,
      workingTime: { referenceWeeks: WORKING_TIME_REFERENCE_WEEKS, bookedMinutes },
    },
  };
}

/**
 * Every reason the carer may not take `visit` now (none when they may), by the rules
 * (allocationRefusals) on what the files keep; null when no such carer is in scope.
 */
export async function refusalsOf(
  db: Db,
  organisationId: string,
  visit: AllocationVisit,
  carerId: string,
  travelTime: TravelTime,
): Promise<AllocationRefusal[] | null> {
  const gathered = await allocationContextOf(db, organisationId, visit, carerId, travelTime);
  return gathered ? allocationRefusals(visit, gathered.carer, gathered.context) : null;
}

/** The carer's live allocations to visits not cancelled, other than `visitId`. */
function allocationsOf(organisationId: string, carerId: string, visitId: string) {
  const a = tableOf(visitCarers);
  return and(
    eq(column(a, 'organisationId'), organisationId),
    eq(column(a, 'carer'), carerId),
    isNull(column(a, 'deletedAt')),
    eq(column(a, 'visitCancelled'), false),
    ne(column(a, 'parentId'), visitId),
  );
}

async function bookedVisits(
  db: Db,
  organisationId: string,
  carerId: string,
  visitId: string,
  from: Date,
  to: Date,
): Promise<BookedVisit[]> {
  const a = tableOf(visitCarers);
  const v = tableOf(visits);
  const c = tableOf(clients);
  const rows = await db
    .select({
      id: column(a, 'parentId'),
      startsAt: column(a, 'startsAt'),
      endsAt: column(a, 'endsAt'),
      latitude: column(c, 'latitude'),
      longitude: column(c, 'longitude'),
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .leftJoin(c, eq(column(c, 'id'), column(v, 'client')))
    .where(
      and(
        allocationsOf(organisationId, carerId, visitId),
        lt(column(a, 'startsAt'), to.toISOString()),
        gt(column(a, 'endsAt'), from.toISOString()),
      ),
    );
  return rows.map((row) => ({
    id: String(row.id),
    startsAt: at(row.startsAt),
    endsAt: at(row.endsAt),
    location: latLng(row.latitude, row.longitude),
  }));
}

/** The carer's unavailability touching the visit, and the visit itself when outside their pattern. */
async function unavailabilityOf(
  db: Db,
  organisationId: string,
  carerId: string,
  visit: AllocationVisit,
): Promise<Unavailability[]> {
  const u = tableOf(unavailabilityKind);
  const firstDay = ukCalendarDate(visit.startsAt);
  const lastDay = ukCalendarDate(visit.endsAt);
  const rows = (await db
    .select()
    .from(u)
    .where(
      and(
        eq(column(u, 'organisationId'), organisationId),
        eq(column(u, 'parentId'), carerId),
        isNull(column(u, 'deletedAt')),
        // One-offs touching the visit; weekly ones in force around its days.
        or(
          and(
            lt(column(u, 'startsAt'), visit.endsAt.toISOString()),
            gt(column(u, 'endsAt'), visit.startsAt.toISOString()),
          ),
          and(
            eq(column(u, 'repeats'), 'Weekly'),
            lte(column(u, 'fromDate'), lastDay),
            or(
              isNull(column(u, 'untilDate')),
              gte(column(u, 'untilDate'), addCalendarDays(firstDay, -1)),
            ),
          ),
        ),
      ),
    )) as Record<string, unknown>[];
  const found = unavailabilityOccurrences(
    rows.map((row) => ({
      repeats: String(row.repeats),
      startsAt: row.startsAt === null ? null : at(row.startsAt),
      endsAt: row.endsAt === null ? null : at(row.endsAt),
      dayOfWeek: row.dayOfWeek === null ? null : String(row.dayOfWeek),
      startTime: row.startTime === null ? null : String(row.startTime),
      endTime: row.endTime === null ? null : String(row.endTime),
      fromDate: isoDate(row.fromDate),
      untilDate: isoDate(row.untilDate),
      reason: row.reason === null ? null : String(row.reason),
    })),
    { from: visit.startsAt, to: visit.endsAt },
  );
  const p = tableOf(patterns);
  const patternRows = await db
    .select({
      dayOfWeek: column(p, 'dayOfWeek'),
      startTime: column(p, 'startTime'),
      endTime: column(p, 'endTime'),
    })
    .from(p)
    .where(
      and(
        eq(column(p, 'organisationId'), organisationId),
        eq(column(p, 'parentId'), carerId),
        isNull(column(p, 'deletedAt')),
      ),
    );
  const outside = outsideWorkingPattern(
    visit,
    patternRows.map((row) => ({
      dayOfWeek: String(row.dayOfWeek),
      startTime: String(row.startTime),
      endTime: String(row.endTime),
    })),
  );
  return outside ? [...found, outside] : found;
}

interface ClientChoices {
  home: LatLng | null;
  declined: boolean;
  preference: { gender: string | null; skills: string[] };
}

/** The client's home, whether they declined this carer, and what they ask every carer to be. */
async function clientChoices(
  db: Db,
  organisationId: string,
  visit: AllocationVisit,
  carerId: string,
): Promise<ClientChoices> {
  const clientId = visit.clientId ?? null;
  const none: ClientChoices = {
    home: null,
    declined: false,
    preference: { gender: null, skills: [] },
  };
  if (!clientId) return none;
  const c = tableOf(clients);
  const [clientRow] = await db
    .select({ latitude: column(c, 'latitude'), longitude: column(c, 'longitude') })
    .from(c)
    .where(and(eq(column(c, 'id'), clientId), eq(column(c, 'organisationId'), organisationId)));
  const d = tableOf(declinedCarers);
  const [declined] = await db
    .select({ id: column(d, 'id') })
    .from(d)
    .where(
      and(
        eq(column(d, 'organisationId'), organisationId),
        eq(column(d, 'parentId'), clientId),
        eq(column(d, 'carer'), carerId),
        isNull(column(d, 'deletedAt')),
      ),
    )
    .limit(1);
  const r = tableOf(requiredTraining);
  const t = tableOf(courses);
  const required = await db
    .select({ course: column(t, 'name') })
    .from(r)
    .innerJoin(t, eq(column(t, 'id'), column(r, 'course')))
    .where(
      and(
        eq(column(r, 'organisationId'), organisationId),
        eq(column(r, 'parentId'), clientId),
        isNull(column(r, 'deletedAt')),
      ),
    );
  return {
    home: clientRow ? latLng(clientRow.latitude, clientRow.longitude) : null,
    declined: Boolean(declined),
    preference: {
      gender: await preferredGender(db, organisationId, clientId, visit),
      skills: [...new Set(required.map((row) => String(row.course)))],
    },
  };
}

/**
 * The gender of carer the client asked for in their newest completed Preferences questionnaire;
 * null for none, or when they asked it for personal care only and this visit is not that.
 */
async function preferredGender(
  db: Db,
  organisationId: string,
  clientId: string,
  visit: AllocationVisit,
): Promise<string | null> {
  const asked = (await carerGenderPreferences(db, organisationId, [clientId])).get(clientId);
  if (!asked) return null;
  if (asked.personalCareOnly) {
    const v = tableOf(visits);
    const [row] = await db
      .select({ visitType: column(v, 'visitType') })
      .from(v)
      .where(eq(column(v, 'id'), visit.id));
    if (row?.visitType !== 'Personal care') return null;
  }
  return asked.gender;
}

/** Minutes of the carer's other visits inside [from, to), each clipped to it. */
async function bookedMinutesBetween(
  db: Db,
  organisationId: string,
  carerId: string,
  visitId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const a = tableOf(visitCarers);
  const starts = column(a, 'startsAt');
  const ends = column(a, 'endsAt');
  const [row] = await db
    .select({
      minutes: sql<string>`coalesce(sum(extract(epoch from (least(${ends}, ${to.toISOString()}::timestamptz) - greatest(${starts}, ${from.toISOString()}::timestamptz))) / 60), 0)`,
    })
    .from(a)
    .where(
      and(
        allocationsOf(organisationId, carerId, visitId),
        lt(starts, to.toISOString()),
        gt(ends, from.toISOString()),
      ),
    );
  return Number(row?.minutes ?? 0);
}

/** The visit row as the rules read it. */
export function allocationVisitOf(row: Record<string, unknown>): AllocationVisit {
  return {
    id: String(row.id),
    startsAt: at(row.startsAt),
    endsAt: at(row.endsAt),
    clientId: row.client ? String(row.client) : null,
    location: null,
  };
}

export { visitCarers as visitCarerKind, visits as visitKind };
