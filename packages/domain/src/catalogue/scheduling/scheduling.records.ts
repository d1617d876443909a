import { clientRosterings } from './client-rosterings.record';
import { visitCsvImports } from './visit-csv-imports.record';
import { visitCarers, visits } from './visits.record';

/** The scheduling area's record kinds; `registry.ts` composes every area's list. */
export const SCHEDULING_RECORDS = [visits, visitCarers, visitCsvImports, clientRosterings] as const;
