import type { Db } from '@care360/db';
import {
  type AllocationCarer,
  type AllocationContext,
  type AllocationVisit,
  type BookedVisit,
  recordKind,
  straightLineTravelTime,
  type TravelTime,
  travelLegs,
  ukCalendarDate,
  WORKING_CARER_STATUSES,
  WORKING_TIME_REFERENCE_WEEKS,
} from '@care360/domain';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import { complianceAndTrainingOf } from '../staff';

/**
 * What allocationRefusals (domain: allocation-rules.ts) needs of one carer and one visit, read
 * from the database in the allocation's transaction.
 *
 * Not stored anywhere yet, so given as nothing until their records exist: a client's declined
 * carers and preferences (gender, skills), carers' unavailability, the 48-hour opt-out, and the
 * coordinates of homes (without them no journey is judged). Each is a typed input of the rules
 * already; only this reader changes when they are kept.
 */

const visits = recordKind('visits');
const visitCarers = recordKind('visit-carers');
const carers = recordKind('carers');
const holidays = recordKind('carer-holidays');

/** How far either side of a visit the carer's other visits are read for journeys and clashes. */
const NEIGHBOUR_HOURS = 12;
const WEEK_MS = 7 * 24 * 3_600_000;

/** The travel time the rota uses: straight line × road factor ÷ speed, until a router is set. */
export const TRAVEL_TIME: TravelTime = straightLineTravelTime();

const at = (value: unknown) => new Date(String(value));

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
  travelTime: TravelTime = TRAVEL_TIME,
): Promise<GatheredAllocation | null> {
  const k = tableOf(carers);
  const [carerRow] = await db
    .select({
      id: column(k, 'id'),
      status: column(k, 'status'),
      gender: column(k, 'gender'),
      isDriver: column(k, 'isDriver'),
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
    optedOutOf48Hours: false,
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
      unavailability: [],
      otherVisits,
      travel: await travelLegs(visit, otherVisits, carer.travelMode, travelTime),
      clientDeclinedCarer: false,
      clientPreference: { gender: null, skills: [] },
      workingTime: { referenceWeeks: WORKING_TIME_REFERENCE_WEEKS, bookedMinutes },
    },
  };
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
  const rows = await db
    .select({
      id: column(a, 'parentId'),
      startsAt: column(a, 'startsAt'),
      endsAt: column(a, 'endsAt'),
    })
    .from(a)
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
    location: null,
  }));
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
  return { id: String(row.id), startsAt: at(row.startsAt), endsAt: at(row.endsAt), location: null };
}

export { visitCarers as visitCarerKind, visits as visitKind };
