import { can } from '@care360/domain';
import type { FastifyInstance } from 'fastify';
import { auditPermissionRefusal } from '../audit/refusal-audit';
import { MFA_ENROLMENT_NEEDED, mustEnrolFirst } from '../auth/mfa/mfa-state';
import { readSession, sessionTokenOf } from '../auth/sessions';
import { serveLinkRoute } from '../links/link-access';
import { isLinkAccess } from '../links/link-purpose';
import { addressedRecordVisible } from '../records/addressed-record';
import type { Services } from '../services';
import { checkAnswer } from './answer-check';
import { contentDisposition } from './content-disposition';
import { HttpError, notFound, success } from './envelope';
import { type AnyRoute, mayCall, PUBLIC, permissionOf } from './route';
import { assertSameOriginWrite } from './same-origin';
import { parseOrThrow } from './validation';

export function registerRoutes(app: FastifyInstance, routes: AnyRoute[], services: Services) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        assertSameOriginWrite(request, services.config.publicUrl);
        const { access } = route;
        let result: Awaited<ReturnType<typeof route.handler>>;
        if (isLinkAccess(access)) {
          // No session is read: the link is the only key. The handler gets no path parameter
          // (the token is the only one) and works in the transaction the link is used in.
          const query = route.query ? parseOrThrow(route.query, request.query) : request.query;
          const body = route.body ? parseOrThrow(route.body, request.body) : undefined;
          try {
            result = await serveLinkRoute(
              access,
              request,
              services.db,
              `${route.method} ${route.url}`,
              (link, tx) =>
                route.handler({
                  request,
                  reply,
                  auth: null,
                  link,
                  params: {},
                  query,
                  body,
                  services: { ...services, db: tx },
                }),
            );
          } finally {
            if (route.method !== 'GET') services.callers.clear();
          }
        } else {
          const auth = await readSession(
            services.db,
            services.config,
            sessionTokenOf(request, services.config),
            services.callers,
          );
          if (access !== PUBLIC) {
            if (!auth) throw new HttpError(401, 'Please sign in to continue.');
            const permission = permissionOf(route);
            if (permission && !mayCall(auth.user, route)) {
              await auditPermissionRefusal(services, request, route, auth, permission);
              throw new HttpError(403, 'You do not have permission to do that.');
            }
            const owner = route.owners?.find((needed) => !can(auth.user, needed));
            if (owner) {
              await auditPermissionRefusal(services, request, route, auth, owner);
              throw new HttpError(403, 'You do not have permission to do that.');
            }
            const named = route.permissionFrom?.({ query: request.query, params: request.params });
            if (named && !can(auth.user, named)) {
              await auditPermissionRefusal(services, request, route, auth, named);
              throw new HttpError(403, 'You do not have permission to do that.');
            }
            if (mustEnrolFirst(auth, route.method, route.url)) {
              throw new HttpError(403, MFA_ENROLMENT_NEEDED);
            }
          }
          const params = route.params ? parseParams(route, request.params) : request.params;
          let query: unknown;
          let body: unknown;
          try {
            query = route.query ? parseOrThrow(route.query, request.query) : request.query;
            body = route.body ? parseOrThrow(route.body, request.body) : undefined;
          } catch (error) {
            // A record the caller may not see answers 404 whatever the request holds, as if it
            // did not exist: its absence is looked up only when the input is refused anyway.
            if (auth && !(await addressedRecordVisible(services.db, auth.user, route, params))) {
              throw notFound();
            }
            throw error;
          }
          try {
            result = await route.handler({
              request,
              reply,
              auth,
              link: null,
              params,
              query,
              body,
              services,
            });
          } finally {
            // A write may have changed a caller (sign-out, a role, a password): this process drops
            // its cache before answering, so its own next request never waits for the notice.
            if (route.method !== 'GET') services.callers.clear();
          }
        }
        // A stream (Server-Sent Events) took the reply over and has answered for itself.
        if (reply.sent) return reply;
        reply.code(result.statusCode ?? 200);
        if (result.raw) {
          return reply
            .type(result.raw.contentType)
            .header(
              'content-disposition',
              contentDisposition(result.raw.filename, result.raw.inline),
            )
            .send(result.raw.body);
        }
        if (services.config.checkAnswers) checkAnswer(route, result.data);
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
