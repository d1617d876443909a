import { assessmentVisits } from './assessment-visits.record';
import { trackerSessions } from './tracker-sessions.record';

/** The planner area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const PLANNER_RECORDS = [assessmentVisits, trackerSessions] as const;
