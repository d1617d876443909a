import { schema } from '@care360/db';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { withheld } from '../email/mailer';
import type { Services } from '../services';
import { hashToken, newToken } from './tokens';

const { passwordResets } = schema;

/** How long an emailed link works: one hour to reset, three days to accept an invitation. */
export const LINK_HOURS = { reset: 1, invitation: 72 } as const;

interface LinkUser {
  id: string;
  name: string;
  email: string;
  organisationId: string;
}

/**
 * Emails a single-use link to /reset-password/:token. Only the newest link of a person works:
 * an older email lying in an inbox opens nothing.
 */
export async function emailPasswordLink(
  { db, config, mailer }: Services,
  user: LinkUser,
  purpose: keyof typeof LINK_HOURS,
  ip: string | null,
): Promise<void> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + LINK_HOURS[purpose] * 3_600_000),
    });
    await recordAudit(tx, {
      organisationId: user.organisationId,
      actorUserId: null,
      action: purpose === 'reset' ? 'auth.password-reset-requested' : 'auth.invitation-sent',
      recordType: 'users',
      recordId: user.id,
      ip,
    });
  });
  // Only the delivered email holds the link: the email log, the server log and the API show it
  // withheld (a reader of the email log could otherwise take over the account).
  const link = `${config.publicUrl}/reset-password/${token}`;
  await mailer.send({
    organisationId: user.organisationId,
    to: user.email,
    ...(purpose === 'reset'
      ? {
          subject: 'Reset your care360 password',
          text: [
            `Hello ${user.name},`,
            '',
            'We received a request to reset your care360 password. Open this link to choose a new one:',
            '',
            withheld(link),
            '',
            'The link works once, for one hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
          ],
        }
      : {
          subject: 'Your care360 account',
          text: [
            `Hello ${user.name},`,
            '',
            'An account has been made for you on care360. Open this link to choose your password:',
            '',
            withheld(link),
            '',
            'The link works once, for three days. Then sign in with this email address and your password.',
          ],
        }),
  });
}
