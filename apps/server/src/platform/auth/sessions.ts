import { type Db, schema } from '@care360/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { AuthContext } from './auth-context';
import type { CallerCache } from './caller-cache';
import { currentUserColumns, toCurrentUser } from './current-user';
import { hashToken, newToken } from './tokens';

const { sessions, users, roles, organisations, branches } = schema;

/**
 * The session cookie's name. Behind HTTPS (a `https:` PUBLIC_URL, or COOKIE_SECURE=true) it is
 * `__Host-care360_session`: the browser then accepts it only with Secure, Path=/ and no Domain,
 * so no sibling subdomain and no plain-http page can set or overwrite it. Browsers refuse a
 * `__Host-` cookie without Secure, and a Secure cookie over plain http, so development on
 * http://localhost uses the plain name. Everything reads the name through `sessionCookieName`.
 */
export const SESSION_COOKIE = 'care360_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the browser sent, if any. */
export function sessionTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}
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

/**
 * The hot query of every request: the session by its token's hash, with its account (if still
 * active), role, organisation, branch and effective permissions, in one statement. Prepared once
 * per database: on PostgreSQL a named statement, parsed and planned once per connection; the
 * embedded database has no named statements, so there it saves rebuilding the SQL text.
 */
function sessionQuery(db: Db) {
  return db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      parentUserId: sessions.parentUserId,
      ...currentUserColumns(sql`${sessions.parentUserId}`),
    })
    .from(sessions)
    .leftJoin(
      users,
      and(eq(users.id, sessions.userId), eq(users.active, true), isNull(users.deletedAt)),
    )
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('care360_read_session');
}
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The caller of a session token, or null. Served from `cache` while it is fresh, the session has
 * neither expired nor gone idle and no last-seen touch is due; otherwise read from the database,
 * which also ends an expired session and touches last-seen at most once a minute.
 */
export async function readSession(
  db: Db,
  config: Config,
  token: string | undefined,
  cache?: CallerCache,
  /**
   * False for a check that is not the person's doing (an open live stream asking whether its
   * session still holds): it never refreshes last-seen, so an unattended tab still goes idle.
   */
  { touch = true }: { touch?: boolean } = {},
): Promise<AuthContext | null> {
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const now = Date.now();
  const cached = cache?.get(idHash, now);
  if (
    cached &&
    cached.expiresAt > now &&
    (!touch || now - cached.lastSeenAt <= TOUCH_AFTER_MS) &&
    now - cached.lastSeenAt <= config.sessionIdleMinutes * 60_000
  ) {
    return { sessionIdHash: idHash, user: cached.user };
  }
  // Taken before the read: a change that arrives while it runs stops its result being kept.
  const generation = cache?.generation ?? 0;
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [session] = await query.execute({ idHash });
  if (!session) return null;
  const idleFor = now - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now || idleFor > config.sessionIdleMinutes * 60_000) {
    await endSession(db, idHash);
    return null;
  }
  const user = toCurrentUser(session, session.parentUserId);
  if (!user) {
    await endSession(db, idHash);
    return null;
  }
  let lastSeenAt = session.lastSeenAt.getTime();
  if (touch && idleFor > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
    lastSeenAt = now;
  }
  cache?.set(idHash, { user, expiresAt: session.expiresAt.getTime(), lastSeenAt }, generation, now);
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
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}
