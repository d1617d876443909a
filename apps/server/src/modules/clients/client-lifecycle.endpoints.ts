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
import { recordAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';

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

const audit = (
  tx: Tx,
  auth: AuthContext,
  ip: string,
  entry: { action: string; recordType: string; recordId: string; changes: object },
) =>
  recordAudit(tx, {
    organisationId: auth.user.organisation.id,
    actorUserId: auth.user.id,
    ip,
    ...entry,
    changes: entry.changes as Record<string, unknown>,
  });

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
    await db.transaction(async (tx) => {
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
      await tx
        .update(clientTable)
        .set({
          status,
          serviceEndedOn: body.endedOn,
          serviceEndReason: body.reason,
          serviceEndNote: body.note,
          version: sql`${clientCol('version')} + 1`,
          updatedAt: new Date(),
          updatedBy: auth.user.id,
        })
        .where(eq(clientCol('id'), params.id));
      await audit(tx, auth, request.ip, {
        action: 'end-service',
        recordType: clients.name,
        recordId: params.id,
        changes: {
          status: [client.status, status],
          serviceEndedOn: [null, body.endedOn],
          serviceEndReason: [null, body.reason],
          serviceEndNote: [null, body.note],
        },
      });
    });
    return { data: { id: params.id }, message: 'Service ended: the client is archived.' };
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
    await db.transaction(async (tx) => {
      const client = await lockClient(tx, auth, params.id);
      if (!client.serviceEndedOn) throw new HttpError(409, 'This client is not archived.');
      await tx
        .update(clientTable)
        .set({
          status: 'Active',
          serviceEndedOn: null,
          serviceEndReason: null,
          serviceEndNote: null,
          version: sql`${clientCol('version')} + 1`,
          updatedAt: new Date(),
          updatedBy: auth.user.id,
        })
        .where(eq(clientCol('id'), params.id));
      await audit(tx, auth, request.ip, {
        action: 'reinstate',
        recordType: clients.name,
        recordId: params.id,
        changes: {
          status: [client.status, 'Active'],
          serviceEndedOn: [client.serviceEndedOn, null],
          serviceEndReason: [client.serviceEndReason, null],
        },
      });
    });
    return { data: { id: params.id }, message: 'Client reinstated.' };
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
      await tx
        .update(medicationTable)
        .set({
          endDate: body.endDate,
          stopReason: body.reason,
          version: sql`${medicationCol('version')} + 1`,
          updatedAt: new Date(),
          updatedBy: auth.user.id,
        })
        .where(eq(medicationCol('id'), params.medicationId));
      await audit(tx, auth, request.ip, {
        action: 'stop',
        recordType: medications.name,
        recordId: params.medicationId,
        changes: { endDate: [medication.endDate, body.endDate], stopReason: [null, body.reason] },
      });
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
      const [created] = await tx
        .insert(medicationTable)
        .values({
          ...kept,
          ...Object.fromEntries(
            CHANGEABLE_MEDICATION_FIELDS.map((key) => [key, prescription[key]]),
          ),
          startDate: from,
          endDate: medication.endDate ?? null,
          stopReason: null,
          replacesId: params.medicationId,
          changeReason: reason,
          createdBy: auth.user.id,
          updatedBy: auth.user.id,
        })
        .returning();
      const row = created as Record<string, unknown>;
      await tx
        .update(medicationTable)
        .set({
          endDate: lastOld,
          stopReason: reason,
          version: sql`${medicationCol('version')} + 1`,
          updatedAt: new Date(),
          updatedBy: auth.user.id,
        })
        .where(eq(medicationCol('id'), params.medicationId));
      await audit(tx, auth, request.ip, {
        action: 'change',
        recordType: medications.name,
        recordId: params.medicationId,
        changes: {
          endDate: [medication.endDate, lastOld],
          stopReason: [null, reason],
          replacedBy: [null, row.id],
        },
      });
      const api = toApiRow(medications, row);
      await audit(tx, auth, request.ip, {
        action: 'create',
        recordType: medications.name,
        recordId: row.id as string,
        changes: {
          ...Object.fromEntries(
            Object.keys(medications.fields).map((key) => [key, [null, api[key] ?? null]]),
          ),
          replaces: [null, params.medicationId],
          changeReason: [null, reason],
        },
      });
      return row.id as string;
    });
    return { data: { id: newId }, statusCode: 201, message: 'Medicine changed.' };
  },
});

export const clientLifecycleRoutes = [endService, reinstate, stop, change];
