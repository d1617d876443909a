import { type AnyRoute, PUBLIC } from '../http/route';
import { isLinkAccess, LINK_REFUSED_STATUS } from '../links/link-purpose';

/**
 * The parts of an OpenAPI operation that client generators need and that follow from a route's
 * declaration: its id, who may call it, and the refusals it can answer.
 */

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * A stable id from the method and the address: `GET /api/v1/medications/:id` is
 * `getMedicationsById`. It changes only when the route's address does, so generated clients keep
 * their method names from one release to the next.
 */
export function operationIdOf(route: Pick<AnyRoute, 'method' | 'url'>): string {
  const segments = route.url
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment),
    );
  return `${route.method.toLowerCase()}${segments.join('') || 'Root'}`;
}

/** Whether a call needs no session: public pages and those opened by an emailed link. */
export const needsNoSession = (route: AnyRoute) =>
  route.access === PUBLIC || isLinkAccess(route.access);

/** The path parameters in a route's address, in order (`:token`, `:id`). */
export const pathParametersOf = (url: string) =>
  [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

const REFUSAL_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or a field is invalid: `errors` says which, per field.',
  401: 'No session, or it has ended: sign in again.',
  403: 'Refused: the caller lacks the permission, or a write came without the app’s header or from another site.',
  404: 'No such record, or one the caller may not see.',
  409: 'The record changed since it was read, or its state does not allow this: `data` holds what is current where it helps.',
  413: 'The upload is too large.',
  422: 'The request is well formed but refused by a rule: `message` says why.',
  429: 'Too many attempts: wait for the time in the Retry-After header.',
};

/** Each refusal status a call can answer, from what the route declares and what it does itself. */
export function refusalsOf(route: AnyRoute): number[] {
  const write = route.method !== 'GET';
  const link = isLinkAccess(route.access);
  const statuses = new Set<number>(route.refusals ?? []);
  // Bodies are parsed and validated on every write; a query is validated when declared.
  if (write || route.query || route.body || link) statuses.add(400);
  if (route.access !== PUBLIC && !link) {
    statuses.add(401);
    statuses.add(403);
  }
  // A write's origin check refuses a call from another site, whoever makes it.
  if (write) statuses.add(403);
  if (link) statuses.add(LINK_REFUSED_STATUS).add(429);
  if (pathParametersOf(route.url).length > 0 && !link) statuses.add(404);
  if (route.record && write) {
    // The record store refuses a stale version, a locked record and a reused Idempotency-Key.
    statuses.add(409).add(422);
  }
  return [...statuses].sort((a, b) => a - b);
}

export function refusalResponses(route: AnyRoute, envelope: object): Record<string, object> {
  return Object.fromEntries(
    refusalsOf(route).map((status) => [
      String(status),
      {
        description: REFUSAL_DESCRIPTIONS[status] ?? 'Refused.',
        ...(status === 429
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before the next attempt.',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: envelope } },
      },
    ]),
  );
}
