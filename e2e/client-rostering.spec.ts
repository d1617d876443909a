import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { noteAlerts } from './support/alerts';
import { createClient, ukToday, ukTodayIso } from './support/clients';
import { pickReference } from './support/pickers';
import { appURL } from './support/test';

/**
 * The client rostering wizard resumes at its saved step. A coordinator sets a client's package up
 * to step 3 one day and closes the browser; the next day they open the wizard's first address in
 * a new browser and land on step 3, then finish it and generate the visits.
 *
 * "The next day" is a new browser context holding only the session cookie (no local storage, no
 * cache, nothing of the first day's tab), with its page clock installed a day after the first
 * context's: the draft and its step can only come from the server.
 */

const WIZARD = '/app/client-rostering/add/1';

/** The instant `days` after today's 09:00 on the London clock (09:00 UTC is close enough). */
function morning(days: number): Date {
  const date = new Date(`${ukTodayIso()}T09:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

async function openOn(context: BrowserContext, day: number): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: morning(day) });
  return page;
}

/** The client in the searchable select, however the option is titled (it holds the surname). */
async function pickClient(page: Page, surname: string) {
  const box = page.getByRole('combobox', { name: 'Client', exact: true });
  await box.click();
  await box.fill(surname);
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(surname) });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(box).toHaveValue(new RegExp(surname));
}

async function continueTo(page: Page, step: number) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/client-rostering/add/${step}$`));
  await expect(
    page.getByRole('heading', { name: `Add Client Rostering - Step ${step}` }),
  ).toBeVisible();
}

test('the client rostering wizard set up to step 3 one day resumes at step 3 the next', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const client = await createClient(page, tag, 'Winifred');
  // A draft an earlier run of this worker left would be resumed instead: start clean.
  const { items: left } = await apiGet<{ items: { id: string }[] }>(
    page,
    '/api/v1/client-rosterings/resume',
  );
  for (const draft of left)
    await page.request.delete(`/api/v1/client-rosterings/${draft.id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: appURL() },
    });

  // Day one: the client and funder, then the period; the wizard stops at step 3.
  const dayOne = page.context();
  const first = await openOn(dayOne, 0);
  await first.goto(WIZARD);
  await expect(first).toHaveTitle('care360 - Add Client Rostering - Step 1');
  await pickClient(first, client.surname);
  await pickReference(first, 'Funder', 'Leeds', 'Leeds City Council');
  await continueTo(first, 2);
  await first.getByRole('textbox', { name: 'From', exact: true }).fill(ukToday());
  await continueTo(first, 3);
  await expect(first.getByText(`Client: ${client.surname}`)).toBeVisible();
  await first.close();

  // Day two: another browser, nothing kept in it but the session.
  const { cookies } = await dayOne.storageState();
  const dayTwo = await browser.newContext({ baseURL, storageState: { cookies, origins: [] } });
  await dayTwo.addInitScript(noteAlerts);
  const second = await openOn(dayTwo, 1);
  await second.goto(WIZARD);
  await expect(second).toHaveURL(/\/app\/client-rostering\/add\/3$/);
  await expect(second).toHaveTitle('care360 - Add Client Rostering - Step 3');
  await expect(second.getByText(`Client: ${client.surname}`)).toBeVisible();
  await expectAccessible(second);

  // Step 3: the client has no slots yet, so the week is made here: a morning visit on Mondays.
  await second.getByRole('button', { name: 'Add a visit' }).click();
  await second.getByRole('textbox', { name: 'End of visit 1' }).fill('08:45');
  await continueTo(second, 4);
  await second.getByRole('textbox', { name: 'Tasks', exact: true }).fill('Strip wash\nBreakfast');
  await continueTo(second, 5);
  await second.getByRole('combobox', { name: 'Preferred carer gender' }).selectOption('Female');
  await second.getByRole('textbox', { name: 'Declined carers' }).fill('Not after 20:00 visits');
  await continueTo(second, 6);

  const week = second.getByRole('table', { name: 'Visits of the week' });
  await expect(week.getByRole('row', { name: /Monday\s*08:00–08:45/ })).toBeVisible();
  await second.getByRole('button', { name: 'Generate visits' }).click();
  await expect(
    second.getByText(/\d+ visits? made from the package’s visit template/),
  ).toBeVisible();

  // The client's file holds the package's template, and nothing is left to resume.
  const templates = await apiGet<{ items: { name: string }[] }>(
    second,
    `/api/v1/clients/${client.id}/client-visit-templates`,
  );
  expect(templates.items.map((t) => t.name)).toEqual([`Package from ${ukToday()}`]);
  expect(await apiGet(second, '/api/v1/client-rosterings/resume')).toEqual({ items: [] });
  await dayTwo.close();
});
