import { type Db, schema } from '@care360/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { HttpError } from '../../http/envelope';
import { completeSignIn } from '../complete-sign-in';
import { loadCurrentUser } from '../current-user';
import { beginSignInAttempt, signInFailed, signInSucceeded } from '../sign-in-throttle';
import { hashToken, newToken } from '../tokens';
import { spendCode } from './mfa-state';

const { mfaChallenges, users } = schema;

/**
 * The pending sign-in between the password and the code: HttpOnly, never readable by scripts;
 * `__Host-` prefixed behind HTTPS, like the session cookie.
 */
export const MFA_CHALLENGE_COOKIE = 'care360_mfa';
const challengeCookieName = (config: Config) =>
  config.secureCookies ? `__Host-${MFA_CHALLENGE_COOKIE}` : MFA_CHALLENGE_COOKIE;
export const MFA_CHALLENGE_MINUTES = 5;
/** Wrong codes one pending sign-in may take before the password must be given again. */
export const MFA_CHALLENGE_FAILURES = 5;

export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE =
  'That code is not right. Enter the newest code from your authenticator app (check that your phone’s clock is right), or one of your recovery codes.';
export const CHALLENGE_EXPIRED =
  'Your sign-in has timed out. Sign in again with your email and password.';

function setChallengeCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(challengeCookieName(config), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: MFA_CHALLENGE_MINUTES * 60,
  });
}

function clearChallengeCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(challengeCookieName(config), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
  });
}

/**
 * The password was right for a person with MFA: no session yet, only a short-lived, single-use
 * pending sign-in (stored hashed) that POST /login/mfa completes with a code.
 */
export async function startCodeStep(db: Db, config: Config, reply: FastifyReply, userId: string) {
  const token = newToken();
  // One pending sign-in per person: an older one (another tab, another device) ends.
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await db.insert(mfaChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_MINUTES * 60_000),
  });
  setChallengeCookie(reply, config, token);
  return { data: { mfaRequired: true }, message: CODE_NEEDED };
}

/** POST /login/mfa: the code (or a recovery code) for a pending sign-in starts the session. */
export async function completeCodeStep(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: string,
) {
  const token = request.cookies[challengeCookieName(config)];
  const tokenHash = token && token.length <= 100 ? hashToken(token) : null;
  const [challenge] = tokenHash
    ? await db
        .select({
          userId: users.id,
          email: users.email,
          organisationId: users.organisationId,
          failures: mfaChallenges.failures,
        })
        .from(mfaChallenges)
        .innerJoin(users, eq(users.id, mfaChallenges.userId))
        .where(
          and(
            eq(mfaChallenges.tokenHash, tokenHash),
            gt(mfaChallenges.expiresAt, new Date()),
            eq(users.active, true),
            isNull(users.deletedAt),
          ),
        )
    : [];
  if (!tokenHash || !challenge) {
    clearChallengeCookie(reply, config);
    throw new HttpError(401, CHALLENGE_EXPIRED);
  }
  // Wrong codes count toward the same sign-in limits as wrong passwords.
  const attempt = await beginSignInAttempt(db, {
    email: challenge.email ?? challenge.userId,
    ip: request.ip,
    step: 'code',
  });
  const kind = await spendCode(db, config, challenge.userId, typed);
  if (!kind) {
    await signInFailed(db, attempt, {
      id: challenge.userId,
      organisationId: challenge.organisationId,
    });
    const [left] = await db
      .update(mfaChallenges)
      .set({ failures: sql`${mfaChallenges.failures} + 1` })
      .where(eq(mfaChallenges.tokenHash, tokenHash))
      .returning({ failures: mfaChallenges.failures });
    if (!left || left.failures >= MFA_CHALLENGE_FAILURES) {
      await db.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
      clearChallengeCookie(reply, config);
      throw new HttpError(401, `${WRONG_CODE} ${CHALLENGE_EXPIRED}`);
    }
    throw new HttpError(401, WRONG_CODE, { code: [WRONG_CODE] });
  }
  // Single use: of two requests completing one pending sign-in, only one starts a session.
  const ended = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, tokenHash))
    .returning({ userId: mfaChallenges.userId });
  clearChallengeCookie(reply, config);
  if (ended.length === 0) throw new HttpError(401, CHALLENGE_EXPIRED);
  await signInSucceeded(db, attempt);
  await completeSignIn(
    db,
    config,
    request,
    reply,
    { id: challenge.userId, organisationId: challenge.organisationId },
    { secondFactor: kind },
  );
  return {
    data: { data: await loadCurrentUser(db, challenge.userId, null) },
    message:
      kind === 'recovery-code'
        ? 'Signed in with a recovery code. That code cannot be used again.'
        : 'Signed in.',
  };
}
