import type { Db } from '@care360/db';
import {
  ADJUSTABLE_CONFIRMATION_FIELDS,
  adjustConfirmationAnswer,
  adjustConfirmationBody,
  type ConfirmedPlace,
  confirmAnswer,
  confirmationReviewAnswer,
  confirmBody,
  confirmPlaces,
  counted,
  DEFAULT_CHARGE_RULE,
  DEFAULT_PAY_RULE,
  financePeriod,
  type PlaceToConfirm,
} from '@care360/domain';
import { and, asc, between, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  insertRecords,
  requestActor,
} from '../../platform/records/record-store';
import {
  bankHolidays,
  chargeRules,
  clientFunding,
  dateOf,
  kinds,
  mainFunder,
  nameOf,
  num,
  payRules,
  peopleNames,
  str,
} from './finance-data';

/**
 * Confirming delivered visits: the review list of a period's places not yet confirmed, with what
 * each would be charged and paid; the bulk confirmation, which writes one locked confirmation per
 * place; a manager's adjustment of a confirmation, with a reason, audited; and the visits' lock.
 */

/** Visit statuses that say a visit is over: delivered (Completed) or not (Missed). */
const OVER = ['Completed', 'Missed'];

type Row = Record<string, unknown>;

/** A period's places still to confirm, worked out as they would be confirmed. */
export async function placesToConfirm(
  db: Db,
  caller: Caller,
  period: { from: string; to: string },
  now: Date,
): Promise<{ places: ConfirmedPlace[]; alreadyConfirmed: number }> {
  const v = tableOf(kinds.visits);
  const vc = tableOf(kinds.visitCarers);
  const c = tableOf(kinds.confirmations);
  const inPeriod = and(
    scopeOf(kinds.visits, caller),
    between(column(v, 'visitDate'), period.from, period.to),
    inArray(column(v, 'status'), OVER),
    lte(column(v, 'endsAt'), now.toISOString()),
    sql`${column(v, 'client')} is not null`,
    isNull(column(vc, 'deletedAt')),
  );
  const confirmedPlace = db
    .select({ one: sql`1` })
    .from(c)
    .where(and(eq(column(c, 'visitCarer'), column(vc, 'id')), isNull(column(c, 'deletedAt'))));
  const [rows, [already]] = await Promise.all([
    db
      .select({
        visitCarerId: column(vc, 'id'),
        visitId: column(v, 'id'),
        clientId: column(v, 'client'),
        carerId: column(vc, 'carer'),
        branchId: column(v, 'branch'),
        visitDate: column(v, 'visitDate'),
        startsAt: column(v, 'startsAt'),
        endsAt: column(v, 'endsAt'),
        checkedInAt: column(vc, 'checkedInAt'),
        checkedOutAt: column(vc, 'checkedOutAt'),
      })
      .from(vc)
      .innerJoin(v, eq(column(vc, 'parentId'), column(v, 'id')))
      .where(and(inPeriod, notExists(confirmedPlace))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vc)
      .innerJoin(v, eq(column(vc, 'parentId'), column(v, 'id')))
      .where(and(inPeriod, sql`exists (${confirmedPlace})`)),
  ]);
  if (rows.length === 0) return { places: [], alreadyConfirmed: already?.n ?? 0 };
  // The caller's branch limits which visits, never how one is priced: a client who has moved to
  // another branch is still charged by their own funding, as the invoice run will charge them.
  const pricing: Caller = { organisation: caller.organisation, branchScope: null };
  const [holidays, funding, charges, pays, clients, carers] = await Promise.all([
    bankHolidays(db, pricing),
    clientFunding(db, pricing),
    chargeRules(db, pricing),
    payRules(db, pricing),
    peopleNames(
      db,
      kinds.clients,
      caller.organisation.id,
      rows.map((r) => String(r.clientId)),
    ),
    peopleNames(
      db,
      kinds.carers,
      caller.organisation.id,
      rows.map((r) => String(r.carerId)),
    ),
  ]);
  const input: PlaceToConfirm[] = rows.map((row) => {
    const date = String(row.visitDate);
    const client = clients.get(String(row.clientId));
    const funder = mainFunder(funding.get(String(row.clientId)), date);
    const lat = client?.latitude;
    const lng = client?.longitude;
    return {
      visitCarerId: String(row.visitCarerId),
      visitId: String(row.visitId),
      clientId: String(row.clientId),
      carerId: String(row.carerId),
      branchId: String(row.branchId),
      visitDate: date,
      startsAt: dateOf(row.startsAt) as Date,
      endsAt: dateOf(row.endsAt) as Date,
      checkedInAt: dateOf(row.checkedInAt),
      checkedOutAt: dateOf(row.checkedOutAt),
      home:
        lat === null || lat === undefined || lng === null || lng === undefined
          ? null
          : { latitude: Number(lat), longitude: Number(lng) },
      drives: carers.get(String(row.carerId))?.isDriver === true,
      chargeRule: (funder ? charges.get(funder) : undefined) ?? DEFAULT_CHARGE_RULE,
      payRule: pays.get(String(row.carerId))?.rule ?? DEFAULT_PAY_RULE,
    };
  });
  return { places: confirmPlaces(input, holidays), alreadyConfirmed: already?.n ?? 0 };
}

