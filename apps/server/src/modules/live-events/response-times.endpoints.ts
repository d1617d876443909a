import { schema } from '@care360/db';
import {
  addCalendarDays,
  alertResponseTimesAnswer,
  alertResponseTimesQuery,
  londonDayStart,
  recordKind,
} from '@care360/domain';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * How fast the office answered its alerts, by week (from Monday, UK calendar) and branch: the
 * minutes from raising to acknowledging and to resolving, on average and at the 95th
 * percentile, worked out in the database over the caller's branches.
 */

const minutesFrom = (raised: unknown, done: unknown) =>
  sql`extract(epoch from (${done} - ${raised})) / 60`;

const rounded = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

const responseTimes = defineRoute({
  method: 'GET',
  url: '/api/v1/alerts/response-times',
  access: { permission: 'alerts.read' },
  summary: 'Time to acknowledge and to resolve alerts, by week and branch',
  answer: alertResponseTimesAnswer,
  query: alertResponseTimesQuery,
  async handler({ auth, query, services: { db } }) {
    const kind = recordKind('alerts');
    const a = tableOf(kind);
    const col = (key: string) => column(a, key);
    const b = schema.branches;
    const start = londonDayStart(query.from);
    const end = londonDayStart(addCalendarDays(query.to, 1));
    if (!start || !end) return { data: { from: query.from, to: query.to, rows: [] } };
    const week = sql<string>`to_char(date_trunc('week', ${col('raisedAt')} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
    const toAck = minutesFrom(col('raisedAt'), col('acknowledgedAt'));
    const toResolve = minutesFrom(col('raisedAt'), col('resolvedAt'));
    const rows = await db
      .select({
        weekStarting: week,
        branch: col('branch'),
        branchName: b.name,
        raised: sql<number>`count(*)::int`,
        acknowledged: sql<number>`count(${col('acknowledgedAt')})::int`,
        resolved: sql<number>`count(${col('resolvedAt')})::int`,
        averageAck: sql<string | null>`avg(${toAck})`,
        p95Ack: sql<string | null>`percentile_cont(0.95) within group (order by ${toAck})`,
        averageResolve: sql<string | null>`avg(${toResolve})`,
        p95Resolve: sql<string | null>`percentile_cont(0.95) within group (order by ${toResolve})`,
      })
      .from(a)
      .innerJoin(b, eq(b.id, col('branch')))
      .where(
        and(
          eq(col('organisationId'), auth.user.organisation.id),
          isNull(col('deletedAt')),
          scopeOf(kind, auth.user),
          query.branch ? eq(col('branch'), query.branch) : undefined,
          gte(col('raisedAt'), start.toISOString()),
          lt(col('raisedAt'), end.toISOString()),
        ),
      )
      .groupBy(week, col('branch'), b.name)
      .orderBy(week, b.name);
    return {
      data: {
        from: query.from,
        to: query.to,
        rows: rows.map((row) => ({
          weekStarting: row.weekStarting,
          branch: String(row.branch),
          branchName: row.branchName,
          raised: row.raised,
          acknowledged: row.acknowledged,
          resolved: row.resolved,
          averageMinutesToAcknowledge: rounded(row.averageAck),
          p95MinutesToAcknowledge: rounded(row.p95Ack),
          averageMinutesToResolve: rounded(row.averageResolve),
          p95MinutesToResolve: rounded(row.p95Resolve),
        })),
      },
    };
  },
});

export const responseTimeRoutes = [responseTimes];
