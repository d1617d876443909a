import { type Db, schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transports';

/** What the email log, the server log and every API answer show in place of a secret link. */
export const WITHHELD_LINK = '[link withheld: sent only to the recipient]';

/** A secret link (reset, invitation, any token): only the delivered message holds it. */
export interface WithheldLink {
  readonly withheld: string;
}
export const withheld = (link: string): WithheldLink => ({ withheld: link });

/** One line of a message: plain text, or a secret link on a line of its own. */
export type EmailLine = string | WithheldLink;

export interface OutgoingEmail {
  organisationId: string | null;
  to: string;
  subject: string;
  /** The message: plain text, or lines in which each secret link is marked with withheld(). */
  text: string | readonly EmailLine[];
}

/** The message as the recipient gets it (links in place) or as it is kept (links withheld). */
export function emailText(email: OutgoingEmail, copy: 'delivered' | 'kept'): string {
  if (typeof email.text === 'string') return email.text;
  return email.text
    .map((line) =>
      typeof line === 'string' ? line : copy === 'delivered' ? line.withheld : WITHHELD_LINK,
    )
    .join('\n');
}

export interface Mailer {
  /** Records the message in the email log, then delivers it; resolves once it is logged. */
  send(email: OutgoingEmail): Promise<{ id: string; delivered: Promise<void> }>;
}

/**
 * Every message is kept in the email log with its secret links withheld, then handed to the
 * transport (SMTP, or a development transport); with none, the log is all there is.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  { transport, from }: { transport: MailTransport | null; from: string },
): Mailer {
  return {
    async send(email) {
      const [row] = await db
        .insert(schema.emailLog)
        .values({
          organisationId: email.organisationId,
          to: email.to,
          subject: email.subject,
          body: emailText(email, 'kept'),
          status: transport?.remote ? 'queued' : 'logged',
        })
        .returning({ id: schema.emailLog.id });
      if (!row) throw new Error('The email log refused the message.');
      if (!transport) {
        log.info(
          { emailId: row.id, subject: email.subject },
          'email kept in the email log only: email is not configured',
        );
        return { id: row.id, delivered: Promise.resolve() };
      }
      const message = {
        from,
        to: email.to,
        subject: email.subject,
        text: emailText(email, 'delivered'),
      };
      // Delivery is not awaited by the caller: answering must not depend on the mail server.
      const delivered = transport.deliver(message).then(
        async () => {
          if (transport.remote)
            await db
              .update(schema.emailLog)
              .set({ status: 'sent' })
              .where(eq(schema.emailLog.id, row.id));
        },
        async (error: Error) => {
          log.warn({ emailId: row.id, err: error.message }, 'email delivery failed');
          await db
            .update(schema.emailLog)
            .set({ status: 'failed', error: error.message })
            .where(eq(schema.emailLog.id, row.id));
        },
      );
      return { id: row.id, delivered };
    },
  };
}
