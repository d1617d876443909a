import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { pickReference } from './support/pickers';
import { HR, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * The HR officer does their job within their authority: adds a user with
 * a role they may give, picked from a list that offers no role holding more than they do.
 */

function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test('the HR officer adds a user with a role they may give, and is not offered the others', async ({
  page,
}) => {
  // A long journey: a sign-in, the user form with its role picker, and the invitation sent.
  test.slow();
  await signIn(page, HR.email);
  const tag = uniqueTag();
  const email = `new.starter.${tag}@care360.local`;

  await page.goto('/app/users/add');
  await expect(page).toHaveTitle('care360 - Add User');
  await textbox(page, 'Name').fill(`Nia Starter ${tag}`);
  await textbox(page, 'Email').fill(email);

  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await role.click();
  const offered = page.getByRole('option');
  await expect(offered.filter({ hasText: 'HR officer' })).toBeVisible();
  // Roles that hold what HR does not are not offered at all.
  for (const name of ['Super administrator', 'Branch manager', 'Care coordinator']) {
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole('option', { name: 'HR officer', exact: true }).click();
  await expect(role).toHaveValue('HR officer');

  await pickReference(page, 'Branch', 'Harro', 'Harrogate');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'User added.');

  await page.goto('/app/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('HR officer');
  await expect(row).toContainText('Harrogate');
});
