import type { Db } from '@care360/db';
import {
  type CheckMethod,
  checkBody,
  myDoseBody,
  myHolidayBody,
  myNoteBody,
  myReportBody,
  myUnavailabilityBody,
  myWriteAnswer,
  recordedAtProblem,
  recordKind,
  straightLineKm,
  ukCalendarDate,
  ukClockTime,
  ukLocalDateTime,
} from '@care360/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { column, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  recordStore,
  requestActor,
} from '../../platform/records/record-store';
import type { Services } from '../../platform/services';
import { saveMarEntry } from '../clients';
import { evaluateVisit, raiseDoseAlert, raiseIncidentAlert } from '../live-events';
import { checkMethodOf } from './check-in-codes';
import {
  assertVisitOpen,
  idempotencyKeyOf,
  type MyVisitRow,
  myVisit,
  once,
  ownCarer,
  visitCarerKind,
  visitKind,
} from './my-visit-access';

/**
 * What the carer's phone writes. Every write carries an Idempotency-Key (a phone that lost its
 * signal sends again, and the work is done once) and, for a visit, its own time (`recordedAt`),
 * checked against the visit's window; a write against a visit the office cancelled meanwhile is
 * refused with 409 and why, so the phone keeps it and shows the carer.
 */

const visitParams = z.object({ id: z.uuid() });
const clientLogs = recordKind('client-logs');
const incidents = recordKind('incidents');

/** The visit a write is for: the carer's own, still open, at a time its window allows. */
export async function openVisit(db: Db, auth: AuthContext, visitId: string, recordedAt: Date) {
  const carer = await ownCarer(db, auth);
  const visit = await myVisit(db, auth, carer.id, visitId);
  assertVisitOpen(visit);
  const placeId = visit.placeId as string;
  const problem = recordedAtProblem(
    recordedAt,
    { startsAt: new Date(visit.startsAt), endsAt: new Date(visit.endsAt) },
    new Date(),
  );
  if (problem) throw new HttpError(422, problem, { recordedAt: [problem] });
  return { carer, visit, placeId };
}

/** Metres from the client's home, when both places are known. */
function metresFromHome(
  visit: MyVisitRow,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
) {
  if (latitude == null || longitude == null) return null;
  if (visit.homeLatitude === null || visit.homeLongitude === null) return null;
  return Math.round(
    straightLineKm(
      { latitude, longitude },
      { latitude: visit.homeLatitude, longitude: visit.homeLongitude },
    ) * 1000,
  );
}

/** A check-in's or check-out's fields of the carer's place: when, how, where and how sure. */
function checkFields(
  which: 'In' | 'Out',
  method: CheckMethod,
  visit: MyVisitRow,
  body: {
    recordedAt: Date;
    latitude?: number | null;
    longitude?: number | null;
    accuracy?: number | null;
  },
) {
  return {
    [`checked${which}At`]: body.recordedAt,
    [`check${which}Method`]: method,
    [`check${which}Latitude`]: body.latitude ?? null,
    [`check${which}Longitude`]: body.longitude ?? null,
    [`check${which}Accuracy`]: body.accuracy == null ? null : Math.round(body.accuracy),
    [`check${which}Distance`]: metresFromHome(visit, body.latitude, body.longitude),
  };
}

const at = (instant: Date) => `${ukClockTime(instant).slice(0, 5)}`;

type OpenVisit = Awaited<ReturnType<typeof openVisit>>['visit'];

/**
 * Check-in and check-out: the same write of the carer's place (where the phone was, or the
 * home's QR code), each with what refuses it first and what follows for the visit.
 */
function visitCheck(
  which: 'In' | 'Out',
  refusal: (visit: OpenVisit, recordedAt: Date) => HttpError | null,
  afterwards: (tx: Db, actor: Actor, visit: OpenVisit, placeId: string) => Promise<void>,
) {
  const verb = which === 'In' ? 'in to' : 'out of';
  return defineRoute({
    method: 'POST',
    url: `/api/v1/my/visits/:id/check-${which.toLowerCase()}`,
    access: SIGNED_IN,
    summary: `Check ${verb} a visit, with where the phone was and how sure it was, or the home’s QR code`,
    answer: myWriteAnswer,
    params: visitParams,
    body: checkBody,
    resource: 'visits',
    refusals: [409, 422],
    async handler({ auth, params, body, request, services: { db } }) {
      idempotencyKeyOf(request.headers['idempotency-key']);
      const data = await once(db, auth, request, body, async (tx) => {
        const { visit, placeId } = await openVisit(tx, auth, params.id, body.recordedAt);
        const refused = refusal(visit, body.recordedAt);
        if (refused) throw refused;
        const method = await checkMethodOf(tx, visit, body.qrCode);
        const actor = requestActor(auth, request.ip);
        await changeRecord(
          tx,
          actor,
          visitCarerKind,
          placeId,
          checkFields(which, method, visit, body),
          {
            auditAction: `visit-carers.check-${which.toLowerCase()}`,
          },
        );
        await afterwards(tx, actor, visit, placeId);
        // A late or missed alert about this visit ends, and a far-from-home one starts, at once.
        await evaluateVisit(tx, auth.user.organisation.id, visit.id, new Date());
        return { kind: 'visit-carers', id: placeId };
      });
      return { data, statusCode: 201, message: `Checked ${which.toLowerCase()}.` };
    },
  });
}

