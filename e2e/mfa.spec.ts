import { createHmac } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { expectHomePage, expectSignInPage, submitSignIn } from './support/session';
import { appURL, expect, test } from './support/test';
import { INVITED_PASSWORD, inviteUser } from './support/users';

/**
 * A person sets up an authenticator app, signs out, and signs in with a code. The test plays the
 * app: it reads the setup key off the page and computes the codes (RFC 6238: HMAC-SHA-1, 6
 * digits, 30 s). It uses a user of its own, made by the admin, so the demo sign-ins used by every
 * other spec stay one step.
 */

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
function totp(secret: string, stepsAhead = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepsAhead));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('a person sets up an authenticator app, signs out and signs in with a code', async ({
  browser,
}) => {
  // A long journey: an invitation, the set-up, a sign-out and a sign-in with a code.
  test.slow();
  const { email } = await inviteUser(browser, 'mfa');

  const context = await browser.newContext({ baseURL: appURL() });
  const page = await context.newPage();
  await page.goto('/');
  await expectSignInPage(page);
  await submitSignIn(page, email, INVITED_PASSWORD);
  await expectHomePage(page);

  // From the account menu to the security page.
  await page.getByRole('button', { name: 'Switch account' }).click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/app\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Security' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Account Security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code that adds care360 to your authenticator app' }),
  ).toBeVisible();
  const shown = await page.getByLabel('Setup key (if you cannot scan)').innerText();
  const secret = shown.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  const code = page.getByRole('textbox', { name: 'Code from your authenticator app' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByRole('list', { name: 'Recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(
    page.getByText(/Multi-factor sign-in is on: you sign in with your password/),
  ).toBeVisible();
  // The secret is not shown again.
  await expect(page.getByText(shown)).toHaveCount(0);

  // Sign out, then in again: the password alone is not enough.
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expectSignInPage(page);
  await submitSignIn(page, email, INVITED_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await expectAccessible(page);
  const signInCode = page.getByRole('textbox', { name: 'Code from your authenticator app' });
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(signInCode).toBeFocused();
  // A wrong code is refused with a clear message; the next step's code (the app's clock may be
  // a little ahead) signs in, as the code used to turn MFA on cannot be used again.
  await signInCode.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await signInCode.fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectHomePage(page);
  await context.close();
});
