import { z } from 'zod';
import { recordAnswer } from '../../engine/records/record-answers';
import { clientLogs } from './client-logs.record';
import { clientMedications } from './client-medications.record';
import { clientSupportNetwork } from './client-support-network.record';
import { clients } from './clients.record';

/**
 * What the client file as a whole answers (apps/server/src/modules/clients/client-file.endpoints.ts
 * and client-duplicates.ts): the profile's summary, the file's sections, and the clients that
 * may be the one being added. Each record in them is the record engine's answer of its kind, so a
 * withheld field (a key safe's code) stays withheld and a column the kind does not declare fails.
 */

const day = z.iso.date();

export const clientAlertAnswer = z.strictObject({
  key: z.enum([
    'allergies',
    'dnacpr',
    'key-safe',
    'refused-doses',
    'missed-doses',
    'overdue-reviews',
  ]),
  tone: z.enum(['danger', 'warning', 'info']),
  title: z.string(),
  text: z.string(),
});
export type ClientAlert = z.infer<typeof clientAlertAnswer>;

/** The latest completed scored assessment of one form. */
export const clientRiskAnswer = z.strictObject({
  formKey: z.string(),
  title: z.string(),
  score: z.number(),
  riskLevel: z.string().nullable(),
  riskLabel: z.string().nullable(),
  assessedOn: day.nullable(),
});
export type ClientRisk = z.infer<typeof clientRiskAnswer>;

/** An assessment whose review falls due within REVIEW_SOON_DAYS, or has passed. */
export const clientReviewDueAnswer = z.strictObject({
  formKey: z.string(),
  title: z.string(),
  nextReviewOn: day,
  overdue: z.boolean(),
});
export type ClientReviewDue = z.infer<typeof clientReviewDueAnswer>;

export const doseConcernCountsAnswer = z.strictObject({
  refused: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
  /** Days looked back over, today included. */
  days: z.number().int().positive(),
});
export type DoseConcernCounts = z.infer<typeof doseConcernCountsAnswer>;

/** Where a client's care stands: ended (archived) and why, or in hospital since a day. */
export const clientLifecycleAnswer = z.strictObject({
  serviceEndedOn: day.nullable(),
  serviceEndReason: z.string().nullable(),
  serviceEndNote: z.string().nullable(),
  inHospitalSince: day.nullable(),
  hospital: z.string().nullable(),
});
export type ClientLifecycle = z.infer<typeof clientLifecycleAnswer>;

/** GET /api/v1/clients/:id/summary: everything the profile page shows, in one answer. */
export const clientSummaryAnswer = z.strictObject({
  client: recordAnswer(clients),
  name: z.string(),
  age: z.number().int().nonnegative().nullable(),
  alerts: z.array(clientAlertAnswer),
  /** Next of kin first. */
  supportNetwork: z.array(recordAnswer(clientSupportNetwork)),
  /** Active today, with the medication's name in `_titles.medication`. */
  medications: z.array(recordAnswer(clientMedications)),
  risks: z.array(clientRiskAnswer),
  reviews: z.array(clientReviewDueAnswer),
  doseConcerns: doseConcernCountsAnswer,
  /** The latest client logs, when that kind is declared. */
  recentLogs: z.array(recordAnswer(clientLogs)).nullable(),
  photoFileId: z.uuid().nullable(),
  /** Whether the service ended (archived) and whether the client is in hospital today. */
  lifecycle: clientLifecycleAnswer,
});
export type ClientSummary = z.infer<typeof clientSummaryAnswer>;

/** A client of the same name and date of birth that the caller may see. */
export const clientDuplicateAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  dateOfBirth: day,
});
export type ClientDuplicate = z.infer<typeof clientDuplicateAnswer>;

/** GET /api/v1/clients/possible-duplicates: at most a few, oldest first. */
export const clientDuplicatesAnswer = z.array(clientDuplicateAnswer);
