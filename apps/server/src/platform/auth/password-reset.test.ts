import { schema } from '@care360/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID } from './auth.endpoints';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.call({ method: 'POST', url: '/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.call({ method: 'POST', url: '/reset-password', payload: { token, password } });

/** Reads the link out of the newest email delivered to the address, as a person would from their inbox. */
function linkFromEmail(to: string): string {
  const email = t.outbox.findLast((message) => message.to === to);
  const match = email?.text.match(/http:\/\/localhost:3000\/reset-password\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${email?.text}`);
  return match[1];
}

describe('forgotten password', () => {
  it('answers the same whether or not the address has an account', async () => {
    const known = await forgot(DEMO_USERS.manager.email);
    const unknown = await forgot('nobody@care360.local');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(FORGOT_PASSWORD_ANSWER);
    const emails = await t.db.select().from(schema.emailLog);
    expect(emails.map((e) => e.to)).toEqual([DEMO_USERS.manager.email]);
    expect(emails[0]?.status).toBe('logged');
  });

  it('stores the link token only as a hash', async () => {
    const token = linkFromEmail(DEMO_USERS.manager.email);
    const rows = await t.db.select().from(schema.links);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
  });

  it('sets the new password once, ends other sessions, and the new password signs in', async () => {
    const email = DEMO_USERS.coordinator.email;
    const otherSession = await t.login(email);
    await forgot(email);
    const token = linkFromEmail(email);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['Use at least 10 characters.']);

    const done = await reset(token, 'a much better passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Your password has been changed. Sign in with your new password.',
    );

    expect(
      (await t.call({ method: 'GET', url: '/api/v1/user', cookie: otherSession })).statusCode,
    ).toBe(401);
    await expect(t.login(email)).rejects.toThrow(/401/);
    await expect(t.login(email, 'a much better passphrase')).resolves.toBeTruthy();

    const again = await reset(token, 'another new passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses a link older than one hour, and an earlier link once a newer one is sent', async () => {
    const email = DEMO_USERS.hr.email;
    await forgot(email);
    const first = linkFromEmail(email);
    await forgot(email);
    const second = linkFromEmail(email);
    expect((await reset(first, 'a perfectly fine passphrase')).json().message).toBe(
      RESET_LINK_INVALID,
    );

    await t.db.update(schema.links).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await reset(second, 'a perfectly fine passphrase');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses the email address itself as the new password', async () => {
    const email = DEMO_USERS.admin.email;
    await forgot(email);
    const response = await reset(linkFromEmail(email), email);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password[0]).toMatch(
      /^Choose a password that does not contain your name or email address\./,
    );
  });
});
