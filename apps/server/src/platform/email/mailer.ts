import { type Db, schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  organisationId: string | null;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the message in the email log, then delivers it; resolves once it is logged. */
  send(email: OutgoingEmail): Promise<{ id: string; delivered: Promise<void> }>;
}

export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  { smtpUrl, from }: { smtpUrl: string | undefined; from: string },
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(schema.emailLog)
        .values({
          organisationId: email.organisationId,
          to: email.to,
          subject: email.subject,
          body: email.text,
          status: transport ? 'queued' : 'logged',
        })
        .returning({ id: schema.emailLog.id });
      if (!row) throw new Error('The email log refused the message.');
      if (!transport) {
        // Without SMTP the server log is the only way a person trying the app can read it.
        log.info(
          { emailId: row.id, to: email.to, subject: email.subject },
          `email:\n${email.text}`,
        );
        return { id: row.id, delivered: Promise.resolve() };
      }
      // Delivery is not awaited by the caller: answering must not depend on the mail server.
      const delivered = transport
        .sendMail({ from, to: email.to, subject: email.subject, text: email.text })
        .then(
          () =>
            db
              .update(schema.emailLog)
              .set({ status: 'sent' })
              .where(eq(schema.emailLog.id, row.id)),
          (error: Error) => {
            log.warn({ emailId: row.id, err: error.message }, 'email delivery failed');
            return db
              .update(schema.emailLog)
              .set({ status: 'failed', error: error.message })
              .where(eq(schema.emailLog.id, row.id));
          },
        )
        .then(() => undefined);
      return { id: row.id, delivered };
    },
  };
}
