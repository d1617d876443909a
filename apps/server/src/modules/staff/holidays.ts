import type { Db } from '@care360/db';
import {
  addCalendarDays,
  addCalendarMonths,
  type HolidayBalanceAnswer,
  type HolidayCalendar,
  type HolidayForBalance,
  holidayAllowance,
  holidayBalance,
  leaveYear,
  leaveYearOf,
  recordKind,
  type StaffOwner,
  staffHolidays,
  ukCalendarDate,
} from '@care360/domain';
import { and, asc, eq, gte, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import { findStaff, staffSettingsFor } from './oversight';

/**
 * A person's holiday allowance for a leave year and what is taken, booked and left of it
 * (domain: holiday-allowance.ts). Not audited here: the endpoint (and the profile) audit the read
 * of the file in the same transaction.
 */

const reasons = tableOf(recordKind('holiday-reasons'));

export const holidayKindOf = (owner: StaffOwner) => staffHolidays[owner];

/** A person's holidays whose first day falls in the year, with whether their reason counts. */
export async function holidaysForBalance(
  db: Db,
  caller: Caller,
  owner: StaffOwner,
  personId: string,
  year: { from: string; to: string },
  leaveOut?: string,
): Promise<HolidayForBalance[]> {
  const kind = holidayKindOf(owner);
  const table = tableOf(kind);
  const rows = await db
    .select({
      fromDate: column(table, 'fromDate'),
      hours: column(table, 'hours'),
      status: column(table, 'status'),
      counts: column(reasons, 'deductsFromEntitlement'),
    })
    .from(table)
    .leftJoin(reasons, eq(column(reasons, 'id'), column(table, 'reason')))
    .where(
      and(
        scopeOf(kind, caller, personId),
        gte(column(table, 'fromDate'), year.from),
        lte(column(table, 'fromDate'), year.to),
        leaveOut ? ne(column(table, 'id'), leaveOut) : undefined,
      ) as SQL,
    );
  return rows.map((r) => ({
    fromDate: String(r.fromDate),
    hours: Number(r.hours ?? 0),
    status: String(r.status),
    counts: r.counts === true,
  }));
}

/**
 * The allowance, taken, booked and remaining hours of one person in a leave year (the one of
 * today unless named by the calendar year it starts in). 404 for a person the caller may not see.
 * `leaveOut` leaves one holiday out (the one being approved).
 */
export async function holidayBalanceOf(
  db: Db,
  caller: Caller,
  owner: StaffOwner,
  id: string,
  year?: number,
  options: { leaveOut?: string; today?: string } = {},
): Promise<HolidayBalanceAnswer> {
  const person = await findStaff(db, caller, owner, id);
  const settings = await staffSettingsFor(db, caller.organisation.id);
  const theYear =
    year === undefined
      ? leaveYearOf(options.today ?? ukCalendarDate(), settings.leaveYearStartMonth)
      : leaveYear(year, settings.leaveYearStartMonth);
  const weeklyHours = person.weeklyHours === null ? null : Number(person.weeklyHours);
  const allowance = holidayAllowance({
    weeklyHours,
    holidayWeeks: settings.holidayWeeks,
    startDate: person.startDate,
    leftOn: person.leftOn,
    year: theYear,
  });
  const holidays = await holidaysForBalance(db, caller, owner, id, theYear, options.leaveOut);
  return {
    owner,
    personId: id,
    weeklyHours,
    holidayWeeks: settings.holidayWeeks,
    ...holidayBalance(theYear, allowance, holidays),
  };
}

/** Whether a holiday reason counts against the entitlement and is paid. */
export async function reasonOf(db: Db, caller: Caller, reasonId: unknown) {
  if (typeof reasonId !== 'string') return { counts: false, paid: false, name: null };
  const [found] = await db
    .select({
      name: column(reasons, 'name'),
      counts: column(reasons, 'deductsFromEntitlement'),
      paid: column(reasons, 'paid'),
    })
    .from(reasons)
    .where(
      and(
        eq(column(reasons, 'id'), reasonId),
        eq(column(reasons, 'organisationId'), caller.organisation.id),
      ),
    );
  return {
    counts: found?.counts === true,
    // A reason not marked unpaid is paid: only a reason saying paid = no escapes the allowance.
    paid: found?.paid !== false,
    name: (found?.name as string | undefined) ?? null,
  };
}

/** The statuses a calendar shows: asked for and agreed (declined and cancelled are not off). */
const ON_CALENDAR = ['Requested', 'Approved'];

/** The most holidays a month's calendar shows. */
export const CALENDAR_LIMIT = 2000;

/** The bank holidays between two days (the `holidays` reference list), by date. */
async function bankHolidaysOf(db: Db, auth: AuthContext, from: string, to: string) {
  const kind = recordKind('holidays');
  const table = tableOf(kind);
  const rows = await db
    .select({
      id: column(table, 'id'),
      name: column(table, 'name'),
      date: column(table, 'date'),
      region: column(table, 'region'),
    })
    .from(table)
    .where(
      and(
        scopeOf(kind, auth.user),
        gte(column(table, 'date'), from),
        lte(column(table, 'date'), to),
      ) as SQL,
    )
    .orderBy(asc(column(table, 'date')), asc(column(table, 'name')))
    .limit(100);
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    date: String(r.date),
    region: (r.region as string | null) ?? null,
  }));
}

/**
 * Who is off in a month ('YYYY-MM'): the requested and approved holidays overlapping it of the
 * carers or office employees the caller may see (organisation and, when limited, branch).
 */
export async function holidayCalendarOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  month: string,
): Promise<HolidayCalendar> {
  const from = `${month}-01`;
  const to = addCalendarDays(addCalendarMonths(from, 1), -1);
  const kind = holidayKindOf(owner);
  const table = tableOf(kind);
  const people = tableOf(recordKind(owner));
  const rows = await db
    .select({
      id: column(table, 'id'),
      personId: column(table, 'parentId'),
      forename: column(people, 'forename'),
      surname: column(people, 'surname'),
      fromDate: column(table, 'fromDate'),
      toDate: column(table, 'toDate'),
      status: column(table, 'status'),
      hours: column(table, 'hours'),
      reason: column(reasons, 'name'),
      colour: column(reasons, 'colour'),
    })
    .from(table)
    .innerJoin(people, eq(column(people, 'id'), column(table, 'parentId')))
    .leftJoin(reasons, eq(column(reasons, 'id'), column(table, 'reason')))
    .where(
      and(
        scopeOf(kind, auth.user),
        isNull(column(people, 'deletedAt')),
        inArray(column(table, 'status'), ON_CALENDAR),
        lte(column(table, 'fromDate'), to),
        gte(column(table, 'toDate'), from),
      ) as SQL,
    )
    .orderBy(asc(column(table, 'fromDate')), asc(column(people, 'surname')))
    .limit(CALENDAR_LIMIT);
  return {
    owner,
    month,
    from,
    to,
    bankHolidays: await bankHolidaysOf(db, auth, from, to),
    holidays: rows.map((r) => ({
      id: String(r.id),
      owner,
      personId: String(r.personId),
      name: `${r.forename} ${r.surname}`,
      fromDate: String(r.fromDate),
      toDate: String(r.toDate),
      status: r.status as HolidayCalendar['holidays'][number]['status'],
      reason: (r.reason as string | null) ?? null,
      colour: (r.colour as string | null) ?? null,
      hours: r.hours === null ? null : Number(r.hours),
      editPath: `/app/${owner}/${r.personId}/edit/holidays/${r.id}/edit`,
    })),
  };
}
