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
  if (!origin || !isOwnOrigin(origin, request.headers.host, publicUrl)) {
    throw new HttpError(403, 'This request was refused: it came from another site.');
  }
}

function isOwnOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return (
    parsed.origin === new URL(publicUrl).origin || (host !== undefined && parsed.host === host)
  );
}
