import { z } from 'zod';

/** GET /api/v1/email-logs (a page of these) and /:id: one email the system sent. */

/**
 * queued: waiting for the mail server; sent: it took it; failed: it refused it (see `error`);
 * logged: no mail server is configured, so the log is the only copy.
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;

/** Strict: it names a person's address, and a column added to the list must be added here. */
export const emailLogAnswer = z.strictObject({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** As sent, but with secret links withheld (the server's email/mailer.ts). */
  body: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type EmailLog = z.infer<typeof emailLogAnswer>;
