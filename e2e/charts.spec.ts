import { expect, test } from './support/admin';

/**
 * A chart on a real screen (the recruitment dashboard): its numbers are written on the drawing,
 * its figures are a table that takes no room on screen, and on paper that table is printed.
 */
test('a dashboard chart writes its figures on the bars, and prints them as a table', async ({
  page,
}) => {
  await page.goto('/app/recruitment-tracker/dashboard');
  const title = 'Applicants who reached each stage';
  const figures = page.getByRole('table', { name: title });
  await expect(figures.getByRole('rowheader', { name: 'Applied' })).toBeAttached();
  const applied = (await figures.getByRole('row', { name: /Applied/ }).textContent()) ?? '';
  const words = /(\d+ \(\d+%\))/.exec(applied)?.[1];
  expect(words, `the Applied row reads "${applied}"`).toBeTruthy();
  const drawing = page.getByRole('figure', { name: title }).locator('[data-chart-drawing]');
  await expect(drawing.locator('text', { hasText: words as string })).toBeVisible();

  // On screen the table sits in a 1-pixel clip, read by screen readers only.
  const clip = page.getByRole('figure', { name: title }).locator('[data-chart-figures]');
  expect((await clip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  await page.emulateMedia({ media: 'print' });
  await expect.poll(async () => (await clip.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await expect(figures.getByRole('columnheader', { name: 'Reached this stage' })).toBeVisible();
});
