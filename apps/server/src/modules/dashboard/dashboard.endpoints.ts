import {
  branchComparisonAnswer,
  branchLinesAnswer,
  CARER_PERFORMANCE_LIMIT,
  carerPerformanceAnswer,
  clientPerformanceAnswer,
  type DashboardPeriodQuery,
  type DashboardWeekQuery,
  dashboardPeriodQuery,
  dashboardWeekQuery,
  growthAnswer,
  lastTwelveMonths,
  mainDashboardAnswer,
  monthEndOf,
  monthStartOf,
  monthsOf,
  movementAnswer,
  recordKind,
  ukCalendarDate,
  VISIT_STATUSES,
  VISIT_TYPES,
  weeklyVisitsAnswer,
  weekOf,
} from '@care360/domain';
import { sql } from 'drizzle-orm';
import { defineRoute } from '../../platform/http/route';
import { column, tableOf } from '../../platform/records/record-query';
import { mainDashboard } from './main-dashboard';
import { branchesOf, growth, movement, type PeopleKind } from './people-movement';
import {
  groupBy,
  NO_FIGURES,
  PERFORMANCE_RULES,
  placeFigures,
  visitFigures,
  visitsInPeriod,
} from './visit-performance';

/**
 * The dashboards of spec §2.2: the main dashboard and the client and carer reports. Each needs
 * the read permission of every kind of record it counts (a client's visits: visits and clients),
 * so a chart tells no one more than the lists it summarises would.
 */

const BASE = '/api/v1/dashboard';
const read = (kind: 'clients' | 'carers' | 'visits') => recordKind(kind).permissions.read;

/** The period asked for, or `fallback`'s. */
const periodOf = (q: DashboardPeriodQuery, fallback: { from: string; to: string }) => ({
  from: q.from ?? fallback.from,
  to: q.to ?? fallback.to,
  branch: q.branch,
});
const thisMonthSoFar = (today: string) => ({ from: monthStartOf(today), to: today });
const thisMonth = (today: string) => ({ from: monthStartOf(today), to: monthEndOf(today) });
const weekPeriod = (q: DashboardWeekQuery, today: string) => ({
  ...weekOf(q.week ?? today),
  branch: q.branch,
});

const main = defineRoute({
  method: 'GET',
  url: `${BASE}/main`,
  access: { anyPermission: [read('clients'), read('carers'), read('visits')] },
  answer: mainDashboardAnswer,
  summary: "The headline figures of the caller's branches: clients, carers and this week's visits",
  query: dashboardWeekQuery.pick({ branch: true }),
  async handler({ auth, query, services: { db } }) {
    return { data: await mainDashboard(db, auth, query.branch, ukCalendarDate(), new Date()) };
  },
});

const clientPerformance = defineRoute({
  method: 'GET',
  url: `${BASE}/clients/performance`,
  access: { permission: read('visits') },
  owners: [read('clients')],
  answer: clientPerformanceAnswer,
  summary: "Clients' visits delivered, on time and missed, and hours delivered against planned",
  query: dashboardPeriodQuery,
  async handler({ auth, query, services: { db } }) {
    const period = periodOf(query, thisMonthSoFar(ukCalendarDate()));
    const now = new Date();
    const where = await visitsInPeriod(db, auth, period, { clientsOnly: true });
    const [totals, byBranch, byWeek, names] = await Promise.all([
      visitFigures(db, where, groupBy.all(), now),
      visitFigures(db, where, groupBy.branch(), now),
      visitFigures(db, where, groupBy.week(period.from), now),
      branchesOf(db, auth.user, period.branch),
    ]);
    return {
      data: {
        from: period.from,
        to: period.to,
        rules: PERFORMANCE_RULES,
        totals: totals[0]?.figures ?? NO_FIGURES,
        byBranch: names.map((branch) => ({
          branch: branch.id,
          branchName: branch.name,
          ...(byBranch.find((row) => row.key === branch.id)?.figures ?? NO_FIGURES),
        })),
        byWeek: byWeek.map((row) => ({
          week: row.key,
          label: `w/c ${row.key.split('-').reverse().join('/')}`,
          ...row.figures,
        })),
      },
    };
  },
});

