import type { Db } from '@care360/db';
import {
  type AllocationAnswer,
  type AllocationRefusal,
  addCalendarDays,
  allocationAnswer,
  allocationBody,
  can,
  counted,
  listedFields,
  londonDayStart,
  recordKind,
  type TravelTime,
  type VisitCarerAnswer,
  visitListAnswer,
} from '@care360/domain';
import { and, asc, eq, exists, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { pageOf } from '../../platform/lists/keyset';
import type { Actor } from '../../platform/records/record-actor';
import { pgErrorOf } from '../../platform/records/record-integrity';
import {
  column,
  type ListQuery,
  listPage,
  listQuerySchema,
  oneOf,
  scopeOf,
  tableOf,
} from '../../platform/records/record-query';
import {
  changeRecord,
  insertRecord,
  noteAction,
  requestActor,
} from '../../platform/records/record-store';
import { listRowMapper } from '../../platform/records/record-values';
import { allocationVisitOf, refusalsOf, visitCarerKind, visitKind } from './allocation-context';
import { carerVisitScope } from './carer-visibility';
import { travelTimeOf } from './osrm-travel-time';

/**
 * Visits beyond the record engine's own routes: the list with dates, carer and who fills each
 * place, and the allocation of a carer to a place, which the rules of who may take a visit
 * guard (domain: allocation-rules.ts) and the database's exclusion constraint backs.
 */

/** Who may put a carer on a visit despite a rule that allows it (with a reason, audited). */
export const OVERRIDE_PERMISSION = 'visit-allocation-overrides.create';

/** Visits that can still be staffed. */
const STAFFABLE = ['Planned', 'Published'];

const carersTable = () => tableOf(visitCarerKind);
const carerKind = recordKind('carers');

/** Who fills each place of these visits, by visit, in place order. */
export async function carersOf(
  db: Db,
  organisationId: string,
  visitIds: readonly string[],
): Promise<Map<string, VisitCarerAnswer[]>> {
  const byVisit = new Map<string, VisitCarerAnswer[]>();
  if (visitIds.length === 0) return byVisit;
  const a = carersTable();
  const k = tableOf(carerKind);
  const rows = await db
    .select({
      visitId: column(a, 'parentId'),
      id: column(a, 'id'),
      place: column(a, 'place'),
      carer: column(a, 'carer'),
      overrideReason: column(a, 'overrideReason'),
      version: column(a, 'version'),
      carerName: sql<string>`concat_ws(', ', ${column(k, 'surname')}, ${column(k, 'forename')})`,
    })
    .from(a)
    .innerJoin(k, eq(column(k, 'id'), column(a, 'carer')))
    .where(
      and(
        eq(column(a, 'organisationId'), organisationId),
        isNull(column(a, 'deletedAt')),
        oneOf(column(a, 'parentId'), visitIds),
      ),
    )
    .orderBy(asc(column(a, 'place')));
  for (const row of rows) {
    const key = String(row.visitId);
    byVisit.set(key, [
      ...(byVisit.get(key) ?? []),
      {
        id: String(row.id),
        place: Number(row.place),
        carer: String(row.carer),
        carerName: String(row.carerName),
        overrideReason: row.overrideReason === null ? null : String(row.overrideReason),
        version: Number(row.version),
      },
    ]);
  }
  return byVisit;
}

const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });
const listQuery = listQuerySchema(visitKind)
  .extend({
    from: isoDate.optional(),
    to: isoDate.optional(),
    carer: z.uuid().optional(),
    // Visits with a place no carer fills yet (the coordinator's "unallocated only").
    unallocated: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The end date must be on or after the start date.',
    path: ['to'],
  });

