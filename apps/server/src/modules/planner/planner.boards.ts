import type { Db } from '@care360/db';
import {
  type AlertSeverity,
  addCalendarDays,
  type BoardRow,
  can,
  formatUkDate,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  type BoardSourceContribution,
  derivedBoardSource,
} from '../../platform/boards/board-source';
import { column, referenceTitles, scopeOf, tableOf } from '../../platform/records/record-query';
import { assessmentVisitBranchScope } from './assessment-visits.hooks';

/**
 * The office planner's live-board sources: its assessment visits (assessments, reviews, spot
 * checks, supervisions, appraisals) are the office's task planner, so its overdue and coming
 * tasks, and where office staff are out today, come from them.
 */

const visits = recordKind('assessment-visits');
const AHEAD_DAYS = 7;

interface PlannerRow {
  id: string;
  title: string | null;
  startsAt: Date | string;
  endsAt: Date | string;
  location: string | null;
  status: string;
  assignedToName: string | null;
  withName: string | null;
  branchName: string | null;
}

async function plannerRows(db: Db, auth: AuthContext, where: SQL | undefined) {
  if (!can(auth.user, visits.permissions.read)) return [];
  const table = tableOf(visits);
  const col = (key: string) => column(table, key);
  const titles = referenceTitles(visits);
  return (await db
    .select({
      id: col('id'),
      title: col('title'),
      startsAt: col('startsAt'),
      endsAt: col('endsAt'),
      location: col('location'),
      status: col('status'),
      assignedToName: titles.assignedTo as SQL,
      withName: (titles.clientId ?? titles.carerId) as SQL,
      branchName: titles.branch as SQL,
    })
    .from(table)
    // A coordinator limited to a branch sees only its visits, as on the planner's own screens.
    .where(and(scopeOf(visits, auth.user), assessmentVisitBranchScope(auth), where))
    .limit(5_000)) as PlannerRow[];
}

const time = (at: Date) =>
  at.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
const when = (at: Date) => `${formatUkDate(ukCalendarDate(at))} ${time(at)}`;

function plannerRow(
  row: PlannerRow,
  severity: AlertSeverity,
  person: string | null,
  detail: string,
): BoardRow {
  return {
    id: row.id,
    at: new Date(row.startsAt).toISOString(),
    severity,
    subject: row.title ?? 'Office planner visit',
    detail,
    person,
    href: `/app/assessment-visits/${row.id}/edit`,
    branch: row.branchName,
    alert: null,
  };
}

const col = (key: string) => column(tableOf(visits), key);
/** London midnight at the start of a calendar day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

const overdue = derivedBoardSource('planner-tasks-overdue', async ({ db, auth, now }) => {
  const rows = await plannerRows(
    db,
    auth,
    and(eq(col('status'), 'Planned'), lt(col('startsAt'), now)),
  );
  return rows.map((row) =>
    plannerRow(
      row,
      'Medium',
      row.assignedToName,
      `Planned for ${when(new Date(row.startsAt))}${row.withName ? ` with ${row.withName}` : ''}, not yet done.`,
    ),
  );
});

const mine = derivedBoardSource('my-planner-tasks', async ({ db, auth, now, today }) => {
  const rows = await plannerRows(
    db,
    auth,
    and(
      eq(col('status'), 'Planned'),
      eq(col('assignedTo'), auth.user.id),
      lt(col('startsAt'), dayStart(addCalendarDays(today, AHEAD_DAYS + 1))),
    ),
  );
  return rows.map((row) => {
    const start = new Date(row.startsAt);
    const late = start < now;
    return plannerRow(
      row,
      late ? 'High' : 'Low',
      row.withName,
      `${late ? 'Overdue: planned for' : 'Planned for'} ${when(start)}${row.location ? ` at ${row.location}` : ''}.`,
    );
  });
});

const out = derivedBoardSource('office-employees-out', async ({ db, auth, today }) => {
  const rows = await plannerRows(
    db,
    auth,
    and(
      ne(col('status'), 'Cancelled'),
      gte(col('endsAt'), dayStart(addCalendarDays(today, -1))),
      lt(col('startsAt'), dayStart(addCalendarDays(today, 2))),
    ),
  );
  return rows
    .filter((row) => ukCalendarDate(new Date(row.startsAt)) === today)
    .map((row) =>
      plannerRow(
        row,
        'Low',
        row.assignedToName,
        `${row.location || row.withName || 'Out of the office'}, ${time(new Date(row.startsAt))} to ${time(new Date(row.endsAt))}.`,
      ),
    );
});

/** For the planner area's manifest. */
export const plannerBoardSources: readonly BoardSourceContribution[] = [overdue, mine, out];
