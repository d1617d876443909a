import { schema } from '@care360/db';
import { noDataAnswer } from '@care360/domain';
import { and, eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/audit';
import { HttpError } from '../http/envelope';
import { defineRoute, SIGNED_IN } from '../http/route';
import { throttleAccountCheck } from './account-check-throttle';
import { signedInUserId } from './mfa/mfa-state';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, newPasswordSchema, verifyPassword } from './passwords';
import { notifySecurityChange } from './security-notice';
import { setSessionCookie, startSession } from './sessions';

const { users, sessions } = schema;

export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

const changePassword = defineRoute({
  method: 'POST',
  url: '/api/v1/account/password',
  refusals: [429],
  access: SIGNED_IN,
  summary: 'Change your password (current password needed); your other sessions end',
  body: z.object({
    currentPassword: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(1024),
    password: newPasswordSchema,
  }),
  answer: noDataAnswer,
  async handler({ auth, body, request, reply, services: { db, config, mailer } }) {
    // The person who signed in changes their own password, whichever linked account is open.
    const userId = signedInUserId(auth);
    await throttleAccountCheck(db, userId);
    const [owner] = await db
      .select({ name: users.name, email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner || !(await verifyPassword(owner.hash, body.currentPassword))) {
      await recordAudit(db, {
        organisationId: auth.user.organisation.id,
        actorUserId: userId,
        action: 'auth.password-change-refused',
        recordType: 'users',
        recordId: userId,
        ip: request.ip,
      });
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        currentPassword: [CURRENT_PASSWORD_WRONG],
      });
    }
    assertAcceptablePassword(body.password, owner);
    if (await verifyPassword(owner.hash, body.password)) {
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        password: ['Choose a password different from your current one.'],
      });
    }
    const passwordHash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
      // Every session of the person ends, on any device and in any linked account; this one
      // continues under a new id.
      await tx
        .delete(sessions)
        .where(
          and(
            or(eq(sessions.userId, userId), eq(sessions.parentUserId, userId)),
            ne(sessions.idHash, auth.sessionIdHash),
          ),
        );
      await tx.delete(sessions).where(eq(sessions.idHash, auth.sessionIdHash));
      const rotated = await startSession(tx, config, auth.user.id, auth.user.parentUserId);
      await recordAudit(tx, {
        organisationId: auth.user.organisation.id,
        actorUserId: userId,
        action: 'auth.password-changed',
        recordType: 'users',
        recordId: userId,
        ip: request.ip,
      });
      return rotated;
    });
    setSessionCookie(reply, config, token);
    await notifySecurityChange({ db, mailer }, userId, 'password-changed');
    return {
      data: null,
      message: 'Your password has been changed. You have been signed out everywhere else.',
    };
  },
});

export const passwordChangeRoutes = [changePassword];
