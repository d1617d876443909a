import { globalSchedules } from './global-schedule.record';
import { visitCarers, visits } from './visits.record';

/** The scheduling area's record kinds; `registry.ts` composes every area's list. */
export const SCHEDULING_RECORDS = [visits, visitCarers, globalSchedules] as const;
