import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/admin';
import { ukToday } from './support/clients';
import { recordsPath } from './support/records';
import { ADMIN } from './support/session';

/**
 * The Audit page: an export shows up by the person's name and the kind of
 * record, found with the person picker, the record filter and a UK date range.
 */
test('an export is found on the Audit page by person, record and date', async ({ page }) => {
  // A long journey: an export, then the Audit page searched by person, record and dates.
  test.slow();
  await page.goto('/app');
  const exported = await page.request.get(`${recordsPath('clients')}/export.csv`);
  expect(exported.status()).toBe(200);

  await page.goto('/app/audit');
  await expect(page).toHaveTitle('care360 - Audit');
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(trail).toBeVisible();

  const person = page.getByRole('combobox', { name: 'Person', exact: true });
  await person.click();
  await person.fill('Alex');
  await page.getByRole('option', { name: ADMIN.name }).click();
  await page.getByRole('combobox', { name: 'Record', exact: true }).selectOption('Client');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(ukToday());
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(ukToday());

  const row = trail.getByRole('row').filter({ hasText: 'Exported' }).first();
  await expect(row).toContainText(ADMIN.name);
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText('Client');
  await expect(row).toContainText('format: CSV');
  // Every row comes to be the admin's, about clients: the filters were applied. The rows shown
  // before stay on screen while the filtered list loads, so this waits for the list to change.
  await expect
    .poll(async () =>
      (await trail.getByRole('row').allInnerTexts())
        .filter((text) => !text.startsWith('Who'))
        .filter((text) => !text.includes(ADMIN.name) || !text.includes('Client')),
    )
    .toEqual([]);
  await expectAccessible(page);
});
