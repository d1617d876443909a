import type { Db } from '@care360/db';
import {
  addCalendarDays,
  EXCEPTION_STATES,
  exceptionConfirmationBody,
  londonDayStart,
  recordKind,
  VISIT_EXCEPTION_RULES,
  VISIT_EXCEPTIONS,
  type VisitException,
  type VisitLogRow,
  visitExceptions,
  visitLogListAnswer,
  visitLogRowAnswer,
} from '@care360/domain';
import { and, eq, gte, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { keyset, MAX_PAGE_SIZE, pageOf } from '../../platform/lists/keyset';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, requestActor } from '../../platform/records/record-store';
import { visitCarerKind, visitKind } from './allocation-context';

/**
 * Planned against actual, one row per carer's place on a visit: the visit logs (every check-in
 * and check-out, newest first) and the back office (places whose visit has begun with an
 * exception: missed, late, short, no check-out), where the office confirms each exception
 * through the record store, audited with who and when.
 *
 * The exceptions are the domain's (visit-actuals.ts): listed here by the same thresholds in SQL,
 * so a filter and the pages agree, and named on each row by the domain function itself.
 */

const carers = recordKind('carers');
const clients = recordKind('clients');
const branches = recordKind('branches');
const users = recordKind('users');
const globalSchedules = recordKind('global-schedules');

const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });
const baseQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  branch: z.uuid().optional(),
  client: z.uuid().optional(),
  carer: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  cursor: z.string().max(1000).optional(),
});
const checkDates = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from <= q.to;
const dateError = { error: 'The end date must be on or after the start date.', path: ['to'] };
const logsQuery = baseQuery.refine(checkDates, dateError);
const backofficeQuery = baseQuery
  .extend({
    exception: z.enum(VISIT_EXCEPTIONS).optional(),
    state: z.enum(EXCEPTION_STATES).default('open'),
  })
  .refine(checkDates, dateError);
type BaseQuery = z.infer<typeof baseQuery>;

const tables = () => ({
  v: tableOf(visitKind),
  a: tableOf(visitCarerKind),
  k: tableOf(carers),
  c: tableOf(clients),
  b: tableOf(branches),
  u: tableOf(users),
  g: tableOf(globalSchedules),
});

const minutes = (n: number) => sql`make_interval(mins => ${n})`;

/** The SQL of each exception, by the domain's thresholds, as of `now`. */
function exceptionSql(exception: VisitException, now: Date): SQL {
  const { v, a } = tables();
  const rules = VISIT_EXCEPTION_RULES;
  const checkedIn = column(a, 'checkedInAt');
  const checkedOut = column(a, 'checkedOutAt');
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  switch (exception) {
    case 'Missed':
      return sql`(${checkedIn} is null and ${column(v, 'startsAt')} + ${minutes(rules.missedAfterMinutes)} < ${nowSql})`;
    case 'Late arrival':
      return sql`(${checkedIn} > ${column(v, 'startsAt')} + ${minutes(rules.lateAfterMinutes)})`;
    case 'Short visit':
      return sql`(${checkedOut} is not null and ${checkedIn} is not null and extract(epoch from ${checkedOut} - ${checkedIn}) < extract(epoch from ${column(v, 'endsAt')} - ${column(v, 'startsAt')}) * ${rules.shortBelowShare})`;
    case 'No check-out':
      return sql`(${checkedIn} is not null and ${checkedOut} is null and ${column(v, 'endsAt')} + ${minutes(rules.noCheckOutAfterMinutes)} < ${nowSql})`;
  }
}

/** The filters both lists share: days on the London clock, branch, client, carer, and scope. */
function sharedFilters(auth: AuthContext, q: BaseQuery): SQL {
  const { v, a } = tables();
  const from = q.from ? londonDayStart(q.from) : null;
  const to = q.to ? londonDayStart(addCalendarDays(q.to, 1)) : null;
  return and(
    scopeOf(visitKind, auth.user),
    eq(column(a, 'organisationId'), auth.user.organisation.id),
    isNull(column(a, 'deletedAt')),
    from ? gte(column(v, 'startsAt'), from.toISOString()) : undefined,
    to ? lt(column(v, 'startsAt'), to.toISOString()) : undefined,
    q.branch ? eq(column(v, 'branch'), q.branch) : undefined,
    q.client ? eq(column(v, 'client'), q.client) : undefined,
    q.carer ? eq(column(a, 'carer'), q.carer) : undefined,
  ) as SQL;
}

