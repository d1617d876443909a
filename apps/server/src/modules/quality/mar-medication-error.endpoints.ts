import { schema } from '@care360/db';
import { isMarCode, MAR_SLOT_VALUES, marCode, marSlot, recordKind, ukDate } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { recordStore, requestActor } from '../../platform/records/record-store';

/**
 * A dose refused or missed on the MAR chart raised as a medication error in one step: the entry
 * made from the dose (the client, their branch, the medicine and dose, the day and round, who
 * recorded it and what they noted), open, for the manager to investigate. Harm starts at None,
 * the register's own default answer until someone judges it.
 */

const errors = recordKind('medication-errors');
const clients = recordKind('clients');
const medications = recordKind('client-medications');
const errorStore = recordStore(errors);

const body = z.strictObject({
  medication: z.uuid({ error: 'Choose the medicine.' }),
  day: z.iso.date({ error: 'Enter the day of the dose.' }),
  slot: z.enum(MAR_SLOT_VALUES, { error: 'Choose the round.' }),
});

const raise = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/mar/medication-error',
  access: { permission: errors.permissions.create },
  owners: [clients.permissions.read],
  params: z.object({ id: z.uuid() }),
  body,
  answer: z.strictObject({ id: z.uuid() }),
  resource: 'clients',
  refusals: [422],
  summary: 'Raise a medication error from a dose refused or missed on the MAR chart',
  async handler({ auth, params, body, request, services }) {
    const { db } = services;
    const c = tableOf(clients);
    const [client] = await db
      .select({ id: column(c, 'id'), branch: column(c, 'branch') })
      .from(c)
      .where(and(eq(column(c, 'id'), params.id), scopeOf(clients, auth.user)));
    if (!client) throw notFound('client');
    const m = tableOf(medications);
    const [medicine] = await db
      .select({ medication: column(m, 'medication'), dose: column(m, 'dose') })
      .from(m)
      .where(and(eq(column(m, 'id'), body.medication), scopeOf(medications, auth.user, params.id)));
    if (!medicine) throw notFound('medicine');
    const e = schema.marEntries;
    const entries = await db
      .select({ code: e.code, note: e.note, givenByCarer: e.givenByCarer })
      .from(e)
      .where(
        and(
          eq(e.organisationId, auth.user.organisation.id),
          eq(e.clientId, params.id),
          eq(e.clientMedicationId, body.medication),
          eq(e.day, body.day),
          eq(e.slot, body.slot),
        ),
      )
      .orderBy(sql`${e.recordedAt} desc`);
    const latest = entries[0];
    const outcome = latest && isMarCode(latest.code) ? marCode(latest.code) : null;
    if (outcome?.outcome === 'given') {
      throw new HttpError(
        422,
        'This dose was given: only a refused or missed dose is raised here.',
      );
    }
    const round = marSlot(body.slot).label.toLowerCase();
    const what = outcome
      ? `${outcome.label} (${latest?.code}) at the ${round} round on ${ukDate(body.day)}.`
      : `No dose recorded at the ${round} round on ${ukDate(body.day)}: missed.`;
    const saved = await errorStore.create(
      { actor: requestActor(auth, request.ip), services },
      {
        errorType: outcome ? 'Other' : 'Missed dose',
        occurredOn: body.day,
        branch: client.branch,
        client: params.id,
        carer: latest?.givenByCarer ?? null,
        medicine: medicine.medication,
        doseInvolved: `${String(medicine.dose)} at the ${round} round`,
        whatHappened: [
          `Raised from the MAR chart. ${what}`,
          latest?.note ? `Note on the MAR: ${latest.note}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        harm: 'None',
        status: 'Open',
      },
    );
    return { data: { id: saved.id }, statusCode: 201 };
  },
});

export const marMedicationErrorRoutes = [raise];