const checkIn = visitCheck(
  'In',
  (visit) =>
    visit.checkedInAt
      ? new HttpError(409, `You checked in already at ${at(new Date(visit.checkedInAt))}.`)
      : null,
  async (tx, actor, visit) => {
    if (visit.status === 'Published')
      await changeRecord(tx, actor, visitKind, visit.id, { status: 'In progress' });
  },
);

const checkOut = visitCheck(
  'Out',
  (visit, recordedAt) => {
    if (!visit.checkedInAt) return new HttpError(409, 'Check in to this visit first.');
    if (visit.checkedOutAt)
      return new HttpError(409, `You checked out already at ${at(new Date(visit.checkedOutAt))}.`);
    if (recordedAt < new Date(visit.checkedInAt))
      return new HttpError(422, 'The check-out must be after the check-in.', {
        recordedAt: ['The check-out must be after the check-in.'],
      });
    return null;
  },
  async (tx, actor, visit, placeId) => {
    // The visit is done when no one on it is still there.
    const a = tableOf(visitCarerKind);
    const [still] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .where(
        and(
          eq(column(a, 'parentId'), visit.id),
          ne(column(a, 'id'), placeId),
          isNull(column(a, 'checkedOutAt')),
          isNull(column(a, 'deletedAt')),
        ),
      );
    if (Number(still?.n ?? 0) === 0 && ['Published', 'In progress'].includes(visit.status))
      await changeRecord(tx, actor, visitKind, visit.id, { status: 'Completed' });
  },
);

const dose = defineRoute({
  method: 'POST',
  url: '/api/v1/my/visits/:id/doses',
  access: SIGNED_IN,
  summary: 'Record a medicine given, refused or not given at a visit, by the MAR chart’s rules',
  answer: myWriteAnswer,
  params: visitParams,
  body: myDoseBody,
  resource: 'visits',
  refusals: [409, 422, 429],
  async handler({ auth, params, body, request, services: { db, config } }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    const data = await once(db, auth, request, body, async (tx) => {
      const { visit } = await openVisit(tx, auth, params.id, body.recordedAt);
      if (!visit.clientId) throw new HttpError(409, 'This visit has no client.');
      const { entry } = await saveMarEntry(tx, {
        auth,
        config,
        clientId: visit.clientId,
        body: {
          clientMedicationId: body.clientMedicationId,
          day: visit.visitDate,
          slot: body.slot,
          code: body.code,
          note: body.note || null,
          givenAt: ukLocalDateTime(body.recordedAt),
          correctionReason: null,
          quantity: null,
          breachReason: body.breachReason || null,
          witnessEmail: body.witnessEmail?.toLowerCase() || null,
          witnessSecret: body.witnessSecret || null,
        },
        ip: request.ip,
        now: new Date(),
      });
      // A refused or missed dose is on the board now, not at the next minute's round.
      await raiseDoseAlert(tx, auth.user.organisation.id, entry.id);
      return { kind: 'mar-entries', id: entry.id };
    });
    return { data, statusCode: 201, message: 'Dose recorded.' };
  },
});

/** A line in the client's log, written by the carer at the visit. */
async function logEntry(
  tx: Db,
  auth: AuthContext,
  request: FastifyRequest,
  visit: MyVisitRow,
  carer: { id: string; name: string },
  values: { loggedAt: Date; category: string; entry: string; followUpNeeded: boolean },
) {
  if (!visit.clientId) throw new HttpError(409, 'This visit has no client.');
  return insertRecord(
    tx,
    requestActor(auth, request.ip),
    clientLogs,
    { ...values, loggedBy: carer.name, carer: carer.id },
    { parentId: visit.clientId },
  );
}

const note = defineRoute({
  method: 'POST',
  url: '/api/v1/my/visits/:id/notes',
  access: SIGNED_IN,
  summary: 'Write the visit note: it becomes an entry of the client’s log',
  answer: myWriteAnswer,
  params: visitParams,
  body: myNoteBody,
  resource: 'visits',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db } }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    const data = await once(db, auth, request, body, async (tx) => {
      const { visit, carer } = await openVisit(tx, auth, params.id, body.recordedAt);
      const row = await logEntry(tx, auth, request, visit, carer, {
        loggedAt: body.recordedAt,
        category: 'Visit note',
        entry: body.entry,
        followUpNeeded: body.followUpNeeded,
      });
      return { kind: 'client-logs', id: String(row.id) };
    });
    return { data, statusCode: 201, message: 'Note saved.' };
  },
});

