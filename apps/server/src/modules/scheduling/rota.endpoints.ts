import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  londonDayStart,
  publishAnswer,
  publishBody,
  ROTA_MAX_DAYS,
  type RotaCode,
  type RotaVisit,
  recordKind,
  rotaAnswer,
  rotaCodeOf,
  STANDARD_VISIT_TYPE_ROWS,
  ukDate,
  unallocateBody,
  type VisitCandidates,
  visitCandidatesAnswer,
  WORKING_CARER_STATUSES,
  weekStartOf,
} from '@care360/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  changeRecord,
  insertRecord,
  recordStore,
  requestActor,
} from '../../platform/records/record-store';
import type { Services } from '../../platform/services';
import { pushRotaPublished } from '../push';
import { dearName, signOffOf } from '../staff';
import { allocationVisitOf, refusalsOf, visitCarerKind, visitKind } from './allocation-context';
import { carerVisitScope } from './carer-visibility';
import { travelTimeOf } from './osrm-travel-time';
import { carersOf } from './visits.endpoints';

/**
 * The rota (/app/scheduler/v1/:type) beyond the visits list: a branch's day or week with its rows
 * and legend, who of the branch's carers may take a visit, taking a carer off a place, and
 * publishing a week, which shows its draft visits to carers and emails those whose visits changed.
 */

const carerKind = recordKind('carers');
const clientKind = recordKind('clients');
const codeKind = recordKind('visit-type-codes');
const publicationKind = recordKind('rota-publications');

/** Visits that can still be staffed. */
const STAFFABLE = ['Planned', 'Published'];
/** The most rows or visits one answer carries, so no answer is unbounded. */
const MAX_ROWS = 1000;
const MAX_VISITS = 5000;

/** A stored timestamp as a Date, to the millisecond. */
const instant = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameSql = (kind: typeof carerKind) =>
  sql<string>`concat_ws(', ', ${column(tableOf(kind), 'surname')}, ${column(tableOf(kind), 'forename')})`;

/** The branch, when it is the caller's organisation's and within their scope; else 404. */
async function branchInScope(db: Db, auth: AuthContext, branchId: string): Promise<void> {
  const { branches } = schema;
  const [found] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.organisationId, auth.user.organisation.id)));
  const limited = auth.user.branchScope;
  if (!found || (limited && limited.branchId !== branchId)) throw notFound('branch');
}

const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });
const rotaQuery = z
  .object({ branch: z.uuid(), from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'The last day is before the first.' })
  .refine((q) => addCalendarDays(q.from, ROTA_MAX_DAYS - 1) >= q.to, {
    path: ['to'],
    error: `Ask for at most ${ROTA_MAX_DAYS} days at a time.`,
  });

/** The legend: the organisation's codes, or the standard ones when it has none stored. */
async function codesOf(db: Db, auth: AuthContext): Promise<RotaCode[]> {
  const c = tableOf(codeKind);
  const rows = await db
    .select({
      code: column(c, 'code'),
      name: column(c, 'name'),
      description: column(c, 'description'),
      colour: column(c, 'colour'),
      gradient: column(c, 'gradient'),
    })
    .from(c)
    .where(and(scopeOf(codeKind, auth.user), eq(column(c, 'active'), true)))
    .orderBy(asc(column(c, 'gradient')), asc(column(c, 'code')))
    .limit(200);
  const stored = rows.map((row) => ({
    code: String(row.code),
    name: String(row.name),
    description: row.description === null ? null : String(row.description),
    colour: row.colour === null ? null : String(row.colour),
    gradient: Boolean(row.gradient),
  }));
  if (stored.length > 0) return stored;
  return STANDARD_VISIT_TYPE_ROWS.map(({ code, name, description, colour, gradient }) => ({
    code,
    name,
    description,
    colour,
    gradient,
  }));
}

async function latestPublication(db: Db, auth: AuthContext, branch: string, weekStart: string) {
  const p = tableOf(publicationKind);
  const { users } = schema;
  const [found] = await db
    .select({
      weekStart: column(p, 'weekStart'),
      createdAt: column(p, 'createdAt'),
      publishedBy: users.name,
      visitsPublished: column(p, 'visitsPublished'),
      carersEmailed: column(p, 'carersEmailed'),
    })
    .from(p)
    .leftJoin(users, eq(users.id, column(p, 'createdBy')))
    .where(
      and(
        scopeOf(publicationKind, auth.user),
        eq(column(p, 'branch'), branch),
        eq(column(p, 'weekStart'), weekStart),
      ),
    )
    .orderBy(desc(column(p, 'createdAt')))
    .limit(1);
  return found ?? null;
}

