import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN, signIn } from './support/session';
import { expect, test } from './support/test';

/** The demo's branch manager, who works the same branch's board in another browser. */
const MANAGER = { email: 'manager@care360.local', name: 'Priya Shah' } as const;
/** A pending Leeds card of the demo work planner, due in ten days. */
const CARD = 'Refresh the safeguarding policy';

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(`) });
const card = (page: Page, title: string, where: string) =>
  column(page, where).getByRole('group', { name: title, exact: true });

async function openLeedsBoard(page: Page) {
  await page.goto('/app/work-planner/branches');
  await expect(page).toHaveTitle('care360 - Work Planner - Branches');
  await page.getByRole('link', { name: 'Leeds Central' }).first().click();
  await expect(page).toHaveTitle('care360 - Work Planner - Branch');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Work Planner - Leeds Central' }),
  ).toBeVisible();
  await expect(card(page, CARD, 'Pending')).toBeVisible();
}

/**
 * A card moved on one browser is seen moved on another without a reload: two people on the
 * Leeds board; one drags a card from Pending to Completed, the other sees it arrive; the second
 * moves it back from the keyboard, and the first sees that. The task-planner log has both moves.
 */
test('a card moved on one browser is seen moved on another', async ({ page, browser, app }) => {
  // Two browsers signed in, and live delivery both ways.
  test.slow();
  await signIn(page, ADMIN.email);
  await openLeedsBoard(page);
  await expectAccessible(page);

  const other = await browser.newContext({ baseURL: app.baseURL });
  const second = await other.newPage();
  await signIn(second, MANAGER.email);
  await openLeedsBoard(second);

  // Dragged on the first browser, dropped on the Completed column.
  await card(page, CARD, 'Pending').dragTo(column(page, 'Completed'));
  await expect(card(page, CARD, 'Completed')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `${CARD} moved to Completed.` }),
  ).toBeAttached();
  // …and seen there on the second, which was not reloaded.
  await expect(card(second, CARD, 'Completed')).toBeVisible();
  await expect(card(second, CARD, 'Pending')).toHaveCount(0);

  // Moved back from the keyboard on the second: Alt+← takes it to the end of Pending.
  await card(second, CARD, 'Completed').focus();
  await second.keyboard.press('Alt+ArrowLeft');
  await expect(card(second, CARD, 'Pending')).toBeVisible();
  await expect(card(second, CARD, 'Pending')).toBeFocused();
  await expect(card(page, CARD, 'Pending')).toBeVisible();
  await expect(card(page, CARD, 'Completed')).toHaveCount(0);

  // Both moves are in the task-planner log, newest first, with who made them.
  await page.goto('/app/task-planner-logs');
  await expect(page).toHaveTitle('care360 - Task Planner Logs');
  const rows = page.getByRole('row').filter({ hasText: CARD });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Completed → Pending');
  await expect(rows.nth(0)).toContainText(MANAGER.name);
  await expect(rows.nth(1)).toContainText('Pending → Completed');
  await expect(rows.nth(1)).toContainText(ADMIN.name);
  await expectAccessible(page);
  await other.close();
});
