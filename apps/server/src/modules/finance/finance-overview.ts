import type { Db } from '@care360/db';
import {
  can,
  type FinanceRunLine,
  financeOverviewAnswer,
  financePeriod,
  formatUkDate,
} from '@care360/domain';
import { and, between, desc, gt, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { placesToConfirm } from './confirmations';
import { allRows, kinds, nameOf, num, peopleNames, str } from './finance-data';

/** The runs /app/finance lists: the latest of each kind. */
const RUNS_SHOWN = 20;

type Row = Record<string, unknown>;
const period = (row: Row) =>
  `${formatUkDate(`${String(row.periodFrom)}T12:00:00Z`)} to ${formatUkDate(`${String(row.periodTo)}T12:00:00Z`)}`;

async function invoiceRunLines(db: Db, auth: AuthContext): Promise<FinanceRunLine[]> {
  const t = tableOf(kinds.invoiceRuns);
  const runs = (await db
    .select()
    .from(t)
    .where(scopeOf(kinds.invoiceRuns, auth.user))
    .orderBy(desc(column(t, 'createdAt')))
    .limit(RUNS_SHOWN)) as Row[];
  const funders = new Map(
    (await allRows(db, kinds.funders, auth.user)).map((row) => [String(row.id), String(row.name)]),
  );
  return runs.map((run) => ({
    id: String(run.id),
    kind: 'invoice',
    title: `Invoices: ${funders.get(String(run.funder)) ?? 'Funder'}, ${period(run)}`,
    periodFrom: String(run.periodFrom),
    periodTo: String(run.periodTo),
    status: String(run.status),
    count: num(run.invoiceCount),
    total: num(run.totalAmount),
    problem: str(run.problem),
    shortfalls: [],
    version: num(run.version),
  }));
}

async function payRunLines(db: Db, auth: AuthContext): Promise<FinanceRunLine[]> {
  const t = tableOf(kinds.payRuns);
  const runs = (await db
    .select()
    .from(t)
    .where(scopeOf(kinds.payRuns, auth.user))
    .orderBy(desc(column(t, 'createdAt')))
    .limit(RUNS_SHOWN)) as Row[];
  const s = tableOf(kinds.payslips);
  const short =
    runs.length === 0
      ? []
      : ((await db
          .select()
          .from(s)
          .where(and(scopeOf(kinds.payslips, auth.user), gt(column(s, 'shortfall'), 0)))) as Row[]);
  const names = await peopleNames(
    db,
    kinds.carers,
    auth.user.organisation.id,
    short.map((row) => String(row.carer)),
  );
  return runs.map((run) => ({
    id: String(run.id),
    kind: 'pay',
    title: `Pay: ${period(run)}`,
    periodFrom: String(run.periodFrom),
    periodTo: String(run.periodTo),
    status: String(run.status),
    count: num(run.carerCount),
    total: num(run.totalGross),
    problem: str(run.problem),
    shortfalls: short
      .filter((slip) => String(slip.parentId) === String(run.id))
      .map((slip) => ({
        payslipId: String(slip.id),
        carerName: nameOf(names.get(String(slip.carer))),
        shortfall: num(slip.shortfall),
      })),
    version: num(run.version),
  }));
}

const overview = defineRoute({
  method: 'GET',
  url: '/api/v1/finance/overview',
  access: {
    anyPermission: [
      kinds.confirmations.permissions.read,
      kinds.invoiceRuns.permissions.read,
      kinds.payRuns.permissions.read,
    ],
  },
  summary: 'Finance at a glance: the runs, their states and totals, and confirmations in a period',
  answer: financeOverviewAnswer,
  query: financePeriod,
  async handler({ auth, query, services: { db } }) {
    const mayConfirm = can(auth.user, kinds.confirmations.permissions.read);
    const c = tableOf(kinds.confirmations);
    const [invoiceRuns, payRuns, confirmed, waiting, funders] = await Promise.all([
      can(auth.user, kinds.invoiceRuns.permissions.read) ? invoiceRunLines(db, auth) : [],
      can(auth.user, kinds.payRuns.permissions.read) ? payRunLines(db, auth) : [],
      mayConfirm
        ? db
            .select({
              visits: sql<number>`count(*)::int`,
              chargeMinutes: sql<number>`coalesce(sum(${column(c, 'chargeMinutes')}), 0)::int`,
              payMinutes: sql<number>`coalesce(sum(${column(c, 'payMinutes')}), 0)::int`,
            })
            .from(c)
            .where(
              and(
                scopeOf(kinds.confirmations, auth.user),
                between(column(c, 'visitDate'), query.from, query.to),
              ),
            )
        : [],
      mayConfirm ? placesToConfirm(db, auth.user, query, new Date()) : null,
      can(auth.user, kinds.invoiceRuns.permissions.create)
        ? allRows(db, kinds.funders, auth.user)
        : [],
    ]);
    return {
      data: {
        runs: [...invoiceRuns, ...payRuns],
        confirmed: confirmed[0] ?? { visits: 0, chargeMinutes: 0, payMinutes: 0 },
        waiting: waiting?.places.length ?? 0,
        funders: funders
          .map((row) => ({ id: String(row.id), name: String(row.name) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      },
    };
  },
});

export const financeOverviewRoutes = [overview];
