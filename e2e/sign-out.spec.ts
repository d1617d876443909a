import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { recordsPath } from './support/records';
import { ADMIN, expectSignInPage, mainNavigation, openNavGroup, signIn } from './support/session';
import { expect, test } from './support/test';

const SEARCH = 'Priya';
const PRIYA = 'Priya Shah';

/** Opens Users from the navigation and waits for the list. */
async function openUsers(page: Page) {
  await openNavGroup(page, 'People');
  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/app\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search users' });
}

function userRows(page: Page) {
  // The body rows only: the header row holds column headers, not cells.
  return page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({
      has: page.getByRole('cell'),
    });
}

/** The number of users in the admin's organisation, as the API counts them. */
async function userTotal(page: Page): Promise<number> {
  const response = await page.request.get(`${recordsPath('users')}?limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { total: number } };
  return body.data.total;
}

async function filterCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.startsWith('care360_filter_'));
}

test('signing out forgets the saved search; signing in again shows every user', async ({
  page,
}) => {
  // A long journey: two sign-ins, a reload and eight axe checks.
  test.slow();
  await signIn(page, ADMIN.email);
  const total = await userTotal(page);
  expect(total).toBeGreaterThan(1);
  await openUsers(page);
  await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} users`);
  await expectAccessible(page);

  await searchBox(page).fill(SEARCH);
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 1 users');
  await expect(userRows(page)).toHaveCount(1);
  await expect(userRows(page)).toContainText(PRIYA);
  expect((await filterCookies(page)).map((c) => c.name)).toEqual(['care360_filter_users']);

  // The search is saved: after a reload the list is still filtered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue(SEARCH);
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 1 users');
  await expect(userRows(page)).toHaveCount(1);
  await expect(userRows(page)).toContainText(PRIYA);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).search).toBe('');
  await expectSignInPage(page);
  await expectAccessible(page);
  expect(await filterCookies(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('view_change'))).toBe('0');

  await signIn(page, ADMIN.email);
  await openUsers(page);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} users`);
  await expect(userRows(page)).toHaveCount(total);
  await expectAccessible(page);
});
