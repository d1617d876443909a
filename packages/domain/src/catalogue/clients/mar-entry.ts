import { z } from 'zod';
import { formatUkDate } from '../../engine/platform/uk-date';
import {
  MAR_CODE_VALUES,
  MAR_NOTE_REQUIRED_MESSAGE,
  MAR_SLOT_VALUES,
  type MarCode,
  type MarSlot,
  marNoteRequired,
  marSlot,
} from './mar';
import { isActiveOn, type MarChartMedication } from './mar-chart';
import { UK_LOCAL_DATE_TIME } from './mar-dose-rules';

export const MAR_NOTE_MAX = 1000;

/**
 * What recording (or correcting) one dose sends: PUT /api/v1/clients/{id}/mar/entries. The
 * version is the entry's, when the dose was already recorded; a blank note is no note.
 */
export const marEntryBody = z.object({
  clientMedicationId: z.uuid({ error: 'Choose a medication of this client.' }),
  day: z.iso.date({ error: 'Enter a real date.' }),
  slot: z.enum(MAR_SLOT_VALUES, { error: 'Choose a round of the day.' }),
  code: z.enum(MAR_CODE_VALUES, { error: 'Choose a code from the MAR key.' }),
  note: z
    .string()
    .trim()
    .max(MAR_NOTE_MAX, { error: `Keep the note to ${MAR_NOTE_MAX} characters.` })
    .nullish()
    .transform((note) => note || null),
  version: z.number().int().min(1).optional(),
  /** The dose corrected, by id: a PRN medicine may hold several doses in one round. */
  id: z.uuid({ error: 'Choose a dose recorded on this chart.' }).optional(),
  /** When it was given, 'YYYY-MM-DDTHH:mm' on a UK clock; the round's time (or now) if left out. */
  givenAt: z
    .string({ error: 'Enter the date and time the dose was given.' })
    .regex(UK_LOCAL_DATE_TIME, { error: 'Enter the date and time the dose was given.' })
    .optional(),
  /**
   * The carer file of who gave it (GET …/mar/givers lists the carers working for the client's
   * branch); left out, the person recording gave it themselves.
   */
  givenByCarer: z.uuid({ error: 'Choose the carer who gave the dose.' }).optional(),
  /** Why a recorded dose is corrected: required with a correction (the id or version of a dose). */
  correctionReason: z
    .string()
    .trim()
    .max(MAR_NOTE_MAX, { error: `Keep the reason to ${MAR_NOTE_MAX} characters.` })
    .nullish()
    .transform((reason) => reason || null),
  /** How much of a variable dose was given ('1–2 tablets' → 1 or 2). */
  quantity: z
    .number({ error: 'Enter the quantity as a number.' })
    .positive({ error: 'Enter a quantity above 0.' })
    .max(10_000, { error: 'Enter a quantity up to 10,000.' })
    .nullish()
    .transform((quantity) => quantity ?? null),
  /** Why a PRN dose was given outside its minimum interval or 24-hour maximum. */
  breachReason: z
    .string()
    .trim()
    .max(MAR_NOTE_MAX, { error: `Keep the reason to ${MAR_NOTE_MAX} characters.` })
    .nullish()
    .transform((reason) => reason || null),
  /** The witness of a controlled drug: their email and their password or authenticator code. */
  witnessEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'That email address is too long.' })
    .nullish()
    .transform((email) => email || null),
  witnessSecret: z
    .string()
    .max(1024, { error: 'That password is too long.' })
    .nullish()
    .transform((secret) => secret || null),
});
export type MarEntryBody = z.infer<typeof marEntryBody>;

/**
 * What is wrong with recording this dose, per field; empty when it may be saved. A new dose must
 * fall on a day the medicine is active and, unless PRN, at a round it is due. A correction of a
 * dose already on the chart skips those two checks: a later change of the prescription must not
 * stop anyone correcting what was recorded when it was due.
 */
export function marEntryProblems(input: {
  medication: MarChartMedication;
  day: string;
  slot: MarSlot;
  code: MarCode;
  note: string | null;
  /** The UK calendar day now, 'YYYY-MM-DD'. */
  today: string;
  correction: boolean;
}): Record<string, string> {
  const { medication, day, slot, code, note, today, correction } = input;
  const problems: Record<string, string> = {};
  if (day > today) {
    problems.day = 'A dose cannot be recorded for a day that has not come yet.';
  } else if (!correction && !isActiveOn(medication, day)) {
    problems.day = `This medication is not taken on ${formatUkDate(`${day}T12:00:00Z`)}: check its start and end dates.`;
  }
  if (!correction && !medication.prn && !medication.timesOfDay.includes(slot)) {
    problems.slot = `This medication is not due at the ${marSlot(slot).label.toLowerCase()} round; only a PRN medicine may be given at any round.`;
  }
  if (marNoteRequired(code) && !note?.trim()) problems.note = MAR_NOTE_REQUIRED_MESSAGE;
  return problems;
}
