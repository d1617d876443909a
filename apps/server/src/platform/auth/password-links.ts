import { schema } from '@care360/db';
import { and, eq, isNull } from 'drizzle-orm';
import { issueLink } from '../links/issue-link';
import { defineLinkPurpose } from '../links/link-purpose';
import { linkToPage } from '../links/link-url';
import type { Services } from '../services';

const { users } = schema;

/** A user reached by a link must still be able to sign in: active and not deleted. */
async function userIsLive(
  db: Services['db'],
  subject: { id: string; organisationId: string },
): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, subject.id),
        eq(users.organisationId, subject.organisationId),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    );
  return Boolean(user);
}

/** A forgotten password: one hour, once. */
export const PASSWORD_RESET_LINK = defineLinkPurpose({
  name: 'password-reset',
  subjectType: 'users',
  hours: 1,
  singleUse: true,
  subjectIsLive: userIsLive,
});

/** A new account's first password: three days, once. */
export const INVITATION_LINK = defineLinkPurpose({
  name: 'invitation',
  subjectType: 'users',
  hours: 72,
  singleUse: true,
  subjectIsLive: userIsLive,
});

/** The web app's page for both: /reset-password/:token. */
export const PASSWORD_PAGE = '/reset-password';

interface LinkUser {
  id: string;
  name: string;
  email: string;
  organisationId: string;
}

/**
 * Emails a single-use link to /reset-password/:token. Only the newest link of a person works,
 * reset or invitation: an older email lying in an inbox opens nothing.
 */
export async function emailPasswordLink(
  { db, config, mailer }: Services,
  user: LinkUser,
  kind: 'reset' | 'invitation',
  ip: string | null,
  issuedBy: string | null = null,
): Promise<void> {
  const { token } = await issueLink(db, {
    purpose: kind === 'reset' ? PASSWORD_RESET_LINK : INVITATION_LINK,
    replaces: [PASSWORD_RESET_LINK, INVITATION_LINK],
    subjectId: user.id,
    organisationId: user.organisationId,
    issuedBy,
    ip,
    action: kind === 'reset' ? 'auth.password-reset-requested' : 'auth.invitation-sent',
  });
  // Only the delivered email holds the link: the email log, the server log and the API show it
  // withheld (a reader of the email log could otherwise take over the account).
  const link = linkToPage(config, PASSWORD_PAGE, token);
  await mailer.send({
    organisationId: user.organisationId,
    to: user.email,
    ...(kind === 'reset'
      ? {
          subject: 'Reset your care360 password',
          text: [
            `Hello ${user.name},`,
            '',
            'We received a request to reset your care360 password. Open this link to choose a new one:',
            '',
            link,
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
            link,
            '',
            'The link works once, for three days. Then sign in with this email address and your password.',
          ],
        }),
  });
}