const weekly = defineRoute({
  method: 'GET',
  url: `${BASE}/clients/weekly`,
  access: { permission: read('visits') },
  owners: [read('clients')],
  answer: weeklyVisitsAnswer,
  summary: "A week's client visits by status, by type and by punctuality",
  query: dashboardWeekQuery,
  async handler({ auth, query, services: { db } }) {
    const period = weekPeriod(query, ukCalendarDate());
    const now = new Date();
    const where = await visitsInPeriod(db, auth, period, { clientsOnly: true });
    const [byStatus, byType, totals] = await Promise.all([
      visitFigures(db, where, groupBy.status(), now),
      visitFigures(db, where, groupBy.type(), now),
      visitFigures(db, where, groupBy.all(), now),
    ]);
    const figures = totals[0]?.figures ?? NO_FIGURES;
    const typeCount = (type: string) => byType.find((row) => row.key === type)?.visits ?? 0;
    return {
      data: {
        from: period.from,
        to: period.to,
        rules: PERFORMANCE_RULES,
        byStatus: VISIT_STATUSES.map((status) => ({
          label: status,
          count: byStatus.find((row) => row.key === status)?.visits ?? 0,
        })),
        byType: [
          ...VISIT_TYPES.map((type) => ({ label: type, count: typeCount(type) })),
          { label: 'Not recorded', count: typeCount('') },
        ].filter((row) => row.count > 0),
        byPunctuality: [
          { label: 'On time', count: figures.onTime },
          { label: 'Late', count: figures.late },
          { label: 'Delivered, no check-in time', count: figures.noCheckIn },
          { label: 'Missed', count: figures.missed },
          { label: 'Awaiting check-in', count: figures.awaiting },
        ],
        total: totals[0]?.visits ?? 0,
      },
    };
  },
});

const branchComparison = defineRoute({
  method: 'GET',
  url: `${BASE}/clients/branch-comparison`,
  access: { permission: read('visits') },
  owners: [read('clients')],
  answer: branchComparisonAnswer,
  summary: "Each branch's week side by side: visits, missed, on time and hours",
  query: dashboardWeekQuery,
  async handler({ auth, query, services: { db } }) {
    const period = weekPeriod(query, ukCalendarDate());
    const where = await visitsInPeriod(db, auth, period, { clientsOnly: true });
    const v = tableOf(recordKind('visits'));
    const [byBranch, clients, names] = await Promise.all([
      visitFigures(db, where, groupBy.branch(), new Date()),
      db
        .select({
          branch: sql<string>`${column(v, 'branch')}::text`,
          clients: sql<number>`count(distinct ${column(v, 'client')})::int`,
        })
        .from(v)
        .where(where)
        .groupBy(column(v, 'branch')),
      branchesOf(db, auth.user, period.branch),
    ]);
    return {
      data: {
        from: period.from,
        to: period.to,
        rules: PERFORMANCE_RULES,
        branches: names.map((branch) => {
          const row = byBranch.find((r) => r.key === branch.id);
          return {
            branch: branch.id,
            branchName: branch.name,
            visits: row?.visits ?? 0,
            cancelled: row?.cancelled ?? 0,
            clientsVisited: clients.find((c) => c.branch === branch.id)?.clients ?? 0,
            ...(row?.figures ?? NO_FIGURES),
          };
        }),
      },
    };
  },
});

const branchLines = defineRoute({
  method: 'GET',
  url: `${BASE}/clients/branch-lines`,
  access: { permission: read('visits') },
  owners: [read('clients')],
  answer: branchLinesAnswer,
  summary: 'Visits delivered and hours planned and delivered per branch, month by month',
  query: dashboardPeriodQuery,
  async handler({ auth, query, services: { db } }) {
    const period = periodOf(query, lastTwelveMonths(ukCalendarDate()));
    const where = await visitsInPeriod(db, auth, period, { clientsOnly: true });
    const [figures, names] = await Promise.all([
      visitFigures(db, where, groupBy.branchMonth(period.from), new Date()),
      branchesOf(db, auth.user, period.branch),
    ]);
    const months = monthsOf(period.from, period.to);
    return {
      data: {
        from: period.from,
        to: period.to,
        months: months.map(({ key, label }) => ({ key, label })),
        branches: names,
        rows: months.flatMap((month) =>
          names.map((branch) => {
            const row = figures.find((r) => r.key === `${branch.id}|${month.key}`)?.figures;
            return {
              month: month.key,
              branch: branch.id,
              delivered: row?.delivered ?? 0,
              hoursPlanned: row?.hoursPlanned ?? 0,
              hoursDelivered: row?.hoursDelivered ?? 0,
            };
          }),
        ),
      },
    };
  },
});

