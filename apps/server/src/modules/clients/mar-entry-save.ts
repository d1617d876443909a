import { type Db, schema } from '@care360/db';
import type { MarEntry, MarMedication, MedicineGiver } from '@care360/domain';
import {
  addCalendarDays,
  CORRECTION_REASON_NEEDED,
  defaultGivenAt,
  givenAtProblem,
  isCorrection,
  MAR_NOTE_REQUIRED_MESSAGE,
  type MarEntryBody,
  type MarSlot,
  marCode,
  marEntryProblems,
  marNoteRequired,
  marSlot,
  prnBreaches,
  quantityProblem,
  recordKind,
  ukCalendarDate,
  ukInstant,
  WITNESS_NEEDED,
  witnessProblem,
  witnessRequired,
} from '@care360/domain';
import { and, between, eq, max, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { column, tableOf } from '../../platform/records/record-query';
import { noteChange, requestActor } from '../../platform/records/record-store';
import { claimVersion, successorVersion } from '../../platform/records/version-claim';
import { clientMedication, entryAt } from './mar-chart-data';
import { confirmWitness, doseGiver } from './mar-people';

export const MAR_AUDIT_TYPE = 'mar-entries';

const STALE_DOSE =
  'Someone else recorded this dose while you were looking at it. Check what they recorded, and save again if it needs correcting.';

const { marEntries } = schema;
const medicationTable = tableOf(recordKind('client-medications'));

function refused(status: 400 | 422, errors: Record<string, string>): HttpError {
  const messages = Object.values(errors);
  return new HttpError(
    status,
    status === 422 && messages.length === 1
      ? (messages[0] as string)
      : 'Please correct the highlighted fields.',
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );
}

interface SaveInput {
  auth: AuthContext;
  config: Config;
  clientId: string;
  body: MarEntryBody;
  ip: string;
  now: Date;
}

/** What a dose holds besides its place on the chart, as stored. */
interface DoseDetails {
  code: string;
  note: string | null;
  givenAt: Date;
  givenBy: string | null;
  givenByCarer: string | null;
  quantity: number | null;
  witnessedBy: string | null;
  prnBreach: string | null;
  breachReason: string | null;
}

/**
 * Checks that need no database: the code's note, when it was given, the quantity of a variable
 * dose, a correction's reason, and that a controlled drug brings a witness. Run before the
 * witness's credentials are tried, so that a mistake elsewhere costs the witness no attempt.
 */
function firstProblems(medication: MarMedication, body: MarEntryBody, givenAt: string, now: Date) {
  const problems: Record<string, string> = {};
  if (marNoteRequired(body.code) && !body.note) problems.note = MAR_NOTE_REQUIRED_MESSAGE;
  if (isCorrection(body) && !body.correctionReason) {
    problems.correctionReason = CORRECTION_REASON_NEEDED;
  }
  // A day still to come is refused by marEntryProblems, on the day itself.
  const when = body.day <= ukCalendarDate(now) ? givenAtProblem(givenAt, body.day, now) : null;
  if (when) problems.givenAt = when;
  const quantity = quantityProblem(medication.dose, body.code, body.quantity);
  if (quantity) problems.quantity = quantity;
  if (Object.keys(problems).length > 0) throw refused(400, problems);
  if (witnessRequired(medication.controlled === true, body.code, isCorrection(body))) {
    if (!body.witnessEmail) throw refused(422, { witnessEmail: WITNESS_NEEDED });
    if (!body.witnessSecret) {
      throw refused(422, { witnessSecret: 'Ask the witness to enter their password or code.' });
    }
  }
}

/**
 * Records a dose, or corrects one already recorded (with its version and a reason), in one
 * transaction with its audit entry. Answers the saved entry and whether it is new. A correction
 * never rewrites the entry it corrects: it is a new entry naming it, and the original, with its
 * giver and witness, stays on the chart as replaced. A stale or missing version of a recorded
 * dose answers 409 with the dose as it is now, and nothing is written; of two corrections of one
 * entry, one wins, and a re-save that changes nothing spends the version it was sent with (only
 * the entry's version moves). A PRN medicine takes any number of doses, each checked against its
 * minimum interval and 24-hour maximum; a controlled drug is witnessed, and so is each correction
 * of one. Nothing is written for a refused dose (only a wrong witness password is counted and
 * audited, as at sign-in).
 */
export async function saveMarEntry(
  db: Db,
  { auth, config, clientId, body, ip, now }: SaveInput,
): Promise<{ entry: MarEntry; created: boolean }> {
  const medication = await clientMedication(db, auth, clientId, body.clientMedicationId);
  if (!medication)
    throw refused(400, { clientMedicationId: 'Choose a medication of this client.' });
  const givenAtLocal = body.givenAt ?? defaultGivenAt(body.day, body.slot, now);
  firstProblems(medication, body, givenAtLocal, now);

  const correction = isCorrection(body);
  const giver = await doseGiver(db, auth, clientId, body.givenByCarer);
  let witness: MedicineGiver | null = null;
  if (witnessRequired(medication.controlled === true, body.code, correction)) {
    witness = await confirmWitness(db, config, {
      auth,
      email: body.witnessEmail ?? '',
      secret: body.witnessSecret ?? '',
      ip,
      clientId,
    });
    const problem = witnessProblem({
      controlled: true,
      code: body.code,
      witnessId: witness.id,
      givenById: giver.userId,
      recordedById: auth.user.id,
      correction,
    });
    if (problem) throw refused(422, { witnessEmail: problem });
  }

  const place = { clientId, clientMedicationId: medication.id, day: body.day, slot: body.slot };
  let savedId: string | null = null;
  // Read with the connection in hand: inside the transaction, that is the transaction's.
  const conflict = async (reader: Db, currentId?: string) =>
    new HttpError(
      409,
      STALE_DOSE,
      {},
      {},
      {
        current: await entryAt(
          reader,
          auth,
          currentId || body.id ? { clientId, id: currentId ?? body.id ?? '' } : place,
        ),
      },
    );

  let created = false;
  try {
    await db.transaction(async (tx) => {
      // One dose of a medicine at a time: a PRN limit is checked against doses that cannot
      // change under it.
      await tx
        .select({ id: column(medicationTable, 'id') })
        .from(medicationTable)
        .where(eq(column(medicationTable, 'id'), medication.id))
        .for('update');
      const existing = await existingDose(tx, medication, body, place);
      const details: DoseDetails = {
        code: body.code,
        note: body.note,
        givenAt: ukInstant(givenAtLocal),
        givenBy: giver.userId,
        givenByCarer: giver.carerId,
        quantity: body.quantity,
        witnessedBy: witness?.id ?? null,
        prnBreach: null,
        breachReason: null,
      };
      if (existing && existing.version !== body.version) {
        // The same dose sent again by the person who recorded it (a retry) is not a conflict.
        if (body.version === undefined && isRepeat(existing, details, auth.user.id)) {
          savedId = existing.id;
          return;
        }
        throw await conflict(tx, existing.id);
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
      if (Object.keys(problems).length > 0) throw refused(400, problems);
      if (medication.prn && marCode(body.code).outcome === 'given') {
        const breaches = prnBreaches(
          details.givenAt,
          await otherPrnDoses(tx, medication.id, body.day, existing?.id ?? null),
          {
            minIntervalHours: medication.prnMinIntervalHours ?? null,
            maxDoses24h: medication.prnMaxDoses24h ?? null,
          },
        );
        if (breaches.length > 0) {
          if (!body.breachReason) {
            throw refused(422, {
              breachReason: `${breaches.join(' ')} Give the reason it was given all the same.`,
            });
          }
          details.prnBreach = breaches.join(' ');
          details.breachReason = body.breachReason;
        }
      }

      const outcome = marCode(body.code).outcome;
      if (!existing) {
        const [inserted] = await tx
          .insert(marEntries)
          .values({
            organisationId: auth.user.organisation.id,
            ...place,
            doseNumber: medication.prn ? await nextDoseNumber(tx, place) : 1,
            ...details,
            outcome,
            recordedBy: auth.user.id,
            recordedAt: now,
          })
          .returning({ id: marEntries.id });
        created = true;
        savedId = inserted?.id ?? null;
        await audit(tx, auth, ip, clientId, 'create', savedId ?? '', {
          clientMedicationId: [null, place.clientMedicationId],
          day: [null, place.day],
          slot: [null, place.slot],
          ...changesOf(null, details),
        });
        return;
      }
      savedId = existing.id;
      const changes = changesOf(existing, details);
      if (Object.keys(changes).length === 0) {
        // A save that changes nothing still spends the version it was sent with, or it and a
        // correction sent with that version could both succeed. Only the version moves.
        await claimVersion(tx, marEntries, existing.id, existing.version, () =>
          conflict(tx, existing.id),
        );
        return;
      }
      // A correction is a new entry, recorded by whoever made it; the entry it corrects stays as
      // it was written. Two corrections of one entry cannot both name it (mar_entries_corrects_idx).
      const [inserted] = await tx
        .insert(marEntries)
        .values({
          organisationId: auth.user.organisation.id,
          ...place,
          doseNumber: existing.doseNumber,
          revision: existing.revision + 1,
          correctsId: existing.id,
          correctionReason: body.correctionReason,
          ...details,
          outcome,
          recordedBy: auth.user.id,
          recordedAt: now,
          version: successorVersion(existing),
        })
        .returning({ id: marEntries.id });
      savedId = inserted?.id ?? null;
      await audit(tx, auth, ip, clientId, 'update', savedId ?? '', {
        correctsId: [null, existing.id],
        correctionReason: [null, body.correctionReason],
        ...changes,
      });
    });
  } catch (error) {
    // Two people recording (or correcting) the same dose at once: the second finds the first's.
    const constraint = pgErrorOf(error).constraint;
    if (constraint === 'mar_entries_dose_idx' || constraint === 'mar_entries_corrects_idx') {
      throw await conflict(db);
    }
    throw error;
  }
  const entry = savedId ? await entryAt(db, auth, { clientId, id: savedId }) : null;
  if (!entry) throw new Error('The saved dose could not be read back.');
  return { entry, created };
}

type StoredDose = typeof marEntries.$inferSelect;

/**
 * The dose this request corrects: the one named by id; else, for a regular medicine, the current
 * entry of its round; a PRN dose without an id is a new one (unless a version says it corrects
 * the first). An entry named by id that a correction already replaced answers the current one,
 * so its version no longer matches and the save is refused as stale.
 */
async function existingDose(
  tx: Db,
  medication: MarMedication,
  body: MarEntryBody,
  place: { clientId: string; clientMedicationId: string; day: string; slot: string },
): Promise<StoredDose | null> {
  const conditions = body.id
    ? [eq(marEntries.id, body.id)]
    : medication.prn && body.version === undefined
      ? null
      : [
          eq(marEntries.day, place.day),
          eq(marEntries.slot, place.slot),
          eq(marEntries.doseNumber, 1),
          schema.currentMarEntry(),
        ];
  if (!conditions) return retriedPrnDose(tx, body, place);
  const [existing] = await tx
    .select()
    .from(marEntries)
    .where(
      and(
        eq(marEntries.clientId, place.clientId),
        eq(marEntries.clientMedicationId, place.clientMedicationId),
        ...conditions,
      ),
    )
    .for('update');
  if (body.id && !existing) {
    throw refused(400, { id: 'Choose a dose recorded on this chart.' });
  }
  if (existing && (existing.day !== place.day || existing.slot !== place.slot)) {
    throw refused(400, { id: 'That dose was recorded on another day or round.' });
  }
  if (existing && body.id) {
    const [current] = await tx
      .select()
      .from(marEntries)
      .where(
        and(
          eq(marEntries.clientMedicationId, existing.clientMedicationId),
          eq(marEntries.day, existing.day),
          eq(marEntries.slot, existing.slot),
          eq(marEntries.doseNumber, existing.doseNumber),
          schema.currentMarEntry(),
        ),
      )
      .for('update');
    return current ?? existing;
  }
  return existing ?? null;
}

/** A new PRN dose sent twice (a retry) finds the first: same time, code and recorder. */
async function retriedPrnDose(
  tx: Db,
  body: MarEntryBody,
  place: { clientId: string; clientMedicationId: string; day: string; slot: string },
): Promise<StoredDose | null> {
  if (!body.givenAt) return null;
  const [same] = await tx
    .select()
    .from(marEntries)
    .where(
      and(
        eq(marEntries.clientId, place.clientId),
        eq(marEntries.clientMedicationId, place.clientMedicationId),
        eq(marEntries.day, place.day),
        eq(marEntries.slot, place.slot),
        eq(marEntries.code, body.code),
        eq(marEntries.givenAt, ukInstant(body.givenAt)),
        schema.currentMarEntry(),
      ),
    )
    .for('update');
  return same ?? null;
}

function isRepeat(existing: StoredDose, details: DoseDetails, userId: string): boolean {
  return (
    existing.recordedBy === userId &&
    existing.code === details.code &&
    existing.note === details.note &&
    existing.quantity === details.quantity &&
    existing.givenBy === details.givenBy &&
    existing.givenByCarer === details.givenByCarer
  );
}

/** The other doses given of a PRN medicine around that day (a day and more either side). */
async function otherPrnDoses(
  tx: Db,
  clientMedicationId: string,
  day: string,
  exceptId: string | null,
): Promise<Date[]> {
  const rows = await tx
    .select({ day: marEntries.day, slot: marEntries.slot, givenAt: marEntries.givenAt })
    .from(marEntries)
    .where(
      and(
        eq(marEntries.clientMedicationId, clientMedicationId),
        eq(marEntries.outcome, 'given'),
        between(marEntries.day, addCalendarDays(day, -2), addCalendarDays(day, 2)),
        schema.currentMarEntry(),
        exceptId ? ne(marEntries.id, exceptId) : undefined,
      ),
    );
  // A dose recorded before the time given was asked counts at its round's time.
  return rows.map(
    (row) => row.givenAt ?? ukInstant(`${row.day}T${marSlot(row.slot as MarSlot).time}`),
  );
}

async function nextDoseNumber(
  tx: Db,
  place: { clientMedicationId: string; day: string; slot: string },
): Promise<number> {
  const [row] = await tx
    .select({ last: max(marEntries.doseNumber) })
    .from(marEntries)
    .where(
      and(
        eq(marEntries.clientMedicationId, place.clientMedicationId),
        eq(marEntries.day, place.day),
        eq(marEntries.slot, place.slot),
      ),
    );
  return (row?.last ?? 0) + 1;
}

/** The audit's changes: every detail that differs, by name; never a witness's credentials. */
function changesOf(existing: StoredDose | null, details: DoseDetails) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(details) as (keyof DoseDetails)[]) {
    const before = existing ? existing[key] : null;
    const after = details[key];
    const same =
      before instanceof Date && after instanceof Date
        ? before.getTime() === after.getTime()
        : before === after;
    if (!same || !existing) {
      changes[key] = [
        before instanceof Date ? before.toISOString() : before,
        after instanceof Date ? after.toISOString() : after,
      ];
    }
  }
  return changes;
}

/** The trail and outbox event of a dose written or corrected: its client's file and branch. */
function audit(
  db: Db,
  auth: AuthContext,
  ip: string,
  clientId: string,
  action: 'create' | 'update',
  id: string,
  changes: Record<string, [unknown, unknown]>,
) {
  return noteChange(db, requestActor(auth, ip), {
    action,
    recordType: MAR_AUDIT_TYPE,
    recordId: id,
    changes,
    subject: {
      type: 'clients',
      id: sql`(select ${schema.marEntries.clientId}::text from ${schema.marEntries} where ${schema.marEntries.id} = ${id}::uuid)`,
    },
    within: { kind: recordKind('clients'), id: clientId },
  });
}
