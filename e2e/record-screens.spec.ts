import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { alertOnScreen, expectAlert } from './support/alerts';
import { createRecord, recordsPath } from './support/records';
import { ADMIN, greeting, mainNavigation, openNavGroup } from './support/session';

/**
 * The generic record screens (list, add, edit, history, nested lists, export) of the reference
 * data, driven through the real pages. Every record a test changes is its own, named with a
 * random tag: all specs share one server.
 */

const MEDICATIONS_API = recordsPath('medications');

interface Medication {
  id: string;
  name: string;
}

/** A text box by its exact label (Mantine's required mark is hidden from the accessible name). */
function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

function recordTable(page: Page, plural: string) {
  return page.getByRole('table', { name: plural });
}

function bodyRows(table: Locator) {
  return table.locator('tbody').getByRole('row');
}

/** The first column of each row: the record's title, linking to its edit page. */
function titleCells(table: Locator) {
  return table.locator('tbody tr td:first-child');
}

/** The "Showing N of M …" line under a list. */
function listCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

/** The hint under a field after a save met a newer version; it follows the field's widget. */
function conflictHint(page: Page, label: string) {
  return page.getByRole('button', { name: `Use their ${label.toLowerCase()}` }).locator('xpath=..');
}

async function createMedication(page: Page, values: Record<string, unknown>) {
  return createRecord<Medication>(page, 'medications', values);
}

