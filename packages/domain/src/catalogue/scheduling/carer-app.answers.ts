import { z } from 'zod';
import { MAR_CODE_VALUES, MAR_SLOT_VALUES } from '../clients/mar';
import { INCIDENT_TYPES } from '../quality/incidents.record';
import { CHECK_IN_CODE_LENGTH } from './check-in-codes';
import { MAX_VISIT_TASKS, TASK_OUTCOMES } from './visit-task-outcomes.record';
import { VISIT_STATUSES } from './visits.record';

/**
 * The carer's phone app (/carer, endpoints under /api/v1/my/…): the shapes both sides share, and
 * the rules a write made without signal is judged by when it finally arrives.
 */

/** How far ahead the app lists visits: today and the next seven days. */
export const CARER_APP_DAYS_AHEAD = 7;

/** The key-safe code shows from this many minutes before a visit until its end. */
export const KEY_SAFE_MINUTES_BEFORE = 30;

/**
 * How far a write's own time (`recordedAt`) may sit outside its visit: a carer may check in a
 * little early, and a phone without signal may send its notes hours after the visit ended.
 */
export const RECORDED_AT_SLACK = { beforeStartMinutes: 60, afterEndHours: 24 } as const;

/** A phone's clock may run a little fast: a time up to this far ahead of the server's is now. */
export const CLOCK_SKEW_SECONDS = 120;

/**
 * What is wrong with a write's own time, or null: not in the future, not before the visit's
 * window (its start less the slack), and not long after it ended.
 */
export function recordedAtProblem(
  recordedAt: Date,
  visit: { startsAt: Date; endsAt: Date },
  now: Date,
): string | null {
  if (recordedAt.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000)
    return 'The time recorded is in the future: check the phone’s clock.';
  const earliest = visit.startsAt.getTime() - RECORDED_AT_SLACK.beforeStartMinutes * 60_000;
  if (recordedAt.getTime() < earliest)
    return `The time recorded is more than ${RECORDED_AT_SLACK.beforeStartMinutes} minutes before the visit starts.`;
  const latest = visit.endsAt.getTime() + RECORDED_AT_SLACK.afterEndHours * 3_600_000;
  if (recordedAt.getTime() > latest)
    return `The time recorded is more than ${RECORDED_AT_SLACK.afterEndHours} hours after the visit ended.`;
  return null;
}

/** Whether the key-safe code may show at `now`: from 30 minutes before the start to the end. */
export function keySafeOpen(visit: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return (
    now.getTime() >= visit.startsAt.getTime() - KEY_SAFE_MINUTES_BEFORE * 60_000 &&
    now.getTime() <= visit.endsAt.getTime()
  );
}

const instant = z.iso.datetime({ offset: true });

/** One of the carer's visits, as their list shows it. */
export const myVisitAnswer = z.strictObject({
  id: z.uuid(),
  /** The carer's place on it (the visit carer); null on the office's look at an unfilled visit. */
  placeId: z.uuid().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  visitType: z.string().nullable(),
  visitDate: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(VISIT_STATUSES),
  cancellationReason: z.string().nullable(),
  checkedInAt: instant.nullable(),
  checkedOutAt: instant.nullable(),
});
export type MyVisit = z.infer<typeof myVisitAnswer>;

export const myVisitsAnswer = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  items: z.array(myVisitAnswer),
});

/** A medicine due at the visit's round, with what was recorded for it today. */
export const myVisitMedicineAnswer = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  prn: z.boolean(),
  controlled: z.boolean(),
  slot: z.enum(MAR_SLOT_VALUES),
  recordedCode: z.string().nullable(),
});

/** One visit in full: the client's key facts, tasks, medicines and the last notes. */
export const myVisitDetailAnswer = z.strictObject({
  visit: myVisitAnswer,
  keyFacts: z.strictObject({
    preferredName: z.string().nullable(),
    accessNotes: z.string().nullable(),
    hasKeySafe: z.boolean(),
    allergies: z.string().nullable(),
    dnacpr: z.string().nullable(),
    respect: z.string().nullable(),
    emergencyFormsKept: z.string().nullable(),
    communicationNeeds: z.array(z.string()),
    communication: z.string().nullable(),
    risks: z.array(z.string()),
  }),
  tasks: z.array(z.string()),
  /** The outcome recorded for each task so far (by its index in `tasks`). */
  taskOutcomes: z.array(
    z.strictObject({
      index: z.number().int().min(0),
      task: z.string(),
      outcome: z.enum(TASK_OUTCOMES),
      note: z.string().nullable(),
      recordedAt: instant,
      recordedBy: z.string(),
    }),
  ),
  medicines: z.array(myVisitMedicineAnswer),
  lastNotes: z.array(
    z.strictObject({
      loggedAt: instant,
      category: z.string(),
      loggedBy: z.string(),
      entry: z.string(),
    }),
  ),
  keySafeOpensAt: instant,
});
export type MyVisitDetail = z.infer<typeof myVisitDetailAnswer>;

