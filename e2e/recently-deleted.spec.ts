import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { createRecord } from './support/records';
import { ADMIN } from './support/session';

/** Whatever can be deleted can be found under "Recently deleted" and restored. */

test('a deleted medication is found under Recently deleted, with who and when, and restored', async ({
  page,
}) => {
  const name = `Amlodipine ${uniqueTag()}`;
  await createRecord(page, 'medications', {
    name,
    strength: '5 mg',
    form: 'Tablet',
    route: 'Oral',
  });

  await page.goto('/app/medications');
  const search = page.getByRole('searchbox', { name: 'Search medications' });
  await search.fill(name);
  const list = page.getByRole('table', { name: 'Medications' });
  await list.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this medication?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No medications match the search.')).toBeVisible();

  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page).toHaveURL(/\/app\/medications\/deleted$/);
  await expect(
    page.getByRole('heading', { name: 'Recently deleted medications', level: 1 }),
  ).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Recently deleted medications' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(ADMIN.name);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await expectAlert(page, `Medication “${name}” restored.`);
  await expect(row).toHaveCount(0);

  // Back on the list, its search is as it was left (spec §3.4): the medication is there again.
  await page.getByRole('link', { name: 'Back to medications' }).click();
  await expect(search).toHaveValue(name);
  await expect(list.getByRole('link', { name })).toBeVisible();
});
