import type { AreaManifest } from '../../platform/areas/area-manifest';

/**
 * The live-events area: the alerts raised from what happens at visits (the rules, their job and
 * the escalation ladder) and the live boards that show them with the other areas' sources.
 */
export const liveEventsArea: AreaManifest = {
  name: 'live-events',
  routes: [],
  recordHooks: [],
  tasks: [],
};
