import type { AreaManifest } from '../../platform/areas/area-manifest';
import { emailLogRoutes } from './email-logs.endpoints';
import { surveySendRoutes } from './survey-sends.endpoints';

/** The comms area: the email log, and staff surveys sent, answered and reminded. */
export const commsArea: AreaManifest = {
  name: 'comms',
  routes: [...emailLogRoutes, ...surveySendRoutes],
};
