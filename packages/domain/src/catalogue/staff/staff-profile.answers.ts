import { z } from 'zod';
import { holidayBalanceAnswer, personOversightAnswer } from './oversight.answers';
import { COMPLIANCE_AREAS, COMPLIANCE_STATES } from './staff-compliance';
import { personTrainingAnswer } from './training.answers';
import { WORKING_REASON_SECTIONS, WORKING_STATES } from './working-state';

/**
 * GET /api/v1/{carers|employees}/:id/profile: what a manager reads in a minute:
 * who the person is, whether they may work (compliance and what is missing or expiring), their
 * training, their next supervision, spot check and appraisal, their holidays and recent notes.
 * No sensitive field is in it (the NI number stays in the file).
 */
const compliance = z.strictObject({
  state: z.enum(COMPLIANCE_STATES),
  reasons: z.array(
    z.strictObject({
      area: z.enum(Object.keys(COMPLIANCE_AREAS) as [keyof typeof COMPLIANCE_AREAS]),
      state: z.enum(['Expiring soon', 'Not compliant']),
      text: z.string(),
      /** The file's section that puts it right. */
      href: z.string().startsWith('/app/'),
    }),
  ),
});

/** Whether they may be offered for work today (working-state.ts), each reason with its date. */
const working = z.strictObject({
  /** Null when they are not at work for the agency (their status says why). */
  state: z.enum(WORKING_STATES).nullable(),
  /** The badge: "Must not work", "Starting 07/12/2026", "Expiring soon", "Active". */
  label: z.string(),
  reasons: z.array(
    z.strictObject({
      area: z.enum(Object.keys(WORKING_REASON_SECTIONS) as [keyof typeof WORKING_REASON_SECTIONS]),
      text: z.string(),
      on: z.iso.date().nullable(),
      /** The file's page that puts it right. */
      href: z.string().startsWith('/app/'),
    }),
  ),
});

export const staffProfileAnswer = z.strictObject({
  owner: z.enum(['carers', 'employees']),
  id: z.uuid(),
  person: z.strictObject({
    name: z.string(),
    preferredName: z.string().nullable(),
    role: z.string().nullable(),
    jobTitle: z.string().nullable(),
    status: z.string().nullable(),
    statusReason: z.string().nullable(),
    branch: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    startDate: z.iso.date().nullable(),
    isDriver: z.boolean().nullable(),
  }),
  working,
  compliance,
  training: personTrainingAnswer,
  oversight: personOversightAnswer,
  holidays: z.strictObject({
    balance: holidayBalanceAnswer,
    /** The next approved or requested holiday starting today or later. */
    next: z
      .strictObject({
        fromDate: z.iso.date(),
        toDate: z.iso.date(),
        status: z.string(),
      })
      .nullable(),
  }),
  /** The newest discussion notes (their subject only: the notes themselves are in the file). */
  discussionNotes: z.array(
    z.strictObject({
      id: z.uuid(),
      heldOn: z.iso.date(),
      subject: z.string(),
      followUpOn: z.iso.date().nullable(),
    }),
  ),
  callLogs: z.array(
    z.strictObject({
      id: z.uuid(),
      calledAt: z.string(),
      direction: z.string(),
      otherParty: z.string(),
      reason: z.string(),
    }),
  ),
});
export type StaffProfile = z.infer<typeof staffProfileAnswer>;
export type StaffComplianceAnswer = StaffProfile['compliance'];
export type StaffWorkingAnswer = StaffProfile['working'];
