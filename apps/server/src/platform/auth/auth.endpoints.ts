import { schema } from '@care360/db';
import { noDataAnswer, signInAnswer } from '@care360/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import { HttpError } from '../http/envelope';
import { defineRoute, PUBLIC } from '../http/route';
import { completeSignIn } from './complete-sign-in';
import { loadCurrentUser } from './current-user';
import { mfaState } from './mfa/mfa-state';
import { startCodeStep } from './mfa/sign-in-code';
import { emailPasswordLink } from './password-links';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, newPasswordSchema, verifyPassword } from './passwords';
import { clearSessionCookie, endSession, endUserSessions } from './sessions';
import {
  beginResetLinkAttempt,
  beginSignInAttempt,
  signInFailed,
  signInSucceeded,
  throttleForgotPassword,
} from './sign-in-throttle';
import { hashToken } from './tokens';

const { users, passwordResets } = schema;

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. The link works for one hour.';
export const RESET_LINK_INVALID =
  'This reset link is invalid, already used or older than one hour. Ask for a new one.';

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter an email address like name@example.co.uk.'));

const loginBody = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
});

const login = defineRoute({
  method: 'POST',
  url: '/login',
  access: PUBLIC,
  summary: 'Sign in with email and password',
  body: loginBody,
  answer: signInAnswer,
  async handler({ body, request, reply, services: { db, config } }) {
    const attempt = await beginSignInAttempt(db, { email: body.email, ip: request.ip });

    const [user] = await db
      .select({
        id: users.id,
        hash: users.passwordHash,
        active: users.active,
        organisationId: users.organisationId,
      })
      .from(users)
      .where(and(eq(users.email, body.email), isNull(users.deletedAt)));
    const valid = await verifyPassword(user?.hash ?? null, body.password);
    if (!user || !valid || !user.active) {
      await signInFailed(db, attempt, user ?? null);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await signInSucceeded(db, attempt);
    // With an authenticator app set up, the password alone starts no session (mfa/sign-in-code).
    const mfa = await mfaState(db, user.id);
    if (mfa.enabled) return startCodeStep(db, config, reply, user.id);
    await completeSignIn(db, config, request, reply, user);
    return {
      // A role that needs MFA, not yet set up: the session may only set it up (mfa-state.ts).
      data: { data: await loadCurrentUser(db, user.id, null), mfaEnrolmentRequired: mfa.required },
      message: 'Signed in.',
    };
  },
});

const logout = defineRoute({
  method: 'POST',
  url: '/logout',
  access: PUBLIC,
  summary: 'Sign out and end the session',
  answer: noDataAnswer,
  async handler({ auth, request, reply, services: { db, config } }) {
    if (auth) {
      await endSession(db, auth.sessionIdHash);
      await recordAudit(db, {
        organisationId: auth.user.organisation.id,
        actorUserId: auth.user.id,
        action: 'auth.logout',
        recordType: 'users',
        recordId: auth.user.id,
        ip: request.ip,
      });
    }
    clearSessionCookie(reply, config);
    return { data: null, message: 'You have signed out.' };
  },
});

const forgotPassword = defineRoute({
  method: 'POST',
  url: '/forgot-password',
  access: PUBLIC,
  summary: 'Email a single-use password reset link',
  body: z.object({ email }),
  answer: noDataAnswer,
  async handler({ body, request, services }) {
    const { db } = services;
    await throttleForgotPassword(db, body.email, request.ip);
    const [user] = await db
      .select({ id: users.id, name: users.name, organisationId: users.organisationId })
      .from(users)
      .where(and(eq(users.email, body.email), eq(users.active, true), isNull(users.deletedAt)));
    if (user) {
      await emailPasswordLink(
        services,
        { ...user, name: user.name ?? '', email: body.email },
        'reset',
        request.ip,
      );
    }
    return { data: null, message: FORGOT_PASSWORD_ANSWER };
  },
});

const resetPassword = defineRoute({
  method: 'POST',
  url: '/reset-password',
  access: PUBLIC,
  summary: 'Set a new password with an emailed reset link',
  body: z.object({
    token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(200),
    password: newPasswordSchema,
  }),
  answer: noDataAnswer,
  async handler({ body, request, services: { db } }) {
    const attempt = await beginResetLinkAttempt(db, request.ip);
    const [reset] = await db
      .select({
        tokenHash: passwordResets.tokenHash,
        userId: users.id,
        name: users.name,
        email: users.email,
        organisationId: users.organisationId,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
          eq(users.active, true),
          isNull(users.deletedAt),
        ),
      );
    if (!reset) throw new HttpError(400, RESET_LINK_INVALID);
    await attempt.succeeded();
    assertAcceptablePassword(body.password, reset);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, reset.tokenHash), isNull(passwordResets.usedAt)))
        .returning({ tokenHash: passwordResets.tokenHash });
      // Two submissions of one link at once: only the first may change the password.
      if (used.length === 0) throw new HttpError(400, RESET_LINK_INVALID);
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, reset.userId));
      await endUserSessions(tx, reset.userId);
      await recordAudit(tx, {
        organisationId: reset.organisationId,
        actorUserId: reset.userId,
        action: 'auth.password-reset',
        recordType: 'users',
        recordId: reset.userId,
        ip: request.ip,
      });
    });
    return {
      data: null,
      message: 'Your password has been changed. Sign in with your new password.',
    };
  },
});

export const authRoutes = [login, logout, forgotPassword, resetPassword];
