import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  CHANGEABLE_MEDICATION_FIELDS,
  changeMedicationSchema,
  clientLifecycleChangeAnswer,
  endServiceSchema,
  formatUkDate,
  recordKind,
  statusAfterServiceEnd,
  stopMedicationSchema,
} from '@care360/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, requestActor } from '../../platform/records/record-store';
import { draftDeathOfClient } from '../quality';
import { cancelVisitsAfterServiceEnd, restorableVisits } from '../scheduling';

/**
 * How a client's care and medicines end or change (client-lifecycle.ts in the domain): End
 * service archives the client, Reinstate brings them back, Stop ends a medicine on a date with a
 * reason, Change ends it the day before and starts the new dose linked to it. Each writes its
 * change and its audit entry in one transaction; a refusal writes nothing.
 */

const clients = recordKind('clients');
const medications = recordKind('client-medications');
const clientTable = tableOf(clients);
const medicationTable = tableOf(medications);
const clientCol = (key: string) => column(clientTable, key);
const medicationCol = (key: string) => column(medicationTable, key);

/** Ending and reinstating a service take the permission that deleting a client once took. */
const ARCHIVE = { permission: clients.permissions.delete };
const PRESCRIBE = { permission: medications.permissions.update };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The client row, locked, archived or not, if the caller may see it; else 404. */
async function lockClient(tx: Tx, auth: AuthContext, id: string) {
  const [found] = await tx
    .select()
    .from(clientTable)
    .where(and(eq(clientCol('id'), id), scopeOf(clients, auth.user)))
    .for('update');
  if (!found) throw notFound('client');
  return found as Record<string, unknown>;
}

const endService = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/end-service',
  refusals: [409],
  access: ARCHIVE,
  answer: clientLifecycleChangeAnswer,
  summary:
    "End a client's service: sets Ended or Deceased and archives the client (kept, not deleted)",
  params: idParams,
  body: endServiceSchema,
  resource: 'clients',
  async handler({ auth, params, body, request, services: { db } }) {
    const cancelled = await db.transaction(async (tx) => {
      const client = await lockClient(tx, auth, params.id);
      if (client.serviceEndedOn) {
        throw new HttpError(
          409,
          `This client's service already ended on ${formatUkDate(String(client.serviceEndedOn))}.`,
        );
      }
      if (typeof client.startDate === 'string' && body.endedOn < client.startDate) {
        throw new HttpError(400, 'Check the dates.', {
          endedOn: ['The service cannot end before the care started.'],
        });
      }
      const status = statusAfterServiceEnd(body.reason);
      const ended = await changeRecord(
        tx,
        requestActor(auth, request.ip),
        clients,
        params.id,
        {
          status,
          serviceEndedOn: body.endedOn,
          serviceEndReason: body.reason,
          serviceEndNote: body.note,
        },
        { auditAction: 'end-service' },
      );
      // A death is notified to CQC without delay: the draft is written with the end of service.
      if (body.reason === 'Died' && ended) {
        await draftDeathOfClient(tx, requestActor(auth, request.ip), ended);
      }
      // No visit after the last day of care: cancelled, so reinstating can bring them back.
      return cancelVisitsAfterServiceEnd(
        tx,
        requestActor(auth, request.ip),
        params.id,
        body.endedOn,
      );
    });
    return {
      data: { id: params.id },
      message: `Service ended: the client is archived.${cancelled > 0 ? ` ${cancelled} visit${cancelled === 1 ? '' : 's'} after it cancelled.` : ''}`,
    };
  },
});

const reinstate = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/reinstate',
  refusals: [409],
  access: ARCHIVE,
  answer: clientLifecycleChangeAnswer,
  summary: 'Reinstate an archived client: their service restarts and they are back in the lists',
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const restorable = await db.transaction(async (tx) => {
      const client = await lockClient(tx, auth, params.id);
      if (!client.serviceEndedOn) throw new HttpError(409, 'This client is not archived.');
      await changeRecord(
        tx,
        requestActor(auth, request.ip),
        clients,
        params.id,
        { status: 'Active', serviceEndedOn: null, serviceEndReason: null, serviceEndNote: null },
        { auditAction: 'reinstate' },
      );
      return (await restorableVisits(tx, auth.user.organisation.id, params.id)).length;
    });
    return {
      data: { id: params.id },
      message: `Client reinstated.${restorable > 0 ? ` ${restorable} visit${restorable === 1 ? '' : 's'} cancelled when the service ended can go ahead again: restore them from the client's hospital stays (Restore visits).` : ''}`,
    };
  },
});

const medicationParams = z.object({ id: z.uuid(), medicationId: z.uuid() });

