import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { createClient, startMedicine, ukToday, ukTodayIso } from './support/clients';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/**
 * A care worker's day on a phone (390 × 844): the clients list as cards, a client's MAR chart a
 * day at a time, a dose recorded with the dialog's buttons in view, and the menu to move on.
 * The client is the test's own, so the dose it records meets no other test's.
 */
test.use({ viewport: PHONE });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test('on a phone, a client is opened from the list of cards and a dose recorded on the day view of the MAR chart', async ({
  page,
}) => {
  // A long journey: a new client and medicine, the list, the profile, the chart and a dose.
  test.slow();
  const client = await createClient(page, uniqueTag());
  // Started yesterday: a medicine added today owes no dose at a round before it was added.
  const started = new Date(Date.now() - 24 * 3_600_000);
  await startMedicine(page, client.id, 'Bisoprolol', {
    dose: '1 tablet',
    route: 'Oral',
    frequency: 'Once a day',
    timesOfDay: ['morning'],
    startDate: ukTodayIso(started),
    supportLevel: 'Prompt',
  });

  // The clients list: cards, not a table, and nothing wider than the phone.
  await page.goto('/app/clients');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.surname);
  const cards = page.getByRole('list', { name: 'Clients' });
  const card = cards.getByRole('listitem').filter({ hasText: client.surname });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await card.getByRole('heading').getByRole('link').click();

  // The profile, then the MAR chart: today, a round at a time.
  await page.getByRole('link', { name: 'MAR chart', exact: true }).first().click();
  await expect(page).toHaveTitle('care360 - Client MAR Chart');
  const today = ukToday();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(` ${escaped(today)}$`) }),
  ).toBeVisible();
  const rounds = page.getByRole('list', { name: 'Rounds of the day' });
  await expect(rounds.getByRole('heading')).toHaveText(['Morning 08:00']);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // The day before the medicine started has nothing to give; back to today.
  await page.getByRole('link', { name: '‹ Previous day' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(` ${escaped(ukToday(started))}$`) }),
  ).toBeVisible();
  await page.getByRole('link', { name: '‹ Previous day' }).click();
  await expect(page.getByText('No doses are prescribed on this day.')).toBeVisible();
  await page.getByRole('link', { name: 'Next day ›' }).click();
  await page.getByRole('link', { name: 'Next day ›' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(` ${escaped(today)}$`) }),
  ).toBeVisible();
  const dose = rounds.getByRole('button', {
    name: new RegExp(`^Bisoprolol[^,]*, Morning 08:00, \\w+ ${escaped(today)}: `),
  });
  const box = await dose.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  // The dose dialog fills the phone: its Save button is within the width and reached by
  // scrolling down only.
  await dose.click();
  const dialog = page.getByRole('dialog', { name: 'Record a dose' });
  await dialog.getByRole('combobox', { name: 'Code' }).selectOption('G');
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(dose).toHaveAccessibleName(/: Given \(G\)/);
  await expect(dose).toContainText('Given (G)');

  // The menu: a drawer over the page, leading anywhere in the app.
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
