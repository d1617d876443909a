import type { Db } from '@care360/db';
import {
  type CourseStatus,
  can,
  formatUkDate,
  type PersonTraining,
  recordKind,
  type StaffOwner,
  staffTrainingRecords,
  type TrainingCompletion,
  type TrainingCourse,
  type TrainingMatrix,
  type TrainingState,
  trainingStatus,
  trainingSummary,
  ukCalendarDate,
  type WorklistLine,
  worklistPaths,
} from '@care360/domain';
import { and, asc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { staffSettingsFor } from './oversight';

/**
 * Training as the server reads it: the organisation's courses, each person's completions and the
 * states training-status.ts gives them. `trainingOf` serves one person's training page and the
 * profile; `trainingMatrixOf` the matrix. Neither writes the audit entry of the read: their
 * callers do, in the same transaction.
 */

const recordsKind = (owner: StaffOwner) => staffTrainingRecords[owner];

/** Statuses of people no longer working, left out of the matrix and the worklist. */
export const FORMER_STAFF_STATUSES = ['Inactive', 'Rejected', 'Left'];

/** The organisation's expiry warning (its staff settings, else STAFF_DEFAULTS), in days. */
export async function trainingWarningDays(db: Db, auth: AuthContext): Promise<number> {
  return (await staffSettingsFor(db, auth.user.organisation.id)).expiryWarningDays;
}

/** The organisation's courses, by name. */
export async function trainingCourses(db: Db, auth: AuthContext): Promise<TrainingCourse[]> {
  const kind = recordKind('training-courses');
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const rows = await db
    .select({
      id: col('id'),
      name: col('name'),
      validityMonths: col('validityMonths'),
      mandatory: col('mandatory'),
      appliesTo: col('appliesTo'),
      active: col('active'),
    })
    .from(table)
    .where(scopeOf(kind, auth.user))
    .orderBy(asc(col('name')));
  return rows as TrainingCourse[];
}

/** The live completions of these people (of one owner kind), by person. */
export async function completionsOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  personIds: readonly string[],
): Promise<Map<string, TrainingCompletion[]>> {
  const byPerson = new Map<string, TrainingCompletion[]>();
  if (personIds.length === 0) return byPerson;
  const kind = recordsKind(owner);
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const rows = (await db
    .select({
      personId: col('parentId'),
      course: col('course'),
      completedOn: col('completedOn'),
      expiresOn: col('expiresOn'),
    })
    .from(table)
    .where(and(scopeOf(kind, auth.user), inArray(col('parentId'), [...personIds])))) as ({
    personId: string;
  } & TrainingCompletion)[];
  for (const { personId, ...record } of rows) {
    byPerson.set(personId, [...(byPerson.get(personId) ?? []), record]);
  }
  return byPerson;
}

/**
 * One person's state on each course that concerns them. The caller has already found the
 * person (assertLiveOwner) and audits the read; here only records the caller may see are read.
 */
export async function trainingOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  id: string,
  now = new Date(),
): Promise<PersonTraining> {
  const today = ukCalendarDate(now);
  const [courses, warningDays, completions] = await Promise.all([
    trainingCourses(db, auth),
    trainingWarningDays(db, auth),
    completionsOf(db, auth, owner, [id]),
  ]);
  const statuses = trainingStatus({
    owner,
    courses,
    records: completions.get(id) ?? [],
    today,
    warningDays,
  });
  return {
    owner,
    personId: id,
    today,
    warningDays,
    courses: statuses,
    counts: trainingSummary(statuses).counts,
  };
}

export interface MatrixFilter {
  branch?: string | undefined;
  owner?: StaffOwner | undefined;
  state?: TrainingState | undefined;
}

export interface StaffPerson {
  owner: StaffOwner;
  id: string;
  name: string;
  branch: string | null;
  user: string | null;
}

/** The current staff (not inactive, rejected or left) the caller may see, by surname. */
export async function currentStaff(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  where?: SQL,
): Promise<StaffPerson[]> {
  const kind = recordKind(owner);
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const branches = tableOf(recordKind('branches'));
  const rows = (await db
    .select({
      id: col('id'),
      forename: col('forename'),
      surname: col('surname'),
      branch: column(branches, 'name'),
      user: col('user'),
    })
    .from(table)
    .leftJoin(branches, eq(column(branches, 'id'), col('branch')))
    .where(and(scopeOf(kind, auth.user), notInArray(col('status'), FORMER_STAFF_STATUSES), where))
    .orderBy(asc(col('surname')), asc(col('forename')), asc(col('id')))) as {
    id: string;
    forename: string | null;
    surname: string | null;
    branch: string | null;
    user: string | null;
  }[];
  return rows.map((row) => ({
    owner,
    id: row.id,
    name: `${row.forename ?? ''} ${row.surname ?? ''}`.trim(),
    branch: row.branch,
    user: row.user,
  }));
}

/** The owner kinds whose training the caller may read. */
export const readableOwners = (auth: AuthContext): StaffOwner[] =>
  (['carers', 'employees'] as const).filter((owner) =>
    can(auth.user, recordsKind(owner).permissions.read),
  );

/** Each person's statuses, for the people given (one query per owner kind). */
export async function statusesOf(
  db: Db,
  auth: AuthContext,
  people: readonly StaffPerson[],
  courses: readonly TrainingCourse[],
  today: string,
  warningDays: number,
): Promise<Map<string, CourseStatus[]>> {
  const result = new Map<string, CourseStatus[]>();
  for (const owner of ['carers', 'employees'] as const) {
    const ids = people.filter((person) => person.owner === owner).map((person) => person.id);
    const completions = await completionsOf(db, auth, owner, ids);
    for (const id of ids) {
      result.set(
        id,
        trainingStatus({ owner, courses, records: completions.get(id) ?? [], today, warningDays }),
      );
    }
  }
  return result;
}

