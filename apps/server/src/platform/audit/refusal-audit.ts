import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { AnyRoute } from '../http/route';
import type { Services } from '../services';
import { recordAudit } from './audit';

export const PERMISSION_REFUSED = 'permission.refused';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed-in user refused by a route's permission, in the audit trail: the route (method and
 * pattern, not the query string) and the permission they lacked. The record is the one the route
 * names, when it names one by id; otherwise the kind the permission belongs to.
 *
 * The refusal stands whatever happens here: a trail that cannot be written (the database gone)
 * is logged and never turns the 403 into a 500.
 */
export async function auditPermissionRefusal(
  services: Services,
  request: FastifyRequest,
  route: Pick<AnyRoute, 'method' | 'url' | 'resource'>,
  auth: AuthContext,
  permission: string,
): Promise<void> {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  const named = route.resource && typeof id === 'string' && UUID.test(id);
  try {
    await recordAudit(services.db, {
      organisationId: auth.user.organisation.id,
      actorUserId: auth.user.id,
      action: PERMISSION_REFUSED,
      recordType: named ? (route.resource as string) : permission.replace(/\.[^.]*$/, ''),
      recordId: named ? (id as string) : null,
      changes: { route: `${route.method} ${route.url}`, permission },
      ip: request.ip,
    });
  } catch (error) {
    request.log.error(
      { err: error },
      'A permission refusal could not be written to the audit trail',
    );
  }
}
