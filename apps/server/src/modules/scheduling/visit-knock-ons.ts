import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  formatUkDate,
  hospitalStayOn,
  londonDayStart,
  recordKind,
  type TravelTime,
  ukCalendarDate,
} from '@care360/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Actor } from '../../platform/records/record-actor';
import { column, tableOf } from '../../platform/records/record-query';
import { changeEachRecord, insertRecord } from '../../platform/records/record-store';
import { allocationVisitOf, refusalsOf } from './allocation-context';

/**
 * What else moves visits: a client's hospital stay or the end of their service cancels the
 * visits inside it (with a reason that says so, so they can be restored on discharge or
 * reinstatement), and a carer's approved holiday or sickness, or their leaving, takes them off
 * their visits (which then show as places to cover). Each change goes through the record store,
 * audited, and answers how many visits it changed, for the person who made it to be told.
 *
 * Only visits still to come are touched: ones that have not started and are planned or
 * published. What has started, happened or was cancelled already is the record of what was.
 */

export const visitKind = recordKind('visits');
export const visitCarerKind = recordKind('visit-carers');
const stayKind = recordKind('client-hospital-stays');

/** The start of each cancellation reason this module writes: how a restore finds its own. */
export const CANCELLED_FOR = {
  hospital: 'Client in hospital',
  serviceEnded: 'Client’s service ended',
} as const;
export type CancelledFor = keyof typeof CANCELLED_FOR;

const STILL_TO_COME = ['Planned', 'Published'];

