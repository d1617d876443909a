import {
  addCalendarDays,
  assessmentVisits,
  assessmentVisitTargetId,
  londonDayStart,
  OFFICE_PLANNER_MAX_DAYS,
  OFFICE_PLANNER_MAX_VISITS,
  type OfficePlannerVisit,
  officePlannerAnswer,
  recordKind,
} from '@care360/domain';
import { and, asc, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import {
  column,
  referenceTitles,
  scopeOf,
  tableOf,
  titlesObject,
} from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';
import { assessmentVisitBranchScope } from './assessment-visits.hooks';

/**
 * The office planner's calendar (/app/assessment-visits/calendar): the assessment visits that
 * start in a period of London days, with the names of who each is with and who goes. Moves are
 * the kind's own saves (PUT /api/v1/assessment-visits/:id with the version read).
 */

const kind = recordKind(assessmentVisits.name);
const table = tableOf(kind);
const col = (key: string) => column(table, key);

const periodQuery = z
  .object({
    from: z.iso.date({ error: 'Give the first day as YYYY-MM-DD.' }),
    to: z.iso.date({ error: 'Give the last day as YYYY-MM-DD.' }),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The last day is before the first.' })
  .refine((q) => addCalendarDays(q.from, OFFICE_PLANNER_MAX_DAYS - 1) >= q.to, {
    path: ['to'],
    message: `Ask for at most ${OFFICE_PLANNER_MAX_DAYS} days at a time.`,
  });

export const officePlannerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/office-planner/calendar',
    access: { permission: assessmentVisits.permissions.read },
    summary: 'The assessment visits starting in a period of London days, for the office planner',
    query: periodQuery,
    answer: officePlannerAnswer,
    async handler({ auth, query, services: { db } }) {
      const start = londonDayStart(query.from) as Date;
      const end = londonDayStart(addCalendarDays(query.to, 1)) as Date;
      const rows = await db
        .select({ row: table, titles: titlesObject(referenceTitles(kind)) })
        .from(table)
        .where(
          and(
            scopeOf(kind, auth.user),
            assessmentVisitBranchScope(auth),
            gte(col('startsAt'), start.toISOString()),
            lt(col('startsAt'), end.toISOString()),
          ),
        )
        .orderBy(asc(col('startsAt')), asc(col('id')))
        .limit(OFFICE_PLANNER_MAX_VISITS + 1);
      const visits = rows.slice(0, OFFICE_PLANNER_MAX_VISITS).map(({ row, titles }) => {
        const visit = toApiRow(kind, row as Record<string, unknown>) as Record<string, unknown>;
        const targetKey = `${String(visit.targetType)}Id`;
        return {
          id: visit.id,
          version: visit.version,
          title: visit.title ?? '',
          visitType: visit.visitType,
          targetType: visit.targetType,
          targetId: assessmentVisitTargetId(visit),
          targetName: titles?.[targetKey] ?? null,
          startsAt: new Date(String(visit.startsAt)).toISOString(),
          endsAt: new Date(String(visit.endsAt)).toISOString(),
          assignedTo: visit.assignedTo,
          assignedName: titles?.assignedTo ?? null,
          status: visit.status,
          dueItem: visit.dueItem ?? null,
          location: visit.location ?? null,
        } as OfficePlannerVisit;
      });
      return {
        data: {
          from: query.from,
          to: query.to,
          visits,
          more: rows.length > OFFICE_PLANNER_MAX_VISITS,
        },
      };
    },
  }),
];
