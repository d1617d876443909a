import { schema } from '@care360/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  sessionCookie,
  type TestApp,
} from '../../test/test-app';
import { issueLink } from '../links/issue-link';
import { CURRENT_PASSWORD_WRONG } from './password-change.endpoints';
import { PASSWORD_RESET_LINK } from './password-links';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, currentPassword: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/account/password',
    cookie,
    payload: { currentPassword, password },
  });
const hashOf = async (email: string) =>
  (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.passwordHash;
const me = (cookie: string | undefined) => t.call({ method: 'GET', url: '/api/v1/user', cookie });

describe('changing the password when signed in', () => {
  it('refuses a wrong current password, changes nothing and audits the refusal', async () => {
    const email = DEMO_USERS.manager.email;
    const cookie = await t.login(email);
    const before = await hashOf(email);
    const refused = await change(cookie, 'not my password', 'a quiet harbour at dawn');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    expect(await hashOf(email)).toBe(before);
    expect((await me(cookie)).statusCode).toBe(200);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'auth.password-change-refused'),
          eq(schema.auditLog.recordId, user?.id ?? ''),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('slows a stolen session guessing the password: after five tries the next must wait', async () => {
    const email = DEMO_USERS.hr.email;
    const cookie = await t.login(email);
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(cookie, `guess number ${i}`, 'a quiet harbour at dawn')).statusCode,
      ).toBe(400);
    }
    const limited = await change(cookie, DEMO_PASSWORD, 'a quiet harbour at dawn');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in/);
    await t.db.delete(schema.throttleCounters);
  });

  it.each([
    [
      'a common or breached password',
      'password123',
      /on our list of common and breached passwords/,
    ],
    ['a guessable one', 'liverpool1234', /too easy to guess/],
    [
      'one containing the name',
      'Priya quiet harbour',
      /does not contain your name or email address/,
    ],
    ['one containing the email address', 'manager@care360.local!', /does not contain your name/],
  ])('refuses %s, saying why and how to do better', async (_, weak, why) => {
    const email = DEMO_USERS.manager.email;
    const cookie = await t.login(email);
    const before = await hashOf(email);
    const refused = await change(cookie, DEMO_PASSWORD, weak);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.password[0]).toMatch(why);
    expect(refused.json().errors.password[0]).toMatch(/three or four unrelated words/);
    expect(await hashOf(email)).toBe(before);
  });

  it('changes it, ends the other sessions, keeps this one under a new id, and audits it', async () => {
    const email = DEMO_USERS.coordinator.email;
    const other = await t.login(email);
    const cookie = await t.login(email);
    const done = await change(cookie, DEMO_PASSWORD, 'a quiet harbour at dawn');
    expect(done.statusCode).toBe(200);
    const rotated = sessionCookie(done);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(200);
    await expect(t.login(email)).rejects.toThrow(/401/);
    await expect(t.login(email, 'a quiet harbour at dawn')).resolves.toBeTruthy();
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'auth.password-changed'));
    expect(audit).toHaveLength(1);
    // The person is told by email, without any link or secret.
    const [notice] = await t.db
      .select()
      .from(schema.emailLog)
      .where(
        and(
          eq(schema.emailLog.to, email),
          eq(schema.emailLog.subject, 'Your care360 password was changed'),
        ),
      );
    expect(notice?.body).toMatch(
      /^Hello Tom Fletcher,\n\nYour care360 password was changed on \d\d\/\d\d\/\d{4}/,
    );
    expect(notice?.body).not.toMatch(/https?:/);
  });
});

describe('new passwords from a reset or invitation link', () => {
  it('refuses a breached password and one containing the name, and keeps the link usable', async () => {
    const email = DEMO_USERS.hr.email;
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    // A link as emailed (invitations use the same page and rule).
    const { token } = await issueLink(t.db, {
      purpose: PASSWORD_RESET_LINK,
      subjectId: user?.id ?? '',
      organisationId: t.organisationId,
      issuedBy: null,
      ip: null,
    });
    const reset = (password: string) =>
      t.call({ method: 'POST', url: '/reset-password', payload: { token, password } });
    const before = await hashOf(email);

    const breached = await reset('qwerty123456');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors.password[0]).toMatch(/common and breached passwords/);
    const named = await reset('Grace Okafor 2026!');
    expect(named.statusCode).toBe(400);
    expect(named.json().errors.password[0]).toMatch(/does not contain your name/);
    expect(await hashOf(email)).toBe(before);
    const [link] = await t.db
      .select()
      .from(schema.links)
      .where(eq(schema.links.tokenHash, hashToken(token)));
    expect(link?.usedAt).toBeNull();

    expect((await reset('a lantern by the canal')).statusCode).toBe(200);
    await expect(t.login(email, 'a lantern by the canal')).resolves.toBeTruthy();
  });
});
