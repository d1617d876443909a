import type { Db } from '@care360/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/envelope';
import {
  LINK_REFUSED,
  LINK_REFUSED_STATUS,
  LINK_TOKEN_PARAM,
  type LinkAccess,
  type LinkInUse,
  purposesOf,
} from './link-purpose';
import { tokenOrEmpty } from './link-state';
import { beginLinkAttempt } from './link-throttle';
import { useLink } from './use-link';

/** The token a request presents: its `:token` path segment, else its body's `token` field. */
export function presentedToken(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && LINK_TOKEN_PARAM in params) return tokenOrEmpty(params[LINK_TOKEN_PARAM]);
  const body = request.body as Record<string, unknown> | null | undefined;
  return tokenOrEmpty(typeof body === 'object' && body ? body[LINK_TOKEN_PARAM] : undefined);
}

/**
 * Serves a request to a link route: counts the attempt, then in one transaction checks and uses
 * the link and runs `handle` with it, so what the handler writes, the link's use and its audit
 * entry commit together (a handler that refuses rolls all three back, and the link still works).
 * A dead link commits only its audit entry and gets the route's one plain refusal. Work handed
 * to `afterCommit` runs once the use has committed.
 */
export async function serveLinkRoute<T>(
  access: LinkAccess,
  request: FastifyRequest,
  db: Db,
  route: string,
  handle: (link: LinkInUse, tx: Db) => Promise<T>,
): Promise<T> {
  const attempt = await beginLinkAttempt(db, request.ip);
  let worked = false;
  const later: Array<() => Promise<unknown>> = [];
  try {
    const outcome = await db.transaction(async (tx) => {
      const link = await useLink(tx, {
        token: presentedToken(request),
        purposes: purposesOf(access),
        // A GET (and the HEAD Fastify answers beside it) only looks.
        spends: request.method !== 'GET' && request.method !== 'HEAD',
        route,
        ip: request.ip,
      });
      if (!link) return null;
      worked = true;
      const inUse: LinkInUse = { ...link, afterCommit: (work) => later.push(work) };
      return { answer: await handle(inUse, tx) };
    });
    if (!outcome) throw new HttpError(LINK_REFUSED_STATUS, access.refused ?? LINK_REFUSED);
    for (const work of later) await work();
    return outcome.answer;
  } finally {
    // A working link is no failure, even when the handler then refuses what was sent with it.
    if (worked) await attempt.worked();
  }
}
