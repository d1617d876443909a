import { schema } from '@care360/db';
import { noDataAnswer, users as userKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { notifySecurityChange } from '../../platform/auth/security-notice';
import { HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { assertMayUpdateUser } from './authority';

const { users, userMfa, mfaRecoveryCodes, mfaChallenges } = schema;

/**
 * A person who has lost both their phone and their recovery codes: someone who may edit them
 * removes their authenticator app, so they sign in with their password and (if their role needs
 * it) set up a new one at once. Nobody resets their own this way.
 */
const resetMfa = defineRoute({
  method: 'POST',
  url: '/api/v1/users/:id/mfa/reset',
  access: { permission: userKind.permissions.update },
  resource: 'users',
  params: idParams,
  answer: noDataAnswer,
  summary: "Remove a user's authenticator app and recovery codes (lost phone)",
  async handler({ auth, params, request, services }) {
    const { db } = services;
    const [target] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.id, params.id),
          eq(users.organisationId, auth.user.organisation.id),
          isNull(users.deletedAt),
        ),
      );
    if (!target) throw new HttpError(404, 'We could not find that record.');
    if (target.id === auth.user.id) {
      throw new HttpError(
        403,
        'You cannot reset your own multi-factor sign-in. Use your Account security page.',
      );
    }
    await assertMayUpdateUser({ db, auth, ip: request.ip }, target.id, {});
    await db.transaction(async (tx) => {
      await tx.delete(userMfa).where(eq(userMfa.userId, target.id));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, target.id));
      await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, target.id));
      await noteAction(tx, requestActor(auth, request.ip), {
        action: 'auth.mfa-reset',
        recordType: 'users',
        recordId: target.id,
      });
    });
    await notifySecurityChange(services, target.id, 'mfa-reset');
    return {
      data: null,
      message: `${target.name}'s authenticator app has been removed. They sign in with their password and set up a new one.`,
    };
  },
});

export const mfaResetRoutes = [resetMfa];
