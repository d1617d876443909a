import { z } from 'zod';
import { pageAnswer } from '../../engine/records/record-answers';
import { CHECK_METHODS, VISIT_EXCEPTIONS } from './visit-actuals';
import { VISIT_STATUSES } from './visits.record';

/**
 * One carer's place on a visit, planned against actual: a row of the visit logs (check-ins and
 * check-outs) and of the back office's exceptions.
 */
export const visitLogRowAnswer = z.strictObject({
  /** The visit carer (the place): what a confirmation writes to. */
  id: z.uuid(),
  version: z.number().int(),
  visitId: z.uuid(),
  place: z.number().int(),
  carer: z.uuid(),
  carerName: z.string(),
  client: z.uuid().nullable(),
  clientName: z.string().nullable(),
  /** An office event's title (the global schedule's), when the visit has no client. */
  eventTitle: z.string().nullable(),
  branch: z.uuid(),
  branchName: z.string(),
  visitDate: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: z.enum(VISIT_STATUSES),
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  checkInMethod: z.enum(CHECK_METHODS).nullable(),
  checkInLatitude: z.number().nullable(),
  checkInLongitude: z.number().nullable(),
  checkedOutAt: z.iso.datetime({ offset: true }).nullable(),
  checkOutMethod: z.enum(CHECK_METHODS).nullable(),
  checkOutLatitude: z.number().nullable(),
  checkOutLongitude: z.number().nullable(),
  exceptions: z.array(z.enum(VISIT_EXCEPTIONS)),
  exceptionConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
  exceptionConfirmedByName: z.string().nullable(),
  exceptionNote: z.string().nullable(),
});
export type VisitLogRow = z.infer<typeof visitLogRowAnswer>;

export const visitLogListAnswer = pageAnswer(visitLogRowAnswer);

/** Which of the back office's exceptions a list shows: those still to confirm by default. */
export const EXCEPTION_STATES = ['open', 'confirmed', 'all'] as const;

/** The office's confirmation of a place's exceptions. */
export const exceptionConfirmationBody = z.strictObject({
  version: z.number().int().min(1),
  note: z
    .string()
    .trim()
    .max(500, { error: 'Keep the note under 500 characters.' })
    .optional()
    .nullable(),
});
