import { can } from '@care360/domain';
import type { FastifyInstance } from 'fastify';
import { readSession, SESSION_COOKIE } from '../auth/sessions';
import type { Services } from '../services';
import { HttpError, success } from './envelope';
import { type AnyRoute, PUBLIC, permissionOf } from './route';
import { assertSameOriginWrite } from './same-origin';
import { parseOrThrow } from './validation';

export function registerRoutes(app: FastifyInstance, routes: AnyRoute[], services: Services) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        assertSameOriginWrite(request, services.config.publicUrl);
        const auth = await readSession(
          services.db,
          services.config,
          request.cookies[SESSION_COOKIE],
        );
        if (route.access !== PUBLIC) {
          if (!auth) throw new HttpError(401, 'Please sign in to continue.');
          const permission = permissionOf(route);
          if (permission && !can(auth.user, permission)) {
            throw new HttpError(403, 'You do not have permission to do that.');
          }
        }
        const params = route.params ? parseParams(route, request.params) : request.params;
        const query = route.query ? parseOrThrow(route.query, request.query) : request.query;
        const body = route.body ? parseOrThrow(route.body, request.body) : undefined;
        const result = await route.handler({
          request,
          reply,
          auth,
          params,
          query,
          body,
          services,
        });
        reply.code(result.statusCode ?? 200);
        if (result.raw) {
          return reply
            .type(result.raw.contentType)
            .header(
              'content-disposition',
              `${result.raw.inline ? 'inline' : 'attachment'}; filename="${result.raw.filename}"`,
            )
            .send(result.raw.body);
        }
        return success(result.data, result.message ?? '');
      },
    });
  }
}

/** A malformed id names no record: answer as for any record that is not there. */
function parseParams(route: AnyRoute, raw: unknown) {
  const result = route.params?.safeParse(raw);
  if (!result?.success) throw new HttpError(404, 'We could not find that record.');
  return result.data;
}
