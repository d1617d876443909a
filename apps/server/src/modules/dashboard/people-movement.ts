import type { Db } from '@care360/db';
import {
  type Growth,
  MOVEMENT_LIST_LIMIT,
  type Movement,
  monthsOf,
  recordKind,
  shortMonthLabel,
} from '@care360/domain';
import { and, asc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * Who came and went: clients from the day their care started to the day their service ended
 * (the last day of care), carers from their start date to the day they left. Counted from those
 * dates alone, within the caller's organisation and branch, as the clients and carers lists list
 * the same records.
 */

export type PeopleKind = 'clients' | 'carers';

const DATES: Record<PeopleKind, { start: string; end: string; detail: string }> = {
  clients: { start: 'startDate', end: 'serviceEndedOn', detail: 'serviceEndReason' },
  carers: { start: 'startDate', end: 'leftOn', detail: 'status' },
};

const branches = recordKind('branches');

function parts(who: PeopleKind) {
  const kind = recordKind(who);
  const table = tableOf(kind);
  const dates = DATES[who];
  return {
    kind,
    table,
    start: column(table, dates.start),
    end: column(table, dates.end),
    detail: column(table, dates.detail),
    branch: column(table, 'branch'),
  };
}

interface Period {
  from: string;
  to: string;
  branch?: string | undefined;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (text(value)?.slice(0, 10) ?? null);

/** The branches the caller may see (or the one asked for), by name. */
export async function branchesOf(db: Db, caller: Caller, branch?: string) {
  const b = tableOf(branches);
  const rows = await db
    .select({ id: column(b, 'id'), name: column(b, 'name') })
    .from(b)
    .where(
      and(
        eq(column(b, 'organisationId'), caller.organisation.id),
        sql`${column(b, 'deletedAt')} is null`,
        caller.branchScope
          ? caller.branchScope.branchId
            ? eq(column(b, 'id'), caller.branchScope.branchId)
            : sql`false`
          : undefined,
        branch ? eq(column(b, 'id'), branch) : undefined,
      ),
    )
    .orderBy(asc(column(b, 'name')));
  return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
}

/** Active at each month's end (today for this month), started and ended in it, by branch. */
export async function growth(
  db: Db,
  caller: Caller,
  who: PeopleKind,
  period: Period,
  today: string,
): Promise<Growth> {
  const p = parts(who);
  const [people, branchList] = await Promise.all([
    db
      .select({ branch: p.branch, start: p.start, end: p.end })
      .from(p.table)
      .where(
        and(
          scopeOf(p.kind, caller),
          period.branch ? eq(p.branch, period.branch) : undefined,
        ) as SQL,
      ),
    branchesOf(db, caller, period.branch),
  ]);
  const months = monthsOf(period.from, period.to);
  const rows = months.flatMap((month) => {
    const at = month.to < today ? month.to : today;
    return branchList.map((branch) => {
      let active = 0;
      let started = 0;
      let ended = 0;
      for (const person of people) {
        if (String(person.branch) !== branch.id) continue;
        const start = day(person.start);
        const end = day(person.end);
        if (!start) continue;
        if (start <= at && (!end || end >= at)) active++;
        if (start >= month.from && start <= month.to) started++;
        if (end && end >= month.from && end <= month.to) ended++;
      }
      return { month: month.key, branch: branch.id, active, started, ended };
    });
  });
  return {
    from: period.from,
    to: period.to,
    months: months.map(({ key, label }) => ({ key, label })),
    branches: branchList,
    rows,
    undated: people.filter((person) => !day(person.start)).length,
  };
}

/** Who started (or ended) in the period: counted by month and branch, and listed by date. */
export async function movement(
  db: Db,
  caller: Caller,
  who: PeopleKind,
  which: 'starts' | 'ends',
  period: Period,
): Promise<Movement> {
  const p = parts(who);
  const b = tableOf(branches);
  const date = which === 'starts' ? p.start : p.end;
  const where = and(
    scopeOf(p.kind, caller),
    isNotNull(date),
    gte(date, period.from),
    lte(date, period.to),
    period.branch ? eq(p.branch, period.branch) : undefined,
  ) as SQL;
  const branchName = sql<string>`coalesce(${column(b, 'name')}, '')`;
  const [byMonth, byBranch, people] = await Promise.all([
    db
      .select({
        month: sql<string>`to_char(${date}, 'YYYY-MM')`,
        count: sql<number>`count(*)::int`,
      })
      .from(p.table)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({
        branch: sql<string>`${p.branch}::text`,
        branchName,
        count: sql<number>`count(*)::int`,
      })
      .from(p.table)
      .leftJoin(b, eq(column(b, 'id'), p.branch))
      .where(where)
      .groupBy(p.branch, column(b, 'name'))
      .orderBy(branchName),
    db
      .select({
        id: column(p.table, 'id'),
        name: sql<string>`concat_ws(', ', ${column(p.table, 'surname')}, ${column(p.table, 'forename')})`,
        branchName,
        date,
        detail: p.detail,
      })
      .from(p.table)
      .leftJoin(b, eq(column(b, 'id'), p.branch))
      .where(where)
      .orderBy(asc(date), asc(column(p.table, 'surname')), asc(column(p.table, 'id')))
      .limit(MOVEMENT_LIST_LIMIT),
  ]);
  const counts = new Map(byMonth.map((row) => [row.month, row.count]));
  return {
    from: period.from,
    to: period.to,
    total: byMonth.reduce((sum, row) => sum + row.count, 0),
    byMonth: monthsOf(period.from, period.to).map((month) => ({
      month: month.key,
      label: shortMonthLabel(month.from),
      count: counts.get(month.key) ?? 0,
    })),
    byBranch,
    people: people.map((row) => ({
      id: String(row.id),
      name: row.name,
      branchName: row.branchName,
      date: day(row.date) ?? '',
      detail: text(row.detail),
    })),
  };
}
