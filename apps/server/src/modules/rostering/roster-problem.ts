import { carerGenderPreferences, type Db } from '@care360/db';
import {
  type AllocationCarer,
  type AllocationRefusal,
  addCalendarDays,
  allocationRefusals,
  type LatLng,
  londonDayStart,
  outsideWorkingPattern,
  type RosterRunScope,
  type RosterWeightsAnswer,
  recordKind,
  straightLineTravelTime,
  type TravelMode,
  unavailabilityOccurrences,
  WEEKLY_HOURS_LIMIT,
  WORKING_CARER_STATUSES,
  WORKING_TIME_REFERENCE_WEEKS,
  workingPatternOccurrences,
} from '@care360/domain';
import type {
  Exclusion,
  MinuteInterval,
  RosterCarer,
  RosterProblem,
  RosterTask,
  SlotAssignment,
} from '@care360/domain/solver';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { column, tableOf } from '../../platform/records/record-query';
import { complianceAndTrainingOf, type StaffDayFacts } from '../staff';

/**
 * The rostering problem of a branch and a period, read from the database: the visits to plan
 * (each place a slot; a double-up's two carers arrive together), the branch's working carers,
 * who of them the rules of who may take a visit allow on each (allocation-rules.ts, judged once
 * per visit and carer on what the files keep, with each excluded carer's rule kept for the
 * preview's reasons), their working hours, weekly limits and what they are already booked for
 * outside the plan, journeys between homes by their way of travelling (one matrix per mode, built
 * once for the period), the carers each client already knows or prefers, and places kept as
 * they are.
 */

const visitKind = recordKind('visits');
const visitCarerKind = recordKind('visit-carers');
const carerKind = recordKind('carers');
const clientKind = recordKind('clients');
const holidayKind = recordKind('carer-holidays');
const unavailabilityKind = recordKind('carer-unavailability');
const patternKind = recordKind('carer-working-patterns');
const declinedKind = recordKind('client-declined-carers');
const preferredKind = recordKind('client-preferred-carers');
const requiredKind = recordKind('client-required-training');
const courseKind = recordKind('training-courses');

/** Visits that can still be staffed. */
const STAFFABLE = ['Planned', 'Published'];
/** The model has two slots a task at most: a visit needing more keeps its further places as they are. */
const MAX_SLOTS = 2;
/** How far back a carer the client has had counts as one they know. */
const CONTINUITY_WEEKS = 8;
/** The Working Time Regulations' rest break: 20 minutes in a stretch of more than six hours. */
const MAX_CONTINUOUS_MINUTES = 6 * 60;
const BREAK_MINUTES = 20;
const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;
/** The matrices' modes: a driver by car, anyone else by public transport. */
const MODES: readonly TravelMode[] = ['car', 'public transport'];

const instant = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const dateText = (value: unknown) =>
  value === null || value === undefined ? null : String(value).slice(0, 10);
const latLng = (latitude: unknown, longitude: unknown): LatLng | null =>
  latitude === null || latitude === undefined || longitude === null || longitude === undefined
    ? null
    : { latitude: Number(latitude), longitude: Number(longitude) };

/** What the rules' refusal is called after a count in the preview's reasons. */
export function exclusionRule(refusal: AllocationRefusal): string {
  switch (refusal.rule) {
    case 'right-to-work':
      return 'without a current right to work';
    case 'dbs':
      return 'without a current DBS check';
    case 'mandatory-training':
      return 'missing mandatory training';
    case 'not-working':
      return 'not working at present';
    case 'on-holiday':
      return 'on holiday';
    case 'unavailable':
      return refusal.message.includes('outside their working pattern')
        ? 'outside their working pattern'
        : 'unavailable';
    case 'declined-by-client':
      return 'declined by the client';
    case 'gender-preference':
      return refusal.message.replace(
        /^The client prefers a (\w+) carer\.$/,
        'not the $1 carer the client prefers',
      );
    case 'missing-skills':
      return refusal.message.replace(
        /^The client needs a carer trained in (.*)\.$/,
        'not trained in $1',
      );
    default:
      return refusal.rule;
  }
}