/** Rows written per statement when confirming: a month of a large agency is a few thousand. */
const CONFIRM_BATCH = 500;

/** Writes confirmations through the store in batches (audit entries and outbox events with them). */
export async function writeConfirmations(
  tx: Db,
  actor: Actor,
  places: readonly ConfirmedPlace[],
  at: Date,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < places.length; i += CONFIRM_BATCH) {
    const rows = await insertRecords(
      tx,
      actor,
      kinds.confirmations,
      places.slice(i, i + CONFIRM_BATCH).map((place) => ({
        ...place,
        confirmedBy: actor.userId,
        confirmedAt: at.toISOString(),
        adjusted: false,
      })),
      { auditAction: 'visit-confirmations.confirm' },
    );
    written += rows.length;
  }
  return written;
}

const review = defineRoute({
  method: 'GET',
  url: '/api/v1/finance/confirmations/review',
  access: { permission: kinds.confirmations.permissions.read },
  summary:
    'Delivered visits of a period waiting to be confirmed, as they would be charged and paid',
  answer: confirmationReviewAnswer,
  query: financePeriod,
  async handler({ auth, query, services: { db } }) {
    const { places, alreadyConfirmed } = await placesToConfirm(db, auth.user, query, new Date());
    const shown = [...places].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, 500);
    const [clients, carers] = await Promise.all([
      peopleNames(
        db,
        kinds.clients,
        auth.user.organisation.id,
        shown.map((p) => p.client),
      ),
      peopleNames(
        db,
        kinds.carers,
        auth.user.organisation.id,
        shown.map((p) => p.carer),
      ),
    ]);
    return {
      data: {
        items: shown.map((p) => ({
          visitCarerId: p.visitCarer,
          visitId: p.visit,
          visitDate: p.visitDate,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          clientName: nameOf(clients.get(p.client)),
          carerName: nameOf(carers.get(p.carer)),
          dayType: p.dayType,
          outcome: p.outcome,
          plannedMinutes: p.plannedMinutes,
          actualMinutes: p.actualMinutes,
          chargeMinutes: p.chargeMinutes,
          payMinutes: p.payMinutes,
          travelMinutes: p.travelMinutes,
          mileage: p.mileage,
        })),
        total: places.length,
        alreadyConfirmed,
      },
    };
  },
});

const confirm = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/confirmations',
  access: { permission: kinds.confirmations.permissions.create },
  summary: 'Confirm the delivered visits of a period (or those chosen from the review list)',
  answer: confirmAnswer,
  body: confirmBody,
  refusals: [422],
  async handler({ auth, body, request, services: { db } }) {
    const period = financePeriod.safeParse({ from: body.from, to: body.to });
    if (!period.success)
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        to: [period.error.issues[0]?.message ?? 'Check the period.'],
      });
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      // One confirmation of the organisation at a time: two at once would confirm a place twice
      // (the unique key would refuse the second as a whole).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`finance.confirm:${auth.user.organisation.id}`}))`,
      );
      const now = new Date();
      const { places, alreadyConfirmed } = await placesToConfirm(tx, auth.user, period.data, now);
      const chosen = body.visitCarerIds ? new Set(body.visitCarerIds) : null;
      const confirming = chosen ? places.filter((p) => chosen.has(p.visitCarer)) : places;
      if (confirming.length === 0)
        throw new HttpError(422, 'No delivered visit of this period is waiting to be confirmed.');
      const confirmed = await writeConfirmations(tx, actor, confirming, now);
      return {
        data: { confirmed, alreadyConfirmed },
        message: `${counted(confirmed, 'visit')} confirmed.`,
      };
    });
  },
});

const FIELD_LABELS: Record<(typeof ADJUSTABLE_CONFIRMATION_FIELDS)[number], string> = {
  chargeMinutes: 'Charged minutes',
  payMinutes: 'Paid minutes',
  travelMinutes: 'Travel minutes',
  mileage: 'Mileage',
  outcome: 'Outcome',
};

/** What a change touches: the charge (invoices) and the pay (pay runs); the outcome is both. */
const CHARGE_FIELDS = new Set(['chargeMinutes', 'outcome']);
const PAY_FIELDS = new Set(['payMinutes', 'travelMinutes', 'mileage', 'outcome']);

/**
 * Why a confirmation can no longer be changed so: its charge is on a live invoice, or its pay in
 * a closed pay run.
 */
async function adjustmentBlock(
  tx: Db,
  caller: Caller,
  row: Row,
  fields: readonly string[],
): Promise<string | null> {
  if (fields.some((f) => CHARGE_FIELDS.has(f))) {
    const invoiced = await invoicesOfConfirmation(tx, caller, row);
    if (invoiced.length === 1)
      return `This visit is on invoice ${invoiced[0]}: credit the invoice before changing its charge.`;
    if (invoiced.length > 1)
      return `This visit is on invoices ${invoiced.join(', ')}: credit them before changing its charge.`;
  }
  if (fields.some((f) => PAY_FIELDS.has(f)) && (await paidInClosedRun(tx, caller, row)))
    return 'This visit was paid in a closed pay run: adjust the next pay run instead.';
  return null;
}

