import { z } from 'zod';
import { APPLICANT_STAGES } from './applicant-stages';
import { MATRIX_CHECKS } from './recruitment-tracker';

/** The recruitment tracker's endpoints (apps/server/src/modules/recruitment/tracker.endpoints.ts). */

const stage = z.enum(APPLICANT_STAGES);

/** GET …/recruitment-tracker/board: a card per applicant, for a column per stage. */
export const trackerCardAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  branchName: z.string().nullable(),
  source: z.string().nullable(),
  stage,
  /** Whole days since the applicant came into the stage (applied, or the last move). */
  daysInStage: z.number().int().nonnegative(),
  /** The office's next step with them (trackerNextStep), in words; null once cleared or rejected. */
  nextMissing: z.string().nullable(),
});
export type TrackerCard = z.infer<typeof trackerCardAnswer>;

export const trackerBoardAnswer = z.strictObject({
  items: z.array(trackerCardAnswer),
  /** Applicants in each stage (the board shows at most BOARD_LIMIT cards in all). */
  counts: z.record(stage, z.number().int().nonnegative()),
});
export type TrackerBoard = z.infer<typeof trackerBoardAnswer>;

const groupRow = z.strictObject({
  key: z.string(),
  label: z.string(),
  total: z.number().int(),
  cleared: z.number().int(),
  rejected: z.number().int(),
  /** Cleared as a share of the group's applicants, %. */
  conversion: z.number(),
});

/** GET …/recruitment-tracker/dashboard. */
export const trackerDashboardAnswer = z.strictObject({
  total: z.number().int(),
  stages: z.array(
    z.strictObject({
      stage,
      count: z.number().int(),
      reached: z.number().int(),
      conversion: z.number(),
    }),
  ),
  byBranch: z.array(groupRow),
  bySource: z.array(groupRow),
  clearedCount: z.number().int(),
  /** Median whole days from application to cleared; null before anyone is cleared. */
  medianDaysToClear: z.number().nullable(),
});
export type TrackerDashboard = z.infer<typeof trackerDashboardAnswer>;

const cell = z.strictObject({
  status: z.enum(['valid', 'expiring', 'missing']),
  detail: z.string(),
});
const checkKeys = MATRIX_CHECKS.map((check) => check.key) as [
  (typeof MATRIX_CHECKS)[number]['key'],
  ...(typeof MATRIX_CHECKS)[number]['key'][],
];

/** GET …/recruitment-tracker/matrix: applicants past interview × the required checks. */
export const trackerMatrixAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      branchName: z.string().nullable(),
      stage,
      checks: z.record(z.enum(checkKeys), cell),
    }),
  ),
});
export type TrackerMatrix = z.infer<typeof trackerMatrixAnswer>;

/** GET …/recruitment-tracker/tests: the support-worker test list. */
export const trackerTestsAnswer = z.strictObject({
  passMark: z.number().int(),
  items: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      branchName: z.string().nullable(),
      stage,
      score: z.number().nullable(),
      takenOn: z.string().nullable(),
      result: z.enum(['Pass', 'Fail', 'Not taken']),
    }),
  ),
});
export type TrackerTests = z.infer<typeof trackerTestsAnswer>;

/** The tracker's filters, as query parameters. */
export const trackerFilterQuery = z.strictObject({
  branch: z.uuid().optional(),
  source: z.string().max(80).optional(),
});

/** POST …/recruitment-tracker/bulk-training/:id: a group of a branch's applicants on one session. */
export const bulkTrainingBody = z.strictObject({
  applicantIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one applicant.')
    .max(50, 'Book at most 50 applicants at once.'),
  course: z.string().trim().min(1, 'Enter the course.').max(150),
  startsAt: z.iso.datetime({ offset: true, error: 'Enter the date and time it starts.' }),
  place: z.string().trim().min(1, 'Enter where it is held.').max(200),
  notes: z.string().trim().max(1000).optional(),
});
export type BulkTrainingBody = z.infer<typeof bulkTrainingBody>;

export const bulkTrainingAnswer = z.strictObject({
  booked: z.number().int(),
  emailed: z.number().int(),
});
