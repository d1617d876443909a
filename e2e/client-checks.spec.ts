import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { createClient } from './support/clients';
import { pickReference } from './support/pickers';

/**
 * The checks a coordinator expects of the client file: a warning of a possible duplicate that
 * still lets them save, and the one-page hospital pack from the profile.
 */

function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test.describe('client checks', () => {
  test('adding a client with the name and date of birth of another warns with a link, and still saves', async ({
    page,
  }) => {
    // A long journey: a client made, then the whole new-client form again with its warning.
    test.slow();
    const existing = await createClient(page, uniqueTag());
    await page.goto('/app/client/add');
    await textbox(page, 'Forename').fill(existing.forename);
    await textbox(page, 'Surname').fill(existing.surname.toUpperCase());
    await textbox(page, 'Date of birth').fill('14/05/1941');

    const warning = page.getByText('A client with this name and date of birth already exists:');
    await expect(warning).toBeVisible();
    const link = page.getByRole('link', {
      name: new RegExp(`${existing.surname}, born 14/05/1941`),
    });
    await expect(link).toHaveAttribute('href', `/app/clients/${existing.id}`);
    await expectAccessible(page);

    // The warning informs; it does not refuse. Allergies are stated with one click.
    await pickReference(page, 'Branch', 'Leeds', 'Leeds Central');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Active');
    await textbox(page, 'Address line 1').fill('3 Otley Road');
    await textbox(page, 'Town').fill('Leeds');
    await textbox(page, 'Postcode').fill('LS6 2AB');
    await page.getByRole('button', { name: 'Allergies: None known' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/app\/clients\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(existing.id);
    const details = page.getByRole('region', { name: 'Key details' });
    await expect(details).toContainText('AllergiesNone known');
  });

  test('the hospital pack downloads from the profile as a one-page PDF', async ({ page }) => {
    const client = await createClient(page, uniqueTag());
    await page.goto(`/app/clients/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Hospital pack (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`hospital-pack-${client.surname}-${client.forename}.pdf`);
    const bytes = (await fs.readFile(await file.path())).toString('latin1');
    expect(bytes.slice(0, 5)).toBe('%PDF-');
    expect(bytes.match(/\/Type\s*\/Page(?![s\w])/g)).toHaveLength(1);
  });
});
