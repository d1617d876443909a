import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Steps a journey takes differently on a phone and on a desktop, so one test body serves both
 * sizes (the `phone` project of playwright.config.ts runs the journeys tagged @phone at 390 px).
 * The app's phone layout starts below Mantine's sm breakpoint, 768 px (platform/use-phone.ts).
 */
export function onPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** A client's MAR chart at the day given ('YYYY-MM-DD'): its month's grid, or on a phone the day. */
export function marChartPath(clientId: string, day: string): string {
  return `/app/clients/${clientId}/edit/marchart?day=${day}`;
}

/**
 * The doses of the MAR chart shown: the month's grid, or on a phone the day's rounds. Either way
 * each dose is a button named by its medicine, round, day and what was recorded.
 */
export function marDoses(page: Page): Locator {
  return onPhone(page)
    ? page.getByRole('list', { name: 'Rounds of the day' })
    : page.getByRole('table', { name: /^Doses of / });
}

/**
 * A dose shows the codes recorded (as 'G G⚑'): the grid's cell shows just them; the day view's
 * button says the state with the codes, the flag in its name only.
 */
export async function expectDoseShows(page: Page, dose: Locator, codes: string): Promise<void> {
  if (onPhone(page)) await expect(dose).toContainText(`(${codes.replaceAll('⚑', '')})`);
  else await expect(dose).toHaveText(codes);
}

/** A list by its accessible name: a table, or on a phone the list of cards it becomes. */
export function listNamed(page: Page, name: string): Locator {
  return onPhone(page) ? page.getByRole('list', { name }) : page.getByRole('table', { name });
}

/** The entry of `list` (a table or its cards, from listNamed) that mentions `text`. */
export function entryOf(page: Page, list: Locator, text: string): Locator {
  return list.getByRole(onPhone(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/**
 * The entry of a list that mentions `text`: a table's row, or on a phone the list's card.
 * `list` is the list's accessible name (on a desktop, the table's rows are looked for anywhere).
 */
export function listEntry(page: Page, list: string, text: string): Locator {
  return onPhone(page)
    ? page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text })
    : page.getByRole('row').filter({ hasText: text });
}
