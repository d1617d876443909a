import { z } from 'zod';
import {
  ASSESSMENT_TARGETS,
  ASSESSMENT_VISIT_STATUSES,
  ASSESSMENT_VISIT_TYPES,
} from './assessment-visits.record';

/** GET /api/v1/office-planner/calendar: the assessment visits of a period, for the calendar. */

/** Days one call may span: a month view with its leading and trailing weeks. */
export const OFFICE_PLANNER_MAX_DAYS = 42;
/** Visits one call answers at most; the page says when there are more. */
export const OFFICE_PLANNER_MAX_VISITS = 1000;

export const officePlannerVisit = z.strictObject({
  id: z.uuid(),
  version: z.number().int().positive(),
  title: z.string(),
  visitType: z.enum(ASSESSMENT_VISIT_TYPES),
  targetType: z.enum(ASSESSMENT_TARGETS),
  targetId: z.uuid().nullable(),
  targetName: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  assignedTo: z.uuid(),
  assignedName: z.string().nullable(),
  status: z.enum(ASSESSMENT_VISIT_STATUSES),
  dueItem: z.string().nullable(),
  location: z.string().nullable(),
});
export type OfficePlannerVisit = z.infer<typeof officePlannerVisit>;

export const officePlannerAnswer = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  visits: z.array(officePlannerVisit).max(OFFICE_PLANNER_MAX_VISITS),
  /** True when the period holds more visits than were answered. */
  more: z.boolean(),
});
export type OfficePlannerAnswer = z.infer<typeof officePlannerAnswer>;