test.describe('record screens', () => {
  test('a medication is added from the navigation once the empty form is refused', async ({
    page,
  }) => {
    // A long journey: the navigation, a refused and a saved form, the history and four axe checks.
    test.slow();
    const name = `Amlodipine ${uniqueTag()}`;
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: greeting(ADMIN.name) })).toBeVisible();
    await openNavGroup(page, 'Reference data');
    await mainNavigation(page).getByRole('link', { name: 'Medications', exact: true }).click();

    await expect(page).toHaveURL(/\/app\/medications$/);
    await expect(page).toHaveTitle('care360 - Medications');
    await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible();
    const table = recordTable(page, 'Medications');
    await expect(table.getByRole('link', { name: 'Aciclovir', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add Medication' }).click();
    await expect(page).toHaveURL(/\/app\/medications\/add$/);
    await expect(page).toHaveTitle('care360 - Add Medication');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Medication' })).toBeVisible();
    const nameField = textbox(page, 'Name');
    await expect(nameField).toBeVisible();
    await expectAccessible(page);

    // Empty: refused in the browser, the message at the Name field, which gets the focus.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(/Enter a name\./);
    await expect(nameField).toBeFocused();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expect(
      page.getByText('Some answers need checking. Each one says what is wrong.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/medications\/add$/);
    await expectAccessible(page);

    await nameField.fill(name);
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
    await textbox(page, 'Strength').fill('5 mg');
    await page.getByLabel('Form', { exact: true }).selectOption('Tablet');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectAlert(page, 'Medication added.');
    await expect(page).toHaveURL(/\/app\/medications$/);
    const row = bodyRows(table).filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([name, '5 mg', 'Tablet', '', 'No', 'Delete']);
    await expectAccessible(page);
  });

  test('a save that meets a newer version keeps what was typed and shows the newer value', async ({
    page,
    context,
  }) => {
    // A long journey: two tabs on one record, a conflict resolved and three axe checks.
    test.slow();
    const name = `Ramipril ${uniqueTag()}`;
    const medication = await createMedication(page, {
      name,
      strength: '2.5 mg',
      form: 'Capsule',
      route: 'Oral',
    });
    const editPath = `/app/medications/${medication.id}/edit`;

    // The same medication open in two tabs of one browser.
    await page.goto(editPath);
    await expect(page).toHaveTitle('care360 - Edit Medication');
    await expect(textbox(page, 'Strength')).toHaveValue('2.5 mg');
    await expectAccessible(page);
    const other = await context.newPage();
    await other.goto(editPath);
    await expect(textbox(other, 'Strength')).toHaveValue('2.5 mg');

    // The second tab saves first.
    await textbox(other, 'Strength').fill('5 mg');
    await other.getByRole('button', { name: 'Save' }).click();
    await expectAlert(other, 'Medication saved.');
    await expect(other).toHaveURL(/\/app\/medications$/);
    await other.close();

    // The first tab, still on the version it read, changes the same field and another.
    await textbox(page, 'Strength').fill('10 mg');
    await textbox(page, 'Notes').fill('Take in the morning.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Someone else saved this meanwhile')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${editPath}$`));
    const strengthHint = conflictHint(page, 'Strength');
    await expect(strengthHint).toContainText('Saved by someone else: 5 mg');
    // Beside the field: the hint comes straight after the Strength box, which keeps '10 mg'.
    await expect(
      strengthHint.locator('xpath=preceding-sibling::*[1]').getByRole('textbox'),
    ).toHaveAccessibleName('Strength');
    await expect(textbox(page, 'Strength')).toHaveValue('10 mg');
    const notesHint = conflictHint(page, 'Notes');
    await expect(notesHint).toContainText('Saved by someone else: (empty)');
    await expect(
      notesHint.locator('xpath=preceding-sibling::*[1]').getByRole('textbox'),
    ).toHaveAccessibleName('Notes');
    await expect(textbox(page, 'Notes')).toHaveValue('Take in the morning.');
    // Fields nobody changed have no hint.
    await expect(page.getByRole('button', { name: /^Use their / })).toHaveCount(2);
    await expectAccessible(page);

    // Take their strength, keep my notes, save again.
    await page.getByRole('button', { name: 'Use their strength' }).click();
    await expect(textbox(page, 'Strength')).toHaveValue('5 mg');
    await expect(page.getByRole('button', { name: 'Use their strength' })).toHaveCount(0);
    await expect(textbox(page, 'Notes')).toHaveValue('Take in the morning.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Medication saved.');
    await expect(page).toHaveURL(/\/app\/medications$/);

    const saved = await apiGet<Record<string, unknown>>(
      page,
      `${MEDICATIONS_API}/${medication.id}`,
    );
    expect(saved).toMatchObject({
      strength: '5 mg',
      notes: 'Take in the morning.',
      form: 'Capsule',
    });

    await page.goto(editPath);
    await expect(textbox(page, 'Strength')).toHaveValue('5 mg');
    await expect(textbox(page, 'Notes')).toHaveValue('Take in the morning.');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History, newest first' });
    const entries = history.locator(':scope > li');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(`${ADMIN.name} changed it`);
    await expect(entries.nth(0)).toContainText('Notes: (empty) → Take in the morning.');
    await expect(entries.nth(0)).not.toContainText('Strength');
    await expect(entries.nth(1)).toContainText(`${ADMIN.name} changed it`);
    await expect(entries.nth(1)).toContainText('Strength: 2.5 mg → 5 mg');
    await expect(entries.nth(2)).toContainText(`${ADMIN.name} added it`);
    await expectAccessible(page);
  });

  test('the list filters, sorts by a column header and searches, and keeps that after a reload', async ({
    page,
  }) => {
    // What the server holds, for comparison: the patches by name, A to Z (fewer than a page;
    // tablets are too many to show at once).
    const patches = (
      await apiGet<{ items: Medication[] }>(
        page,
        `${MEDICATIONS_API}?form=Patch&sort=name&dir=asc&limit=100`,
      )
    ).items.map((item) => item.name);
    // The demo patches, in an order no collation can change.
    const demoPatches = ['Buprenorphine', 'Fentanyl', 'Hyoscine hydrobromide', 'Rivastigmine'];
    expect([...new Set(patches.filter((name) => demoPatches.includes(name)))]).toEqual(demoPatches);
    expect(patches.length).toBeLessThanOrEqual(25);

    await page.goto('/app/medications');
    const table = recordTable(page, 'Medications');
    await expect(table.getByRole('link', { name: 'Aciclovir', exact: true })).toBeVisible();

    await page.getByLabel('Form', { exact: true }).selectOption('Patch');
    await expect(titleCells(table)).toHaveText(patches);
    await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText(patches.map(() => 'Patch'));
    await expect(listCount(page)).toHaveText(
      `Showing ${patches.length} of ${patches.length} medications`,
    );
    await expectAccessible(page);

    // The Name column is sorted A to Z; its header toggles the direction.
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Click to sort');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(titleCells(table)).toHaveText([...patches].reverse());
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(titleCells(table)).toHaveText(patches);
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(titleCells(table)).toHaveText([...patches].reverse());
    // The pointer leaves the header: its tooltip, fading in after a delay, is not what axe judges.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();

    // The search narrows the filtered list.
    const search = page.getByRole('searchbox', { name: 'Search medications' });
    await search.fill('rivas');
    await expect(titleCells(table)).toHaveText(['Rivastigmine', 'Rivastigmine']);
    await expect(listCount(page)).toHaveText('Showing 2 of 2 medications');
    await expectAccessible(page);

    // Kept after a reload: search, filter and sort come back and give the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search medications' })).toHaveValue('rivas');
    await expect(page.getByLabel('Form', { exact: true })).toHaveValue('Patch');
    await expect(titleCells(table)).toHaveText(['Rivastigmine', 'Rivastigmine']);
    await search.fill('');
    await expect(titleCells(table)).toHaveText([...patches].reverse());
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('a long list shows 25 rows and loads the rest on request', async ({ page }) => {
    const prefix = `Paging ${uniqueTag()}`;
    const names = Array.from(
      { length: 30 },
      (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`,
    );
    // Faster through the API than the form; the form itself is proven above.
    for (const name of names) await createRecord(page, 'holiday-reasons', { name });

    await page.goto('/app/holiday-reasons');
    await expect(page).toHaveTitle('care360 - Holiday Reasons');
    const table = recordTable(page, 'Holiday Reasons');
    await expect(listCount(page)).toHaveText(/^Showing 25 of \d+ holiday reasons$/);
    await expect(bodyRows(table)).toHaveCount(25);

    await page.getByRole('searchbox', { name: 'Search holiday reasons' }).fill(prefix);
    await expect(listCount(page)).toHaveText('Showing 25 of 30 holiday reasons');
    await expect(titleCells(table)).toHaveText(names.slice(0, 25));
    const more = page.getByRole('button', { name: 'Show more holiday reasons' });
    await expect(more).toBeVisible();
    await expectAccessible(page);

    await more.click();
    await expect(listCount(page)).toHaveText('Showing 30 of 30 holiday reasons');
    await expect(titleCells(table)).toHaveText(names);
    await expect(more).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a deleted medication goes, and Undo in the alert brings it back', async ({ page }) => {
    const name = `Sertraline ${uniqueTag()}`;
    await createMedication(page, { name, strength: '50 mg', form: 'Tablet', route: 'Oral' });

    await page.goto('/app/medications');
    const table = recordTable(page, 'Medications');
    await page.getByRole('searchbox', { name: 'Search medications' }).fill(name);
    await expect(titleCells(table)).toHaveText([name]);

    await table.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this medication?' });
    await expect(dialog).toContainText(`“${name}” will be deleted.`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    const deleted = alertOnScreen(page, 'Medication deleted.');
    await expect(deleted).toBeVisible();
    // Holding the pointer on the alert keeps it, and its Undo, on screen.
    await deleted.hover();
    await expect(dialog).toHaveCount(0);
    await expect(table).toHaveCount(0);
    await expect(page.getByText('No medications match the search.')).toBeVisible();
    const inList = await apiGet<{ items: Medication[] }>(
      page,
      `${MEDICATIONS_API}?search=${encodeURIComponent(name)}`,
    );
    expect(inList.items).toEqual([]);
    await expectAccessible(page);

    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expectAlert(page, 'Medication restored.');
    await expect(titleCells(table)).toHaveText([name]);
    await expect(bodyRows(table).getByRole('cell')).toHaveText([
      name,
      '50 mg',
      'Tablet',
      'Oral',
      'No',
      'Delete',
    ]);
  });

  test("a funder code's scales: a money rate typed with £, and an end date before the start", async ({
    page,
  }) => {
    // A long journey: a funder code, its nested scales through two forms and five axe checks.
    test.slow();
    const tag = uniqueTag();
    const funder = `Wakefield Council ${tag}`;
    await createRecord(page, 'funder-codes', {
      code: `WAK-${tag}`,
      name: funder,
      type: 'Local authority',
      active: true,
    });

    await page.goto('/app/funder-codes');
    await page.getByRole('searchbox', { name: 'Search funder codes' }).fill(tag);
    // The search has been applied (the address keeps it) before the row is opened: a click
    // before that lands while the list is redrawn, and the search's own navigation wins.
    await expect(titleCells(recordTable(page, 'Funder Codes'))).toHaveText([`WAK-${tag}`]);
    await recordTable(page, 'Funder Codes').getByRole('link', { name: funder }).click();
    await expect(page).toHaveTitle('care360 - Edit Funder Code');
    await expect(page.getByText(funder, { exact: true })).toBeVisible();
    const nested = page.getByRole('navigation', { name: 'Records of this funder code' });
    await expect(nested).toBeVisible();
    await expectAccessible(page);

    await nested.getByRole('link', { name: 'Funder Scales' }).click();
    await expect(page).toHaveURL(/\/app\/funder-codes\/[^/]+\/funder-scales$/);
    await expect(page).toHaveTitle('care360 - Funder Scales');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(funder);
    await expect(page.getByText('No funder scales yet. Add the first one.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add Funder Scale' }).first().click();
    await expect(page).toHaveTitle('care360 - Add Funder Scale');
    await expect(textbox(page, 'Scale')).toBeVisible();
    await expectAccessible(page);
    await textbox(page, 'Scale').fill('Standard day rate');
    const rate = textbox(page, 'Rate per hour');
    await rate.fill('£24.50');
    await textbox(page, 'Applies from').fill('01/04/2026');
    await rate.blur();
    // Tidied to pounds and pence once typed; the £ sits in front of the box.
    await expect(rate).toHaveValue('24.50');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectAlert(page, 'Funder Scale added.');
    await expect(page).toHaveURL(/\/app\/funder-codes\/[^/]+\/funder-scales$/);
    const scales = recordTable(page, 'Funder Scales');
    await expect(bodyRows(scales).getByRole('cell')).toHaveText([
      'Standard day rate',
      '£24.50',
      '01/04/2026',
      '',
      'Delete',
    ]);
    await expectAccessible(page);

    // An end before the start is refused at the end date.
    await page.getByRole('link', { name: 'Add Funder Scale' }).click();
    await textbox(page, 'Scale').fill('Weekend rate');
    await textbox(page, 'Rate per hour').fill('26.00');
    await textbox(page, 'Applies from').fill('01/04/2026');
    const until = textbox(page, 'Applies until');
    await until.fill('31/03/2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(until).toHaveAccessibleDescription(
      /The end date must be on or after the start date\./,
    );
    await expect(textbox(page, 'Applies from')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/funder-scales\/add$/);
    await expectAccessible(page);
  });

  test('Export CSV downloads medications-YYYY-MM-DD.csv starting with the header row', async ({
    page,
  }) => {
    await page.goto('/app/medications');
    await expect(recordTable(page, 'Medications')).toBeVisible();
    const dayBefore = new Date().toISOString().slice(0, 10);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    const dayAfter = new Date().toISOString().slice(0, 10);

    expect([`medications-${dayBefore}.csv`, `medications-${dayAfter}.csv`]).toContain(
      file.suggestedFilename(),
    );
    const text = (await fs.readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.split(/\r?\n/);
    expect(header).toBe('Name,Strength,Form,Route,Controlled drug,Notes');
    expect(lines.some((line) => line.startsWith('Atorvastatin,20 mg,Tablet,Oral,No'))).toBe(true);
  });
});
