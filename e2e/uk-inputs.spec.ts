import { expect, test, uniqueTag } from './support/admin';

/**
 * Dates and times are typed and read the UK way whatever the browser's language: an American
 * browser's own pickers would ask for 03/27/2026 and 2:30 PM.
 */
test.use({ locale: 'en-US' });

test('an American browser types a date as DD/MM/YYYY and a time on the 24-hour clock, and reads them back so', async ({
  page,
}) => {
  const title = `UK inputs ${uniqueTag()}`;
  await page.goto('/app/staff-meetings/add');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const date = page.getByRole('textbox', { name: /^Date/ });
  const starts = page.getByRole('textbox', { name: /^Starts/ });
  // Text boxes, not the browser's pickers, whose format follows its language.
  await expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(starts).toHaveAttribute('placeholder', 'HH:MM');
  await date.fill('27/03/2026');
  await starts.fill('14:30');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/app\/staff-meetings$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('27/03/2026');
  await expect(row).toContainText('14:30');
  await expect(row).not.toContainText('03/27/2026');
  await expect(row).not.toContainText('PM');

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('textbox', { name: /^Date/ })).toHaveValue('27/03/2026');
  await expect(page.getByRole('textbox', { name: /^Starts/ })).toHaveValue('14:30');
});
