import { type Db, schema } from '@care360/db';
import { formatUkDateTime } from '@care360/domain';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../email/mailer';

/** Changes to how a person signs in; each is emailed to them (ASVS 5.0 §6.3.7). */
const CHANGES = {
  'password-changed': 'Your care360 password was changed',
  'mfa-enabled': 'Multi-factor sign-in was turned on for your care360 account',
  'mfa-disabled': 'Multi-factor sign-in was turned off for your care360 account',
  'mfa-reset': 'Your authenticator app was removed from your care360 account',
  'recovery-codes': 'New recovery codes were made for your care360 account',
} as const;

export type SecurityChange = keyof typeof CHANGES;

export interface NoticeRecipient {
  organisationId: string;
  name: string | null;
  email: string | null;
}

/**
 * Tells the person, so that a change they did not make does not go unnoticed. Never holds a
 * link or a secret; a failed delivery does not undo the change (the email log shows it).
 */
export async function sendSecurityNotice(
  mailer: Mailer,
  person: NoticeRecipient,
  change: SecurityChange,
): Promise<void> {
  if (!person.email) return;
  await mailer.send({
    organisationId: person.organisationId,
    to: person.email,
    subject: CHANGES[change],
    text: [
      `Hello ${person.name ?? ''},`.replace(' ,', ','),
      '',
      `${CHANGES[change]} on ${formatUkDateTime(new Date())}.`,
      '',
      'If this was you, there is nothing more to do.',
      'If it was not, reset your password at once from the sign-in page ("Forgotten your password?") and tell your manager or care360 administrator.',
    ].join('\n'),
  });
}

/** The person's address, name and organisation, for a notice. */
export async function noticeRecipient(db: Db, userId: string): Promise<NoticeRecipient | null> {
  const [row] = await db
    .select({
      organisationId: schema.users.organisationId,
      name: schema.users.name,
      email: schema.users.email,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row ?? null;
}

/** Looks the person up and sends the notice. */
export async function notifySecurityChange(
  { db, mailer }: { db: Db; mailer: Mailer },
  userId: string,
  change: SecurityChange,
): Promise<void> {
  const person = await noticeRecipient(db, userId);
  if (person) await sendSecurityNotice(mailer, person, change);
}
