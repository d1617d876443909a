import { z } from 'zod';
import { MAR_CODE_VALUES, MAR_CODES, MAR_SLOT_VALUES, MAR_SLOTS } from './mar';

/**
 * What the MAR chart's endpoints answer (apps/server/src/modules/clients/mar.endpoints.ts): the
 * month's chart, a saved dose (also the `current` of a 409), whom a dose may be given by, and the
 * doses the profile warns about. The server declares them on its routes; the web app reads them.
 */

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const slot = z.enum(MAR_SLOT_VALUES);
const code = z.enum(MAR_CODE_VALUES);
const outcomes = [...new Set(MAR_CODES.map((entry) => entry.outcome))] as [
  (typeof MAR_CODES)[number]['outcome'],
  ...(typeof MAR_CODES)[number]['outcome'][],
];

/** A line of the chart: a client medication with the medicine's name and strength. */
export const marMedicationAnswer = z.strictObject({
  id: z.uuid(),
  /** The medicine's name and strength from the medications list, e.g. 'Paracetamol 500 mg'. */
  title: z.string(),
  dose: z.string(),
  route: z.string(),
  prn: z.boolean(),
  prnReason: z.string().nullable(),
  prnMaximum: z.string().nullable(),
  /** The PRN limits each dose is checked against (mar-dose-rules.ts); null when not set. */
  prnMinIntervalHours: z.number().positive().nullable(),
  prnMaxDoses24h: z.number().int().positive().nullable(),
  /** A controlled drug: each dose given is witnessed. */
  controlled: z.boolean(),
  timesOfDay: z.array(slot),
  supportLevel: z.string(),
  startDate: day,
  endDate: day.nullable(),
  /** Why the line ended (Stop, or the reason of the Change that replaced it). */
  stopReason: z.string().nullable(),
  /** The line this one replaced by a Change, and why. */
  replacesId: z.uuid().nullable(),
  changeReason: z.string().nullable(),
  /** When the line was added: a round due before it on its start day is not owed. */
  addedAt: instant.nullable(),
});
export type MarMedication = z.infer<typeof marMedicationAnswer>;

/** A recorded dose: the chart's entries, what recording one answers, and a 409's `current`. */
export const marEntryAnswer = z.strictObject({
  id: z.uuid(),
  clientMedicationId: z.uuid(),
  day,
  slot,
  code,
  outcome: z.enum(outcomes),
  note: z.string().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: instant,
  version: z.number().int().positive(),
  /** When it was given; null on doses recorded before this was asked. */
  givenAt: instant.nullable(),
  /** The sign-in account of who gave it (null for a carer without one). */
  givenById: z.uuid().nullable(),
  /** Who gave it; differs from recordedByName when the office keyed it in for them. */
  givenByName: z.string().nullable(),
  /** The carer file of who gave it, to link the name to their file; null for office staff. */
  givenByCarerId: z.uuid().nullable(),
  /** How much of a variable dose was given. */
  quantity: z.number().positive().nullable(),
  witnessedByName: z.string().nullable(),
  /** The PRN limits this dose broke, and why it was given all the same. */
  prnBreach: z.string().nullable(),
  breachReason: z.string().nullable(),
  /** The entry this one corrects, and why; null on a dose as first recorded. */
  correctsId: z.uuid().nullable(),
  correctionReason: z.string().nullable(),
  /** The correction that replaced this entry: it stays on the chart, struck through. */
  correctedById: z.uuid().nullable(),
});
export type MarEntry = z.infer<typeof marEntryAnswer>;

/** The dose's current entries: those no correction replaced (what the chart's state reads). */
export function currentMarEntries<E extends Pick<MarEntry, 'correctedById'>>(
  entries: readonly E[],
): E[] {
  return entries.filter((entry) => !entry.correctedById);
}

const marSlotAnswer = z.strictObject({
  value: slot,
  label: z.enum(MAR_SLOTS.map((entry) => entry.label) as [string, ...string[]]),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});

/** A span of suspended days (suspension.ts): in hospital, or from the service's end. */
const suspensionPeriodAnswer = z.strictObject({
  from: day,
  to: day.nullable(),
  reason: z.enum(['hospital', 'service-ended']),
});

/** GET /api/v1/clients/:id/mar: one month of the chart. */
export const marChartAnswer = z.strictObject({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  days: z.array(day),
  slots: z.array(marSlotAnswer),
  medications: z.array(marMedicationAnswer),
  entries: z.array(marEntryAnswer),
  /** Days the client's rounds were suspended (in hospital, service ended). */
  suspended: z.array(suspensionPeriodAnswer),
});
export type MarChart = z.infer<typeof marChartAnswer>;

/** A carer who may be named as having given a dose: their carer file. */
export const medicineGiverAnswer = z.strictObject({ id: z.uuid(), name: z.string() });
export type MedicineGiver = z.infer<typeof medicineGiverAnswer>;

/** GET /api/v1/clients/:id/mar/givers. */
export const medicineGiversAnswer = z.strictObject({ items: z.array(medicineGiverAnswer) });

/** Someone who may witness a controlled drug for this client: their sign-in account. */
export const marWitnessAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type MarWitness = z.infer<typeof marWitnessAnswer>;

/** GET /api/v1/clients/:id/mar/witnesses. */
export const marWitnessesAnswer = z.strictObject({ items: z.array(marWitnessAnswer) });

/** GET /api/v1/clients/:id/mar/concerns: refused and missed doses, and PRN doses flagged. */
export const marConcernsAnswer = z.strictObject({
  from: day,
  to: day,
  items: z.array(
    z.strictObject({
      clientMedicationId: z.uuid(),
      medication: z.string(),
      day,
      slot,
      kind: z.enum(['refused', 'missed']),
      /** The recorded code of a refused dose; a missed dose has none. */
      code: code.nullable(),
      note: z.string().nullable(),
    }),
  ),
  flagged: z.array(
    z.strictObject({
      id: z.uuid(),
      clientMedicationId: z.uuid(),
      medication: z.string(),
      day,
      slot,
      givenAt: instant.nullable(),
      prnBreach: z.string(),
      breachReason: z.string().nullable(),
    }),
  ),
});
export type MarConcerns = z.infer<typeof marConcernsAnswer>;
