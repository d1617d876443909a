import { can, isPermission, type PermissionHolder } from '@care360/domain';
import type { FastifyRequest } from 'fastify';
import { auditPermissionRefusal } from '../audit/refusal-audit';
import type { AuthContext } from '../auth/auth-context';
import type { Services } from '../services';
import { HttpError } from './envelope';
import type { AnyRoute } from './route';

/** Whether the caller holds a permission named by a declaration (a string until checked). */
export function holdsPermission(holder: PermissionHolder, permission: string): boolean {
  return isPermission(permission) && can(holder, permission);
}

/**
 * A permission a route needs besides its own, known only once the handler knows what is asked
 * (one field's reveal, one questionnaire of a file): refused as the route's own would be, with
 * 403 and the refusal in the audit trail, before anything is read or written.
 */
export async function requireFurtherPermission(
  ctx: { auth: AuthContext; request: FastifyRequest; services: Services },
  route: Pick<AnyRoute, 'method' | 'url' | 'resource'>,
  permission: string,
): Promise<void> {
  if (holdsPermission(ctx.auth.user, permission)) return;
  await auditPermissionRefusal(ctx.services, ctx.request, route, ctx.auth, permission);
  throw new HttpError(403, 'You do not have permission to do that.');
}
