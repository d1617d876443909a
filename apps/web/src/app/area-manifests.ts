import { accountManifest } from '../modules/account/account.manifest';
import { auditsManifest } from '../modules/audits/audits.manifest';
import { carerAppManifest } from '../modules/carer-app/carer-app.manifest';
import { clientsManifest } from '../modules/clients/clients.manifest';
import { commsManifest } from '../modules/comms/comms.manifest';
import { dashboardManifest } from '../modules/dashboard/dashboard.manifest';
import { financeManifest } from '../modules/finance/finance.manifest';
import { healthProfessionalsManifest } from '../modules/health-professionals/health-professionals.manifest';
import { inventoryManifest } from '../modules/inventory/inventory.manifest';
import { liveEventsManifest } from '../modules/live-events/live-events.manifest';
import { officeManifest } from '../modules/office/office.manifest';
import { peopleManifest } from '../modules/people/people.manifest';
import { plannerManifest } from '../modules/planner/planner.manifest';
import { pushManifest } from '../modules/push/push.manifest';
import { qualityManifest } from '../modules/quality/quality.manifest';
import { recruitmentManifest } from '../modules/recruitment/recruitment.manifest';
import { autoRosterManifest } from '../modules/rostering/auto-roster.manifest';
import { rosteringManifest } from '../modules/rostering/rostering.manifest';
import { schedulerManifest } from '../modules/scheduler/scheduler.manifest';
import { staffManifest } from '../modules/staff/staff.manifest';
import { systemManifest } from '../modules/system/system.manifest';
import { visitsManifest } from '../modules/visits/visits.manifest';
import { workPlannerManifest } from '../modules/work-planner/work-planner.manifest';
import type { AreaManifest } from '../platform/area-manifest';
import { registerLiveQueries } from '../platform/live/live-query-keys';
import { registerRecordExtensions } from '../platform/records/record-extensions';

/**
 * Every area's manifest, composed here and nowhere else: app/ is the one layer that knows the
 * areas (app ← modules/public ← platform). A new area adds its manifest to this list.
 */
export const AREA_MANIFESTS: readonly AreaManifest[] = [
  peopleManifest,
  accountManifest,
  clientsManifest,
  commsManifest,
  qualityManifest,
  recruitmentManifest,
  staffManifest,
  systemManifest,
  plannerManifest,
  workPlannerManifest,
  rosteringManifest,
  visitsManifest,
  schedulerManifest,
  autoRosterManifest,
  dashboardManifest,
  auditsManifest,
  healthProfessionalsManifest,
  inventoryManifest,
  officeManifest,
  carerAppManifest,
  liveEventsManifest,
  pushManifest,
  financeManifest,
];

let registered = false;

/** Hands the areas' additions to the generic pages; called once, before the router renders. */
export function registerAreaManifests(): void {
  if (registered) return;
  registered = true;
  registerRecordExtensions(...AREA_MANIFESTS.flatMap((manifest) => manifest.records ?? []));
  for (const manifest of AREA_MANIFESTS) registerLiveQueries(manifest.liveQueries ?? {});
}
