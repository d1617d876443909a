import { expect, type Page } from '@playwright/test';

/**
 * Picks a record in a searchable reference select: types, waits until the list holds only the
 * server's matches for what was typed (the earlier, wider list stays shown while the search
 * runs, and is redrawn when the answer comes), then chooses. Clicking an option of the old list
 * could land while it is being replaced.
 */
export async function pickReference(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  // The open dropdown's options only: a native select's options are options too.
  const options = page.getByRole('listbox').getByRole('option');
  const typed = search.trim().toLowerCase();
  await expect
    .poll(async () => {
      const texts = await options.allTextContents();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(typed));
    })
    .toBe(true);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}
