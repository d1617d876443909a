import { z } from 'zod';
import { TRAINING_STATES } from './training-status';

/** The answers of the training endpoints (apps/server/src/modules/staff/training.ts). */

export const trainingStateAnswer = z.enum(TRAINING_STATES);

/** One course of one person (CourseStatus). */
export const courseStatusAnswer = z.strictObject({
  courseId: z.uuid(),
  courseName: z.string(),
  mandatory: z.boolean(),
  state: trainingStateAnswer,
  completedOn: z.iso.date().nullable(),
  expiresOn: z.iso.date().nullable(),
  daysLeft: z.number().int().nullable(),
});

const countsAnswer = z.strictObject({
  current: z.number().int().nonnegative(),
  expiring: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
});

/** GET /api/v1/{carers|employees}/:id/training: each course's state for one person. */
export const personTrainingAnswer = z.strictObject({
  owner: z.enum(['carers', 'employees']),
  personId: z.uuid(),
  /** The UK calendar day the states are for. */
  today: z.iso.date(),
  /** Days ahead a course shows as expiring (the organisation's setting or the default). */
  warningDays: z.number().int().positive(),
  courses: z.array(courseStatusAnswer),
  counts: countsAnswer,
});
export type PersonTraining = z.infer<typeof personTrainingAnswer>;

/** GET /api/v1/training-matrix: people by courses. */
export const trainingMatrixAnswer = z.strictObject({
  today: z.iso.date(),
  warningDays: z.number().int().positive(),
  /** The columns: the active courses, and any inactive one somebody still holds. */
  courses: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      validityMonths: z.number().int().nullable(),
      mandatory: z.boolean(),
    }),
  ),
  /** The rows: one per person (matching the filters), their cells by course id. */
  people: z.array(
    z.strictObject({
      owner: z.enum(['carers', 'employees']),
      id: z.uuid(),
      name: z.string(),
      branch: z.string().nullable(),
      /** Only the courses that concern the person (held, or mandatory for them). */
      cells: z.record(
        z.string(),
        z.strictObject({
          state: trainingStateAnswer,
          completedOn: z.iso.date().nullable(),
          expiresOn: z.iso.date().nullable(),
        }),
      ),
      counts: countsAnswer,
    }),
  ),
  /** Cells by state across every row. */
  totals: countsAnswer,
});
export type TrainingMatrix = z.infer<typeof trainingMatrixAnswer>;
