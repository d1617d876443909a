import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/admin';
import { mainNavigation, openNavGroup } from './support/session';

/**
 * The Jobs page: the administrator reaches it from the navigation's Administration group, and
 * filters the background jobs by status.
 */
test('the administrator opens Jobs from the navigation and filters by status', async ({ page }) => {
  await page.goto('/app');
  await openNavGroup(page, 'Administration');
  await mainNavigation(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveTitle('care360 - Jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('Failed');
  await expect(status).toHaveValue('failed');
  // Whatever is listed now is failed; with no failed job, the page says so.
  await expect(
    page.getByRole('table', { name: 'Jobs' }).or(page.getByText('No jobs to show.')),
  ).toBeVisible();
  // The rows of every status stay shown until the filtered list arrives, which on a busy machine
  // is after the table is first seen: wait for it.
  await expect
    .poll(async () =>
      (await page.getByRole('row').allInnerTexts()).filter(
        (text) => !text.startsWith('Job') && !text.includes('Failed'),
      ),
    )
    .toEqual([]);
  await expectAccessible(page);
});
