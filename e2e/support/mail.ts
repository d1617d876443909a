import fs from 'node:fs';
import path from 'node:path';
import { expect } from './test';

/**
 * The inbox of the test server: it delivers email to a file (MAIL_TRANSPORT=file:…, set in
 * playwright.config.ts), one JSON line per message, links included, as a mail server would hand
 * them to their recipients. The email log in the app shows the same messages with links withheld.
 */
/** This worker's inbox: its app server's mail file (support/test.ts). */
export function mailDrop(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '', 'mail.jsonl');
}

interface DeliveredEmail {
  to: string;
  subject: string;
  text: string;
}

function delivered(): DeliveredEmail[] {
  if (!fs.existsSync(mailDrop())) return [];
  return fs
    .readFileSync(mailDrop(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DeliveredEmail);
}

/** The first link in the newest email to `to` with `subject`, once it has arrived. */
export async function linkInNewestEmail(to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const newest = delivered().findLast((m) => m.to === to && m.subject === subject);
      link = newest?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The text of the newest email to `to` with `subject`, once it has arrived. */
export async function newestEmailText(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      text = delivered().findLast((m) => m.to === to && m.subject === subject)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}