/** The live medicine of a live, unarchived client the caller may see, locked; else 404. */
async function lockMedication(tx: Tx, auth: AuthContext, clientId: string, medicationId: string) {
  const client = await lockClient(tx, auth, clientId);
  if (client.serviceEndedOn) {
    throw new HttpError(
      409,
      "This client's service has ended: reinstate them to change their medicines.",
    );
  }
  const [found] = await tx
    .select()
    .from(medicationTable)
    .where(and(eq(medicationCol('id'), medicationId), scopeOf(medications, auth.user, clientId)))
    .for('update');
  if (!found) throw notFound('client medication');
  return found as Record<string, unknown>;
}

/** The last day a dose is recorded on or after `from` for the medicine, if any. */
async function doseRecordedFrom(tx: Tx, auth: AuthContext, medicationId: string, from: string) {
  const { marEntries } = schema;
  const [found] = await tx
    .select({ day: sql<string>`max(${marEntries.day})::text` })
    .from(marEntries)
    .where(
      and(
        eq(marEntries.organisationId, auth.user.organisation.id),
        eq(marEntries.clientMedicationId, medicationId),
        gte(marEntries.day, from),
      ),
    );
  return found?.day ?? null;
}

function assertOpenOn(medication: Record<string, unknown>, day: string, field: string) {
  const start = String(medication.startDate);
  const end = medication.endDate ? String(medication.endDate) : null;
  if (day < start) {
    throw new HttpError(400, 'Check the date.', {
      [field]: [`The medicine started on ${formatUkDate(start)}: choose that day or later.`],
    });
  }
  if (end && day > end) {
    throw new HttpError(409, `This medicine already ended on ${formatUkDate(end)}.`);
  }
}

const stop = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/medications/:medicationId/stop',
  refusals: [409],
  access: PRESCRIBE,
  answer: clientLifecycleChangeAnswer,
  summary:
    'Stop a client medicine from a date, with a reason (it stays on the MAR chart until then)',
  params: medicationParams,
  body: stopMedicationSchema,
  resource: 'clients',
  async handler({ auth, params, body, request, services: { db } }) {
    await db.transaction(async (tx) => {
      const medication = await lockMedication(tx, auth, params.id, params.medicationId);
      assertOpenOn(medication, body.endDate, 'endDate');
      const later = await doseRecordedFrom(
        tx,
        auth,
        params.medicationId,
        addCalendarDays(body.endDate, 1),
      );
      if (later) {
        throw new HttpError(
          409,
          `A dose is recorded on ${formatUkDate(later)}: stop the medicine on that day or later.`,
        );
      }
      await changeRecord(
        tx,
        requestActor(auth, request.ip),
        medications,
        params.medicationId,
        { endDate: body.endDate, stopReason: body.reason },
        { auditAction: 'stop' },
      );
    });
    return { data: { id: params.medicationId }, message: 'Medicine stopped.' };
  },
});

const change = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/medications/:medicationId/change',
  refusals: [409],
  access: PRESCRIBE,
  answer: clientLifecycleChangeAnswer,
  summary:
    'Change a client medicine from a date: the current line ends the day before and a new line, linked to it, starts',
  params: medicationParams,
  body: changeMedicationSchema,
  resource: 'clients',
  async handler({ auth, params, body, request, services: { db } }) {
    const newId = await db.transaction(async (tx) => {
      const medication = await lockMedication(tx, auth, params.id, params.medicationId);
      const lastOld = addCalendarDays(body.from, -1);
      assertOpenOn(medication, lastOld, 'from');
      if (medication.endDate && body.from > String(medication.endDate)) {
        throw new HttpError(
          409,
          `This medicine already ended on ${formatUkDate(String(medication.endDate))}.`,
        );
      }
      const later = await doseRecordedFrom(tx, auth, params.medicationId, body.from);
      if (later) {
        throw new HttpError(
          409,
          `A dose of the current line is recorded on ${formatUkDate(later)}: change it from the day after.`,
        );
      }
      const { from, reason, ...prescription } = body;
      const {
        id: _id,
        version: _v,
        createdAt: _c,
        updatedAt: _u,
        deletedAt: _d,
        ...kept
      } = medication;
      const actor = requestActor(auth, request.ip);
      const row = await insertRecord(
        tx,
        actor,
        medications,
        {
          ...kept,
          ...Object.fromEntries(
            CHANGEABLE_MEDICATION_FIELDS.map((key) => [key, prescription[key]]),
          ),
          startDate: from,
          endDate: medication.endDate ?? null,
          stopReason: null,
          replacesId: params.medicationId,
          changeReason: reason,
        },
        { parentId: params.id, note: { replaces: [null, params.medicationId] } },
      );
      await changeRecord(
        tx,
        actor,
        medications,
        params.medicationId,
        { endDate: lastOld, stopReason: reason },
        { auditAction: 'change', note: { replacedBy: [null, row.id] } },
      );
      return row.id as string;
    });
    return { data: { id: newId }, statusCode: 201, message: 'Medicine changed.' };
  },
});

export const clientLifecycleRoutes = [endService, reinstate, stop, change];