export const ukDay = (date: string) => formatUkDate(`${date}T12:00:00Z`);

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** The instant a London calendar day starts (the day after the last one, for a period's end). */
function dayStart(date: string): Date {
  return londonDayStart(date) ?? new Date(`${date}T00:00:00Z`);
}

/**
 * A client's visits still to come on London days from `from` up to (not including) `until`,
 * or with no end; locked for the change.
 */
async function clientVisitsToCome(
  tx: Db,
  organisationId: string,
  clientId: string,
  from: string,
  until: string | null,
  now: Date,
) {
  const v = tableOf(visitKind);
  return (await tx
    .select({ id: column(v, 'id'), visitDate: column(v, 'visitDate') })
    .from(v)
    .where(
      and(
        eq(column(v, 'organisationId'), organisationId),
        isNull(column(v, 'deletedAt')),
        eq(column(v, 'client'), clientId),
        inArray(column(v, 'status'), STILL_TO_COME),
        gte(column(v, 'visitDate'), from),
        until ? lt(column(v, 'visitDate'), until) : undefined,
        gt(column(v, 'startsAt'), now.toISOString()),
      ),
    )
    .orderBy(asc(column(v, 'startsAt')))
    .for('update')) as { id: string; visitDate: unknown }[];
}

/** Cancels a client's visits still to come from `from` up to `until` (excluded), with a reason. */
export async function cancelClientVisits(
  tx: Db,
  actor: Actor,
  clientId: string,
  period: { from: string; until: string | null },
  reason: string,
  now = new Date(),
): Promise<number> {
  const organisationId = actor.auth.user.organisation.id;
  const found = await clientVisitsToCome(
    tx,
    organisationId,
    clientId,
    period.from,
    period.until,
    now,
  );
  const cancelled = await changeEachRecord(
    tx,
    actor,
    visitKind,
    found.map((visit) => visit.id),
    { status: 'Cancelled', cancellationReason: reason },
    { auditAction: 'visits.cancelled', note: { because: reason } },
  );
  return cancelled.length;
}

/** The client's open and closed hospital stays, as the suspension rules read them. */
async function staysOf(tx: Db, organisationId: string, clientId: string) {
  const s = tableOf(stayKind);
  const rows = await tx
    .select({
      admittedOn: column(s, 'admittedOn'),
      dischargedOn: column(s, 'dischargedOn'),
    })
    .from(s)
    .where(
      and(
        eq(column(s, 'organisationId'), organisationId),
        isNull(column(s, 'deletedAt')),
        eq(column(s, 'parentId'), clientId),
      ),
    );
  return rows.map((row) => ({
    admittedOn: dateText(row.admittedOn),
    dischargedOn: row.dischargedOn === null ? null : dateText(row.dischargedOn),
  }));
}

/** When the client's service ended, if it has. */
async function serviceEndOf(tx: Db, organisationId: string, clientId: string) {
  const c = tableOf(recordKind('clients'));
  const [row] = await tx
    .select({ endedOn: column(c, 'serviceEndedOn') })
    .from(c)
    .where(and(eq(column(c, 'organisationId'), organisationId), eq(column(c, 'id'), clientId)));
  return row?.endedOn ? dateText(row.endedOn) : null;
}

/**
 * Visits cancelled for a hospital stay or the end of the service that may go ahead again: still
 * to come, on a day with no hospital stay and before no ended service. Locked when `lock`.
 */
export async function restorableVisits(
  tx: Db,
  organisationId: string,
  clientId: string,
  because: readonly CancelledFor[] = ['hospital', 'serviceEnded'],
  now = new Date(),
) {
  const v = tableOf(visitKind);
  const rows = (await tx
    .select({ id: column(v, 'id'), visitDate: column(v, 'visitDate') })
    .from(v)
    .where(
      and(
        eq(column(v, 'organisationId'), organisationId),
        isNull(column(v, 'deletedAt')),
        eq(column(v, 'client'), clientId),
        eq(column(v, 'status'), 'Cancelled'),
        gt(column(v, 'startsAt'), now.toISOString()),
        sql`(${sql.join(
          because.map((key) => like(column(v, 'cancellationReason'), `${CANCELLED_FOR[key]}%`)),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(asc(column(v, 'startsAt')))) as { id: string; visitDate: unknown }[];
  if (rows.length === 0) return [];
  const stays = await staysOf(tx, organisationId, clientId);
  const endedOn = await serviceEndOf(tx, organisationId, clientId);
  return rows.filter((row) => {
    const day = dateText(row.visitDate);
    return hospitalStayOn(stays, day) === null && (!endedOn || day <= endedOn);
  });
}

/** Puts cancelled visits that may go ahead again back on the rota, as planned. */
export async function restoreClientVisits(
  tx: Db,
  actor: Actor,
  clientId: string,
  because?: readonly CancelledFor[],
): Promise<number> {
  const organisationId = actor.auth.user.organisation.id;
  const found = await restorableVisits(tx, organisationId, clientId, because);
  const restored = await changeEachRecord(
    tx,
    actor,
    visitKind,
    found.map((visit) => visit.id),
    { status: 'Planned', cancellationReason: null },
    {
      auditAction: 'visits.restored',
      onlyIf: eq(column(tableOf(visitKind), 'status'), 'Cancelled'),
    },
  );
  return restored.length;
}

/** A hospital stay's period as days: from admission up to the discharge day (visits restart on it). */
export function stayPeriod(stay: Readonly<Record<string, unknown>>, today: string) {
  const admitted = dateText(stay.admittedOn);
  return {
    from: admitted > today ? admitted : today,
    until: stay.dischargedOn ? dateText(stay.dischargedOn) : null,
  };
}

export const hospitalReason = (admittedOn: unknown) =>
  `${CANCELLED_FOR.hospital} from ${ukDay(dateText(admittedOn))}`;
export const serviceEndReason = (endedOn: string) =>
  `${CANCELLED_FOR.serviceEnded} on ${ukDay(endedOn)}`;

/** After a client's service ends: no visit after its last day. */
export async function cancelVisitsAfterServiceEnd(
  tx: Db,
  actor: Actor,
  clientId: string,
  endedOn: string,
): Promise<number> {
  const after = addCalendarDays(endedOn, 1);
  const today = ukCalendarDate();
  return cancelClientVisits(
    tx,
    actor,
    clientId,
    { from: after > today ? after : today, until: null },
    serviceEndReason(endedOn),
  );
}

/**
 * A carer's places on visits still to come (planned or published, not started), for a query of
 * places joined to their visits: those they fill now, or those they were taken off and are not
 * back on since.
 */
function carerPlacesToCome(
  organisationId: string,
  carerId: string,
  now: Date,
  which: 'filled' | 'taken off',
): SQL {
  const a = tableOf(visitCarerKind);
  const v = tableOf(visitKind);
  const takenOff = which === 'taken off';
  return and(
    eq(column(a, 'organisationId'), organisationId),
    eq(column(a, 'carer'), carerId),
    takenOff ? isNotNull(column(a, 'deletedAt')) : isNull(column(a, 'deletedAt')),
    isNull(column(v, 'deletedAt')),
    inArray(column(v, 'status'), STILL_TO_COME),
    gt(column(v, 'startsAt'), now.toISOString()),
    takenOff
      ? sql`not exists (select 1 from ${a} as back where back.parent_id = ${column(v, 'id')} and back.carer = ${carerId} and back.deleted_at is null)`
      : undefined,
  ) as SQL;
}

/**
 * Takes a carer off the places they fill on visits still to come that overlap `from` to `to`
 * (instants; no `to` is for good). Answers the visits, each once.
 */
export async function removeCarerFromVisits(
  tx: Db,
  actor: Actor,
  carerId: string,
  period: { from: Date; to: Date | null },
  because: string,
  options: { leave?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const organisationId = actor.auth.user.organisation.id;
  const a = tableOf(visitCarerKind);
  const v = tableOf(visitKind);
  const start = period.from > now ? period.from : now;
  const places = (await tx
    .select({ id: column(a, 'id'), visitId: column(a, 'parentId') })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .where(
      and(
        carerPlacesToCome(organisationId, carerId, now, 'filled'),
        gt(column(v, 'endsAt'), start.toISOString()),
        period.to ? lt(column(v, 'startsAt'), period.to.toISOString()) : undefined,
      ) as SQL,
    )
    .for('update')) as { id: string; visitId: string }[];
  const removed = new Set(
    await changeEachRecord(
      tx,
      actor,
      visitCarerKind,
      places.map((place) => place.id),
      { deletedAt: new Date() },
      {
        auditAction: 'visit-carers.removed',
        // The leave's id too: a return finds its removals after its dates have changed.
        note: { because, ...(options.leave ? { leave: options.leave } : {}) },
        onlyIf: isNull(column(a, 'deletedAt')),
      },
    ),
  );
  return new Set(places.filter((place) => removed.has(place.id)).map((place) => place.visitId))
    .size;
}

/** Why a carer was taken off visits for a leave: the audit entry's note, and how a return finds them. */
export const leaveReason = (holiday: Readonly<Record<string, unknown>>) =>
  `approved leave from ${ukDay(dateText(holiday.fromDate))} to ${ukDay(dateText(holiday.toDate))}`;

/**
 * After a leave is no longer approved (cancelled, declined after all, deleted), or is approved for
 * fewer days (`stillAway`): puts the carer back on the visits still to come they were taken off
 * for it (the removals' notes name it) outside the days still away, where their place is still
 * open and the allocation rules let them take it now; a visit someone else covered, or one they
 * may no longer take, stays as it is. Answers how many visits they were put back on, and how
 * many of those taken off are left to cover.
 */
export async function returnCarerToVisits(
  tx: Db,
  actor: Actor,
  carerId: string,
  leave: { id: string; because: string },
  /** The journeys judged as the allocation judges them (travelTimeOf the configuration). */
  travelTime: TravelTime,
  options: { stillAway?: { from: Date; to: Date }; now?: Date } = {},
): Promise<{ returned: number; left: number }> {
  const now = options.now ?? new Date();
  const away = options.stillAway;
  const organisationId = actor.auth.user.organisation.id;
  const a = tableOf(visitCarerKind);
  const v = tableOf(visitKind);
  const removedForLeave = sql`exists (select 1 from ${schema.auditLog} as removal
    where removal.record_type = ${visitCarerKind.name} and removal.record_id = ${column(a, 'id')}::text
      and removal.action = 'visit-carers.removed'
      and (removal.changes ->> 'leave' = ${leave.id} or removal.changes ->> 'because' = ${leave.because}))`;
  const places = await tx
    .selectDistinctOn([column(v, 'id')], {
      visit: column(v, 'id'),
      place: column(a, 'place'),
      startsAt: column(v, 'startsAt'),
      endsAt: column(v, 'endsAt'),
      client: column(v, 'client'),
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .where(
      and(
        // Not one they are back on already (given back when the leave was shortened).
        carerPlacesToCome(organisationId, carerId, now, 'taken off'),
        removedForLeave,
        // A leave shortened: the days still away keep their cover.
        away
          ? sql`not (${column(v, 'endsAt')} > ${away.from.toISOString()} and ${column(v, 'startsAt')} < ${away.to.toISOString()})`
          : undefined,
      ) as SQL,
    )
    .orderBy(column(v, 'id'), desc(column(a, 'deletedAt')));
  let returned = 0;
  for (const place of places) {
    const taken = await tx
      .select({ place: column(a, 'place') })
      .from(a)
      .where(and(eq(column(a, 'parentId'), String(place.visit)), isNull(column(a, 'deletedAt'))));
    if (taken.some((row) => row.place === place.place)) continue;
    const refusals = await refusalsOf(
      tx,
      organisationId,
      allocationVisitOf({ id: place.visit, ...place }),
      carerId,
      travelTime,
    );
    if (!refusals || refusals.length > 0) continue;
    await insertRecord(
      tx,
      actor,
      visitCarerKind,
      { place: place.place, carer: carerId, overrideReason: null },
      {
        parentId: String(place.visit),
        auditAction: 'visit-carers.allocate',
        note: { because: `${leave.because}: no longer approved`, leave: leave.id },
      },
    );
    returned += 1;
  }
  return { returned, left: places.length - returned };
}

/** A holiday's days as instants: from the first day's start to the day after the last. */
export function holidayPeriod(holiday: Readonly<Record<string, unknown>>) {
  return {
    from: dayStart(dateText(holiday.fromDate)),
    to: dayStart(addCalendarDays(dateText(holiday.toDate), 1)),
  };
}

export interface CoverVisit {
  id: string;
  client: string;
  clientName: string;
  visitDate: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  status: string;
  /** Places of the visit nobody fills now. */
  openPlaces: number;
}

/**
 * Visits still to come that a carer was taken off within a period and whose place nobody has
 * filled since: what the office has to cover.
 */
export async function visitsToCover(
  db: Db,
  organisationId: string,
  carerId: string,
  period: { from: Date; to: Date },
  now = new Date(),
): Promise<CoverVisit[]> {
  const a = tableOf(visitCarerKind);
  const v = tableOf(visitKind);
  const c = tableOf(recordKind('clients'));
  const filled = sql`(select count(*) from ${a} as live where live.parent_id = ${column(v, 'id')} and live.deleted_at is null)`;
  const rows = await db
    .selectDistinct({
      id: column(v, 'id'),
      client: column(v, 'client'),
      clientName: sql<string>`concat_ws(', ', ${column(c, 'surname')}, ${column(c, 'forename')})`,
      visitDate: column(v, 'visitDate'),
      startTime: column(v, 'startTime'),
      endTime: column(v, 'endTime'),
      startsAt: column(v, 'startsAt'),
      status: column(v, 'status'),
      carersNeeded: column(v, 'carersNeeded'),
      filled: sql<number>`${filled}::int`,
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .innerJoin(c, eq(column(c, 'id'), column(v, 'client')))
    .where(
      and(
        carerPlacesToCome(organisationId, carerId, now, 'taken off'),
        gt(column(v, 'endsAt'), period.from.toISOString()),
        lt(column(v, 'startsAt'), period.to.toISOString()),
        sql`${filled} < ${column(v, 'carersNeeded')}`,
      ) as SQL,
    )
    .orderBy(asc(column(v, 'startsAt')))
    .limit(500);
  return rows.map((row) => ({
    id: String(row.id),
    client: String(row.client),
    clientName: String(row.clientName),
    visitDate: dateText(row.visitDate),
    startTime: String(row.startTime).slice(0, 5),
    endTime: String(row.endTime).slice(0, 5),
    startsAt: new Date(String(row.startsAt)).toISOString(),
    status: String(row.status),
    openPlaces: Number(row.carersNeeded) - Number(row.filled),
  }));
}
