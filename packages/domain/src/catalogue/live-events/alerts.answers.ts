import { z } from 'zod';
import { keptIsoDate } from '../../engine/records/fields';

/**
 * The alert lifecycle's requests and the response-times report (GET
 * /api/v1/alerts/response-times): how fast the office acknowledged and resolved alerts, by week
 * and branch, the evidence an inspector asks for.
 */

const version = z.number({ error: 'The version is missing.' }).int().min(1);

export const alertAcknowledgeBody = z.strictObject({ version });
export type AlertAcknowledgeBody = z.infer<typeof alertAcknowledgeBody>;

export const alertAssignBody = z.strictObject({
  version,
  userId: z.uuid({ error: 'Choose who the alert is assigned to.' }),
});
export type AlertAssignBody = z.infer<typeof alertAssignBody>;

export const alertResolveBody = z.strictObject({
  version,
  resolution: z
    .string({ error: 'Say how the alert was resolved.' })
    .trim()
    .min(1, { error: 'Say how the alert was resolved.' })
    .max(1000, { error: 'Keep it under 1000 characters.' }),
});
export type AlertResolveBody = z.infer<typeof alertResolveBody>;

/** At most a year of weeks in one report. */
export const RESPONSE_TIMES_MAX_DAYS = 366;

const isoDay = z.iso.date({ error: 'Give the date as YYYY-MM-DD.' });

export const alertResponseTimesQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    branch: z.uuid({ error: 'Choose a branch.' }).optional(),
  })
  .refine((q) => q.from <= q.to, { error: 'The start is after the end.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= RESPONSE_TIMES_MAX_DAYS, {
    error: `Ask for at most ${RESPONSE_TIMES_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AlertResponseTimesQuery = z.infer<typeof alertResponseTimesQuery>;

const minutes = z.number().nonnegative().nullable();
const count = z.number().int().nonnegative();

export const alertResponseTimesAnswer = z.strictObject({
  from: keptIsoDate,
  to: keptIsoDate,
  /** One row per week (starting Monday, UK calendar) and branch with alerts raised in it. */
  rows: z.array(
    z.strictObject({
      weekStarting: keptIsoDate,
      branch: z.uuid(),
      branchName: z.string(),
      raised: count,
      acknowledged: count,
      resolved: count,
      /** Averages and 95th percentiles in minutes from raising; null when none. */
      averageMinutesToAcknowledge: minutes,
      p95MinutesToAcknowledge: minutes,
      averageMinutesToResolve: minutes,
      p95MinutesToResolve: minutes,
    }),
  ),
});
export type AlertResponseTimes = z.infer<typeof alertResponseTimesAnswer>;
