import type { Db } from '@care360/db';
import {
  ALL_RECORDS,
  can,
  DAYS_TO_CLOSE_BANDS,
  HARM_LEVELS,
  monthsOf,
  QA_DASHBOARD_REGISTERS,
  QA_OVERDUE_LIMIT,
  type QaDashboard,
  type QaRegisterName,
  recordKind,
} from '@care360/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { dateColumnText } from '../../platform/records/column-values';
import { column, scopeOf, tableOf, titleOf } from '../../platform/records/record-query';
import { branchesOf } from '../dashboard';

/**
 * The QA dashboard counted from the registers' rows: each register the caller may read, its
 * entries whose own date falls in the period (as its list lists them, the same scope), counted
 * by branch, month, harm, open and closed and days to close, with their actions overdue today.
 * A draft (an incident from a carer's phone the office has not opened) is not counted yet: its
 * harm is not judged. Each register says how many drafts wait, so its list still reconciles.
 */

/**
 * Each register's own date (the one its list sorts by), its actions' kind (the kind nested under
 * it), and whether it records harm, closing and drafts: read from the declarations, as its list
 * reads them.
 */
export const REGISTER_FACTS = Object.fromEntries(
  QA_DASHBOARD_REGISTERS.map((name) => {
    const kind = recordKind(name);
    return [
      name,
      {
        date: kind.list.sort,
        actions: ALL_RECORDS.find((other) => other.parent === name)?.name ?? null,
        harm: 'harm' in kind.fields,
        closes: 'status' in kind.fields,
        drafts: statusOptions(kind).includes('Draft'),
      },
    ];
  }),
) as Record<
  QaRegisterName,
  { date: string; actions: string | null; harm: boolean; closes: boolean; drafts: boolean }
>;

/** The values a register's status may take (none for a register without one). */
function statusOptions(kind: ReturnType<typeof recordKind>): string[] {
  const status = kind.fields.status;
  return status?.kind === 'choice' ? status.options.map((option) => option.value) : [];
}

export interface QaPeriod {
  from: string;
  to: string;
  branch?: string | undefined;
}

/** The registers the caller may read, in the dashboard's order. */
export const readableRegisters = (auth: AuthContext) =>
  QA_DASHBOARD_REGISTERS.filter((name) => can(auth.user, recordKind(name).permissions.read));

/**
 * The entries of a register in the period the caller may see, as its list scopes them: its
 * opened entries, or (`drafts`) its drafts alone.
 */
export function entriesInPeriod(
  auth: AuthContext,
  name: QaRegisterName,
  period: QaPeriod,
  drafts = false,
): SQL {
  const kind = recordKind(name);
  const table = tableOf(kind);
  const date = column(table, REGISTER_FACTS[name].date);
  const status = REGISTER_FACTS[name].drafts ? column(table, 'status') : null;
  return and(
    scopeOf(kind, auth.user),
    sql`${date} >= ${period.from}`,
    sql`${date} <= ${period.to}`,
    period.branch ? eq(column(table, 'branch'), period.branch) : undefined,
    status ? (drafts ? eq(status, 'Draft') : ne(status, 'Draft')) : undefined,
  ) as SQL;
}

