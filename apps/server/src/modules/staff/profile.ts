import type { Db } from '@care360/db';
import {
  COMPLIANCE_AREAS,
  recordKind,
  STAFF_OWNERS,
  type StaffOwner,
  type StaffProfile,
  staffCallLogs,
  staffDiscussionNotes,
  staffHolidays,
  ukCalendarDate,
  WORKING_REASON_SECTIONS,
} from '@care360/domain';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { complianceOf } from './compliance';
import { holidayBalanceOf } from './holidays';
import { oversightOf, staffPaths } from './oversight';
import { trainingOf } from './training';
import { workingStatesOf } from './working-state';

/**
 * A member of staff's profile, composed of what each part of the staff area already works out:
 * compliance (compliance.ts), training (training.ts), oversight (oversight.ts) and holidays
 * (holidays.ts), with the newest notes and calls. The caller audits the read in the same
 * transaction. Only the fields the profile shows are read: sensitive ones never are.
 */

/** How many notes and calls the profile shows; the file's lists hold the rest. */
export const PROFILE_RECENT = 5;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const day = (value: unknown) => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
};

async function personOf(db: Db, auth: AuthContext, owner: StaffOwner, id: string) {
  const kind = recordKind(owner);
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const branches = tableOf(recordKind('branches'));
  const [row] = (await db
    .select({
      forename: col('forename'),
      surname: col('surname'),
      preferredName: col('preferredName'),
      role: col('role'),
      jobTitle: owner === 'employees' ? col('jobTitle') : sql<null>`null`,
      status: col('status'),
      statusReason: col('statusReason'),
      mobile: col('mobile'),
      email: col('email'),
      startDate: col('startDate'),
      isDriver: col('isDriver'),
      branch: sql<
        string | null
      >`(select ${column(branches, 'name')} from ${branches} where ${column(branches, 'id')} = ${col('branch')})`,
    })
    .from(table)
    .where(and(eq(col('id'), id), scopeOf(kind, auth.user)))) as Record<string, unknown>[];
  if (!row) throw notFound(STAFF_OWNERS[owner].noun.toLowerCase());
  return {
    name: [row.forename, row.surname].filter(Boolean).join(' '),
    preferredName: text(row.preferredName),
    role: text(row.role),
    jobTitle: text(row.jobTitle),
    status: text(row.status),
    statusReason: text(row.statusReason),
    branch: text(row.branch),
    mobile: text(row.mobile),
    email: text(row.email),
    startDate: day(row.startDate),
    isDriver: typeof row.isDriver === 'boolean' ? row.isDriver : null,
  };
}

async function nextHoliday(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  id: string,
  today: string,
) {
  const kind = staffHolidays[owner];
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const [row] = (await db
    .select({ fromDate: col('fromDate'), toDate: col('toDate'), status: col('status') })
    .from(table)
    .where(
      and(
        scopeOf(kind, auth.user, id),
        gte(col('toDate'), today),
        inArray(col('status'), ['Approved', 'Requested']),
      ),
    )
    .orderBy(asc(col('fromDate')))
    .limit(1)) as Record<string, unknown>[];
  const fromDate = day(row?.fromDate);
  const toDate = day(row?.toDate);
  return row && fromDate && toDate ? { fromDate, toDate, status: String(row.status) } : null;
}

async function recentNotes(db: Db, auth: AuthContext, owner: StaffOwner, id: string) {
  const kind = staffDiscussionNotes[owner];
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const rows = (await db
    .select({
      id: col('id'),
      heldOn: col('heldOn'),
      subject: col('subject'),
      followUpOn: col('followUpOn'),
    })
    .from(table)
    .where(scopeOf(kind, auth.user, id))
    .orderBy(desc(col('heldOn')), desc(col('createdAt')))
    .limit(PROFILE_RECENT)) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: String(row.id),
    heldOn: day(row.heldOn) ?? '',
    subject: String(row.subject ?? ''),
    followUpOn: day(row.followUpOn),
  }));
}

async function recentCalls(db: Db, auth: AuthContext, owner: StaffOwner, id: string) {
  const kind = staffCallLogs[owner];
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const rows = (await db
    .select({
      id: col('id'),
      calledAt: col('calledAt'),
      direction: col('direction'),
      otherParty: col('otherParty'),
      reason: col('reason'),
    })
    .from(table)
    .where(scopeOf(kind, auth.user, id))
    .orderBy(desc(col('calledAt')), desc(col('createdAt')))
    .limit(PROFILE_RECENT)) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: String(row.id),
    calledAt: row.calledAt instanceof Date ? row.calledAt.toISOString() : String(row.calledAt),
    direction: String(row.direction ?? ''),
    otherParty: String(row.otherParty ?? ''),
    reason: String(row.reason ?? ''),
  }));
}

/** The profile of one member of staff the caller may see, or 404. */
export async function staffProfileOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  id: string,
  now: Date = new Date(),
): Promise<StaffProfile> {
  const today = ukCalendarDate(now);
  // First the person: one the caller may not see answers 404 before anything else is read.
  const person = await personOf(db, auth, owner, id);
  const organisationId = auth.user.organisation.id;
  const [working, compliance, training, oversight, balance, next, discussionNotes, callLogs] =
    await Promise.all([
      workingStatesOf(db, organisationId, owner, [id], now),
      complianceOf(db, organisationId, owner, [id], now),
      trainingOf(db, auth, owner, id, now),
      oversightOf(db, auth.user, owner, id, today),
      holidayBalanceOf(db, auth.user, owner, id, undefined, { today }),
      nextHoliday(db, auth, owner, id, today),
      recentNotes(db, auth, owner, id),
      recentCalls(db, auth, owner, id),
    ]);
  const state = compliance.get(id) ?? { state: 'Compliant' as const, reasons: [] };
  // Worked out live, as compliance is: the stored copy the lists read may be a day behind.
  const workingNow = working.get(id) ?? { state: null, label: person.status ?? '', reasons: [] };
  return {
    owner,
    id,
    person,
    working: {
      ...workingNow,
      reasons: workingNow.reasons.map((reason) => ({
        ...reason,
        href: WORKING_REASON_SECTIONS[reason.area]
          ? staffPaths.section(owner, id, WORKING_REASON_SECTIONS[reason.area])
          : `/app/${owner}/${id}/edit`,
      })),
    },
    compliance: {
      state: state.state,
      reasons: state.reasons.map((reason) => ({
        ...reason,
        href: staffPaths.section(owner, id, COMPLIANCE_AREAS[reason.area]),
      })),
    },
    training,
    oversight,
    holidays: { balance, next },
    discussionNotes,
    callLogs,
  };
}