/** The instants a London week (from its Monday) spans. */
function weekInstants(weekStart: string) {
  return {
    start: londonDayStart(weekStart) as Date,
    end: londonDayStart(addCalendarDays(weekStart, 7)) as Date,
  };
}

const rota = defineRoute({
  method: 'GET',
  url: '/api/v1/scheduler/rota',
  access: { permission: visitKind.permissions.read },
  summary: 'A branch’s visits over a day or a week, with the rota’s rows and legend',
  query: rotaQuery,
  answer: rotaAnswer,
  async handler({ auth, query, services: { db } }) {
    await branchInScope(db, auth, query.branch);
    const start = londonDayStart(query.from) as Date;
    const end = londonDayStart(addCalendarDays(query.to, 1)) as Date;
    const v = tableOf(visitKind);
    const k = tableOf(clientKind);
    const c = tableOf(codeKind);
    const carerScope = await carerVisitScope(db, auth);
    const rows = await db
      .select({
        id: column(v, 'id'),
        version: column(v, 'version'),
        client: column(v, 'client'),
        clientName: nameSql(clientKind),
        visitDate: column(v, 'visitDate'),
        startTime: column(v, 'startTime'),
        endTime: column(v, 'endTime'),
        startsAt: column(v, 'startsAt'),
        endsAt: column(v, 'endsAt'),
        carersNeeded: column(v, 'carersNeeded'),
        status: column(v, 'status'),
        visitType: column(v, 'visitType'),
        typeCode: column(c, 'code'),
      })
      .from(v)
      .innerJoin(k, eq(column(k, 'id'), column(v, 'client')))
      .leftJoin(c, eq(column(c, 'id'), column(v, 'typeCode')))
      .where(
        and(
          scopeOf(visitKind, auth.user),
          eq(column(v, 'branch'), query.branch),
          lt(column(v, 'startsAt'), end.toISOString()),
          gt(column(v, 'endsAt'), start.toISOString()),
          ne(column(v, 'status'), 'Cancelled'),
          carerScope,
        ),
      )
      .orderBy(asc(column(v, 'startsAt')), asc(column(v, 'id')))
      .limit(MAX_VISITS);
    const ids = rows.map((row) => String(row.id));
    const carers = await carersOf(db, auth.user.organisation.id, ids);
    const visits: RotaVisit[] = rows.map((row) => ({
      id: String(row.id),
      version: Number(row.version),
      client: String(row.client),
      clientName: String(row.clientName),
      visitDate: String(row.visitDate),
      startTime: text(row.startTime).slice(0, 5),
      endTime: text(row.endTime).slice(0, 5),
      startsAt: new Date(String(row.startsAt)).toISOString(),
      endsAt: new Date(String(row.endsAt)).toISOString(),
      carersNeeded: Number(row.carersNeeded),
      status: row.status as RotaVisit['status'],
      code: rotaCodeOf({
        typeCode: row.typeCode === null ? null : String(row.typeCode),
        visitType: row.visitType === null ? null : String(row.visitType),
        carersNeeded: Number(row.carersNeeded),
      }),
      carers: carers.get(String(row.id)) ?? [],
    }));

    // The rows: the branch's working carers (and anyone else on its visits), its active clients
    // (and any other client with a visit in the period).
    const kc = tableOf(carerKind);
    const carerRows = await db
      .select({ id: column(kc, 'id'), name: nameSql(carerKind) })
      .from(kc)
      .where(
        and(
          scopeOf(carerKind, auth.user),
          eq(column(kc, 'branch'), query.branch),
          inArray(column(kc, 'status'), [...WORKING_CARER_STATUSES]),
        ),
      )
      .orderBy(asc(column(kc, 'surname')), asc(column(kc, 'forename')), asc(column(kc, 'id')))
      .limit(MAX_ROWS);
    const carerList = carerRows.map((row) => ({ id: String(row.id), name: String(row.name) }));
    for (const visit of visits)
      for (const place of visit.carers)
        if (!carerList.some((row) => row.id === place.carer))
          carerList.push({ id: place.carer, name: place.carerName });
    const clientRows = await db
      .select({ id: column(k, 'id'), name: nameSql(clientKind) })
      .from(k)
      .where(
        and(
          scopeOf(clientKind, auth.user),
          eq(column(k, 'branch'), query.branch),
          eq(column(k, 'status'), 'Active'),
        ),
      )
      .orderBy(asc(column(k, 'surname')), asc(column(k, 'forename')), asc(column(k, 'id')))
      .limit(MAX_ROWS);
    const clientList = clientRows.map((row) => ({ id: String(row.id), name: String(row.name) }));
    const knownClients = new Set(clientList.map((row) => row.id));
    for (const visit of visits)
      if (!knownClients.has(visit.client)) {
        knownClients.add(visit.client);
        clientList.push({ id: visit.client, name: visit.clientName });
      }

    const weekStart = weekStartOf(query.from);
    const week = weekInstants(weekStart);
    const [publication, [draftCount]] = await Promise.all([
      latestPublication(db, auth, query.branch, weekStart),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(v)
        .where(
          and(
            scopeOf(visitKind, auth.user),
            eq(column(v, 'branch'), query.branch),
            eq(column(v, 'status'), 'Planned'),
            gte(column(v, 'startsAt'), week.start.toISOString()),
            lt(column(v, 'startsAt'), week.end.toISOString()),
          ),
        ),
    ]);
    return {
      data: {
        branch: query.branch,
        from: query.from,
        to: query.to,
        visits,
        carers: carerList,
        clients: clientList,
        codes: await codesOf(db, auth),
        publication: publication
          ? {
              weekStart: String(publication.weekStart),
              publishedAt: instant(publication.createdAt).toISOString(),
              publishedBy: publication.publishedBy ?? null,
              visitsPublished: Number(publication.visitsPublished ?? 0),
              carersEmailed: Number(publication.carersEmailed ?? 0),
            }
          : null,
        drafts: carerScope ? 0 : Number(draftCount?.n ?? 0),
      },
    };
  },
});