/** How many drafts of a register in the period wait to be opened; null if it has none. */
async function draftsOf(db: Db, auth: AuthContext, name: QaRegisterName, period: QaPeriod) {
  if (!REGISTER_FACTS[name].drafts) return null;
  const table = tableOf(recordKind(name));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(entriesInPeriod(auth, name, period, true));
  return row?.n ?? 0;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface Entry {
  register: QaRegisterName;
  branch: string;
  date: string;
  status: string | null;
  harm: string | null;
  closedOn: string | null;
}

async function entriesOf(db: Db, auth: AuthContext, name: QaRegisterName, period: QaPeriod) {
  const kind = recordKind(name);
  const table = tableOf(kind);
  const facts = REGISTER_FACTS[name];
  const rows = await db
    .select({
      branch: sql<string>`${column(table, 'branch')}::text`,
      date: column(table, facts.date),
      status: facts.closes ? column(table, 'status') : sql`null`,
      harm: facts.harm ? column(table, 'harm') : sql`null`,
      closedOn: facts.closes ? column(table, 'closedOn') : sql`null`,
    })
    .from(table)
    .where(entriesInPeriod(auth, name, period));
  return rows.map(
    (row): Entry => ({
      register: name,
      branch: String(row.branch),
      date: dateColumnText(row.date) ?? '',
      status: text(row.status),
      harm: text(row.harm),
      closedOn: dateColumnText(row.closedOn),
    }),
  );
}

/** The actions of the period's entries: how many, and those not done by their due day. */
async function actionsOf(
  db: Db,
  auth: AuthContext,
  name: QaRegisterName,
  period: QaPeriod,
  today: string,
) {
  const actionsName = REGISTER_FACTS[name].actions;
  if (!actionsName) return { actions: 0, overdueCount: 0, overdue: [] };
  const kind = recordKind(name);
  const entries = tableOf(kind);
  const actionKind = recordKind(actionsName as never);
  const a = tableOf(actionKind);
  const users = recordKind('users');
  const u = tableOf(users);
  const inPeriod = sql`${column(a, 'parentId')} in (select ${column(entries, 'id')} from ${entries} where ${entriesInPeriod(auth, name, period)})`;
  const overdueWhere = and(
    scopeOf(actionKind, auth.user),
    inPeriod,
    sql`${column(a, 'done')} is not true`,
    sql`${column(a, 'dueOn')} < ${today}`,
  );
  const [totals, overdue] = await Promise.all([
    db
      .select({
        actions: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${overdueWhere}))::int`,
      })
      .from(a)
      .where(and(scopeOf(actionKind, auth.user), inPeriod)),
    db
      .select({
        entry: sql<string>`${column(a, 'parentId')}::text`,
        entryTitle: sql<string>`(select ${titleOf(kind, entries)} from ${entries} where ${column(entries, 'id')} = ${column(a, 'parentId')})`,
        action: column(a, 'action'),
        dueOn: column(a, 'dueOn'),
        ownerName: sql<
          string | null
        >`(select ${titleOf(users, u)} from ${u} where ${column(u, 'id')} = ${column(a, 'owner')})`,
      })
      .from(a)
      .where(overdueWhere)
      .orderBy(column(a, 'dueOn'))
      .limit(QA_OVERDUE_LIMIT),
  ]);
  return {
    actions: totals[0]?.actions ?? 0,
    overdueCount: totals[0]?.overdue ?? 0,
    overdue: overdue.map((row) => ({
      register: name,
      entry: String(row.entry),
      entryTitle: String(row.entryTitle ?? ''),
      action: String(row.action),
      dueOn: dateColumnText(row.dueOn) ?? '',
      ownerName: text(row.ownerName),
    })),
  };
}

/** The dashboard's figures for the period, of the registers the caller may read. */
export async function qaDashboard(
  db: Db,
  auth: AuthContext,
  period: QaPeriod,
  today: string,
): Promise<QaDashboard> {
  const names = readableRegisters(auth);
  const [branches, perRegister] = await Promise.all([
    branchesOf(db, auth.user, period.branch),
    Promise.all(
      names.map(async (name) => ({
        name,
        entries: await entriesOf(db, auth, name, period),
        drafts: await draftsOf(db, auth, name, period),
        actions: await actionsOf(db, auth, name, period, today),
      })),
    ),
  ]);
  const all = perRegister.flatMap((r) => r.entries);
  const countsOf = (entries: Entry[]) =>
    Object.fromEntries(names.map((n) => [n, entries.filter((e) => e.register === n).length]));
  const row = (entries: Entry[]) => ({ total: entries.length, counts: countsOf(entries) });
  const closedDays = (e: Entry) =>
    e.status === 'Closed' && e.closedOn ? daysFrom(e.date, e.closedOn) : null;

  const registers = perRegister.map(({ name, entries, drafts, actions }) => {
    const kind = recordKind(name);
    const closes = REGISTER_FACTS[name].closes;
    const days = entries.map(closedDays).filter((d): d is number => d !== null);
    return {
      register: name,
      label: kind.plural,
      path: `/app/${kind.path}`,
      total: entries.length,
      open: closes ? entries.filter((e) => e.status !== 'Closed').length : null,
      closed: closes ? entries.filter((e) => e.status === 'Closed').length : null,
      drafts,
      actions: actions.actions,
      overdueActions: actions.overdueCount,
      averageDaysToClose: days.length
        ? Math.round(days.reduce((sum, d) => sum + d, 0) / days.length)
        : null,
    };
  });
  const bandOf = (days: number) =>
    DAYS_TO_CLOSE_BANDS.find((band) => band.upTo === null || days <= band.upTo)?.label;

  return {
    from: period.from,
    to: period.to,
    registers,
    totals: {
      total: all.length,
      open: registers.reduce((sum, r) => sum + (r.open ?? 0), 0),
      closed: registers.reduce((sum, r) => sum + (r.closed ?? 0), 0),
      overdueActions: registers.reduce((sum, r) => sum + r.overdueActions, 0),
    },
    byBranch: branches.map((branch) => ({
      branch: branch.id,
      branchName: branch.name,
      ...row(all.filter((e) => e.branch === branch.id)),
    })),
    byMonth: monthsOf(period.from, period.to).map((month) => ({
      month: month.key,
      label: month.label,
      ...row(all.filter((e) => e.date.slice(0, 7) === month.key)),
    })),
    byHarm: HARM_LEVELS.map((harm) => ({ harm, ...row(all.filter((e) => e.harm === harm)) })),
    daysToClose: DAYS_TO_CLOSE_BANDS.map((band) => ({
      band: band.label,
      ...row(
        all.filter((e) => {
          const days = closedDays(e);
          return days !== null && bandOf(days) === band.label;
        }),
      ),
    })),
    overdue: perRegister
      .flatMap((r) => r.actions.overdue)
      .sort((x, y) => x.dueOn.localeCompare(y.dueOn))
      .slice(0, QA_OVERDUE_LIMIT),
  };
}
