import type { AreaManifest } from '../../platform/areas/area-manifest';
import { emailLogRoutes } from './email-logs.endpoints';

/** The comms area: the email log. */
export const commsArea: AreaManifest = {
  name: 'comms',
  routes: emailLogRoutes,
};
