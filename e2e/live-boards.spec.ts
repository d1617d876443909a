import { expect, test } from './support/admin';
import { ukTodayIso } from './support/clients';
import { PHONE } from './support/phone';
import { createRecord, idOf } from './support/records';

/**
 * The live boards: a board shows the demo's alerts, an alert raised while it is open (an
 * incident reported through the API) appears without a reload, and acknowledging it changes its
 * state on the board; on a phone the rows are cards.
 */
test('a live board shows the demo alerts, a new alert live, and acknowledges it', async ({
  page,
}) => {
  await page.goto('/app/live-events/clients/visits');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Visits' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Live Events - Client Visits');
  // The demo's visits raise late, missed and short visits.
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Client Incidents' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Incidents' })).toBeVisible();
  // Waits for the board's first answer before the alert is raised, so it arrives live.
  await expect(page.getByRole('switch', { name: 'Open only' })).toBeChecked();
  const title = `Fall in the kitchen ${Date.now() % 100_000}`;
  const branch = await idOf(page, 'branches', 'Leeds Central');
  const statement = await idOf(page, 'cqc-quality-statements', 'Safeguarding', 'statement');
  await createRecord(page, 'incidents', {
    title,
    type: 'Incident',
    occurredOn: ukTodayIso(),
    branch,
    harm: 'Low',
    status: 'Open',
    whatHappened: 'The client slipped on a wet floor; no injury found.',
    cqcStatement: statement,
  });
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Raised')).toBeVisible();

  await row.getByRole('button', { name: /^Acknowledge/ }).click();
  await expect(page.getByText('Alert acknowledged.')).toBeVisible();
  await expect(row.getByText('Acknowledged')).toBeVisible();

  // On a phone the board is a list of cards, with the alert's actions on each.
  await page.setViewportSize(PHONE);
  const card = page
    .getByRole('list', { name: 'Live Events - Client Incidents' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Acknowledged')).toBeVisible();
});
