import { z } from 'zod';

/**
 * The shapes of an auto-rostering run for the server and the web: asking for a plan, the run as
 * it goes, the plan as a preview to accept all or part of.
 */

export const ROSTER_RUN_STATUSES = [
  'queued',
  'running',
  'finished',
  'stopped',
  'failed',
  'accepted',
  'partly accepted',
] as const;
export type RosterRunStatus = (typeof ROSTER_RUN_STATUSES)[number];

export const ROSTER_RUN_SCOPES = ['all', 'unallocated'] as const;
export type RosterRunScope = (typeof ROSTER_RUN_SCOPES)[number];

export const ROSTER_RUN_METHODS = ['heuristic', 'exact'] as const;

/** The longest period one run plans, in days (inclusive of both ends). */
export const ROSTER_RUN_MAX_DAYS = 28;

const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });

/** POST /api/v1/roster-runs */
export const startRosterRunBody = z.strictObject({
  branchId: z.uuid(),
  from: isoDate,
  to: isoDate,
  scope: z.enum(ROSTER_RUN_SCOPES),
  keepAllocated: z.boolean(),
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type StartRosterRunBody = z.infer<typeof startRosterRunBody>;

export const rosterRunProgress = z.strictObject({
  elapsedMs: z.number(),
  iterations: z.number(),
  filled: z.number(),
  unfilled: z.number(),
  total: z.number(),
});
export type RosterRunProgress = z.infer<typeof rosterRunProgress>;

/** A run as the scheduler shows it while it plans and after. */
export const rosterRunAnswer = z.strictObject({
  id: z.uuid(),
  branchId: z.uuid(),
  from: z.string(),
  to: z.string(),
  scope: z.enum(ROSTER_RUN_SCOPES),
  keepAllocated: z.boolean(),
  seed: z.number().int(),
  status: z.enum(ROSTER_RUN_STATUSES),
  progress: rosterRunProgress.nullable(),
  method: z.enum(ROSTER_RUN_METHODS).nullable(),
  provenOptimal: z.boolean(),
  message: z.string().nullable(),
  version: z.number().int(),
});
export type RosterRun = z.infer<typeof rosterRunAnswer>;

/** GET /api/v1/roster-runs?branchId=: newest first, keyset-paginated. */
export const rosterRunListQuery = z.strictObject({
  branchId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export const rosterRunListAnswer = z.strictObject({
  items: z.array(rosterRunAnswer),
  nextCursor: z.string().nullable(),
});
export type RosterRunList = z.infer<typeof rosterRunListAnswer>;

/** The soft terms' weights (RosterWeights of the solver model). */
export const rosterWeightsAnswer = z.strictObject({
  travelMinute: z.number(),
  continuity: z.number(),
  preferred: z.number(),
  fairness: z.number(),
  overtimeMinute: z.number(),
  tardinessMinute: z.number(),
  maxTardinessMinute: z.number(),
  unfilled: z.number(),
});

/** A plan's cost by term (ScoreBreakdown of the solver model). */
export const scoreBreakdownAnswer = z.strictObject({
  travel: z.number(),
  continuity: z.number(),
  preferred: z.number(),
  fairness: z.number(),
  overtime: z.number(),
  tardiness: z.number(),
  maxTardiness: z.number(),
  unfilled: z.number(),
  total: z.number(),
});

const carerRef = z.strictObject({ id: z.uuid(), name: z.string() });

export const ROSTER_CHANGE_KINDS = ['new', 'move', 'stay', 'unassign'] as const;
export type RosterChangeKind = (typeof ROSTER_CHANGE_KINDS)[number];

export const rosterChange = z.strictObject({
  visitId: z.uuid(),
  clientName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  slot: z.number().int().min(0).max(1),
  fromCarer: carerRef.nullable(),
  toCarer: carerRef.nullable(),
  kind: z.enum(ROSTER_CHANGE_KINDS),
});
export type RosterChange = z.infer<typeof rosterChange>;

export const rosterCarerSummary = z.strictObject({
  carerId: z.uuid(),
  name: z.string(),
  travelMinutesBefore: z.number(),
  travelMinutesAfter: z.number(),
  minutesBefore: z.number(),
  minutesAfter: z.number(),
});
export type RosterCarerSummary = z.infer<typeof rosterCarerSummary>;

export const rosterUnfilled = z.strictObject({
  visitId: z.uuid(),
  clientName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  slot: z.number().int().min(0).max(1),
  /** Sentences in words: who was excluded by which rule, or what each eligible carer was doing. */
  reasons: z.array(z.string()),
});
export type RosterUnfilled = z.infer<typeof rosterUnfilled>;

/** GET /api/v1/roster-runs/:id/preview */
export const rosterPreviewAnswer = z.strictObject({
  weights: rosterWeightsAnswer,
  scoreBefore: scoreBreakdownAnswer,
  scoreAfter: scoreBreakdownAnswer,
  changes: z.array(rosterChange),
  carers: z.array(rosterCarerSummary),
  unfilled: z.array(rosterUnfilled),
});
export type RosterPreview = z.infer<typeof rosterPreviewAnswer>;

/** POST /api/v1/roster-runs/:id/accept: every change when visitIds is absent. */
export const acceptRosterRunBody = z.strictObject({
  visitIds: z.array(z.uuid()).min(1).max(5000).optional(),
  version: z.number().int().min(1),
});
export type AcceptRosterRunBody = z.infer<typeof acceptRosterRunBody>;

export const acceptRosterRunAnswer = z.strictObject({
  applied: z.number().int(),
  run: rosterRunAnswer,
});
export type AcceptRosterRunAnswer = z.infer<typeof acceptRosterRunAnswer>;

/**
 * The soft terms' weights an organisation gets until it sets its own (staff settings): per minute
 * of travel, per place not given to a carer the client knows or prefers, per minute of a week away
 * from contracted hours or over them, per minute late. An empty place outweighs them all.
 */
export const ROSTER_WEIGHT_DEFAULTS = {
  rosterTravelWeight: 1,
  rosterContinuityWeight: 20,
  rosterPreferredWeight: 15,
  rosterFairnessWeight: 0.02,
  rosterOvertimeWeight: 0.5,
  rosterLatenessWeight: 1,
} as const;

/** What one empty place costs: far above any other term, so every place that can be is filled. */
export const ROSTER_UNFILLED_WEIGHT = 100_000;

export type RosterWeightsAnswer = z.infer<typeof rosterWeightsAnswer>;

/** The weights in force from a staff-settings row (the organisation's own, defaults elsewhere). */
export function rosterWeightsOf(
  row: Record<string, unknown> | null | undefined,
): RosterWeightsAnswer {
  const value = (key: keyof typeof ROSTER_WEIGHT_DEFAULTS) => {
    const v = row?.[key];
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : ROSTER_WEIGHT_DEFAULTS[key];
  };
  return {
    travelMinute: value('rosterTravelWeight'),
    continuity: value('rosterContinuityWeight'),
    preferred: value('rosterPreferredWeight'),
    fairness: value('rosterFairnessWeight'),
    overtimeMinute: value('rosterOvertimeWeight'),
    tardinessMinute: value('rosterLatenessWeight'),
    maxTardinessMinute: value('rosterLatenessWeight'),
    unfilled: ROSTER_UNFILLED_WEIGHT,
  };
}
