import { clientRosterings } from './client-rosterings.record';
import { globalSchedules } from './global-schedule.record';
import { visitCsvImports } from './visit-csv-imports.record';
import { visitCarers, visits } from './visits.record';

/** The scheduling area's record kinds; `registry.ts` composes every area's list. */
export const SCHEDULING_RECORDS = [
  visits,
  visitCarers,
  globalSchedules,
  visitCsvImports,
  clientRosterings,
] as const;
