import { schema } from '@care360/db';
import { noDataAnswer, signInAnswer } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import { HttpError } from '../http/envelope';
import { defineRoute, PUBLIC } from '../http/route';
import { completeSignIn } from './complete-sign-in';
import { loadCurrentUser } from './current-user';
import { mfaState } from './mfa/mfa-state';
import { startCodeStep } from './mfa/sign-in-code';
import { emailPasswordLink, INVITATION_LINK, PASSWORD_RESET_LINK } from './password-links';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, newPasswordSchema, verifyPassword } from './passwords';
import { clearSessionCookie, endSession, endUserSessions } from './sessions';
import {
  beginSignInAttempt,
  signInFailed,
  signInSucceeded,
  throttleForgotPassword,
} from './sign-in-throttle';

const { users } = schema;

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
  refusals: [429],
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
  refusals: [429],
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
  // The emailed link is the only key: a reset link, or an invitation's (the same page and rule).
  access: { link: [PASSWORD_RESET_LINK, INVITATION_LINK], refused: RESET_LINK_INVALID },
  summary: 'Set a new password with an emailed reset or invitation link (its token in `token`)',
  body: z.object({ password: newPasswordSchema }),
  answer: noDataAnswer,
  async handler({ body, link, request, services: { db } }) {
    // The link names the user; nothing in the request can name another.
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, link.subjectId));
    if (!user) throw new HttpError(400, RESET_LINK_INVALID);
    assertAcceptablePassword(body.password, user);
    const passwordHash = await hashPassword(body.password);
    await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, link.subjectId));
    await endUserSessions(db, link.subjectId);
    await recordAudit(db, {
      organisationId: link.organisationId,
      actorUserId: link.subjectId,
      action: 'auth.password-reset',
      recordType: 'users',
      recordId: link.subjectId,
      ip: request.ip,
    });
    return {
      data: null,
      message: 'Your password has been changed. Sign in with your new password.',
    };
  },
});

export const authRoutes = [login, logout, forgotPassword, resetPassword];
