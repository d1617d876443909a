import type { FastifyRequest } from 'fastify';
import { HttpError } from './envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing call: the spec's
 * `X-Requested-With: XMLHttpRequest` header (a cross-site form cannot set it) and an Origin that
 * is this site's own.
 */
export function assertSameOriginWrite(request: FastifyRequest, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new HttpError(403, 'This request was refused: it did not come from the care360 app.');
  }
  const origin = request.headers.origin;
  if (!origin || !isOwnOrigin(origin, publicUrl)) {
    throw new HttpError(403, 'This request was refused: it came from another site.');
  }
}

/**
 * Only the configured public address (PUBLIC_URL) counts as our own. The request's Host header
 * is never trusted for this: whoever sends the request chooses it, and a proxy or a DNS
 * rebinding attack can make it match any Origin.
 */
function isOwnOrigin(origin: string, publicUrl: string): boolean {
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
