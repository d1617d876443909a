import type { AreaManifest } from '../../platform/areas/area-manifest';
import { CLIENT_CARER_CHOICE_HOOKS } from './client-carer-choices.hooks';
import { clientRosteringHooks, clientRosteringRoutes } from './client-rosterings.endpoints';
import { coverOfferRoutes } from './cover-offers.endpoints';
import { globalScheduleHooks } from './global-schedule.hooks';
import { homeCoordinateHooks } from './home-coordinates.hooks';
import { knockOnRoutes } from './knock-ons.endpoints';
import { rotaRoutes } from './rota.endpoints';
import { importVisitsTask, visitCsvImportHooks, visitCsvImportRoutes } from './visit-csv-imports';
import { generateRotaTask } from './visit-generation';
import { VISIT_KNOCK_ON_HOOKS } from './visit-knock-ons.hooks';
import { visitLogRoutes } from './visit-logs.endpoints';
import { visitRoutes } from './visits.endpoints';
import { visitHooks } from './visits.hooks';

/**
 * The scheduling area: visits generated from clients' packages and the global schedule a rolling
 * horizon ahead, the visits list, their check-ins and exceptions, the allocation of carers under
 * the rules of who may take a visit, what else moves visits (hospital stays, leave, leavers,
 * template changes: visit-knock-ons.ts), visits imported from a CSV, and the client rostering
 * wizard; and homes placed from their postcodes for the journeys between visits.
 */
export const schedulingArea: AreaManifest = {
  name: 'scheduling',
  routes: [
    ...visitRoutes,
    ...visitLogRoutes,
    ...rotaRoutes,
    ...coverOfferRoutes,
    ...knockOnRoutes,
    ...visitCsvImportRoutes,
    ...clientRosteringRoutes,
  ],
  recordHooks: [
    { visits: visitHooks, 'global-schedules': globalScheduleHooks },
    VISIT_KNOCK_ON_HOOKS,
    { clients: homeCoordinateHooks, carers: homeCoordinateHooks },
    { 'visit-csv-imports': visitCsvImportHooks },
    { 'client-rosterings': clientRosteringHooks },
    CLIENT_CARER_CHOICE_HOOKS,
  ],
  tasks: [generateRotaTask, importVisitsTask],
};