/** A visit the caller may see; 404 when there is none. */
export async function visitOf(db: Db, auth: AuthContext, id: string) {
  const v = tableOf(visitKind);
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(column(v, 'id'), id), scopeOf(visitKind, auth.user)));
  if (!row) throw notFound('visit');
  return row as Record<string, unknown>;
}

const unallocate = defineRoute({
  method: 'POST',
  url: '/api/v1/visits/:id/unallocate',
  access: { permission: visitKind.permissions.update },
  summary: 'Take the carer off a place of a visit',
  params: z.object({ id: z.uuid() }),
  body: unallocateBody,
  answer: z.strictObject({ visitId: z.uuid(), removed: z.uuid() }),
  resource: 'visits',
  refusals: [422],
  async handler({ auth, params, body, request, services }) {
    const { db } = services;
    const visit = await visitOf(db, auth, params.id);
    if (!STAFFABLE.includes(String(visit.status)))
      throw new HttpError(
        422,
        `A visit that is ${String(visit.status).toLowerCase()} keeps its carers.`,
      );
    const current = (await carersOf(db, auth.user.organisation.id, [params.id])).get(params.id);
    const inPlace = current?.find((place) => place.place === body.place);
    if (!inPlace) throw new HttpError(422, `Nobody fills place ${body.place} of this visit.`);
    // A removal through the store: scoped, audited and announced like any other.
    await recordStore(visitCarerKind).remove(
      { actor: requestActor(auth, request.ip), services, parentId: params.id },
      inPlace.id,
    );
    return {
      data: { visitId: params.id, removed: inPlace.carer },
      message: `${inPlace.carerName} taken off the visit.`,
    };
  },
});

const candidates = defineRoute({
  method: 'GET',
  url: '/api/v1/visits/:id/candidates',
  access: { permission: visitKind.permissions.update },
  summary: 'Who of the visit’s branch’s working carers may take it, and why the others may not',
  params: z.object({ id: z.uuid() }),
  answer: visitCandidatesAnswer,
  resource: 'visits',
  async handler({ auth, params, services: { db, config } }) {
    return { data: await candidatesOf(db, auth, await visitOf(db, auth, params.id), config) };
  },
});

/**
 * Who of the visit's branch's working carers the caller may staff it with, each with the rules
 * that keep them off it (none: they may take it), judged as the allocation itself will judge.
 */
