import { z } from 'zod';
import { ruleFailures } from '../../engine/records/define-record';
import { field, fieldSchema } from '../../engine/records/fields';
import { clientMedications } from './client-medications.record';

/**
 * How a client's care and medicines end or change, never by editing them away: a medicine is
 * stopped or changed from a date with a reason (the MAR chart keeps both lines), and a client's
 * service is ended (archived, kept for the retention period) rather than deleted. The request
 * bodies of those actions are written once here, for the server and the web.
 */

/** Why a client's service ended, as the End service dialog offers it. */
export const SERVICE_END_REASONS = [
  'Moved to residential care',
  'Died',
  'Hospital long-term',
  'Own choice',
  'Other',
] as const;
export type ServiceEndReason = (typeof SERVICE_END_REASONS)[number];

/** The status a client takes when their service ends for that reason. */
export function statusAfterServiceEnd(reason: ServiceEndReason): 'Ended' | 'Deceased' {
  return reason === 'Died' ? 'Deceased' : 'Ended';
}

/** The fields of the actions' dialogs, declared like record fields so forms render them alike. */
export const LIFECYCLE_FIELDS = {
  endedOn: field.date('Date the service ended', {
    required: true,
    notFuture: true,
    help: 'The last day of care, or the date of death.',
  }),
  endReason: field.choice('Reason', SERVICE_END_REASONS, { required: true }),
  endNote: field.longText('Note', { max: 2000 }),
  stopOn: field.date('Last day taken', {
    required: true,
    help: 'The medicine shows on the MAR chart until this day.',
  }),
  changeFrom: field.date('New dose from', {
    required: true,
    help: 'The current line ends the day before; the new line starts on this day.',
  }),
  reason: field.text('Reason', {
    required: true,
    max: 300,
    help: 'Who decided and why, e.g. "GP review: dose reduced".',
  }),
} as const;

const f = LIFECYCLE_FIELDS;

/** POST /api/v1/clients/:id/end-service */
export const endServiceSchema = z
  .object({
    endedOn: fieldSchema(f.endedOn),
    reason: fieldSchema(f.endReason),
    note: fieldSchema(f.endNote),
  })
  .strict() as unknown as z.ZodType<{
  endedOn: string;
  reason: ServiceEndReason;
  note: string | null;
}>;

/** POST /api/v1/clients/:id/medications/:medicationId/stop */
export const stopMedicationSchema = z
  .object({ endDate: fieldSchema(f.stopOn), reason: fieldSchema(f.reason) })
  .strict() as unknown as z.ZodType<{ endDate: string; reason: string }>;

/** The prescribing fields a change may set: the rest (the medicine, prescriber) carry over. */
export const CHANGEABLE_MEDICATION_FIELDS = [
  'dose',
  'route',
  'frequency',
  'timesOfDay',
  'supportLevel',
  'prn',
  'prnReason',
  'prnMaximum',
] as const;

const medicationFields = clientMedications.fields;

/** POST /api/v1/clients/:id/medications/:medicationId/change */
export const changeMedicationSchema = z
  .object({
    from: fieldSchema(f.changeFrom),
    reason: fieldSchema(f.reason),
    ...Object.fromEntries(
      CHANGEABLE_MEDICATION_FIELDS.map((key) => [key, fieldSchema(medicationFields[key])]),
    ),
  })
  .strict()
  .superRefine((values, ctx) => {
    for (const [key, messages] of Object.entries(ruleFailures(clientMedications, values))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [key] });
    }
  }) as unknown as z.ZodType<
  { from: string; reason: string } & Record<(typeof CHANGEABLE_MEDICATION_FIELDS)[number], unknown>
>;

/**
 * The fields that say what is given, when and how, and for how long: once a dose is recorded
 * against them, changing one in place would rewrite what the MAR chart says was given (a PRN
 * flag turns missed rounds into none, an end date hides doses), so they change only as the
 * profile changes them, by Change (from a date, with a reason) or Stop (a last day and a reason).
 */
export const PRESCRIBING_FIELDS = [
  'medication',
  ...CHANGEABLE_MEDICATION_FIELDS,
  'startDate',
  'endDate',
] as const;

export const PRESCRIBING_EDIT_REFUSED =
  'Doses of this medicine are recorded on the MAR chart, so what is prescribed (medication, dose, route, frequency, times, support, PRN) and its start and end dates cannot be edited: use Change to start a new dose from a date, or Stop to end it with a reason.';
export const RECORDED_MEDICATION_DELETE_REFUSED =
  'Doses of this medicine are recorded on the MAR chart, so it cannot be deleted: use Stop to end it with a date and a reason.';

/** The prescribing fields whose value differs between a stored medicine and a save. */
export function changedPrescribingFields(
  stored: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
): string[] {
  // An empty text is no value, as a form sends it.
  const value = (a: unknown) => (a === undefined || a === '' ? null : a);
  const same = (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b)
      ? [...a].sort().join('|') === [...b].sort().join('|')
      : value(a) === value(b);
  return PRESCRIBING_FIELDS.filter((key) => key in saved && !same(stored[key], saved[key]));
}
