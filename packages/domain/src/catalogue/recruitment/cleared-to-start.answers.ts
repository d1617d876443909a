import { z } from 'zod';
import { APPLICANT_STAGES } from './applicant-stages';

/** GET /api/v1/applicants/:id/clearance and POST …/clear: cleared to start, from the stored file. */

export const clearanceOverrideAnswer = z.strictObject({
  id: z.uuid(),
  reason: z.string(),
  /** The override names the interview: the person may start before it is held. */
  interviewWaived: z.boolean(),
  /** Conditions of starting, one a line; each becomes a condition on the carer's file. */
  conditions: z.string().nullable(),
  approvedByName: z.string().nullable(),
  at: z.string().nullable(),
});

export const clearanceAnswer = z.strictObject({
  cleared: z.boolean(),
  missing: z.array(z.string()),
  expiring: z.array(z.string()),
  notes: z.array(z.string()),
  stage: z.enum(APPLICANT_STAGES),
  clearedOn: z.iso.date().nullable(),
  /** The manager's override recorded on the file, which lets Clear to start go ahead. */
  override: clearanceOverrideAnswer.nullable(),
  /** Why Clear to start would be refused now; empty when it may go ahead (clearanceRefusals). */
  refusals: z.array(z.string()),
});
export type ClearanceAnswer = z.infer<typeof clearanceAnswer>;
