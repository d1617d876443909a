import { expectAccessible } from './support/accessibility';
import { COORDINATOR, signIn } from './support/session';
import { expect, test } from './support/test';

// Reads only: the demo's overdue reviews stay as they are for the other specs.
// Also run at phone size (the `phone` project of playwright.config.ts).
test("the coordinator's worklist leads to an overdue review of a Harrogate client", {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, COORDINATOR.email);
  const worklist = page.getByRole('region', { name: 'Your worklist' });
  await expect(worklist).toBeVisible();
  const overdue = worklist.getByRole('region', { name: 'Reviews overdue' });
  const first = overdue.getByRole('listitem').first();
  await expect(first).toContainText(/review was due \d\d\/\d\d\/\d{4}/);
  await expectAccessible(page);

  const client = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/clients\/[0-9a-f-]{36}\/edit\/[a-z-]+$/);
  // The form page of that client: its heading names them, and the overdue review shows there.
  await expect(page.getByRole('main')).toContainText(client);
  await expect(page.getByRole('main')).toContainText(/Next review|review/i);
});