/** A visit of the problem as the preview and the accept name it. */
export interface TaskInfo {
  visitId: string;
  clientName: string;
  startsAt: string;
  endsAt: string;
  /** Places the problem plans (1 or 2). */
  places: number;
  /** Who fills each planned place now (carer ids), null where empty. */
  current: (string | null)[];
}

export interface BuiltProblem {
  problem: RosterProblem;
  tasks: TaskInfo[];
  carers: { id: string; name: string }[];
  /** The plan as the rota stands: the current allocations of the planned places. */
  currentAssignments: SlotAssignment[];
  /** By task index: who the rules kept off it and why. */
  exclusions: Record<number, Exclusion[]>;
  /** The period's first instant (minute 0). */
  periodStart: string;
}

export interface ProblemRequest {
  organisationId: string;
  branchId: string;
  from: string;
  to: string;
  scope: RosterRunScope;
  keepAllocated: boolean;
  weights: RosterWeightsAnswer;
}

interface VisitRow {
  id: string;
  client: string | null;
  clientName: string;
  visitType: string | null;
  startsAt: Date;
  endsAt: Date;
  carersNeeded: number;
  latitude: number | null;
  longitude: number | null;
}

/** The problem of a branch and a period, ready for a solver. */
export async function buildRosterProblem(
  db: Db,
  config: Pick<Config, 'osrmUrl' | 'osrmTimeoutMs'>,
  request: ProblemRequest,
): Promise<BuiltProblem> {
  const { organisationId, branchId } = request;
  const start = londonDayStart(request.from);
  const end = londonDayStart(addCalendarDays(request.to, 1));
  if (!start || !end) throw new Error('The period has no real dates.');
  const minuteOf = (at: Date) => Math.round((at.getTime() - start.getTime()) / MINUTE);
  const horizon = minuteOf(end);

  // The visits of the period at the branch that can still be staffed.
  const v = tableOf(visitKind);
  const c = tableOf(clientKind);
  const visitRows = (
    await db
      .select({
        id: column(v, 'id'),
        client: column(v, 'client'),
        clientName: sql<string>`concat_ws(' ', ${column(c, 'forename')}, ${column(c, 'surname')})`,
        visitType: column(v, 'visitType'),
        startsAt: column(v, 'startsAt'),
        endsAt: column(v, 'endsAt'),
        carersNeeded: column(v, 'carersNeeded'),
        latitude: column(c, 'latitude'),
        longitude: column(c, 'longitude'),
      })
      .from(v)
      .innerJoin(c, eq(column(c, 'id'), column(v, 'client')))
      .where(
        and(
          eq(column(v, 'organisationId'), organisationId),
          eq(column(v, 'branch'), branchId),
          isNull(column(v, 'deletedAt')),
          inArray(column(v, 'status'), STAFFABLE),
          isNotNull(column(v, 'startsAt')),
          gte(column(v, 'startsAt'), start.toISOString()),
          lt(column(v, 'startsAt'), end.toISOString()),
        ),
      )
      .orderBy(column(v, 'startsAt'), column(v, 'id'))
  ).map(
    (row): VisitRow => ({
      id: String(row.id),
      client: row.client === null ? null : String(row.client),
      clientName: String(row.clientName),
      visitType: row.visitType === null ? null : String(row.visitType),
      startsAt: instant(row.startsAt),
      endsAt: instant(row.endsAt),
      carersNeeded: Number(row.carersNeeded),
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    }),
  );

  // Who fills each place of those visits now.
  const a = tableOf(visitCarerKind);
  const allocationRows =
    visitRows.length === 0
      ? []
      : await db
          .select({
            visit: column(a, 'parentId'),
            place: column(a, 'place'),
            carer: column(a, 'carer'),
          })
          .from(a)
          .where(
            and(
              eq(column(a, 'organisationId'), organisationId),
              isNull(column(a, 'deletedAt')),
              inArray(
                column(a, 'parentId'),
                visitRows.map((row) => row.id),
              ),
            ),
          );
  const filled = new Map<string, Map<number, string>>();
  for (const row of allocationRows) {
    const places = filled.get(String(row.visit)) ?? new Map<number, string>();
    places.set(Number(row.place), String(row.carer));
    filled.set(String(row.visit), places);
  }

  // The visits planned: every one, or those with an empty place.
  const planned = visitRows.filter((row) => {
    if (request.scope === 'all') return true;
    const places = filled.get(row.id);
    const wanted = Math.min(row.carersNeeded, MAX_SLOTS);
    for (let place = 1; place <= wanted; place++) if (!places?.has(place)) return true;
    return false;
  });
  const plannedIds = new Set(planned.map((row) => row.id));
  // Only unallocated visits planned: their filled places stay, whatever keepAllocated says.
  const keep = request.scope === 'unallocated' || request.keepAllocated;

  // The branch's working carers, and anyone on a planned visit now.
  const k = tableOf(carerKind);
  // Whoever fills a planned place now is weighed too, whichever branch they work for.
  const keptCarers = new Set<string>();
  for (const row of planned)
    for (const carer of filled.get(row.id)?.values() ?? []) keptCarers.add(carer);
  const carerRows = await db
    .select({
      id: column(k, 'id'),
      forename: column(k, 'forename'),
      surname: column(k, 'surname'),
      status: column(k, 'status'),
      gender: column(k, 'gender'),
      isDriver: column(k, 'isDriver'),
      weeklyHours: column(k, 'weeklyHours'),
      optedOutOf48Hours: column(k, 'optedOutOf48Hours'),
      latitude: column(k, 'latitude'),
      longitude: column(k, 'longitude'),
    })
    .from(k)
    .where(
      and(
        eq(column(k, 'organisationId'), organisationId),
        isNull(column(k, 'deletedAt')),
        or(
          and(
            eq(column(k, 'branch'), branchId),
            inArray(column(k, 'status'), [...WORKING_CARER_STATUSES]),
          ),
          keptCarers.size > 0 ? inArray(column(k, 'id'), [...keptCarers]) : sql`false`,
        ),
      ),
    )
    .orderBy(column(k, 'surname'), column(k, 'forename'), column(k, 'id'));
  const carerIds = carerRows.map((row) => String(row.id));
  const carerIndex = new Map(carerIds.map((id, i) => [id, i]));

  // Locations: each client's home, then each carer's.
  const locations: (LatLng | null)[] = [];
  const clientLocation = new Map<string, number>();
  for (const row of planned) {
    const key = row.client ?? row.id;
    if (!clientLocation.has(key)) {
      clientLocation.set(key, locations.length);
      locations.push(latLng(row.latitude, row.longitude));
    }
  }
  const carerHome = carerRows.map((row) => {
    locations.push(latLng(row.latitude, row.longitude));
    return locations.length - 1;
  });
  const travel = await travelMatrices(config, locations);

  const facts = await carerFacts(db, organisationId, carerIds, start, end);
  const clientIds = [
    ...new Set(planned.map((row) => row.client).filter((id): id is string => !!id)),
  ];
  const choices = await clientFacts(db, organisationId, clientIds, start);

  // What each carer is already booked for outside the plan.
  const busyRows =
    carerIds.length === 0
      ? []
      : await db
          .select({
            visit: column(a, 'parentId'),
            place: column(a, 'place'),
            carer: column(a, 'carer'),
            startsAt: column(a, 'startsAt'),
            endsAt: column(a, 'endsAt'),
          })
          .from(a)
          .where(
            and(
              eq(column(a, 'organisationId'), organisationId),
              isNull(column(a, 'deletedAt')),
              eq(column(a, 'visitCancelled'), false),
              inArray(column(a, 'carer'), carerIds),
              lt(column(a, 'startsAt'), new Date(end.getTime() + 86_400_000).toISOString()),
              gt(column(a, 'endsAt'), new Date(start.getTime() - 86_400_000).toISOString()),
            ),
          );
  const busy = new Map<number, MinuteInterval[]>();
  const booked = new Map<number, number[]>();
  const weeks = Math.max(1, Math.ceil(horizon / WEEK_MINUTES));
  for (const row of busyRows) {
    const visitId = String(row.visit);
    // A planned visit's places are the plan's, but for a place beyond the model's two.
    if (plannedIds.has(visitId) && Number(row.place) <= MAX_SLOTS) continue;
    const carer = carerIndex.get(String(row.carer));
    if (carer === undefined) continue;
    const interval = { start: minuteOf(instant(row.startsAt)), end: minuteOf(instant(row.endsAt)) };
    busy.set(carer, [...(busy.get(carer) ?? []), interval]);
    // Hours count against the period's share of contracted hours: only what starts inside it.
    const week = Math.floor(interval.start / WEEK_MINUTES);
    if (interval.start >= 0 && interval.start < horizon && week < weeks) {
      const list = booked.get(carer) ?? Array.from({ length: weeks }, () => 0);
      list[week] = (list[week] ?? 0) + (interval.end - interval.start);
      booked.set(carer, list);
    }
  }

  const carers: RosterCarer[] = carerRows.map((row, i) => {
    const id = String(row.id);
    const patterns = facts.patterns.get(id) ?? [];
    const windows = patterns.length
      ? workingPatternOccurrences(patterns, {
          from: start,
          to: new Date(end.getTime() + 86_400_000),
        }).map((w) => ({ start: minuteOf(w.startsAt), end: minuteOf(w.endsAt) }))
      : [{ start: -1440, end: horizon + 1440 }];
    const weekly = row.weeklyHours === null ? 0 : Number(row.weeklyHours);
    return {
      id,
      home: carerHome[i] ?? 0,
      mode: row.isDriver ? 0 : 1,
      windows,
      // The 48-hour week, unless they signed the opt-out.
      maxWeeklyMinutes:
        row.optedOutOf48Hours === true ? Number.POSITIVE_INFINITY : WEEKLY_HOURS_LIMIT * 60,
      contractedWeeklyMinutes: Number.isFinite(weekly) ? Math.round(weekly * 60) : 0,
      maxContinuousMinutes: MAX_CONTINUOUS_MINUTES,
      breakMinutes: BREAK_MINUTES,
      ...(booked.has(i) ? { bookedWeeklyMinutes: booked.get(i) } : {}),
      ...(busy.has(i) ? { busy: busy.get(i) } : {}),
    };
  });

  const allocationCarers: AllocationCarer[] = carerRows.map((row) => ({
    id: String(row.id),
    working: (WORKING_CARER_STATUSES as readonly string[]).includes(String(row.status)),
    gender: row.gender === null ? null : String(row.gender),
    skills: facts.courses.get(String(row.id)) ?? [],
    travelMode: row.isDriver ? 'car' : 'public transport',
    // The weekly limit is the model's (maxWeeklyMinutes), not judged per visit here.
    optedOutOf48Hours: true,
  }));

  const tasks: RosterTask[] = [];
  const infos: TaskInfo[] = [];
  const exclusions: Record<number, Exclusion[]> = {};
  const currentAssignments: SlotAssignment[] = [];
  for (const row of planned) {
    const taskIndex = tasks.length;
    const places = Math.min(row.carersNeeded, MAX_SLOTS);
    const client = row.client ? choices.get(row.client) : undefined;
    const eligible: number[] = [];
    const excluded: Exclusion[] = [];
    const visit = { id: row.id, startsAt: row.startsAt, endsAt: row.endsAt, clientId: row.client };
    allocationCarers.forEach((carer, i) => {
      const id = carer.id;
      const unavailability = unavailabilityOccurrences(facts.unavailability.get(id) ?? [], {
        from: row.startsAt,
        to: row.endsAt,
      });
      const outside = outsideWorkingPattern(row, facts.patterns.get(id) ?? []);
      const refusals = allocationRefusals(visit, carer, {
        compliance: facts.compliance.get(id) ?? { reasons: [] },
        approvedHolidays: facts.holidays.get(id) ?? [],
        unavailability: outside ? [...unavailability, outside] : unavailability,
        otherVisits: [],
        travel: {},
        clientDeclinedCarer: client?.declined.has(id) ?? false,
        clientPreference: {
          gender:
            client?.gender && (!client.genderPersonalCareOnly || row.visitType === 'Personal care')
              ? client.gender
              : null,
          skills: client?.skills ?? [],
        },
        workingTime: { referenceWeeks: WORKING_TIME_REFERENCE_WEEKS, bookedMinutes: 0 },
      });
      // A lapsed mandatory course the client needs is named as that course: the training the
      // visit waits on, rather than lapsed training in general.
      const needed = refusals.find((r) => r.rule === 'missing-skills');
      const first =
        needed &&
        refusals[0]?.rule === 'mandatory-training' &&
        (client?.skills ?? []).some((course) => refusals[0]?.message.includes(course))
          ? needed
          : refusals[0];
      if (first) excluded.push({ carer: i, rule: exclusionRule(first) });
      else eligible.push(i);
    });
    const current = Array.from(
      { length: places },
      (_, s) => filled.get(row.id)?.get(s + 1) ?? null,
    );
    const pinned = current.map((id) => (keep && id ? (carerIndex.get(id) ?? null) : null));
    const known = client?.known ?? new Map<string, number>();
    const affinity: NonNullable<RosterTask['affinity']> = {};
    for (const [carerId, visits] of known) {
      const i = carerIndex.get(carerId);
      if (i !== undefined) affinity[i] = { continuity: Math.min(1, visits / 4) };
    }
    for (const carerId of client?.preferred ?? []) {
      const i = carerIndex.get(carerId);
      if (i !== undefined) affinity[i] = { ...affinity[i], preferred: 1 };
    }
    const startMinute = minuteOf(row.startsAt);
    const duration = Math.max(1, minuteOf(row.endsAt) - startMinute);
    tasks.push({
      id: row.id,
      location: clientLocation.get(row.client ?? row.id) ?? 0,
      earliest: startMinute,
      latest: startMinute,
      hardLateness: 0,
      slots: Array.from({ length: places }, (_, s) => ({
        duration,
        // A kept carer may stay where the rules would now refuse them: the coordinator put them there.
        eligible:
          pinned[s] !== null && pinned[s] !== undefined && !eligible.includes(pinned[s] as number)
            ? [...eligible, pinned[s] as number].sort((x, y) => x - y)
            : eligible,
      })),
      ...(places > 1 ? { sync: { type: 'simultaneous' as const } } : {}),
      ...(pinned.some((p) => p !== null) ? { pinned } : {}),
      ...(Object.keys(affinity).length > 0 ? { affinity } : {}),
    });
    infos.push({
      visitId: row.id,
      clientName: row.clientName,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      places,
      current,
    });
    if (excluded.length > 0) exclusions[taskIndex] = excluded;
    current.forEach((id, slot) => {
      const carer = id ? carerIndex.get(id) : undefined;
      if (carer !== undefined)
        currentAssignments.push({ task: taskIndex, slot, carer, start: startMinute });
    });
  }

  return {
    problem: {
      tasks,
      carers,
      travel,
      horizon,
      weights: request.weights,
    },
    tasks: infos,
    carers: carerRows.map((row) => ({
      id: String(row.id),
      name: `${String(row.forename)} ${String(row.surname)}`,
    })),
    currentAssignments,
    exclusions,
    periodStart: start.toISOString(),
  };
}

