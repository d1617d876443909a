import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { linkInNewestEmail } from './support/mail';
import {
  ADMIN,
  DEMO_PASSWORD,
  expectHomePage,
  expectSignInPage,
  passwordField,
  signIn,
  submitSignIn,
} from './support/session';
import { expect, test } from './support/test';
import { INVITED_PASSWORD, inviteUser } from './support/users';

const RESET_SUBJECT = 'Reset your care360 password';
const NEW_PASSWORD = 'A new e2e password 42';

/**
 * As the admin, in a browser context of its own, finds the newest reset email to `email` in the
 * email log: the message is there, its link withheld (only the recipient's copy holds it).
 */
async function expectResetEmailLoggedWithoutLink(browser: Browser, email: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN.email, DEMO_PASSWORD);
    await page.goto('/app/email-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Logs' })).toBeVisible();
    await expect(page).toHaveTitle('care360 - Email Logs');
    const emails = page.getByRole('table', { name: 'Sent emails' });
    // Newest first: the first matching row is the email just sent.
    const newest = emails
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ has: page.getByRole('button', { name: RESET_SUBJECT }) })
      .first();
    await expect(newest).toBeVisible();
    await expectAccessible(page);

    const subject = newest.getByRole('button', { name: RESET_SUBJECT });
    await subject.click();
    await expect(subject).toHaveAttribute('aria-expanded', 'true');
    const body = page.locator(`#${await subject.getAttribute('aria-controls')}`);
    await expect(body).toContainText('We received a request to reset your care360 password');
    await expect(body).toContainText('[link withheld: sent only to the recipient]');
    await expect(body.getByRole('link')).toHaveCount(0);
    await expect(body).not.toContainText('/reset-password/');
    await expectAccessible(page);
  } finally {
    await context.close();
  }
}

async function expectSignInRefused(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'You are not signed in' })).toContainText(
    'The email or password is incorrect.',
  );
  await expectSignInPage(page);
}

test('a forgotten password is reset with the emailed link', async ({ page, browser }) => {
  // A long journey: an invitation, four browser contexts, three sign-ins, a reset, ten axe checks.
  test.slow();
  // A person of its own: the demo HR officer's password stays as the README says.
  const person = await inviteUser(browser, 'forgot');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Forgot Password');
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    'If an account exists for that email, we have sent a link to reset the password.',
  );
  await expectAccessible(page);

  // The link reaches only the recipient's inbox; the email log keeps the message without it.
  const link = await linkInNewestEmail(person.email, RESET_SUBJECT);
  await expectResetEmailLoggedWithoutLink(browser, person.email);
  // The link points at this server's reset page (PUBLIC_URL defaults to the address it serves).
  const url = new URL(link);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/reset-password\/[^/]+$/);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('care360 - Reset Password');
  await expectAccessible(page);
  await passwordField(page, 'New password').fill(NEW_PASSWORD);
  await passwordField(page, 'New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All done' })).toContainText(
    'Your password has been changed. Sign in with your new password.',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expectSignInPage(page);
  await submitSignIn(page, person.email, NEW_PASSWORD);
  await expectHomePage(page, person.name);

  // The old password is refused now (in a fresh context: this one is signed in).
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/');
    await expectSignInPage(second);
    await submitSignIn(second, person.email, INVITED_PASSWORD);
    await expectSignInRefused(second);
    await expect(second).toHaveURL(/\/$/);
    await expectAccessible(second);
  } finally {
    await other.close();
  }
});
