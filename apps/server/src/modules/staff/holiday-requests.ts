import type { Db } from '@care360/db';
import {
  can,
  HOLIDAY_REQUESTS_LIMIT,
  type HolidayRequests,
  holidayRequestsAnswer,
  holidayRequestsPath,
  recordKind,
  STAFF_OWNER_KINDS,
  type StaffOwner,
  ukDate,
  type WorklistLine,
} from '@care360/domain';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { holidayKindOf } from './holidays';

/**
 * The holiday requests a manager decides (holiday-requests.answers.ts): the requested holidays of
 * live people whose file the caller may change (that is who may approve), in the caller's
 * organisation and, when limited, branch. Approve and Decline save the holiday through its own
 * record route, so the version check, the allowance rule, the approver's name, the audit entry
 * and the email to the person (holidays.hooks.ts) are the same as from its edit page.
 */

const reasons = tableOf(recordKind('holiday-reasons'));
const branchTable = tableOf(recordKind('branches'));

export async function holidayRequestsOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
): Promise<HolidayRequests> {
  const kind = holidayKindOf(owner);
  const table = tableOf(kind);
  const people = tableOf(recordKind(owner));
  const rows = await db
    .select({
      id: column(table, 'id'),
      personId: column(table, 'parentId'),
      forename: column(people, 'forename'),
      surname: column(people, 'surname'),
      branch: column(branchTable, 'name'),
      fromDate: column(table, 'fromDate'),
      toDate: column(table, 'toDate'),
      hours: column(table, 'hours'),
      reason: column(table, 'reason'),
      reasonName: column(reasons, 'name'),
      notes: column(table, 'notes'),
      version: column(table, 'version'),
    })
    .from(table)
    .innerJoin(people, eq(column(people, 'id'), column(table, 'parentId')))
    .leftJoin(reasons, eq(column(reasons, 'id'), column(table, 'reason')))
    .leftJoin(branchTable, eq(column(branchTable, 'id'), column(people, 'branch')))
    .where(
      and(
        scopeOf(kind, auth.user),
        isNull(column(people, 'deletedAt')),
        eq(column(table, 'status'), 'Requested'),
      ) as SQL,
    )
    .orderBy(
      asc(column(table, 'fromDate')),
      asc(column(people, 'surname')),
      asc(column(table, 'id')),
    )
    .limit(HOLIDAY_REQUESTS_LIMIT + 1);
  return {
    owner,
    more: rows.length > HOLIDAY_REQUESTS_LIMIT,
    requests: rows.slice(0, HOLIDAY_REQUESTS_LIMIT).map((r) => ({
      id: String(r.id),
      personId: String(r.personId),
      name: `${r.forename} ${r.surname}`,
      branch: (r.branch as string | null) ?? null,
      fromDate: String(r.fromDate),
      toDate: String(r.toDate),
      hours: Number(r.hours ?? 0),
      reason: String(r.reason),
      reasonName: (r.reasonName as string | null) ?? null,
      notes: (r.notes as string | null) ?? null,
      version: Number(r.version),
      apiPath: `/api/v1/${owner}/${r.personId}/${kind.name}/${r.id}`,
      editPath: `/app/${owner}/${r.personId}/edit/holidays/${r.id}/edit`,
    })),
  };
}

/** Who may decide one kind of staff's holidays: whoever may change their files. */
const mayDecide = (owner: StaffOwner) => recordKind(owner).permissions.update;

export const holidayRequestRoutes = STAFF_OWNER_KINDS.map((owner) =>
  defineRoute({
    method: 'GET',
    url: `/api/v1/holiday-requests/${owner}`,
    access: { permission: mayDecide(owner) },
    answer: holidayRequestsAnswer,
    summary: `The ${owner === 'carers' ? 'carers’' : 'office employees’'} holiday requests still to approve or decline, soonest first`,
    async handler({ auth, services: { db } }) {
      return { data: await holidayRequestsOf(db, auth, owner) };
    },
  }),
);

/** The worklist's lines: each request to decide, soonest first, for whoever may decide it. */
export async function holidayRequestWorklistLines(
  db: Db,
  auth: AuthContext,
): Promise<WorklistLine[]> {
  const lines: { from: string; line: WorklistLine }[] = [];
  for (const owner of STAFF_OWNER_KINDS) {
    if (!can(auth.user, mayDecide(owner))) continue;
    const { requests } = await holidayRequestsOf(db, auth, owner);
    for (const request of requests) {
      lines.push({
        from: request.fromDate,
        line: {
          clientId: request.personId,
          clientName: request.name,
          detail: `Holiday ${ukDate(request.fromDate)} to ${ukDate(request.toDate)} (${request.hours} hours${request.reasonName ? `, ${request.reasonName}` : ''}) to approve or decline`,
          href: holidayRequestsPath(owner),
        },
      });
    }
  }
  return lines.sort((a, b) => a.from.localeCompare(b.from)).map(({ line }) => line);
}
