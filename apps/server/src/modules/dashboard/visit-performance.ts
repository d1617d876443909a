import type { Db } from '@care360/db';
import {
  addCalendarDays,
  hoursOf,
  londonDayStart,
  type PerformanceFigures,
  recordKind,
  shareOf,
  VISIT_EXCEPTION_RULES,
} from '@care360/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { carerVisitScope } from '../scheduling';

/**
 * How visits went, counted in SQL: one row of facts per visit (a client's report) or per carer's
 * place on one (a carer's), then the performance figures (domain: performanceFigures) summed by
 * whatever the report groups by. A visit is in a period as the visits list lists it: when any of
 * it falls within the period's London days, so a report's total is the list's count.
 */

const visitKind = recordKind('visits');
const placeKind = recordKind('visit-carers');
const v = () => tableOf(visitKind);
const a = () => tableOf(placeKind);
const vc = (key: string) => column(v(), key);
const ac = (key: string) => column(a(), key);

/** The lateness and missed windows: the domain's, as the back office judges exceptions. */
export const PERFORMANCE_RULES = {
  lateAfterMinutes: VISIT_EXCEPTION_RULES.lateAfterMinutes,
  missedAfterMinutes: VISIT_EXCEPTION_RULES.missedAfterMinutes,
};

export interface VisitPeriod {
  from: string;
  to: string;
  branch?: string | undefined;
}

/** The visits of the period the caller may see, as the visits list would list them. */
export async function visitsInPeriod(
  db: Db,
  auth: AuthContext,
  period: VisitPeriod,
  options: { clientsOnly: boolean },
): Promise<SQL> {
  const start = londonDayStart(period.from) as Date;
  const end = londonDayStart(addCalendarDays(period.to, 1)) as Date;
  return and(
    scopeOf(visitKind, auth.user),
    await carerVisitScope(db, auth),
    sql`${vc('endsAt')} > ${start.toISOString()}::timestamptz`,
    sql`${vc('startsAt')} < ${end.toISOString()}::timestamptz`,
    period.branch ? eq(vc('branch'), period.branch) : undefined,
    options.clientsOnly ? isNotNull(vc('client')) : undefined,
  ) as SQL;
}

const minutesBetween = (from: SQL | ReturnType<typeof vc>, to: SQL | ReturnType<typeof vc>) =>
  sql`extract(epoch from (${to}) - (${from})) / 60`;

/**
 * A visit's facts for the figures: its planned start and minutes of care (times the carers it
 * needs), its status, its first check-in and the minutes checked in to checked out.
 */
function visitFacts(db: Db, where: SQL, groupKey: SQL<string>) {
  const places = (what: SQL) =>
    sql`(select ${what} from ${a()} where ${ac('parentId')} = ${vc('id')} and ${ac('deletedAt')} is null)`;
  return db
    .select({
      key: sql<string>`${groupKey}`.as('key'),
      status: sql<string>`${vc('status')}`.as('status'),
      startsAt: sql<string>`${vc('startsAt')}`.as('starts_at'),
      plannedMinutes:
        sql<number>`${minutesBetween(vc('startsAt'), vc('endsAt'))} * ${vc('carersNeeded')}`.as(
          'planned_minutes',
        ),
      firstIn: sql<string | null>`${places(sql`min(${ac('checkedInAt')})`)}`.as('first_in'),
      deliveredMinutes: sql<number>`${places(
        sql`coalesce(sum(${minutesBetween(ac('checkedInAt'), ac('checkedOutAt'))}), 0)`,
      )}`.as('delivered_minutes'),
    })
    .from(v())
    .where(where)
    .as('f');
}

/** A carer's place's facts: as a visit's, for one carer, their own check-in and check-out. */
function placeFacts(db: Db, where: SQL, groupKey: SQL<string>) {
  return db
    .select({
      key: sql<string>`${groupKey}`.as('key'),
      status: sql<string>`${vc('status')}`.as('status'),
      startsAt: sql<string>`${vc('startsAt')}`.as('starts_at'),
      plannedMinutes: sql<number>`${minutesBetween(vc('startsAt'), vc('endsAt'))}`.as(
        'planned_minutes',
      ),
      firstIn: sql<string | null>`${ac('checkedInAt')}`.as('first_in'),
      deliveredMinutes:
        sql<number>`coalesce(${minutesBetween(ac('checkedInAt'), ac('checkedOutAt'))}, 0)`.as(
          'delivered_minutes',
        ),
    })
    .from(a())
    .innerJoin(v(), eq(vc('id'), ac('parentId')))
    .where(and(where, isNull(ac('deletedAt')), eq(ac('organisationId'), vc('organisationId'))))
    .as('f');
}

