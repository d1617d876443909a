import type { AreaManifest } from '../../platform/areas/area-manifest';
import { clientRosteringHooks, clientRosteringRoutes } from './client-rosterings.endpoints';
import { importVisitsTask, visitCsvImportHooks, visitCsvImportRoutes } from './visit-csv-imports';
import { generateRotaTask } from './visit-generation';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages a rolling horizon ahead, the
 * visits list, and the allocation of carers under the rules of who may take a visit; visits
 * imported from a CSV, and the client rostering wizard.
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: [...visitRoutes, ...visitCsvImportRoutes, ...clientRosteringRoutes],
  recordHooks: [
    { visits: visitHooks },
    { 'visit-csv-imports': visitCsvImportHooks },
    { 'client-rosterings': clientRosteringHooks },
  ],
  tasks: [generateRotaTask, importVisitsTask],
};
