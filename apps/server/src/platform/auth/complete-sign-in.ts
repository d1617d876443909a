import type { Db } from '@care360/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { recordAudit } from '../audit/audit';
import { endSession, sessionTokenOf, setSessionCookie, startSession } from './sessions';
import { hashToken } from './tokens';

/**
 * The last step of every sign-in (password alone, or password then code): whatever session the
 * browser held before is ended (rotation), a new one starts, and the sign-in is audited.
 */
export async function completeSignIn(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; organisationId: string },
  changes?: Record<string, unknown>,
): Promise<void> {
  const previous = sessionTokenOf(request, config);
  if (previous) await endSession(db, hashToken(previous));
  const token = await startSession(db, config, user.id, null);
  setSessionCookie(reply, config, token);
  await recordAudit(db, {
    organisationId: user.organisationId,
    actorUserId: user.id,
    action: 'auth.login',
    recordType: 'users',
    recordId: user.id,
    ...(changes ? { changes } : {}),
    ip: request.ip,
  });
}