type Facts = ReturnType<typeof visitFacts>;

/** The figures of `f`'s rows, summed by their key. */
async function figuresBy(db: Db, f: Facts, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const mins = (n: number) => sql`make_interval(mins => ${n})`;
  const due = sql`(${f.status} <> 'Cancelled' and ${f.startsAt} < ${at})`;
  const delivered = sql`(${due} and (${f.status} in ('Completed', 'In progress') or ${f.firstIn} is not null))`;
  const missed = sql`(${due} and not ${delivered} and (${f.status} = 'Missed' or ${f.startsAt} + ${mins(PERFORMANCE_RULES.missedAfterMinutes)} < ${at}))`;
  const late = sql`${f.startsAt} + ${mins(PERFORMANCE_RULES.lateAfterMinutes)}`;
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const rows = await db
    .select({
      key: f.key,
      due: n(due),
      delivered: n(delivered),
      onTime: n(sql`${delivered} and ${f.firstIn} <= ${late}`),
      late: n(sql`${delivered} and ${f.firstIn} > ${late}`),
      noCheckIn: n(sql`${delivered} and ${f.firstIn} is null`),
      missed: n(missed),
      plannedMinutes: sql<number>`coalesce(sum(${f.plannedMinutes}) filter (where ${due}), 0)::float8`,
      deliveredMinutes: sql<number>`coalesce(sum(${f.deliveredMinutes}) filter (where ${due}), 0)::float8`,
      visits: sql<number>`count(*)::int`,
      cancelled: n(sql`${f.status} = 'Cancelled'`),
    })
    .from(f)
    .groupBy(f.key)
    .orderBy(f.key);
  return rows.map((row) => ({
    key: String(row.key),
    visits: row.visits,
    cancelled: row.cancelled,
    figures: performanceOf(row),
  }));
}

/** The figures from the counts, with the shares and hours worked out. */
export function performanceOf(row: {
  due: number;
  delivered: number;
  onTime: number;
  late: number;
  noCheckIn: number;
  missed: number;
  plannedMinutes: number;
  deliveredMinutes: number;
}): PerformanceFigures {
  return {
    due: row.due,
    delivered: row.delivered,
    onTime: row.onTime,
    late: row.late,
    noCheckIn: row.noCheckIn,
    missed: row.missed,
    awaiting: row.due - row.delivered - row.missed,
    hoursPlanned: hoursOf(row.plannedMinutes),
    hoursDelivered: hoursOf(row.deliveredMinutes),
    onTimeShare: shareOf(row.onTime, row.onTime + row.late),
    hoursShare: shareOf(row.deliveredMinutes, row.plannedMinutes),
  };
}

/** Nothing yet: the figures of a group with no visits. */
export const NO_FIGURES = performanceOf({
  due: 0,
  delivered: 0,
  onTime: 0,
  late: 0,
  noCheckIn: 0,
  missed: 0,
  plannedMinutes: 0,
  deliveredMinutes: 0,
});

/** The London date a visit starts on, or the period's first day when it began before it. */
const startDay = (from: string) =>
  sql`greatest((${vc('startsAt')} at time zone 'Europe/London')::date, ${from}::date)`;

/** What a report groups visits by. */
export const groupBy = {
  all: () => sql<string>`'all'`,
  branch: () => sql<string>`${vc('branch')}::text`,
  status: () => sql<string>`${vc('status')}::text`,
  type: () => sql<string>`coalesce(${vc('visitType')}::text, '')`,
  week: (from: string) => sql<string>`date_trunc('week', ${startDay(from)})::date::text`,
  month: (from: string) => sql<string>`to_char(${startDay(from)}, 'YYYY-MM')`,
  branchMonth: (from: string) =>
    sql<string>`${vc('branch')}::text || '|' || to_char(${startDay(from)}, 'YYYY-MM')`,
  client: () => sql<string>`${vc('client')}::text`,
  carer: () => sql<string>`${ac('carer')}::text`,
};

/** The figures of the visits matching `where`, by `key`. */
export const visitFigures = (db: Db, where: SQL, key: SQL<string>, now: Date) =>
  figuresBy(db, visitFacts(db, where, key), now);

/** The figures of the carers' places on the visits matching `where`, by `key`. */
export const placeFigures = (db: Db, where: SQL, key: SQL<string>, now: Date) =>
  figuresBy(db, placeFacts(db, where, key) as unknown as Facts, now);
