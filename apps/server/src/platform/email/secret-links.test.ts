import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { redactUrl } from '../http/request-meta';
import { createMailTransport, mailSettingOf } from './mail-transports';
import { createMailer, WITHHELD_LINK, withheld } from './mailer';

let t: TestApp;
let serverLog = '';
let admin: string;

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk) => {
    serverLog += chunk;
  });
  t = await createTestApp({ logStream });
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const TOKEN_IN_LINK = /\/reset-password\/([\w-]{40,})/;

/** The token of the newest email delivered to `to`, read as the recipient reads it. */
function deliveredToken(to: string): string {
  const email = t.outbox.findLast((message) => message.to === to);
  const token = email?.text.match(TOKEN_IN_LINK)?.[1];
  if (!token) throw new Error(`no link delivered to ${to}`);
  return token;
}

describe('reset and invitation links', () => {
  let tokens: string[];

  beforeAll(async () => {
    const forgot = await t.call({
      method: 'POST',
      url: '/forgot-password',
      payload: { email: DEMO_USERS.manager.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [role] = await t.db
      .select()
      .from(schema.roles)
      .where(eq(schema.roles.organisationId, t.organisationId));
    const invited = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      cookie: admin,
      payload: { name: 'Ivy Newcomer', email: 'ivy.newcomer@care360.local', roleId: role?.id },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    tokens = [
      deliveredToken(DEMO_USERS.manager.email),
      deliveredToken('ivy.newcomer@care360.local'),
    ];
    // A person opening the link: the page request itself is logged.
    for (const token of tokens) await t.call({ method: 'GET', url: `/reset-password/${token}` });
  });

  it('reach the recipient, and the email log keeps the message with the link withheld', async () => {
    const logged = await t.db.select().from(schema.emailLog);
    const links = logged.filter((row) =>
      ['Reset your care360 password', 'Your care360 account'].includes(row.subject),
    );
    expect(links).toHaveLength(2);
    for (const row of links) {
      expect(row.body).toContain(WITHHELD_LINK);
      expect(row.body).not.toContain('/reset-password/');
    }
    const serialised = JSON.stringify(logged);
    for (const token of tokens) expect(serialised).not.toContain(token);
  });

  it('are in no row of the audit trail', async () => {
    const trail = JSON.stringify(await t.db.select().from(schema.auditLog));
    expect(trail).toContain('auth.password-reset-requested');
    expect(trail).toContain('auth.invitation-sent');
    for (const token of tokens) expect(trail).not.toContain(token);
  });

  it('are in no API answer of the email log', async () => {
    const list = await t.call({ method: 'GET', url: '/api/v1/email-logs', cookie: admin });
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as { id: string; body: string }[];
    expect(items.filter((item) => item.body.includes(WITHHELD_LINK))).toHaveLength(2);
    const answers = [list.body];
    for (const item of items) {
      const one = await t.call({
        method: 'GET',
        url: `/api/v1/email-logs/${item.id}`,
        cookie: admin,
      });
      expect(one.statusCode).toBe(200);
      answers.push(one.body);
    }
    for (const token of tokens) for (const answer of answers) expect(answer).not.toContain(token);
  });

  it('are in no line of the server log, where the page request shows a redacted path', () => {
    expect(serverLog).toContain('/reset-password/[redacted]');
    for (const token of tokens) expect(serverLog).not.toContain(token);
  });
});

describe('messages logged before links were withheld', () => {
  it('lose their links to the migration that withholds them', async () => {
    const migrations = path.resolve(import.meta.dirname, '../../../../../packages/db/migrations');
    const file = fs
      .readdirSync(migrations)
      .find((name) => name.endsWith('_withhold_logged_links.sql'));
    const [old] = await t.db
      .insert(schema.emailLog)
      .values({
        organisationId: t.organisationId,
        to: 'old@care360.local',
        subject: 'Reset your care360 password',
        body: 'Open this link:\n\nhttp://localhost:3000/reset-password/AbC-12_xyz\n\nThanks',
        status: 'logged',
      })
      .returning();
    await t.db.execute(sql.raw(fs.readFileSync(path.join(migrations, file ?? ''), 'utf8')));
    const [row] = await t.db
      .select()
      .from(schema.emailLog)
      .where(eq(schema.emailLog.id, old?.id ?? ''));
    expect(row?.body).toBe(`Open this link:\n\n${WITHHELD_LINK}\n\nThanks`);
  });
});

describe('development mail', () => {
  const link = 'http://localhost:3000/reset-password/secret-token-for-the-console';

  it('prints each message with its link on the console, while the log withholds it', async () => {
    const out = new PassThrough();
    let printed = '';
    out.on('data', (chunk) => {
      printed += chunk;
    });
    const mailer = createMailer(t.db, t.app.log, {
      transport: createMailTransport({ kind: 'console' }, out),
      from: 'care360 <no-reply@care360.local>',
    });
    const { id, delivered } = await mailer.send({
      organisationId: t.organisationId,
      to: 'reader@care360.local',
      subject: 'Console check',
      text: ['Open this link:', withheld(link)],
    });
    await delivered;
    expect(printed).toContain('Email to reader@care360.local');
    expect(printed).toContain('Subject: Console check');
    expect(printed).toContain(`Open this link:\n${link}`);
    const [row] = await t.db.select().from(schema.emailLog).where(eq(schema.emailLog.id, id));
    expect(row?.body).toBe(`Open this link:\n${WITHHELD_LINK}`);
    expect(serverLog).not.toContain('secret-token-for-the-console');
  });

  it('without a transport keeps the message in the log only, and logs no link', async () => {
    const mailer = createMailer(t.db, t.app.log, { transport: null, from: 'care360 <x@y.uk>' });
    const { id } = await mailer.send({
      organisationId: t.organisationId,
      to: 'nobody@care360.local',
      subject: 'Nowhere to go',
      text: ['Open this link:', withheld(`${link}-unsent`)],
    });
    const [row] = await t.db.select().from(schema.emailLog).where(eq(schema.emailLog.id, id));
    expect(row).toMatchObject({ status: 'logged', body: `Open this link:\n${WITHHELD_LINK}` });
    expect(serverLog).toContain('email kept in the email log only: email is not configured');
    expect(serverLog).not.toContain('unsent');
  });

  it('writes each message as a JSON line to a file when MAIL_TRANSPORT=file:<path>', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-mail-'));
    try {
      const setting = mailSettingOf({ MAIL_TRANSPORT: 'file:mail/drop.jsonl' }, true, folder);
      const file = path.join(folder, 'mail/drop.jsonl');
      expect(setting).toEqual({ kind: 'file', path: file });
      const mailer = createMailer(t.db, t.app.log, {
        transport: createMailTransport(setting),
        from: 'care360 <no-reply@care360.local>',
      });
      await (
        await mailer.send({
          organisationId: null,
          to: 'a@b.uk',
          subject: 'S',
          text: [withheld(link)],
        })
      ).delivered;
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(lines.map((line) => JSON.parse(line).text)).toEqual([link]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is the demo default; without demo data and SMTP nothing is delivered or printed', () => {
    expect(mailSettingOf({}, true)).toEqual({ kind: 'console' });
    expect(mailSettingOf({}, false)).toEqual({ kind: 'none' });
    expect(createMailTransport({ kind: 'none' })).toBeNull();
    expect(mailSettingOf({ SMTP_URL: 'smtp://mail.example' }, true)).toEqual({
      kind: 'smtp',
      url: 'smtp://mail.example',
    });
    expect(() => mailSettingOf({ MAIL_TRANSPORT: 'carrier-pigeon' }, true)).toThrow(
      'MAIL_TRANSPORT must be smtp, console, file:<path> or none, not "carrier-pigeon".',
    );
    expect(() => mailSettingOf({ MAIL_TRANSPORT: 'smtp' }, false)).toThrow(
      'MAIL_TRANSPORT=smtp needs SMTP_URL.',
    );
  });
});

describe('request log addresses', () => {
  it('redact every path and query that carries a token', () => {
    expect(redactUrl('/reset-password/abc-DEF_123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/health-professionals/5/abcdef/dashboard')).toBe(
      '/health-professionals/5/[redacted]/dashboard',
    );
    expect(redactUrl('/health-professionals/5/abcdef')).toBe('/health-professionals/5/[redacted]');
    expect(redactUrl('/anything?token=abc&page=2')).toBe('/anything?token=[redacted]&page=2');
    expect(redactUrl('/api/v1/clients?search=x')).toBe('/api/v1/clients?search=x');
  });
});
