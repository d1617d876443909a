import { clientRosterings } from './client-rosterings.record';
import { coverOffers } from './cover-offers.record';
import { globalSchedules } from './global-schedule.record';
import { rosterRuns } from './roster-runs.record';
import { rotaPublications } from './rota-publications.record';
import { visitCsvImports } from './visit-csv-imports.record';
import { visitTaskOutcomes } from './visit-task-outcomes.record';
import { visitTypeCodes } from './visit-type-codes.record';
import { visitCarers, visits } from './visits.record';

/**
 * The scheduling area's record kinds; `registry.ts` composes every area's list. What the rota's
 * rules read on the people's files (availability/) is listed with those files' areas, whose
 * screens load it: carers' in staff.records.ts, clients' in clients.records.ts.
 */
export const SCHEDULING_RECORDS = [
  visitTypeCodes,
  visits,
  visitCarers,
  coverOffers,
  visitTaskOutcomes,
  globalSchedules,
  visitCsvImports,
  clientRosterings,
  rotaPublications,
  rosterRuns,
] as const;
