import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message as delivered: the only copy that holds secret links. */
export interface DeliveredEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** A mail server: the email log says queued, then sent or failed. */
  remote: boolean;
  deliver(message: DeliveredEmail): Promise<void>;
}

/**
 * Where email goes (config MAIL_TRANSPORT and SMTP_URL):
 * - smtp: a mail server (the only choice for real use);
 * - console: development mail, each message printed in full on standard output;
 * - file: development mail, each message appended as one JSON line to a file (end-to-end tests);
 * - none: nothing is delivered; the email log keeps each message with its links withheld.
 */
export type MailSetting =
  | { kind: 'smtp'; url: string }
  | { kind: 'console' }
  | { kind: 'file'; path: string }
  | { kind: 'none' };

export class MailSettingError extends Error {}

/**
 * MAIL_TRANSPORT chooses; without it SMTP_URL means SMTP, and otherwise the demo prints its
 * email (console) while a real installation (DEMO_DATA=false) delivers nothing and prints nothing.
 */
export function mailSettingOf(
  env: NodeJS.ProcessEnv,
  demoData: boolean,
  cwd = process.cwd(),
): MailSetting {
  const chosen = env.MAIL_TRANSPORT?.trim();
  const smtpUrl = env.SMTP_URL || undefined;
  if (!chosen) {
    if (smtpUrl) return { kind: 'smtp', url: smtpUrl };
    return demoData ? { kind: 'console' } : { kind: 'none' };
  }
  if (chosen === 'smtp') {
    if (!smtpUrl) throw new MailSettingError('MAIL_TRANSPORT=smtp needs SMTP_URL.');
    return { kind: 'smtp', url: smtpUrl };
  }
  if (chosen === 'console' || chosen === 'none') return { kind: chosen };
  if (chosen.startsWith('file:') && chosen.length > 'file:'.length) {
    return { kind: 'file', path: path.resolve(cwd, chosen.slice('file:'.length)) };
  }
  throw new MailSettingError(
    `MAIL_TRANSPORT must be smtp, console, file:<path> or none, not "${chosen}".`,
  );
}

/** What the server says about email when it starts; never the SMTP address (it may hold a password). */
export function describeMailSetting(setting: MailSetting): string {
  switch (setting.kind) {
    case 'smtp':
      return 'Emails are sent by SMTP (SMTP_URL).';
    case 'console':
      return 'Emails are printed here (development mail): each one in full, links included. Set SMTP_URL to send real email.';
    case 'file':
      return `Emails are written to ${setting.path} (development mail), one JSON line each, links included. Set SMTP_URL to send real email.`;
    case 'none':
      return 'Email is not configured: messages are kept in the email log with their links withheld, and nothing is sent or printed. Set SMTP_URL to send them.';
  }
}

/** A readable block for a terminal. */
export function consoleBlock(message: DeliveredEmail): string {
  const rule = '─'.repeat(72);
  return [
    rule,
    `Email to ${message.to}`,
    `From:    ${message.from}`,
    `Subject: ${message.subject}`,
    '',
    message.text,
    rule,
    '',
  ].join('\n');
}

export function createMailTransport(
  setting: MailSetting,
  out: NodeJS.WritableStream = process.stdout,
): MailTransport | null {
  switch (setting.kind) {
    case 'smtp': {
      const transport = nodemailer.createTransport(setting.url);
      return {
        remote: true,
        deliver: async (message) => {
          await transport.sendMail(message);
        },
      };
    }
    case 'console':
      return {
        remote: false,
        deliver: async (message) => {
          out.write(consoleBlock(message));
        },
      };
    case 'file':
      return {
        remote: false,
        deliver: async (message) => {
          await fs.promises.mkdir(path.dirname(setting.path), { recursive: true });
          await fs.promises.appendFile(setting.path, `${JSON.stringify(message)}\n`, {
            mode: 0o600,
          });
        },
      };
    case 'none':
      return null;
  }
}

/** A transport that keeps what it delivers, for tests that read the link as the recipient would. */
export function createOutbox(): MailTransport & { messages: DeliveredEmail[] } {
  const messages: DeliveredEmail[] = [];
  return {
    remote: false,
    messages,
    deliver: async (message) => {
      messages.push(message);
    },
  };
}
