import { z } from 'zod';
import { formatUkDate } from '../platform/uk-date';
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