const report = defineRoute({
  method: 'POST',
  url: '/api/v1/my/visits/:id/reports',
  access: SIGNED_IN,
  summary:
    'Report a concern (to the client’s log) or an incident (also to the incidents register, a draft for the office to open)',
  answer: myWriteAnswer,
  params: visitParams,
  body: myReportBody,
  resource: 'visits',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db } }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    const data = await once(db, auth, request, body, async (tx) => {
      const { visit, carer } = await openVisit(tx, auth, params.id, body.recordedAt);
      const entry = [body.title, body.whatHappened, body.immediateAction]
        .filter(Boolean)
        .join('\n');
      const log = await logEntry(tx, auth, request, visit, carer, {
        loggedAt: body.recordedAt,
        category: body.kind,
        entry,
        followUpNeeded: true,
      });
      if (body.kind === 'Concern') return { kind: 'client-logs', id: String(log.id) };
      // The register's entry: a draft the office checks and opens, its harm at None until they
      // judge it (the register's own default, as a dose raised as a medication error starts)
      // and its notifications left to them; the boards hear of it at once.
      const row = await insertRecord(tx, requestActor(auth, request.ip), incidents, {
        title: body.title,
        type: body.type,
        occurredOn: ukCalendarDate(body.recordedAt),
        occurredAt: ukClockTime(body.recordedAt).slice(0, 5),
        location: visit.address ?? 'Client’s home',
        branch: visit.branch,
        client: visit.clientId,
        carer: carer.id,
        whatHappened: body.whatHappened,
        immediateAction: body.immediateAction || null,
        harm: 'None',
        status: 'Draft',
      });
      await raiseIncidentAlert(tx, auth.user.organisation.id, row);
      return { kind: 'incidents', id: String(row.id) };
    });
    return { data, statusCode: 201, message: 'Reported: the office has been told.' };
  },
});

/** A record of the carer's own file made through the store (its rules run), once per key. */
async function ownRecord(
  kindName: string,
  auth: AuthContext,
  request: FastifyRequest,
  services: Services,
  body: unknown,
  values: Record<string, unknown>,
) {
  const kind = recordKind(kindName);
  const carer = await ownCarer(services.db, auth);
  return once(services.db, auth, request, body, async (tx) => {
    // The store's own transaction nests in the key's, so both are kept or neither.
    const row = await recordStore(kind).create(
      {
        actor: requestActor(auth, request.ip),
        services: { ...services, db: tx },
        parentId: carer.id,
      },
      values,
    );
    return { kind: kind.name, id: String(row.id) };
  });
}

const holiday = defineRoute({
  method: 'POST',
  url: '/api/v1/my/holidays',
  access: SIGNED_IN,
  summary: 'Ask for a holiday: it waits for the office to approve it',
  answer: myWriteAnswer,
  body: myHolidayBody,
  refusals: [409, 422],
  async handler({ auth, body, request, services }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    const reasons = tableOf(recordKind('holiday-reasons'));
    const [reason] = await services.db
      .select({ id: column(reasons, 'id') })
      .from(reasons)
      .where(
        and(
          eq(column(reasons, 'organisationId'), auth.user.organisation.id),
          isNull(column(reasons, 'deletedAt')),
        ),
      )
      .orderBy(sql`${column(reasons, 'name')} = 'Annual leave' desc`, column(reasons, 'name'))
      .limit(1);
    if (!reason) throw new HttpError(409, 'The office has set up no holiday reasons yet.');
    const data = await ownRecord('carer-holidays', auth, request, services, body, {
      fromDate: body.fromDate,
      toDate: body.toDate,
      hours: body.hours,
      reason: reason.id,
      status: 'Requested',
      notes: body.notes || null,
    });
    return { data, statusCode: 201, message: 'Holiday requested.' };
  },
});

const unavailability = defineRoute({
  method: 'POST',
  url: '/api/v1/my/unavailability',
  access: SIGNED_IN,
  summary: 'Say when you cannot work: the rota offers you no visit then',
  answer: myWriteAnswer,
  body: myUnavailabilityBody,
  refusals: [409, 422],
  async handler({ auth, body, request, services }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    const data = await ownRecord('carer-unavailability', auth, request, services, body, {
      repeats: 'One-off',
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      reason: body.reason,
    });
    return { data, statusCode: 201, message: 'Unavailability saved.' };
  },
});

export const myWriteRoutes = [checkIn, checkOut, dose, note, report, holiday, unavailability];