interface CarerFacts {
  compliance: Map<string, StaffDayFacts['compliance']>;
  courses: Map<string, string[]>;
  holidays: Map<string, { fromDate: string; toDate: string }[]>;
  unavailability: Map<string, Parameters<typeof unavailabilityOccurrences>[0][number][]>;
  patterns: Map<string, { dayOfWeek: string; startTime: string; endTime: string }[]>;
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
  map.set(key, [...(map.get(key) ?? []), value]);

/** Every carer's compliance, courses, holidays, unavailability and working pattern at once. */
async function carerFacts(
  db: Db,
  organisationId: string,
  carerIds: string[],
  start: Date,
  end: Date,
): Promise<CarerFacts> {
  const result: CarerFacts = {
    compliance: new Map(),
    courses: new Map(),
    holidays: new Map(),
    unavailability: new Map(),
    patterns: new Map(),
  };
  if (carerIds.length === 0) return result;
  // Compliance as of the period's first day: what lapses during it shows on the day's allocation.
  const dayFacts = await complianceAndTrainingOf(db, organisationId, 'carers', carerIds, start);
  for (const [id, f] of dayFacts) {
    result.compliance.set(id, f.compliance);
    result.courses.set(id, f.currentCourses);
  }
  const firstDay = start.toISOString().slice(0, 10);
  const lastDay = end.toISOString().slice(0, 10);
  const h = tableOf(holidayKind);
  const holidays = await db
    .select({
      carer: column(h, 'parentId'),
      fromDate: column(h, 'fromDate'),
      toDate: column(h, 'toDate'),
    })
    .from(h)
    .where(
      and(
        eq(column(h, 'organisationId'), organisationId),
        inArray(column(h, 'parentId'), carerIds),
        isNull(column(h, 'deletedAt')),
        eq(column(h, 'status'), 'Approved'),
        sql`${column(h, 'fromDate')} <= ${lastDay}`,
        sql`coalesce(${column(h, 'toDate')}, ${column(h, 'fromDate')}) >= ${addCalendarDays(firstDay, -1)}`,
      ),
    );
  for (const row of holidays) {
    const fromDate = dateText(row.fromDate) ?? '';
    push(result.holidays, String(row.carer), {
      fromDate,
      toDate: dateText(row.toDate) ?? fromDate,
    });
  }
  const u = tableOf(unavailabilityKind);
  const away = (await db
    .select()
    .from(u)
    .where(
      and(
        eq(column(u, 'organisationId'), organisationId),
        inArray(column(u, 'parentId'), carerIds),
        isNull(column(u, 'deletedAt')),
      ),
    )) as Record<string, unknown>[];
  for (const row of away)
    push(result.unavailability, String(row.parentId), {
      repeats: String(row.repeats),
      startsAt: row.startsAt === null ? null : instant(row.startsAt),
      endsAt: row.endsAt === null ? null : instant(row.endsAt),
      dayOfWeek: row.dayOfWeek === null ? null : String(row.dayOfWeek),
      startTime: row.startTime === null ? null : String(row.startTime),
      endTime: row.endTime === null ? null : String(row.endTime),
      fromDate: dateText(row.fromDate),
      untilDate: dateText(row.untilDate),
      reason: row.reason === null ? null : String(row.reason),
    });
  const p = tableOf(patternKind);
  const patterns = await db
    .select({
      carer: column(p, 'parentId'),
      dayOfWeek: column(p, 'dayOfWeek'),
      startTime: column(p, 'startTime'),
      endTime: column(p, 'endTime'),
    })
    .from(p)
    .where(
      and(
        eq(column(p, 'organisationId'), organisationId),
        inArray(column(p, 'parentId'), carerIds),
        isNull(column(p, 'deletedAt')),
      ),
    );
  for (const row of patterns)
    push(result.patterns, String(row.carer), {
      dayOfWeek: String(row.dayOfWeek),
      startTime: String(row.startTime),
      endTime: String(row.endTime),
    });
  return result;
}

interface ClientFacts {
  declined: Set<string>;
  /** Carers on the client's preferred list. */
  preferred: Set<string>;
  skills: string[];
  gender: string | null;
  genderPersonalCareOnly: boolean;
  /** Carers who visited the client in the last weeks, with how many visits. */
  known: Map<string, number>;
}

/**
 * Every client's declined and preferred carers, required training, preferred gender and known
 * carers at once.
 */
async function clientFacts(
  db: Db,
  organisationId: string,
  clientIds: string[],
  start: Date,
): Promise<Map<string, ClientFacts>> {
  const result = new Map<string, ClientFacts>(
    clientIds.map((id) => [
      id,
      {
        declined: new Set(),
        preferred: new Set(),
        skills: [],
        gender: null,
        genderPersonalCareOnly: false,
        known: new Map(),
      },
    ]),
  );
  if (clientIds.length === 0) return result;
  const d = tableOf(declinedKind);
  for (const row of await db
    .select({ client: column(d, 'parentId'), carer: column(d, 'carer') })
    .from(d)
    .where(
      and(
        eq(column(d, 'organisationId'), organisationId),
        inArray(column(d, 'parentId'), clientIds),
        isNull(column(d, 'deletedAt')),
      ),
    ))
    result.get(String(row.client))?.declined.add(String(row.carer));
  const p = tableOf(preferredKind);
  for (const row of await db
    .select({ client: column(p, 'parentId'), carer: column(p, 'carer') })
    .from(p)
    .where(
      and(
        eq(column(p, 'organisationId'), organisationId),
        inArray(column(p, 'parentId'), clientIds),
        isNull(column(p, 'deletedAt')),
      ),
    ))
    result.get(String(row.client))?.preferred.add(String(row.carer));
  const r = tableOf(requiredKind);
  const t = tableOf(courseKind);
  for (const row of await db
    .select({ client: column(r, 'parentId'), course: column(t, 'name') })
    .from(r)
    .innerJoin(t, eq(column(t, 'id'), column(r, 'course')))
    .where(
      and(
        eq(column(r, 'organisationId'), organisationId),
        inArray(column(r, 'parentId'), clientIds),
        isNull(column(r, 'deletedAt')),
      ),
    )) {
    const facts = result.get(String(row.client));
    if (facts && !facts.skills.includes(String(row.course))) facts.skills.push(String(row.course));
  }
  for (const [client, asked] of await carerGenderPreferences(db, organisationId, clientIds)) {
    const facts = result.get(client);
    if (facts) {
      facts.gender = asked.gender;
      facts.genderPersonalCareOnly = asked.personalCareOnly;
    }
  }
  // Continuity: who cared for each client in the weeks before the period.
  const a = tableOf(visitCarerKind);
  const v = tableOf(visitKind);
  const since = new Date(start.getTime() - CONTINUITY_WEEKS * WEEK_MINUTES * MINUTE);
  for (const row of await db
    .select({
      client: column(v, 'client'),
      carer: column(a, 'carer'),
      visits: sql<number>`count(*)::int`,
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .where(
      and(
        eq(column(a, 'organisationId'), organisationId),
        isNull(column(a, 'deletedAt')),
        eq(column(a, 'visitCancelled'), false),
        inArray(column(v, 'client'), clientIds),
        gte(column(a, 'startsAt'), since.toISOString()),
        lt(column(a, 'startsAt'), start.toISOString()),
      ),
    )
    .groupBy(column(v, 'client'), column(a, 'carer')))
    result.get(String(row.client))?.known.set(String(row.carer), Number(row.visits));
  return result;
}

/**
 * Minutes between every two locations, one matrix per mode: from an OSRM server's table service
 * when one is configured (a car by road), the straight line × road factor otherwise and for any
 * pair the router cannot answer. A location with no known coordinates is no journey at all.
 */
export async function travelMatrices(
  config: Pick<Config, 'osrmUrl' | 'osrmTimeoutMs'>,
  locations: readonly (LatLng | null)[],
): Promise<number[][][]> {
  const straight = straightLineTravelTime();
  const n = Math.max(1, locations.length);
  const matrices = MODES.map((mode) =>
    Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => {
        const from = locations[i];
        const to = locations[j];
        return i === j || !from || !to ? 0 : Number(straight.minutes(from, to, mode));
      }),
    ),
  );
  const known = locations
    .map((location, i) => ({ location, i }))
    .filter((entry): entry is { location: LatLng; i: number } => entry.location !== null);
  if (config.osrmUrl && known.length > 1) {
    try {
      const points = known
        .map(({ location }) => `${location.longitude},${location.latitude}`)
        .join(';');
      const response = await fetch(
        `${config.osrmUrl}/table/v1/driving/${points}?annotations=duration`,
        {
          signal: AbortSignal.timeout(Math.max(config.osrmTimeoutMs, 5_000)),
        },
      );
      const body = (await response.json()) as { code?: string; durations?: (number | null)[][] };
      const car = matrices[0];
      if (response.ok && body.code === 'Ok' && body.durations && car)
        body.durations.forEach((row, a) => {
          row.forEach((seconds, b) => {
            const from = known[a];
            const to = known[b];
            if (from && to && typeof seconds === 'number' && car[from.i])
              (car[from.i] as number[])[to.i] = Math.ceil(seconds / 60);
          });
        });
    } catch {
      // Down or unreachable: the straight line stands, as the rota's own journeys do.
    }
  }
  return matrices;
}