export async function candidatesOf(
  db: Db,
  auth: AuthContext,
  visitRow: Record<string, unknown>,
  config: Services['config'],
): Promise<VisitCandidates> {
  if (!visitRow.startsAt || !visitRow.endsAt) return [];
  const kc = tableOf(carerKind);
  const people = await db
    .select({ id: column(kc, 'id'), name: nameSql(carerKind) })
    .from(kc)
    .where(
      and(
        scopeOf(carerKind, auth.user),
        eq(column(kc, 'branch'), String(visitRow.branch)),
        inArray(column(kc, 'status'), [...WORKING_CARER_STATUSES]),
      ),
    )
    .orderBy(asc(column(kc, 'surname')), asc(column(kc, 'forename')))
    .limit(200);
  const visit = allocationVisitOf(visitRow);
  // The journeys the allocation itself will judge by, so a carer offered here is not refused there.
  const travelTime = travelTimeOf(config);
  const data: VisitCandidates = [];
  for (const person of people) {
    const refusals = await refusalsOf(
      db,
      auth.user.organisation.id,
      visit,
      String(person.id),
      travelTime,
    );
    if (!refusals) continue;
    data.push({ carer: String(person.id), name: String(person.name), refusals });
  }
  return data;
}

/** A carer to tell, with the address to write to. */
export interface Recipient {
  carer: string;
  to: string;
  person: Record<string, unknown>;
  branch: unknown;
}

export async function recipientsOf(
  db: Db,
  auth: AuthContext,
  carerIds: string[],
): Promise<Recipient[]> {
  if (carerIds.length === 0) return [];
  const kc = tableOf(carerKind);
  const { users } = schema;
  const rows = await db
    .select({
      id: column(kc, 'id'),
      forename: column(kc, 'forename'),
      preferredName: column(kc, 'preferredName'),
      email: column(kc, 'email'),
      branch: column(kc, 'branch'),
      accountEmail: users.email,
    })
    .from(kc)
    .leftJoin(users, eq(users.id, column(kc, 'user')))
    .where(
      and(
        eq(column(kc, 'organisationId'), auth.user.organisation.id),
        inArray(column(kc, 'id'), carerIds),
      ),
    );
  return rows.flatMap((row) => {
    const to = text(row.email) || text(row.accountEmail);
    return to
      ? [{ carer: String(row.id), to, person: row as Record<string, unknown>, branch: row.branch }]
      : [];
  });
}

/** Each carer's visits of the week, as the email lists them. */
async function weekLinesOf(
  db: Db,
  auth: AuthContext,
  branch: string,
  week: { start: Date; end: Date },
  carerIds: string[],
): Promise<Map<string, string[]>> {
  const lines = new Map<string, string[]>();
  if (carerIds.length === 0) return lines;
  const v = tableOf(visitKind);
  const a = tableOf(visitCarerKind);
  const k = tableOf(clientKind);
  const rows = await db
    .select({
      carer: column(a, 'carer'),
      visitDate: column(v, 'visitDate'),
      startTime: column(v, 'startTime'),
      endTime: column(v, 'endTime'),
      client: nameSql(clientKind),
      postcode: column(k, 'postcode'),
    })
    .from(a)
    .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
    .innerJoin(k, eq(column(k, 'id'), column(v, 'client')))
    .where(
      and(
        eq(column(a, 'organisationId'), auth.user.organisation.id),
        sql`${column(a, 'deletedAt')} is null`,
        inArray(column(a, 'carer'), carerIds),
        eq(column(v, 'branch'), branch),
        ne(column(v, 'status'), 'Cancelled'),
        sql`${column(v, 'deletedAt')} is null`,
        gte(column(v, 'startsAt'), week.start.toISOString()),
        lt(column(v, 'startsAt'), week.end.toISOString()),
      ),
    )
    .orderBy(asc(column(v, 'startsAt')));
  for (const row of rows) {
    const day = String(row.visitDate);
    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    const line = `${weekday} ${ukDate(day)} ${text(row.startTime).slice(0, 5)}–${text(row.endTime).slice(0, 5)}  ${String(row.client)}${row.postcode ? `, ${String(row.postcode)}` : ''}`;
    const key = String(row.carer);
    lines.set(key, [...(lines.get(key) ?? []), line]);
  }
  return lines;
}

