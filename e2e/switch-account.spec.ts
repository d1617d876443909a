import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { recordsPath } from './support/records';
import { ADMIN, expectHomePage, HR, MEADOWBANK, RIVERSIDE_ADMIN, signIn } from './support/session';
import { expect, test } from './support/test';

/** Opens the account menu in the header and checks the page with the menu open. */
async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Switch account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Switch to')).toBeVisible();
  await expectAccessible(page);
  return menu;
}

/** The switch page asks before it switches; answers it with Switch. */
async function confirmSwitch(page: Page, question: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Switch account' })).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
}

/** The home page's facts about the account in use. */
async function expectWorkingAs(page: Page, name: string, organisation: string) {
  await expectHomePage(page, name);
  await expect(page.getByRole('banner')).toContainText(name);
  await expect(page.getByRole('main').getByText(organisation, { exact: true })).toBeVisible();
}

/** GET an API list as the signed-in browser context; returns the envelope's `data`. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('the admin switches to a linked account and back', async ({ page }) => {
  // A long journey: a sign-in, two switches and six axe checks.
  test.slow();
  await signIn(page, ADMIN.email);

  let menu = await openAccountMenu(page);
  // The account in use is shown but cannot be chosen.
  await expect(menu.getByRole('menuitem', { name: new RegExp(ADMIN.name) })).toBeDisabled();
  await menu
    .getByRole('menuitem', {
      name: new RegExp(`${RIVERSIDE_ADMIN.name}.*${RIVERSIDE_ADMIN.organisation}`),
    })
    .click();
  await confirmSwitch(
    page,
    `Switch to ${RIVERSIDE_ADMIN.name}, Super administrator at ${RIVERSIDE_ADMIN.organisation}?`,
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'You are now working as' }),
  ).toContainText(
    `You are now working as ${RIVERSIDE_ADMIN.name}, Super administrator, at ${RIVERSIDE_ADMIN.organisation}.`,
  );
  await expectWorkingAs(page, RIVERSIDE_ADMIN.name, RIVERSIDE_ADMIN.organisation);

  menu = await openAccountMenu(page);
  await expect(
    menu.getByRole('menuitem', { name: new RegExp(RIVERSIDE_ADMIN.name) }),
  ).toBeDisabled();
  await menu.getByRole('menuitem', { name: new RegExp(`${ADMIN.name}.*${MEADOWBANK}`) }).click();
  await confirmSwitch(page, `Switch to ${ADMIN.name}, Super administrator at ${MEADOWBANK}?`);
  await expectWorkingAs(page, ADMIN.name, MEADOWBANK);
});

test('a link to the switch page switches nothing by itself; Cancel keeps the account', async ({
  page,
}) => {
  await signIn(page, ADMIN.email);
  const linked = await apiData<{
    parentUserId: string;
    accounts: Array<{ id: string; email: string }>;
  }>(page, '/api/v1/account/switch-accounts-list');
  const riverside = linked.accounts.find((account) => account.email === RIVERSIDE_ADMIN.email);
  if (!riverside) throw new Error(`${RIVERSIDE_ADMIN.email} is not linked to the admin.`);

  await page.goto(`/switch-account/${linked.parentUserId}/${riverside.id}`);
  await expect(
    page.getByText(
      `Switch to ${RIVERSIDE_ADMIN.name}, Super administrator at ${RIVERSIDE_ADMIN.organisation}?`,
    ),
  ).toBeVisible();
  // Still the admin while the question is open, as the server says.
  const me = await apiData<{ data: { email: string } }>(page, '/api/v1/user');
  expect(me.data.email).toBe(ADMIN.email);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectWorkingAs(page, ADMIN.name, MEADOWBANK);
});

test('switching to an account that is not linked is refused', async ({ page }) => {
  await signIn(page, ADMIN.email);
  const linked = await apiData<{
    parentUserId: string;
    accounts: Array<{ id: string; email: string; current: boolean }>;
  }>(page, '/api/v1/account/switch-accounts-list');
  const admin = linked.accounts.find((account) => account.email === ADMIN.email);
  expect(admin?.current).toBe(true);
  expect(linked.parentUserId).toBe(admin?.id);
  // The HR officer is in the admin's organisation but not linked to the admin.
  expect(linked.accounts.map((account) => account.email)).not.toContain(HR.email);
  const users = await apiData<{ items: Array<{ id: string; email: string }> }>(
    page,
    `${recordsPath('users')}?search=${encodeURIComponent(HR.email)}`,
  );
  const hr = users.items.find((user) => user.email === HR.email);
  if (!hr) throw new Error(`${HR.email} is not in the users list.`);

  await page.goto(`/switch-account/${linked.parentUserId}/${hr.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch account' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Switch Account');
  const refusal = page.getByRole('alert').filter({ hasText: 'You could not switch account' });
  await expect(refusal).toContainText('That account is not linked to yours.');
  await expectAccessible(page);

  // Nothing changed: back in the app the admin is still the admin.
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expectWorkingAs(page, ADMIN.name, MEADOWBANK);
});
