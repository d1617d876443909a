import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/admin';
import { idOf } from './support/records';

/** A common office laptop's screen: nothing the office reads or presses may be cut off on it. */
test.use({ viewport: { width: 1366, height: 768 } });

/** Each element lies within its container's box and its content fits its own width. */
async function expectWithin(items: Locator, container: (item: Locator) => Locator | Page) {
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    const box = await item.boundingBox();
    const outer = container(item);
    const bounds =
      'viewportSize' in outer
        ? { x: 0, width: outer.viewportSize()?.width ?? 0 }
        : await outer.boundingBox();
    expect(box && bounds, `${await item.textContent()} has a box`).toBeTruthy();
    if (!box || !bounds) continue;
    const name = (await item.textContent())?.trim();
    expect(box.x, `${name} starts inside`).toBeGreaterThanOrEqual(bounds.x - 0.5);
    expect(box.x + box.width, `${name} ends inside`).toBeLessThanOrEqual(
      bounds.x + bounds.width + 0.5,
    );
    const clipped = await item.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, `${name} is not clipped`).toBe(false);
  }
}

test('at 1366 × 768 the recruitment tracker cards fit their columns, titles and buttons whole', async ({
  page,
}) => {
  await page.goto('/app/recruitment-tracker');
  const columns = page.locator('main section');
  await expect(columns.first().getByRole('listitem').first()).toBeVisible();
  const cards = columns.getByRole('listitem');
  await expectWithin(cards, (card) => card.locator('xpath=ancestor::section[1]'));
  await expectWithin(cards.getByRole('link'), (title) => title.locator('xpath=ancestor::li[1]'));
  await expectWithin(cards.getByRole('button'), (button) =>
    button.locator('xpath=ancestor::li[1]'),
  );
});

for (const [owner, title] of [
  ['clients', 'Hargreaves'],
  ['carers', 'Boateng'],
] as const) {
  test(`at 1366 × 768 a ${owner} profile's header buttons lie inside the screen, uncut`, async ({
    page,
  }) => {
    await page.goto(`/app/${owner}/${await idOf(page, owner, title)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const header = heading.locator('xpath=ancestor::*[.//button or .//a[@role="button"]][1]');
    await expectWithin(header.getByRole('button'), () => page);
  });
}
