import type { Browser } from '@playwright/test';
import { uniqueTag } from './admin';
import { linkInNewestEmail } from './mail';
import { createRecord, idOf } from './records';
import { ADMIN, DEMO_PASSWORD, expectHomePage, passwordField, submitSignIn } from './session';
import { appURL, expect } from './test';

/** The password people made by `inviteUser` choose from their invitation. */
export const INVITED_PASSWORD = 'a lantern by the canal at dusk';

/**
 * The admin makes a user of the demo HR officer role (signed in through the real page, in a
 * context of its own), and the person chooses their password from the invitation, as they would.
 * Specs that change a person's sign-in use one of these, so the README's demo sign-ins that every
 * other spec uses stay as they are.
 */
export async function inviteUser(
  browser: Browser,
  prefix: string,
): Promise<{ email: string; name: string }> {
  const baseURL = appURL();
  const tag = uniqueTag();
  const email = `${prefix}.${tag}@care360.local`;
  const name = `Morgan Invited ${tag}`;
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await submitSignIn(admin, ADMIN.email, DEMO_PASSWORD);
    await expectHomePage(admin);
    // A demo role; the demo organisation marks no role as needing MFA, so sign-in is one step.
    const roleId = await idOf(admin, 'user-roles', 'HR officer');
    await createRecord(admin, 'users', { name, email, roleId, active: true });
  } finally {
    await adminContext.close();
  }
  const link = await linkInNewestEmail(email, 'Your care360 account');
  const context = await browser.newContext({ baseURL });
  try {
    const invited = await context.newPage();
    await invited.goto(new URL(link).pathname);
    await passwordField(invited, 'New password').fill(INVITED_PASSWORD);
    await passwordField(invited, 'New password again').fill(INVITED_PASSWORD);
    await invited.getByRole('button', { name: 'Change password' }).click();
    await expect(invited.getByText('Your password has been changed.')).toBeVisible();
  } finally {
    await context.close();
  }
  return { email, name };
}