const carerPerformance = defineRoute({
  method: 'GET',
  url: `${BASE}/carers/performance`,
  access: { permission: read('visits') },
  owners: [read('carers')],
  answer: carerPerformanceAnswer,
  summary: "Carers' places on visits: attended, on time, missed, and hours against planned",
  query: dashboardPeriodQuery,
  async handler({ auth, query, services: { db } }) {
    const period = periodOf(query, thisMonthSoFar(ukCalendarDate()));
    const now = new Date();
    const where = await visitsInPeriod(db, auth, period, { clientsOnly: false });
    const [totals, byBranch, byCarer, names] = await Promise.all([
      placeFigures(db, where, groupBy.all(), now),
      placeFigures(db, where, groupBy.branch(), now),
      placeFigures(db, where, groupBy.carer(), now),
      branchesOf(db, auth.user, period.branch),
    ]);
    const k = tableOf(recordKind('carers'));
    const ids = byCarer.map((row) => row.key);
    const people = ids.length
      ? await db
          .select({
            id: sql<string>`${column(k, 'id')}::text`,
            name: sql<string>`concat_ws(', ', ${column(k, 'surname')}, ${column(k, 'forename')})`,
            branch: sql<string>`${column(k, 'branch')}::text`,
          })
          .from(k)
          .where(sql`${column(k, 'id')} = any(${sql.param(ids)}::uuid[])`)
      : [];
    const carers = byCarer
      .map((row) => {
        const person = people.find((p) => p.id === row.key);
        return {
          carer: row.key,
          carerName: person?.name ?? 'Unknown carer',
          branchName: names.find((b) => b.id === person?.branch)?.name ?? '',
          ...row.figures,
        };
      })
      .sort((x, y) => x.carerName.localeCompare(y.carerName));
    return {
      data: {
        from: period.from,
        to: period.to,
        rules: PERFORMANCE_RULES,
        totals: totals[0]?.figures ?? NO_FIGURES,
        byBranch: names.map((branch) => ({
          branch: branch.id,
          branchName: branch.name,
          ...(byBranch.find((row) => row.key === branch.id)?.figures ?? NO_FIGURES),
        })),
        carers: carers.slice(0, CARER_PERFORMANCE_LIMIT),
        carerCount: carers.length,
      },
    };
  },
});

/** Growth, starts and ends: the same three reports of clients and of carers. */
function peopleRoutes(who: PeopleKind) {
  const title = who === 'clients' ? 'Clients' : 'Carers';
  const growthRoute = defineRoute({
    method: 'GET',
    url: `${BASE}/${who}/growth`,
    access: { permission: read(who) },
    answer: growthAnswer,
    summary: `${title} active at each month's end, started and ended in it, per branch`,
    query: dashboardPeriodQuery,
    async handler({ auth, query, services: { db } }) {
      const today = ukCalendarDate();
      const period = periodOf(query, lastTwelveMonths(today));
      return { data: await growth(db, auth.user, who, period, today) };
    },
  });
  const movementRoute = (which: 'starts' | 'ends') =>
    defineRoute({
      method: 'GET',
      url: `${BASE}/${who}/${which}`,
      access: { permission: read(who) },
      answer: movementAnswer,
      summary: `${title} who ${which === 'starts' ? 'started' : 'ended'} in a period, counted and listed`,
      query: dashboardPeriodQuery,
      async handler({ auth, query, services: { db } }) {
        const period = periodOf(query, thisMonth(ukCalendarDate()));
        return { data: await movement(db, auth.user, who, which, period) };
      },
    });
  return [growthRoute, movementRoute('starts'), movementRoute('ends')];
}

export const dashboardRoutes = [
  main,
  clientPerformance,
  weekly,
  branchComparison,
  branchLines,
  carerPerformance,
  ...peopleRoutes('clients'),
  ...peopleRoutes('carers'),
];
