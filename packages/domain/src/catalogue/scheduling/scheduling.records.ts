import { AVAILABILITY_RECORDS } from './availability/availability.records';
import { visitCarers, visits } from './visits.record';

/** The scheduling area's record kinds; `registry.ts` composes every area's list. */
export const SCHEDULING_RECORDS = [visits, visitCarers, ...AVAILABILITY_RECORDS] as const;
