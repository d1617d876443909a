import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { createClient, startMedicine, ukTodayIso } from './support/clients';
import { entryOf, listEntry, listNamed, marChartPath, marDoses } from './support/layout';

/**
 * A client's care pauses and ends without anything being deleted: a
 * client admitted to hospital raises no missed doses for those days, and a client whose service
 * ended is archived and found under Archived, and a medicine is stopped with a reason from the
 * client file's Medication section, never edited away. Each test makes its own client.
 */

/** 'YYYY-MM-DD' moved by whole days. */
function shifted(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const uk = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// These journeys also run at phone size (the `phone` project of playwright.config.ts).
const PHONE_TOO = { tag: '@phone' };

function alertsOf(page: Page) {
  return page.getByRole('region', { name: 'Alerts' });
}

test(
  'a client admitted to hospital raises no missed doses for the days there',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: a client and medicine, missed doses shown, a hospital stay added, the profile again.
    test.slow();
    const client = await createClient(page, uniqueTag(), 'Hilda');
    const admitted = shifted(ukTodayIso(), -3);
    // Due every morning since the day of the admission, and never recorded.
    await startMedicine(page, client.id, 'Atorvastatin', {
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'Once a day',
      timesOfDay: ['morning'],
      startDate: admitted,
      supportLevel: 'Administer',
    });
    await page.goto(`/app/clients/${client.id}`);
    await expect(alertsOf(page)).toContainText('Missed doses');

    await page.goto(`/app/clients/${client.id}/edit/hospital-stays/add`);
    await page.getByRole('textbox', { name: 'Admitted on', exact: true }).fill(uk(admitted));
    await page.getByRole('textbox', { name: 'Hospital and ward', exact: true }).fill('LGI ward 7');
    await page.getByRole('textbox', { name: 'Reason', exact: true }).fill('Fall at home');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Hospital Stay added.');

    await page.goto(`/app/clients/${client.id}`);
    await expect(page.getByText(`In hospital since ${uk(admitted)} (LGI ward 7)`)).toBeVisible();
    await expect(page.getByText('In hospital', { exact: true })).toBeVisible();
    // The profile's alerts (none at all here) no longer count the days in hospital as missed.
    await expect(page.getByText('Missed doses')).toHaveCount(0);

    // The chart of the admission's month (on a phone, its day) shows the days in hospital
    // suspended, not missed.
    await page.goto(marChartPath(client.id, admitted));
    const grid = marDoses(page);
    const cell = grid.getByRole('button', {
      name: new RegExp(`^Atorvastatin[^,]*, Morning 08:00, \\w+ ${uk(admitted)}: Suspended`),
    });
    await expect(cell.locator('xpath=..')).toHaveAttribute('data-state', 'suspended');
    await expect(grid.locator('[data-state="missed"]')).toHaveCount(0);
    await expectAccessible(page);
  },
);

test(
  'a client whose service ended is archived and found under Archived',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: End service with its dialog, the profile, the Archived list and two axe checks.
    test.slow();
    const client = await createClient(page, uniqueTag(), 'Norman');
    await page.goto(`/app/clients/${client.id}`);
    await page.getByRole('button', { name: 'End service' }).click();
    const dialog = page.getByRole('dialog', { name: 'End service' });
    await expect(dialog.getByRole('textbox', { name: 'Date the service ended' })).toHaveValue(
      uk(ukTodayIso()),
    );
    await dialog
      .getByRole('combobox', { name: 'Reason' })
      .selectOption('Moved to residential care');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Moved to Oakwood House.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'End service' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Archived: the service has ended')).toBeVisible();
    await expect(page.getByText('Ended', { exact: true })).toBeVisible();

    // Out of the clients list, and found under Archived, whose file still opens.
    await page.goto('/app/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.surname);
    await expect(page.getByText('No clients match the search.')).toBeVisible();
    await page.getByText('Archived', { exact: true }).click();
    const row = listEntry(page, 'Clients', client.surname);
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(client.surname);
    await expect(page.getByText(/The service ended on .*moved to residential care/)).toBeVisible();
  },
);

test(
  'a medicine is stopped from the client file’s Medication section, with a reason, and kept',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: a client and medicine, the Stop dialog refused then saved, the list again.
    test.slow();
    const client = await createClient(page, uniqueTag(), 'Stanley');
    await startMedicine(page, client.id, 'Atorvastatin', {
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'Once a day',
      timesOfDay: ['bed'],
      startDate: shifted(ukTodayIso(), -5),
      supportLevel: 'Prompt',
    });
    await page.goto(`/app/clients/${client.id}/edit/medication`);
    const table = listNamed(page, 'Client Medication');
    await table.getByRole('button', { name: /^Stop Atorvastatin/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Stop Atorvastatin/ });
    const lastDay = dialog.getByRole('textbox', { name: 'Last day taken' });
    await expect(lastDay).toHaveValue(uk(ukTodayIso()));
    // A reason is needed: without one nothing is stopped.
    await dialog.getByRole('button', { name: 'Stop medicine' }).click();
    await expect(dialog).toBeVisible();
    // Last taken yesterday: no longer a current medicine today.
    const yesterday = shifted(ukTodayIso(), -1);
    await lastDay.fill(uk(yesterday));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('GP review: statin stopped');
    await dialog.getByRole('button', { name: 'Stop medicine' }).click();
    await expect(dialog).toHaveCount(0);

    // Still on the list, ended yesterday, with nothing left to stop or change.
    const row = entryOf(page, table, 'Atorvastatin');
    await expect(row).toContainText(uk(yesterday));
    await expect(row.getByRole('button', { name: /^(Stop|Change) / })).toHaveCount(0);
    await expectAccessible(page);
  },
);
