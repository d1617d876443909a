import { type Db, schema } from '@care360/db';
import type { MarEntry } from '@care360/domain';
import { type MarEntryBody, marCode, marEntryProblems, ukCalendarDate } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { clientMedication, entryAt } from './mar-chart-data';

export const MAR_AUDIT_TYPE = 'mar-entries';

const STALE_DOSE =
  'Someone else recorded this dose while you were looking at it. Check what they recorded, and save again if it needs correcting.';

const { marEntries } = schema;

function invalid(errors: Record<string, string>): HttpError {
  return new HttpError(
    400,
    'Please correct the highlighted fields.',
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );
}

interface SaveInput {
  auth: AuthContext;
  clientId: string;
  body: MarEntryBody;
  ip: string;
  now: Date;
}

/**
 * Records a dose, or corrects one already recorded (with its version), in one transaction with
 * its audit entry. Answers the saved entry and whether it is new. A stale or missing version
 * of a recorded dose answers 409 with the dose as it is now, and nothing is overwritten.
 */
export async function saveMarEntry(
  db: Db,
  { auth, clientId, body, ip, now }: SaveInput,
): Promise<{ entry: MarEntry; created: boolean }> {
  const medication = await clientMedication(db, auth, clientId, body.clientMedicationId);
  if (!medication) throw invalid({ clientMedicationId: 'Choose a medication of this client.' });
  const dose = { clientId, clientMedicationId: medication.id, day: body.day, slot: body.slot };
  // Read with the connection in hand: inside the transaction, that is the transaction's.
  const conflict = async (reader: Db) =>
    new HttpError(409, STALE_DOSE, {}, {}, { current: await entryAt(reader, auth, dose) });

  let created = false;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(marEntries)
        .where(
          and(
            eq(marEntries.clientMedicationId, dose.clientMedicationId),
            eq(marEntries.day, dose.day),
            eq(marEntries.slot, dose.slot),
          ),
        )
        .for('update');
      if (existing && existing.version !== body.version) {
        // The same dose sent again by the person who recorded it (a retry) is not a conflict.
        const repeat =
          body.version === undefined &&
          existing.recordedBy === auth.user.id &&
          existing.code === body.code &&
          existing.note === body.note;
        if (repeat) return;
        throw await conflict(tx);
      }
      const problems = marEntryProblems({
        medication,
        day: body.day,
        slot: body.slot,
        code: body.code,
        note: body.note,
        today: ukCalendarDate(now),
        correction: Boolean(existing),
      });
      if (Object.keys(problems).length > 0) throw invalid(problems);

      const outcome = marCode(body.code).outcome;
      if (!existing) {
        const [inserted] = await tx
          .insert(marEntries)
          .values({
            organisationId: auth.user.organisation.id,
            ...dose,
            code: body.code,
            outcome,
            note: body.note,
            recordedBy: auth.user.id,
            recordedAt: now,
          })
          .returning({ id: marEntries.id });
        created = true;
        await audit(tx, auth, ip, 'create', inserted?.id ?? '', {
          clientMedicationId: [null, dose.clientMedicationId],
          day: [null, dose.day],
          slot: [null, dose.slot],
          code: [null, body.code],
          note: [null, body.note],
        });
        return;
      }
      const changes: Record<string, [unknown, unknown]> = {};
      if (existing.code !== body.code) changes.code = [existing.code, body.code];
      if (existing.note !== body.note) changes.note = [existing.note, body.note];
      if (Object.keys(changes).length === 0) return;
      // A correction is recorded by whoever made it; the audit trail keeps who recorded it first.
      await tx
        .update(marEntries)
        .set({
          code: body.code,
          outcome,
          note: body.note,
          recordedBy: auth.user.id,
          recordedAt: now,
          version: existing.version + 1,
          updatedAt: now,
        })
        .where(eq(marEntries.id, existing.id));
      await audit(tx, auth, ip, 'update', existing.id, changes);
    });
  } catch (error) {
    // Two people recording the same dose at once: the second finds the first's entry.
    if (pgErrorOf(error).constraint === 'mar_entries_dose_idx') throw await conflict(db);
    throw error;
  }
  const entry = await entryAt(db, auth, dose);
  if (!entry) throw new Error('The saved dose could not be read back.');
  return { entry, created };
}

function audit(
  db: Db,
  auth: AuthContext,
  ip: string,
  action: 'create' | 'update',
  id: string,
  changes: Record<string, [unknown, unknown]>,
) {
  return recordAudit(db, {
    organisationId: auth.user.organisation.id,
    actorUserId: auth.user.id,
    action,
    recordType: MAR_AUDIT_TYPE,
    recordId: id,
    changes,
    ip,
  });
}