const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const dateOnly = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The places matching `where`, ordered by `sortKey` (newest first), one page. */
async function placesPage(
  db: Db,
  where: SQL,
  sortKey: 'checkedInAt' | 'startsAt',
  q: BaseQuery,
  now: Date,
) {
  const { v, a, k, c, b, u, g } = tables();
  const sortColumn = sortKey === 'checkedInAt' ? column(a, 'checkedInAt') : column(v, 'startsAt');
  const { after, orderBy } = keyset(sortColumn, column(a, 'id'), 'desc', q.cursor);
  const rows = await db
    .select({
      id: column(a, 'id'),
      version: column(a, 'version'),
      visitId: column(v, 'id'),
      place: column(a, 'place'),
      carer: column(a, 'carer'),
      carerName: sql<string>`concat_ws(', ', ${column(k, 'surname')}, ${column(k, 'forename')})`,
      client: column(v, 'client'),
      clientName: sql<
        string | null
      >`case when ${column(c, 'id')} is null then null else concat_ws(', ', ${column(c, 'surname')}, ${column(c, 'forename')}) end`,
      eventTitle: column(g, 'title'),
      branch: column(v, 'branch'),
      branchName: column(b, 'name'),
      visitDate: column(v, 'visitDate'),
      startTime: column(v, 'startTime'),
      endTime: column(v, 'endTime'),
      startsAt: column(v, 'startsAt'),
      endsAt: column(v, 'endsAt'),
      status: column(v, 'status'),
      checkedInAt: column(a, 'checkedInAt'),
      checkInMethod: column(a, 'checkInMethod'),
      checkInLatitude: column(a, 'checkInLatitude'),
      checkInLongitude: column(a, 'checkInLongitude'),
      checkedOutAt: column(a, 'checkedOutAt'),
      checkOutMethod: column(a, 'checkOutMethod'),
      checkOutLatitude: column(a, 'checkOutLatitude'),
      checkOutLongitude: column(a, 'checkOutLongitude'),
      exceptionConfirmedAt: column(a, 'exceptionConfirmedAt'),
      exceptionConfirmedByName: column(u, 'name'),
      exceptionNote: column(a, 'exceptionNote'),
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .innerJoin(k, eq(column(k, 'id'), column(a, 'carer')))
    .innerJoin(b, eq(column(b, 'id'), column(v, 'branch')))
    .leftJoin(c, eq(column(c, 'id'), column(v, 'client')))
    .leftJoin(g, eq(column(g, 'id'), column(v, 'globalSchedule')))
    .leftJoin(u, eq(column(u, 'id'), column(a, 'exceptionConfirmedBy')))
    .where(and(where, after))
    .orderBy(...orderBy)
    .limit(q.limit + 1);
  let total: number | undefined;
  if (!q.cursor) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
      .where(where);
    total = Number(counted?.n ?? 0);
  }
  return pageOf(
    rows as Record<string, unknown>[],
    q.limit,
    (row) => [iso(row[sortKey]), String(row.id)],
    (row) => rowAnswer(row, now),
    total,
  );
}

function rowAnswer(row: Record<string, unknown>, now: Date): VisitLogRow {
  const startsAt = iso(row.startsAt) as string;
  const endsAt = iso(row.endsAt) as string;
  const checkedInAt = iso(row.checkedInAt);
  const checkedOutAt = iso(row.checkedOutAt);
  return {
    id: String(row.id),
    version: Number(row.version),
    visitId: String(row.visitId),
    place: Number(row.place),
    carer: String(row.carer),
    carerName: String(row.carerName),
    client: str(row.client),
    clientName: str(row.clientName),
    eventTitle: str(row.eventTitle),
    branch: String(row.branch),
    branchName: String(row.branchName),
    visitDate: dateOnly(row.visitDate),
    startTime: String(row.startTime).slice(0, 5),
    endTime: String(row.endTime).slice(0, 5),
    startsAt,
    endsAt,
    status: row.status as VisitLogRow['status'],
    checkedInAt,
    checkInMethod: str(row.checkInMethod) as VisitLogRow['checkInMethod'],
    checkInLatitude: num(row.checkInLatitude),
    checkInLongitude: num(row.checkInLongitude),
    checkedOutAt,
    checkOutMethod: str(row.checkOutMethod) as VisitLogRow['checkOutMethod'],
    checkOutLatitude: num(row.checkOutLatitude),
    checkOutLongitude: num(row.checkOutLongitude),
    exceptions: visitExceptions(
      {
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        checkedInAt: checkedInAt ? new Date(checkedInAt) : null,
        checkedOutAt: checkedOutAt ? new Date(checkedOutAt) : null,
        status: String(row.status),
      },
      now,
    ),
    exceptionConfirmedAt: iso(row.exceptionConfirmedAt),
    exceptionConfirmedByName: str(row.exceptionConfirmedByName),
    exceptionNote: str(row.exceptionNote),
  };
}

const logs = defineRoute({
  method: 'GET',
  url: '/api/v1/visits/logs',
  access: { permission: visitKind.permissions.read },
  summary: 'List check-ins and check-outs, newest first',
  answer: visitLogListAnswer,
  query: logsQuery,
  async handler({ auth, query, services: { db } }) {
    const { a } = tables();
    const where = and(sharedFilters(auth, query), isNotNull(column(a, 'checkedInAt'))) as SQL;
    return { data: await placesPage(db, where, 'checkedInAt', query, new Date()) };
  },
});

const backoffice = defineRoute({
  method: 'GET',
  url: '/api/v1/visits/backoffice',
  access: { permission: visitKind.permissions.read },
  summary: 'List carers’ places on visits with an exception (missed, late, short, no check-out)',
  answer: visitLogListAnswer,
  query: backofficeQuery,
  async handler({ auth, query, services: { db } }) {
    const { v, a } = tables();
    const now = new Date();
    const wanted = query.exception ? [query.exception] : [...VISIT_EXCEPTIONS];
    const where = and(
      sharedFilters(auth, query),
      lt(column(v, 'startsAt'), now.toISOString()),
      ne(column(v, 'status'), 'Cancelled'),
      or(...wanted.map((exception) => exceptionSql(exception, now))),
      query.state === 'open'
        ? isNull(column(a, 'exceptionConfirmedAt'))
        : query.state === 'confirmed'
          ? isNotNull(column(a, 'exceptionConfirmedAt'))
          : undefined,
    ) as SQL;
    return { data: await placesPage(db, where, 'startsAt', query, now) };
  },
});

const confirm = defineRoute({
  method: 'POST',
  url: '/api/v1/visits/backoffice/:id/confirm',
  access: { permission: visitKind.permissions.update },
  summary: 'Confirm the exceptions of a carer’s place on a visit (who and when, audited)',
  answer: visitLogRowAnswer,
  params: z.object({ id: z.uuid() }),
  body: exceptionConfirmationBody,
  resource: 'visit-carers',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    const { a } = tables();
    const now = new Date();
    return db.transaction(async (tx) => {
      const where = and(sharedFilters(auth, { limit: 1 }), eq(column(a, 'id'), params.id)) as SQL;
      const page = await placesPage(tx, where, 'startsAt', { limit: 1 }, now);
      const place = page.items[0];
      if (!place) throw notFound('visit carer');
      if (place.exceptionConfirmedAt)
        throw new HttpError(
          409,
          `${place.exceptionConfirmedByName ?? 'Someone'} confirmed this already.`,
        );
      if (place.exceptions.length === 0)
        throw new HttpError(422, 'This visit has no exception to confirm.');
      await changeRecord(
        tx,
        actor,
        visitCarerKind,
        params.id,
        {
          exceptionConfirmedAt: now,
          exceptionConfirmedBy: auth.user.id,
          exceptionNote: body.note || null,
        },
        {
          version: body.version,
          auditAction: 'visit-carers.exception-confirmed',
          note: { exceptions: place.exceptions },
        },
      );
      const [after] = (await placesPage(tx, where, 'startsAt', { limit: 1 }, now)).items;
      return { data: after as VisitLogRow, message: 'Exception confirmed.' };
    });
  },
});

export const visitLogRoutes = [logs, backoffice, confirm];