const list = defineRoute({
  method: 'GET',
  url: '/api/v1/visits',
  access: { permission: visitKind.permissions.read },
  summary: 'List visits, with who fills each place',
  answer: visitListAnswer,
  query: listQuery,
  replacesGenerated: true,
  async handler({ auth, query, services: { db } }) {
    const v = tableOf(visitKind);
    const a = carersTable();
    const q = query as ListQuery & {
      from?: string;
      to?: string;
      carer?: string;
      unallocated?: 'true' | 'false';
    };
    // Days on the London clock: a visit is listed when any of it falls within them.
    const from = q.from ? londonDayStart(q.from) : null;
    const to = q.to ? londonDayStart(addCalendarDays(q.to, 1)) : null;
    const scope = and(
      await carerVisitScope(db, auth),
      from ? gt(column(v, 'endsAt'), from.toISOString()) : undefined,
      to ? lt(column(v, 'startsAt'), to.toISOString()) : undefined,
      q.carer
        ? exists(
            db
              .select({ one: sql`1` })
              .from(a)
              .where(
                and(
                  eq(column(a, 'parentId'), column(v, 'id')),
                  eq(column(a, 'carer'), q.carer),
                  isNull(column(a, 'deletedAt')),
                ),
              ),
          )
        : undefined,
      q.unallocated === 'true'
        ? sql`(select count(*) from ${a} where ${column(a, 'parentId')} = ${column(v, 'id')} and ${column(a, 'deletedAt')} is null) < ${column(v, 'carersNeeded')}`
        : undefined,
    ) as SQL | undefined;
    const fields = listedFields(visitKind);
    const { rows, count } = await listPage(db, visitKind, q, auth.user, undefined, {
      fields,
      scope,
    });
    const page = pageOf(
      rows,
      q.limit,
      (row) => [cursorValue(row[q.sort]), String(row.id)],
      listRowMapper(visitKind, fields),
      count,
    );
    const carers = await carersOf(
      db,
      auth.user.organisation.id,
      page.items.map((item) => String(item.id)),
    );
    return {
      data: {
        ...page,
        items: page.items.map((item) => ({ ...item, carers: carers.get(String(item.id)) ?? [] })),
      },
    };
  },
});

function cursorValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' ? value : String(value);
}

/** A 422 that names every reason, each also under `carerId` as a form shows it. */
function refused(refusals: AllocationRefusal[], message: string): HttpError {
  return new HttpError(422, message, { carerId: refusals.map((r) => r.message) }, {}, { refusals });
}

const allocate = defineRoute({
  method: 'POST',
  url: '/api/v1/visits/:id/allocate',
  access: { permission: visitKind.permissions.update },
  summary: 'Put a carer on a place of a visit',
  answer: allocationAnswer,
  params: z.object({ id: z.uuid() }),
  body: allocationBody,
  resource: 'visits',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db, config } }) {
    const actor = requestActor(auth, request.ip);
    const organisationId = auth.user.organisation.id;
    try {
      return await db.transaction(async (tx) => {
        const v = tableOf(visitKind);
        const [visitRow] = await tx
          .select()
          .from(v)
          .where(and(eq(column(v, 'id'), params.id), scopeOf(visitKind, auth.user)))
          .for('update');
        if (!visitRow) throw notFound('visit');
        return await placeCarer(
          tx,
          actor,
          organisationId,
          visitRow as Record<string, unknown>,
          {
            ...body,
            mayOverride: can(auth.user, OVERRIDE_PERMISSION),
            carerAllowed: () => carerInScope(tx, auth, body.carerId),
          },
          travelTimeOf(config),
        );
      });
    } catch (error) {
      throw allocationConflict(error);
    }
  },
});

/** What a place asks of the carer put on it, beside the visit and the carer. */
export interface Placement {
  place: number;
  carerId: string;
  /** The carer the caller saw in the place, when moving someone off it. */
  replacing?: string | undefined;
  override?: { reason: string } | undefined;
  /** Whether the caller may override a rule that allows it. */
  mayOverride: boolean;
  /** Whether the caller may staff visits with this carer (a coordinator: their branch's). */
  carerAllowed: () => Promise<boolean>;
}

/**
 * Puts a carer on a place of a visit already locked for update by the caller's transaction,
 * judged by the rules of who may take a visit: the rota's drag and drop and a carer accepting
 * an offer of cover both come through here.
 */
