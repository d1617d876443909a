import { type Db, schema } from '@care360/db';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { AuthContext } from './auth-context';
import { loadCurrentUser } from './current-user';
import { hashToken, newToken } from './tokens';

const { sessions } = schema;

export const SESSION_COOKIE = 'care360_session';
/** Refreshing last-seen on every request would write on every read; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;

export async function startSession(
  db: Db,
  config: Config,
  userId: string,
  parentUserId: string | null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    parentUserId,
    expiresAt: new Date(Date.now() + config.sessionAbsoluteHours * 3_600_000),
  });
  return token;
}

export async function readSession(
  db: Db,
  config: Config,
  token: string | undefined,
): Promise<AuthContext | null> {
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const [session] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
  if (!session) return null;
  const now = Date.now();
  const idleFor = now - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now || idleFor > config.sessionIdleMinutes * 60_000) {
    await endSession(db, idHash);
    return null;
  }
  const user = await loadCurrentUser(db, session.userId, session.parentUserId);
  if (!user) {
    await endSession(db, idHash);
    return null;
  }
  if (idleFor > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return { sessionIdHash: idHash, user };
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Password changes and deactivation end every other session of the person. */
export async function endUserSessions(db: Db, userId: string, keepIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}
