import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { createRecord, idOf } from './support/records';

/**
 * The carer's side tabs: the office completes a carer's emergency form and
 * the Emergency tab beside the file shows its completed icon, which it did not before.
 */
test("completing a carer's emergency form marks the Emergency tab complete", async ({ page }) => {
  const tag = uniqueTag();
  const carer = await createRecord(page, 'carers', {
    forename: 'Maya',
    surname: `Tabs-${tag}`,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    user: null,
    applicant: null,
  });

  await page.goto(`/app/carers/${carer.id}/edit/emergency-form`);
  await expect(page).toHaveTitle('care360 - Carer Emergency Form');
  const tabs = page.getByRole('list', { name: 'Tabs' });
  const emergency = tabs.getByRole('link', { name: /^Emergency/ });
  await expect(emergency).toBeVisible();
  await expect(emergency.getByRole('img', { name: 'completed' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Joan Smith');
  await page
    .getByRole('radiogroup', { name: /^Relationship/ })
    .first()
    .getByRole('radio', { name: 'Parent', exact: true })
    .check();
  await page
    .getByRole('textbox', { name: /^Phone number/ })
    .first()
    .fill('07700 900123');
  for (const question of [/^My contacts know they are named here/, /^The agency may call them/]) {
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectAlert(page, 'Emergency Form completed.');

  await expect(emergency.getByRole('img', { name: 'completed' })).toBeVisible();
  // Only the tab whose section is complete.
  await expect(
    tabs.getByRole('link', { name: /^Agreement/ }).getByRole('img', { name: 'completed' }),
  ).toHaveCount(0);
  await expectAccessible(page);
});
