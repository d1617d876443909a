import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { ukToday } from './support/clients';
import { pickReference } from './support/pickers';
import { idOf, recordsPath } from './support/records';
import { COORDINATOR, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * The care coordinator does their job: adds a medicine to one of their
 * Harrogate clients, picking it from the medicines list although they cannot open that list
 * itself, and sees it on the client's file.
 */

function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

function select(page: Page, label: string) {
  return page.getByRole('combobox', { name: label, exact: true });
}

test('the care coordinator adds a medicine to a Harrogate client', async ({ page }) => {
  // A long journey: a sign-in, the medicine form and three axe checks.
  test.slow();
  await signIn(page, COORDINATOR.email);
  const harrogate = await idOf(page, 'branches', 'Harrogate');
  const { items } = await apiGet<{ items: Array<{ id: string; surname: string }> }>(
    page,
    `${recordsPath('clients')}?branch=${harrogate}&status=Active&limit=1`,
  );
  const client = items[0];
  expect(client, 'the coordinator has a Harrogate client').toBeDefined();
  const clientId = client?.id ?? '';
  // The coordinator may not read the medicines list itself: the picker does not need it.
  expect((await page.request.get(recordsPath('medications'))).status()).toBe(403);

  const dose = `2 sachets (${uniqueTag()})`;
  const medicationList = `/app/clients/${clientId}/edit/medication`;
  await page.goto(`${medicationList}/add`);
  await expect(page).toHaveTitle('care360 - Add Client Medication');
  await expectAccessible(page);
  // Each product is named with its strength and form: the tablets, not the liquid.
  await pickReference(page, 'Medication', 'Senn', 'Senna 7.5 mg tablet');
  await textbox(page, 'Dose').fill(dose);
  await select(page, 'Route').selectOption('Oral');
  await select(page, 'Frequency').selectOption('Once a day');
  await page.getByRole('checkbox', { name: 'Morning' }).check();
  await textbox(page, 'Start date').fill(ukToday());
  await select(page, 'Support').selectOption('Prompt');
  await page.getByRole('button', { name: 'Save' }).click();

  await expectAlert(page, 'Client Medication added.');
  await expect(page).toHaveURL(new RegExp(`${medicationList}$`));
  const list = page.getByRole('table', { name: 'Client Medication' });
  await expect(list.getByRole('row').filter({ hasText: dose })).toContainText('Senna');
  await expectAccessible(page);

  // On the client's own page, among their current medication.
  await page.goto(`/app/clients/${clientId}`);
  const current = page.getByRole('table', { name: 'Current medication' });
  await expect(current.getByRole('row').filter({ hasText: 'Senna' }).first()).toBeVisible();
});