/** People by courses, for the training matrix. */
export async function trainingMatrixOf(
  db: Db,
  auth: AuthContext,
  filter: MatrixFilter,
  now = new Date(),
): Promise<TrainingMatrix> {
  const today = ukCalendarDate(now);
  const owners = readableOwners(auth).filter((owner) => !filter.owner || owner === filter.owner);
  const [courses, warningDays] = await Promise.all([
    trainingCourses(db, auth),
    trainingWarningDays(db, auth),
  ]);
  const people: StaffPerson[] = [];
  for (const owner of owners) {
    const kind = recordKind(owner);
    const branchCondition = filter.branch
      ? eq(column(tableOf(kind), 'branch'), filter.branch)
      : undefined;
    people.push(...(await currentStaff(db, auth, owner, branchCondition)));
  }
  const statuses = await statusesOf(db, auth, people, courses, today, warningDays);
  const held = new Set<string>();
  const rows: TrainingMatrix['people'] = [];
  const totals = { current: 0, expiring: 0, expired: 0, missing: 0 };
  for (const person of people) {
    const own = statuses.get(person.id) ?? [];
    if (filter.state && !own.some((status) => status.state === filter.state)) continue;
    const { counts } = trainingSummary(own);
    for (const state of Object.keys(totals) as TrainingState[]) totals[state] += counts[state];
    for (const status of own) held.add(status.courseId);
    rows.push({
      owner: person.owner,
      id: person.id,
      name: person.name,
      branch: person.branch,
      cells: Object.fromEntries(
        own.map((status) => [
          status.courseId,
          { state: status.state, completedOn: status.completedOn, expiresOn: status.expiresOn },
        ]),
      ),
      counts,
    });
  }
  return {
    today,
    warningDays,
    courses: courses
      .filter((course) => course.active || held.has(course.id))
      .map(({ id, name, validityMonths, mandatory }) => ({ id, name, validityMonths, mandatory })),
    people: rows,
    totals,
  };
}

/** The staff records that are the caller themself (carers.user, employees.user), any branch. */
export async function ownStaffRecords(db: Db, auth: AuthContext): Promise<StaffPerson[]> {
  const own: StaffPerson[] = [];
  for (const owner of ['carers', 'employees'] as const) {
    const table = tableOf(recordKind(owner));
    const col = (key: string) => column(table, key);
    const rows = (await db
      .select({ id: col('id'), forename: col('forename'), surname: col('surname') })
      .from(table)
      .where(
        and(
          eq(col('organisationId'), auth.user.organisation.id),
          isNull(col('deletedAt')),
          eq(col('user'), auth.user.id),
        ),
      )) as { id: string; forename: string | null; surname: string | null }[];
    for (const row of rows) {
      own.push({
        owner,
        id: row.id,
        name: `${row.forename ?? ''} ${row.surname ?? ''}`.trim(),
        branch: null,
        user: auth.user.id,
      });
    }
  }
  return own;
}

/** One person's courses needing action, in words: "Fire safety expires 16/12/2026". */
function trainingDetail(statuses: readonly CourseStatus[]): string {
  return statuses
    .map((status) => {
      const on = formatUkDate(`${status.expiresOn}T12:00:00Z`);
      return status.state === 'expired'
        ? `${status.courseName} expired ${on}`
        : `${status.courseName} expires ${on}`;
    })
    .join('; ');
}

/**
 * The worklist's "Training expiring or expired": each current member of staff the caller may
 * see whose training expires within the warning window or has expired, and the caller's own
 * when they are a carer or an office employee (first); soonest expiry first, each linking to the
 * person's training page.
 */
export async function trainingWorklistLines(
  db: Db,
  auth: AuthContext,
  now = new Date(),
): Promise<WorklistLine[]> {
  const today = ukCalendarDate(now);
  const people: StaffPerson[] = [];
  for (const owner of readableOwners(auth)) people.push(...(await currentStaff(db, auth, owner)));
  const seen = new Set(people.map((person) => person.id));
  for (const person of await ownStaffRecords(db, auth)) {
    if (!seen.has(person.id)) people.push(person);
  }
  if (people.length === 0) return [];
  const [courses, warningDays] = await Promise.all([
    trainingCourses(db, auth),
    trainingWarningDays(db, auth),
  ]);
  const statuses = await statusesOf(db, auth, people, courses, today, warningDays);
  // The caller's own training heads the group, then everyone's by soonest expiry.
  const lines: { line: WorklistLine; soonest: string }[] = [];
  for (const person of people) {
    const { expiring, expired } = trainingSummary(statuses.get(person.id) ?? []);
    const due = [...expired, ...expiring];
    if (due.length === 0) continue;
    lines.push({
      soonest: `${person.user === auth.user.id ? 0 : 1}${due[0]?.expiresOn ?? ''}`,
      line: {
        clientId: person.id,
        clientName: person.user === auth.user.id ? `${person.name} (you)` : person.name,
        detail: trainingDetail(due),
        href: worklistPaths.training(person.owner, person.id),
      },
    });
  }
  return lines.sort((a, b) => a.soonest.localeCompare(b.soonest)).map(({ line }) => line);
}
