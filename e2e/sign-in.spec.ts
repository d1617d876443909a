import { expectAccessible } from './support/accessibility';
import {
  ADMIN,
  DEMO_PASSWORD,
  expectHomePage,
  expectSignInPage,
  mainNavigation,
  openNavGroup,
  passwordField,
  submitSignIn,
} from './support/session';
import { expect, test } from './support/test';

test.describe('sign in', () => {
  test('the sign-in page is at / with its title and an accessible form', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(passwordField(page, 'Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password is refused and the person stays on the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    await submitSignIn(page, ADMIN.email, 'not-the-password');

    const refusal = page.getByRole('alert').filter({ hasText: 'You are not signed in' });
    await expect(refusal).toContainText('The email or password is incorrect.');
    await expect(page).toHaveURL(/\/$/);
    await expectSignInPage(page);
    await expectAccessible(page);
  });

  test('the admin signs in and sees the home page with the full navigation', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    await expectAccessible(page);
    await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);

    await expectHomePage(page, ADMIN.name);
    await expect(page.getByRole('banner')).toContainText(ADMIN.name);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await openNavGroup(page, 'People');
    await openNavGroup(page, 'Administration');
    for (const item of ['Users', 'Branches', 'Email Logs', 'Audit']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('a signed-out visit to /app/users signs in first, then opens /app/users', async ({
    page,
  }) => {
    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/\?next=%2Fapp%2Fusers$/);
    await expectSignInPage(page);
    await expectAccessible(page);

    await submitSignIn(page, ADMIN.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page).toHaveTitle('care360 - Users');
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(ADMIN.email);
    await expectAccessible(page);
  });
});
