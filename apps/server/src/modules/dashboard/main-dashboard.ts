import type { Db } from '@care360/db';
import {
  can,
  type MainDashboard,
  monthStartOf,
  recordKind,
  WORKING_CARER_STATUSES,
  weekOf,
} from '@care360/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, oneOf, scopeOf, tableOf } from '../../platform/records/record-query';
import { branchesOf } from './people-movement';
import { groupBy, NO_FIGURES, visitFigures, visitsInPeriod } from './visit-performance';

/**
 * The main dashboard: the few figures a manager opens the day with, each the count of a list it
 * links to (the clients list, the carers list by status, the visits of today), and each only for
 * a caller who may read that list.
 */

const n = sql<number>`count(*)::int`;
const inMonth = (date: ReturnType<typeof column>, from: string, to: string) =>
  sql<number>`(count(*) filter (where ${date} >= ${from} and ${date} <= ${to}))::int`;

export async function mainDashboard(
  db: Db,
  auth: AuthContext,
  branch: string | undefined,
  today: string,
  now: Date,
): Promise<MainDashboard> {
  const month = { from: monthStartOf(today), to: today };
  const week = weekOf(today);
  const branches = await branchesOf(db, auth.user, branch);
  const nameOf = (id: string) => branches.find((b) => b.id === id)?.name ?? '';
  const byBranch = <T extends { branch: string }>(rows: T[]) =>
    rows.filter((row) => branches.some((b) => b.id === row.branch));

  const clientsPart = async () => {
    const kind = recordKind('clients');
    const c = tableOf(kind);
    const where = and(
      scopeOf(kind, auth.user),
      branch ? eq(column(c, 'branch'), branch) : undefined,
    ) as SQL;
    const rows = await db
      .select({
        branch: sql<string>`${column(c, 'branch')}::text`,
        current: sql<number>`(count(*) filter (where ${isNull(column(c, 'serviceEndedOn'))}))::int`,
        started: inMonth(column(c, 'startDate'), month.from, month.to),
        ended: inMonth(column(c, 'serviceEndedOn'), month.from, month.to),
      })
      .from(c)
      .where(where)
      .groupBy(column(c, 'branch'));
    const mine = byBranch(rows);
    return {
      current: mine.reduce((sum, row) => sum + row.current, 0),
      startedThisMonth: mine.reduce((sum, row) => sum + row.started, 0),
      endedThisMonth: mine.reduce((sum, row) => sum + row.ended, 0),
      byBranch: branches.map((b) => ({
        branch: b.id,
        branchName: b.name,
        current: mine.find((row) => row.branch === b.id)?.current ?? 0,
      })),
    };
  };

  const carersPart = async () => {
    const kind = recordKind('carers');
    const k = tableOf(kind);
    const where = and(
      scopeOf(kind, auth.user),
      branch ? eq(column(k, 'branch'), branch) : undefined,
    ) as SQL;
    const rows = await db
      .select({
        branch: sql<string>`${column(k, 'branch')}::text`,
        working: sql<number>`(count(*) filter (where ${oneOf(column(k, 'status'), WORKING_CARER_STATUSES)}))::int`,
        started: inMonth(column(k, 'startDate'), month.from, month.to),
        left: inMonth(column(k, 'leftOn'), month.from, month.to),
      })
      .from(k)
      .where(where)
      .groupBy(column(k, 'branch'));
    const mine = byBranch(rows);
    return {
      working: mine.reduce((sum, row) => sum + row.working, 0),
      startedThisMonth: mine.reduce((sum, row) => sum + row.started, 0),
      leftThisMonth: mine.reduce((sum, row) => sum + row.left, 0),
      byBranch: branches.map((b) => ({
        branch: b.id,
        branchName: nameOf(b.id),
        working: mine.find((row) => row.branch === b.id)?.working ?? 0,
      })),
    };
  };

  const visitsPart = async () => {
    const v = tableOf(recordKind('visits'));
    // Today's visits as the visits list lists them (office events too); the week's performance
    // is of clients' visits, as the client performance report counts it.
    const [todays] = await db
      .select({ n })
      .from(v)
      .where(
        await visitsInPeriod(db, auth, { from: today, to: today, branch }, { clientsOnly: false }),
      );
    const weekWhere = await visitsInPeriod(db, auth, { ...week, branch }, { clientsOnly: true });
    const [figures] = await visitFigures(db, weekWhere, groupBy.all(), now);
    return { today: todays?.n ?? 0, week: figures?.figures ?? NO_FIGURES };
  };

  const [clients, carers, visits] = await Promise.all([
    can(auth.user, recordKind('clients').permissions.read) ? clientsPart() : null,
    can(auth.user, recordKind('carers').permissions.read) ? carersPart() : null,
    can(auth.user, recordKind('visits').permissions.read) ? visitsPart() : null,
  ]);
  return { today, month, week, clients, carers, visits };
}
