import { ALL_RECORDS } from '@care360/domain';
import { emailLogRoutes } from './modules/comms/email-logs.endpoints';
import { accountRoutes } from './modules/people/account.endpoints';
import { branchRoutes } from './modules/people/branches.endpoints';
import { userRoutes } from './modules/people/users.endpoints';
import { auditRoutes } from './modules/quality/audit.endpoints';
import { authRoutes } from './platform/auth/auth.endpoints';
import { docsRoutes } from './platform/docs/docs.endpoints';
import type { AnyRoute } from './platform/http/route';
import { recordRoutes } from './platform/records/record-routes';

/** Every route of the API; the route-walker test proves each one's access rule. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...branchRoutes,
  ...emailLogRoutes,
  ...auditRoutes,
  ...ALL_RECORDS.flatMap(recordRoutes),
  ...docsRoutes(() => allRoutes),
];