const publish = defineRoute({
  method: 'POST',
  url: '/api/v1/scheduler/publish',
  access: { permission: publicationKind.permissions.create },
  summary:
    'Publish a branch’s week: carers see its visits, and those whose visits changed are emailed',
  body: publishBody,
  answer: publishAnswer,
  async handler({ auth, body, request, services }) {
    const { db } = services;
    await branchInScope(db, auth, body.branch);
    const actor = requestActor(auth, request.ip);
    const week = weekInstants(body.weekStart);
    const at = new Date();
    const outcome = await db.transaction(async (tx) => {
      const previous = await latestPublication(tx, auth, body.branch, body.weekStart);
      const since = previous ? instant(previous.createdAt) : null;
      const v = tableOf(visitKind);
      const a = tableOf(visitCarerKind);
      const inWeek = and(
        scopeOf(visitKind, auth.user),
        eq(column(v, 'branch'), body.branch),
        gte(column(v, 'startsAt'), week.start.toISOString()),
        lt(column(v, 'startsAt'), week.end.toISOString()),
      );
      const drafts = await tx
        .select({ id: column(v, 'id') })
        .from(v)
        .where(and(inWeek, eq(column(v, 'status'), 'Planned')))
        .orderBy(asc(column(v, 'id')))
        .for('update');
      // Whose visits changed since the last publication (all of the week's at the first): a
      // place filled or emptied since, or a visit of theirs changed since.
      const changed = await tx
        .selectDistinct({ carer: column(a, 'carer') })
        .from(a)
        .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
        .where(
          and(
            inWeek,
            since
              ? or(
                  and(
                    sql`${column(a, 'deletedAt')} is null`,
                    or(gt(column(a, 'createdAt'), since), gt(column(v, 'updatedAt'), since)),
                  ),
                  and(isNotNull(column(a, 'deletedAt')), gt(column(a, 'deletedAt'), since)),
                )
              : sql`${column(a, 'deletedAt')} is null`,
          ),
        );
      for (const { id } of drafts)
        await changeRecord(
          tx,
          actor,
          visitKind,
          String(id),
          { status: 'Published' },
          { at, auditAction: 'visits.publish' },
        );
      const carerIds = changed.map((row) => String(row.carer));
      const recipients = await recipientsOf(tx, auth, carerIds);
      await pushRotaPublished(tx, auth.user.organisation.id, carerIds, body.weekStart, !previous);
      await insertRecord(
        tx,
        actor,
        publicationKind,
        {
          branch: body.branch,
          weekStart: body.weekStart,
          visitsPublished: drafts.length,
          carersEmailed: recipients.length,
          // The publication's moment is the visits' change: the next one compares with it.
          createdAt: at,
          updatedAt: at,
        },
        { auditAction: 'rota.publish' },
      );
      return { visitsPublished: drafts.length, recipients };
    });
    await emailCarers(services, auth, body, week, outcome.recipients);
    return {
      data: {
        visitsPublished: outcome.visitsPublished,
        carersEmailed: outcome.recipients.length,
        publishedAt: at.toISOString(),
      },
      message: `Week of ${ukDate(body.weekStart)} published.`,
    };
  },
});

/** Each carer whose visits changed gets their week as it now stands. */
async function emailCarers(
  services: Services,
  auth: AuthContext,
  body: { branch: string; weekStart: string },
  week: { start: Date; end: Date },
  recipients: Recipient[],
): Promise<void> {
  const lines = await weekLinesOf(
    services.db,
    auth,
    body.branch,
    week,
    recipients.map((r) => r.carer),
  );
  for (const recipient of recipients) {
    const visits = lines.get(recipient.carer) ?? [];
    await services.mailer.send({
      organisationId: auth.user.organisation.id,
      to: recipient.to,
      subject: `Your rota for the week of ${ukDate(body.weekStart)} has changed`,
      text: [
        `Dear ${dearName(recipient.person)},`,
        '',
        `Your visits for the week starting ${ukDate(body.weekStart)} have changed. This is your week as it now stands:`,
        '',
        ...(visits.length > 0 ? visits : ['You have no visits that week.']),
        '',
        'Please contact the office if anything here does not look right.',
        ...(await signOffOf(services.db, auth, recipient.branch)),
      ].join('\n'),
    });
  }
}

export const rotaRoutes = [rota, unallocate, candidates, publish];
