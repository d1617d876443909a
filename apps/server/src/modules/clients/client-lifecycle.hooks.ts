import { type Db, schema } from '@care360/db';
import {
  changedPrescribingFields,
  hospitalStayOn,
  PRESCRIBING_EDIT_REFUSED,
  RECORDED_MEDICATION_DELETE_REFUSED,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import type { HookContext, RecordHooks } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { actorOf, changeRecord } from '../../platform/records/record-store';

/**
 * The record engine's checks and side effects for a client's medicines and hospital stays: a
 * medicine with doses on the MAR chart changes only by Stop or Change (never edited or deleted
 * away), and recording a hospital stay sets the client's status.
 */

const stayKind = recordKind('client-hospital-stays');
const clientKind = recordKind('clients');

/** Whether any dose is recorded against the medicine (of the caller's organisation). */
export async function hasRecordedDoses(db: Db, auth: AuthContext, medicationId: string) {
  const { marEntries } = schema;
  const [found] = await db
    .select({ id: marEntries.id })
    .from(marEntries)
    .where(
      and(
        eq(marEntries.organisationId, auth.user.organisation.id),
        eq(marEntries.clientMedicationId, medicationId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export const clientMedicationHooks: RecordHooks = {
  // In the save's transaction, with the medicine locked: a dose recorded meanwhile is seen.
  async beforeUpdate({ id, existing, values }, { auth, db }) {
    const changed = changedPrescribingFields(existing, values);
    if (changed.length > 0 && (await hasRecordedDoses(db, auth, id))) {
      throw new HttpError(409, PRESCRIBING_EDIT_REFUSED, {}, {}, { fields: changed });
    }
  },
  async beforeDelete({ id }, { auth, db }) {
    if (await hasRecordedDoses(db, auth, id)) {
      throw new HttpError(409, RECORDED_MEDICATION_DELETE_REFUSED);
    }
  },
};

/**
 * Puts the client's status in step with their stays today: "In hospital" while a stay holds
 * today, back to "Active" once none does. An ended service's status (Ended, Deceased) and a
 * status set by hand other than "In hospital" are left alone.
 */
export async function syncHospitalStatus(ctx: HookContext, clientId: string) {
  const { auth } = ctx;
  const today = ukCalendarDate();
  const clientTable = tableOf(clientKind);
  const stayTable = tableOf(stayKind);
  await ctx.services.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ status: column(clientTable, 'status') })
      .from(clientTable)
      .where(and(eq(column(clientTable, 'id'), clientId), scopeOf(clientKind, auth.user)))
      .for('update');
    if (!client) return;
    const stays = (await tx
      .select({
        admittedOn: column(stayTable, 'admittedOn'),
        dischargedOn: column(stayTable, 'dischargedOn'),
      })
      .from(stayTable)
      .where(scopeOf(stayKind, auth.user, clientId))) as {
      admittedOn: string;
      dischargedOn: string | null;
    }[];
    const status = client.status as string;
    const inHospital = hospitalStayOn(stays, today) !== null;
    const next =
      inHospital && ['Active', 'Pending assessment', 'On hold'].includes(status)
        ? 'In hospital'
        : !inHospital && status === 'In hospital'
          ? 'Active'
          : null;
    if (!next) return;
    await changeRecord(
      tx,
      actorOf(ctx),
      clientKind,
      clientId,
      { status: next },
      { note: { because: 'hospital stay' } },
    );
  });
}

/** The client a stay belongs to, deleted or not (after a delete, to set the status back). */
async function clientOfStay(ctx: HookContext, stayId: string): Promise<string | null> {
  const table = tableOf(stayKind);
  const [found] = await ctx.services.db
    .select({ clientId: column(table, 'parentId') })
    .from(table)
    .where(
      and(
        eq(column(table, 'id'), stayId),
        eq(column(table, 'organisationId'), ctx.auth.user.organisation.id),
      ),
    );
  return (found?.clientId as string | undefined) ?? null;
}

export const clientHospitalStayHooks: RecordHooks = {
  async afterCreate(row, ctx) {
    await syncHospitalStatus(ctx, row.parentId as string);
  },
  async afterUpdate(_before, after, ctx) {
    await syncHospitalStatus(ctx, after.parentId as string);
  },
  async afterDelete(id, ctx) {
    const clientId = await clientOfStay(ctx, id);
    if (clientId) await syncHospitalStatus(ctx, clientId);
  },
};