export const keySafeAnswer = z.strictObject({ keySafe: z.string() });

/** What every write of the app answers, the first time and on a retry with the same key. */
export const myWriteAnswer = z.strictObject({ kind: z.string(), id: z.uuid() });
export type MyWrite = z.infer<typeof myWriteAnswer>;

const recordedAt = instant.transform((value) => new Date(value));

export const checkBody = z.strictObject({
  recordedAt,
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  /** The phone's own estimate of its error, in metres. */
  accuracy: z.number().min(0).max(100_000).nullish(),
  /**
   * The code of the home's check-in QR code, scanned or typed when the phone cannot tell where it
   * is: it must be the client's (checked by the server), and the check is recorded as by QR code.
   */
  qrCode: z
    .string()
    .trim()
    .max(CHECK_IN_CODE_LENGTH * 3)
    .nullish(),
});
export type CheckBody = z.input<typeof checkBody>;

export const myDoseBody = z.strictObject({
  recordedAt,
  clientMedicationId: z.uuid({ error: 'Choose a medicine of this visit.' }),
  slot: z.enum(MAR_SLOT_VALUES),
  code: z.enum(MAR_CODE_VALUES, { error: 'Choose what happened.' }),
  note: z.string().trim().max(1000).nullish(),
  breachReason: z.string().trim().max(1000).nullish(),
  witnessEmail: z.string().trim().max(254).nullish(),
  witnessSecret: z.string().max(1024).nullish(),
});
export type MyDoseBody = z.input<typeof myDoseBody>;

/** A task's outcome: a reason is needed when it was not done; a note is optional otherwise. */
export const myTaskOutcomeBody = z
  .strictObject({
    recordedAt,
    /** The task's words as the phone showed them: checked against the visit's tasks now. */
    task: z.string().trim().min(1).max(500),
    outcome: z.enum(TASK_OUTCOMES, { error: 'Choose what happened.' }),
    note: z.string().trim().max(1000).nullish(),
  })
  .refine((b) => b.outcome !== 'Not done' || Boolean(b.note), {
    error: 'Say why it was not done.',
    path: ['note'],
  });
export type MyTaskOutcomeBody = z.input<typeof myTaskOutcomeBody>;

/** The task of a visit an outcome is for: its place in the visit's task list, from 0. */
export const myTaskParams = z.object({
  id: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_VISIT_TASKS - 1),
});

/** A client's check-in code for the office to print: the code and its QR code (an SVG). */
export const checkInCodeAnswer = z.strictObject({
  clientName: z.string(),
  /** As printed under the QR code: four groups of three. */
  code: z.string(),
  /** The QR code as an SVG data URL, to show and print. */
  qrCode: z.string(),
});
export type CheckInCodeAnswer = z.infer<typeof checkInCodeAnswer>;

export const myNoteBody = z.strictObject({
  recordedAt,
  entry: z.string().trim().min(1, { error: 'Write the note.' }).max(5000),
  followUpNeeded: z.boolean().default(false),
});
export type MyNoteBody = z.input<typeof myNoteBody>;

export const myReportBody = z.strictObject({
  recordedAt,
  /** A concern goes to the client's log for the office; an incident also to the register. */
  kind: z.enum(['Concern', 'Incident']),
  title: z.string().trim().min(1, { error: 'Give a short summary.' }).max(150),
  type: z.enum(INCIDENT_TYPES).default('Incident'),
  whatHappened: z.string().trim().min(1, { error: 'Say what happened.' }).max(5000),
  immediateAction: z.string().trim().max(5000).nullish(),
});
export type MyReportBody = z.input<typeof myReportBody>;

export const myHolidayBody = z
  .strictObject({
    fromDate: z.iso.date({ error: 'Enter the first day.' }),
    toDate: z.iso.date({ error: 'Enter the last day.' }),
    hours: z.number().min(0).max(2000),
    notes: z.string().trim().max(2000).nullish(),
  })
  .refine((b) => b.toDate >= b.fromDate, {
    error: 'The holiday must end on or after the day it starts.',
    path: ['toDate'],
  });
export type MyHolidayBody = z.input<typeof myHolidayBody>;

export const myUnavailabilityBody = z
  .strictObject({
    startsAt: instant,
    endsAt: instant,
    reason: z.string().trim().min(1, { error: 'Give a reason.' }).max(300),
  })
  .refine((b) => new Date(b.endsAt) > new Date(b.startsAt), {
    error: 'The end must be after the start.',
    path: ['endsAt'],
  });
export type MyUnavailabilityBody = z.input<typeof myUnavailabilityBody>;

/** The role of the carers who sign in to the phone app (the demo's care workers). */
export const CARER_APP_ROLE = 'care_worker';

/**
 * Where someone lands after signing in when no page was asked for: a carer on their phone app,
 * everyone else at home in the back office.
 */
export function homePathOf(user: { userRole: string }): string {
  return user.userRole === CARER_APP_ROLE ? '/app/carer' : '/app';
}