/** Every invoice a visit is on: a visit split between funders is on one invoice per funder. */
async function invoicesOfConfirmation(tx: Db, caller: Caller, row: Row): Promise<string[]> {
  const l = tableOf(kinds.invoiceLines);
  const i = tableOf(kinds.invoices);
  const invoiced = await tx
    .select({ number: column(i, 'number') })
    .from(l)
    .innerJoin(i, eq(column(l, 'parentId'), column(i, 'id')))
    .where(
      and(
        scopeOf(kinds.invoiceLines, caller),
        eq(column(l, 'confirmation'), String(row.id)),
        sql`${column(l, 'chargeKey')} is not null`,
      ),
    )
    .orderBy(asc(column(i, 'number')));
  return invoiced.map((invoice) => String(invoice.number));
}

async function paidInClosedRun(tx: Db, caller: Caller, row: Row): Promise<boolean> {
  const p = tableOf(kinds.payRuns);
  const [paid] = await tx
    .select({ from: column(p, 'periodFrom'), to: column(p, 'periodTo') })
    .from(p)
    .where(
      and(
        scopeOf(kinds.payRuns, caller),
        eq(column(p, 'status'), 'Closed'),
        lte(column(p, 'periodFrom'), String(row.visitDate)),
        sql`${column(p, 'periodTo')} >= ${String(row.visitDate)}`,
      ),
    )
    .limit(1);
  return Boolean(paid);
}

const adjust = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/confirmations/:id/adjust',
  access: { permission: 'finance-adjustments.create' },
  owners: [kinds.confirmations.permissions.read],
  summary: 'A manager changes a confirmed visit, with a reason (audited)',
  answer: adjustConfirmationAnswer,
  params: idParams,
  body: adjustConfirmationBody,
  resource: 'visit-confirmations',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      const t = tableOf(kinds.confirmations);
      const [found] = (await tx
        .select()
        .from(t)
        .where(and(eq(column(t, 'id'), params.id), scopeOf(kinds.confirmations, auth.user)))
        .for('update')) as Row[];
      if (!found) throw notFound('confirmed visit');
      if (num(found.version) !== body.version)
        throw new HttpError(
          409,
          'Someone else changed this confirmed visit meanwhile: reload it and try again.',
        );
      const values: Row = {};
      const changes: string[] = [];
      for (const key of ADJUSTABLE_CONFIRMATION_FIELDS) {
        const next = body[key];
        if (next === undefined) continue;
        const before = key === 'outcome' ? str(found[key]) : num(found[key]);
        if (before === next) continue;
        values[key] = next;
        changes.push(`${FIELD_LABELS[key]}: ${String(before)} → ${String(next)}`);
      }
      if (changes.length === 0) throw new HttpError(422, 'Nothing would change: give a new value.');
      const blocked = await adjustmentBlock(tx, auth.user, found, Object.keys(values));
      if (blocked) throw new HttpError(409, blocked);
      const after = await changeRecord(
        tx,
        actor,
        kinds.confirmations,
        params.id,
        { ...values, adjusted: true },
        {
          version: body.version,
          auditAction: 'visit-confirmations.adjust',
          note: { reason: body.reason },
        },
      );
      if (!after) throw notFound('confirmed visit');
      await insertRecord(
        tx,
        actor,
        kinds.adjustments,
        { reason: body.reason, changes: changes.join('\n'), adjustedBy: actor.userId },
        { parentId: params.id, auditAction: 'confirmation-adjustments.create' },
      );
      return {
        data: { id: params.id, version: num(after.version), changes },
        message: 'The confirmed visit was adjusted.',
      };
    });
  },
});

export const confirmationRoutes = [review, confirm, adjust];

const LOCKED =
  'This visit is confirmed for invoicing and pay: a manager changes it by adjusting its confirmation, with a reason.';

/** Whether any carer's place on the visit is confirmed. */
async function isConfirmed(db: Db, auth: AuthContext, visitId: string): Promise<boolean> {
  const c = tableOf(kinds.confirmations);
  const [found] = await db
    .select({ id: column(c, 'id') })
    .from(c)
    .where(
      and(
        eq(column(c, 'organisationId'), auth.user.organisation.id),
        isNull(column(c, 'deletedAt')),
        eq(column(c, 'visit'), visitId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * A confirmed visit is locked: no save changes it (the confirmation holds what was charged and
 * paid), never silently. `confirmed` on a visit is set by confirming, not by a save.
 */
export const confirmedVisitHooks: RecordHooks = {
  async beforeUpdate({ id }, ctx) {
    if (await isConfirmed(ctx.db, ctx.auth, id)) throw new HttpError(409, LOCKED);
  },
  async readOnlyReason(row, ctx) {
    return (await isConfirmed(ctx.services.db, ctx.auth, String(row.id))) ? LOCKED : null;
  },
};