export async function placeCarer(
  tx: Db,
  actor: Actor,
  organisationId: string,
  row: Record<string, unknown>,
  body: Placement,
  travelTime: TravelTime,
): Promise<{ data: AllocationAnswer; message?: string }> {
  const visitId = String(row.id);
  if (!STAFFABLE.includes(String(row.status)))
    throw new HttpError(
      422,
      `A visit that is ${String(row.status).toLowerCase()} cannot be staffed.`,
    );
  if (body.place > Number(row.carersNeeded))
    throw new HttpError(422, 'Please correct the highlighted fields.', {
      place: [
        `This visit needs ${counted(Number(row.carersNeeded), 'carer')}: there is no place ${body.place}.`,
      ],
    });
  if (!row.startsAt || !row.endsAt)
    throw new HttpError(422, 'This visit has no time that exists on the clock: correct it first.');
  const current = (await carersOf(tx, organisationId, [visitId])).get(visitId) ?? [];
  const inPlace = current.find((c) => c.place === body.place);
  if (inPlace?.carer === body.carerId)
    return { data: { visitId: visitId, carers: current, overridden: [] } };
  if (inPlace && inPlace.carer !== body.replacing)
    throw new HttpError(409, `Place ${body.place} is filled by ${inPlace.carerName}.`);
  if (!inPlace && body.replacing)
    throw new HttpError(409, `Place ${body.place} is no longer filled: nobody was moved.`);
  if (current.some((c) => c.carer === body.carerId))
    throw new HttpError(409, 'This carer already fills another place of this visit.');
  if (!(await body.carerAllowed()))
    throw new HttpError(422, 'Please correct the highlighted fields.', {
      carerId: ['Choose a carer of your organisation.'],
    });
  const visit = allocationVisitOf(row);
  const refusals = await refusalsOf(tx, organisationId, visit, body.carerId, travelTime);
  if (!refusals) throw notFound('carer');
  if (refusals.length > 0) {
    if (!body.override) throw refused(refusals, 'This carer cannot take this visit.');
    const fixed = refusals.filter((r) => !r.overridable);
    if (fixed.length > 0)
      throw refused(fixed, 'This carer cannot take this visit, and that cannot be overridden.');
    if (!body.mayOverride) throw refused(refusals, 'Only a manager may override these rules.');
  }
  const overridden = refusals.map((r) => r.rule);
  if (inPlace)
    await changeRecord(
      tx,
      actor,
      visitCarerKind,
      inPlace.id,
      { deletedAt: new Date() },
      { auditAction: 'visit-carers.removed', note: { replacedBy: body.carerId } },
    );
  const allocation = await insertRecord(
    tx,
    actor,
    visitCarerKind,
    {
      place: body.place,
      carer: body.carerId,
      overrideReason: overridden.length > 0 ? body.override?.reason : null,
    },
    {
      parentId: visitId,
      auditAction:
        overridden.length > 0 ? 'visit-carers.allocate-override' : 'visit-carers.allocate',
      ...(overridden.length > 0 ? { note: { overridden: refusals } } : {}),
    },
  );
  if (overridden.length > 0)
    await noteAction(tx, actor, {
      action: 'visits.allocation-override',
      recordType: visitKind.name,
      recordId: visitId,
      changes: { carer: body.carerId, reason: body.override?.reason, overridden },
    });
  const carers = (await carersOf(tx, organisationId, [visitId])).get(visitId) ?? [];
  return {
    data: { visitId: visitId, carers, overridden },
    message: allocation ? 'Carer allocated.' : undefined,
  };
}

/**
 * A database refusal of an allocation in words: two allocations at once (the database lets one
 * carer be at one visit at a time, and one carer fill a place).
 */
export function allocationConflict(error: unknown): unknown {
  const { code } = pgErrorOf(error);
  if (code === '23P01')
    return refused(
      [
        {
          rule: 'already-booked',
          overridable: false,
          message: 'The carer is already at another visit at this time.',
        },
      ],
      'This carer cannot take this visit.',
    );
  if (code === '23505')
    return new HttpError(409, 'Someone filled this place meanwhile: reload the visit.');
  return error;
}

async function carerInScope(db: Db, auth: AuthContext, carerId: string): Promise<boolean> {
  const carers = tableOf(carerKind);
  // The caller's scope: a coordinator limited to a branch staffs visits with its carers only.
  const [found] = await db
    .select({ id: column(carers, 'id') })
    .from(carers)
    .where(and(eq(column(carers, 'id'), carerId), scopeOf(carerKind, auth.user)));
  return Boolean(found);
}

export const visitRoutes = [list, allocate];
