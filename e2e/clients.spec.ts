import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { createClient, ukToday, ukTodayIso } from './support/clients';
import { smallPdf } from './support/files';
import { pickReference } from './support/pickers';
import { ADMIN } from './support/session';

/**
 * The client file as a coordinator uses it: adding a client, a scored assessment, medication and
 * the MAR chart, a signed consent, a document, and the care-plan PDF. Each test has a client of
 * its own (made through the API unless adding one is the point), named with a random tag.
 */

/** A text box by its exact label (Mantine's required mark is hidden from the accessible name). */
function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The UK date `days` after today, as the app shows it. */
function ukDateInDays(days: number) {
  const date = new Date(`${ukTodayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** Text to be matched literally inside a regular expression. */
function escaped(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A select (NativeSelect) by its exact label. */
function select(page: Page, label: string) {
  return page.getByRole('combobox', { name: label, exact: true });
}

/** A question answered by one radio button of its group. */
async function answer(page: Page, question: string, option: string) {
  await page
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

function fileNav(page: Page) {
  return page.getByRole('navigation', { name: 'Client file sections' });
}

/**
 * A section of the file in its navigation, by its title and state as a screen reader says them
 * ('Consent', '0% complete'); the spaces around the unseen commas are the browser's.
 */
function sectionLink(page: Page, ...parts: string[]) {
  return fileNav(page).getByRole('link', {
    name: new RegExp(`^${parts.map(escaped).join('\\s*,\\s*')}$`, 'i'),
  });
}

function profileCard(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * A literal string entry of a PDF's document information dictionary, written directly or as an
 * indirect object (pdfkit's way); the dictionary itself is never compressed.
 */
function pdfInfo(bytes: Buffer, key: string): string | undefined {
  const text = bytes.toString('latin1');
  const entry = new RegExp(`/${key} (?:\\((.*?)\\)|(\\d+) 0 R)`).exec(text);
  if (!entry) return undefined;
  if (entry[1] !== undefined) return entry[1];
  return new RegExp(`\\n${entry[2]} 0 obj\\n\\((.*?)\\)\\nendobj`).exec(text)?.[1];
}

test.describe('client file', () => {
  test('a client added through the form opens on their profile with their alerts', async ({
    page,
  }) => {
    // A long journey: the whole new-client form, its profile and three axe checks.
    test.slow();
    const surname = `Whitaker-${uniqueTag()}`;
    await page.goto('/app/client/add');
    await expect(page).toHaveTitle('care360 - Add Client');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Client' })).toBeVisible();
    await expectAccessible(page);

    await select(page, 'Title').selectOption('Mrs');
    await textbox(page, 'Forename').fill('Dorothy');
    await textbox(page, 'Surname').fill(surname);
    await textbox(page, 'Date of birth').fill('03/02/1938');
    await pickReference(page, 'Branch', 'Leeds', 'Leeds Central');
    await select(page, 'Status').selectOption('Active');
    await pickReference(page, 'Funder', 'Leeds', 'Leeds City Council');
    await pickReference(page, 'Area', 'North', 'North Leeds');
    await textbox(page, 'Address line 1').fill('4 Weetwood Lane');
    await textbox(page, 'Town').fill('Leeds');
    await textbox(page, 'Postcode').fill('ls16 5lx');
    await textbox(page, 'Allergies').fill('Penicillin (rash)');
    await select(page, 'DNACPR').selectOption('In place');
    await textbox(page, 'Key safe').fill('Left of the front door, code 1938');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectAlert(page, 'Client added.');
    await expect(page).toHaveURL(/\/app\/clients\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle('care360 - Client Profile');
    await expect(
      page.getByRole('heading', { level: 1, name: `Mrs Dorothy ${surname}` }),
    ).toBeVisible();
    await expect(page.getByText(/^Aged \d+, born 03\/02\/1938$/)).toBeVisible();

    // What a carer must know before the door opens, most serious first, in words.
    const alerts = page.getByRole('region', { name: 'Alerts' }).getByRole('listitem');
    await expect(alerts).toHaveCount(3);
    await expect(alerts.nth(0)).toContainText('Alert: Allergies');
    await expect(alerts.nth(0)).toContainText('Penicillin (rash)');
    await expect(alerts.nth(1)).toContainText('Alert: DNACPR in place');
    await expect(alerts.nth(2)).toContainText('Note: Key safe');
    // The code itself is not on the profile, which is read over shoulders.
    await expect(page.getByText('code 1938')).toHaveCount(0);

    const details = page.getByRole('region', { name: 'Key details' });
    await expect(details).toContainText('BranchLeeds Central');
    await expect(details).toContainText('FunderLeeds City Council');
    await expect(details).toContainText('AreaNorth Leeds');
    await expect(details).toContainText('Address4 Weetwood Lane, Leeds, LS16 5LX');
    await expectAccessible(page);

    // On the details page the code stays hidden until asked for (each look is recorded).
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    const keySafe = textbox(page, 'Key safe');
    await expect(keySafe).toHaveValue('');
    await expect(page.getByText('code 1938')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show the key safe' }).click();
    await expect(keySafe).toHaveValue('Left of the front door, code 1938');
  });

  test('a completed falls risk assessment shows its score and risk level', async ({ page }) => {
    // A long journey: a new client file and a questionnaire answered question by question.
    test.slow();
    const client = await createClient(page, uniqueTag());
    await page.goto(`/app/clients/${client.id}/edit/falls-risk-assessment`);
    await expect(page).toHaveTitle('care360 - Client Falls Risk Assessment');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Client Falls Risk Assessment' }),
    ).toBeVisible();
    await expect(page.getByText('Nothing has been saved on this form yet.')).toBeVisible();
    await expectAccessible(page);

    // The total and its band follow the answers as they are given.
    const score = page.getByRole('status').filter({ hasText: /^Score / });
    await answer(
      page,
      'Recent falls',
      'One or more in the last 3 months while in hospital or receiving care',
    );
    await expect(score).toContainText('Score 8 — Low risk');
    await expect(score).toContainText('Some scored questions are not answered yet.');
    await answer(page, 'Medications', 'Taking more than two');
    await expect(score).toContainText('Score 12 — Medium risk');
    await answer(page, 'Psychological', 'Appears moderately affected by one or more');
    await answer(page, 'Cognitive status', 'Moderately impaired (AMTS 5–6)');
    await expect(score).toHaveText('Score 18 — High risk');

    // Completing without the required actions is refused at that question.
    await page.getByRole('button', { name: 'Complete' }).click();
    const actions = textbox(page, 'Actions agreed to reduce the risk');
    await expect(actions).toHaveAttribute('aria-invalid', 'true');
    await expect(actions).toBeFocused();
    await expectAccessible(page);
    await actions.fill('Walking frame within reach at every visit; night light left on.');
    await page.getByRole('button', { name: 'Complete' }).click();

    await expectAlert(page, 'Falls Risk Assessment completed.');
    // Who assessed and when, and the review the high risk sets: 30 days on.
    await expect(
      page.getByText(
        `Completed on ${ukToday()} by ${ADMIN.name}. Next review: ${ukDateInDays(30)} (high risk: 30 days).`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(sectionLink(page, 'Falls Risk Assessment', '100% complete')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('link', { name: 'Back to the profile' }).click();
    await expect(page).toHaveTitle('care360 - Client Profile');
    const risks = profileCard(page, 'Risk levels');
    const falls = risks.getByRole('listitem').filter({ hasText: 'Falls Risk Assessment' });
    await expect(falls).toContainText('High risk: 18');
    await expect(falls).toContainText(`Assessed ${ukToday()}`);
  });

  test('two medicines added to the list appear on the MAR chart, where a refused dose is recorded and flagged', async ({
    page,
  }) => {
    // A long journey: two medicines through the form, the chart, a refused dose and four axe checks.
    test.slow();
    const client = await createClient(page, uniqueTag());
    const today = ukToday();
    const medicationList = `/app/clients/${client.id}/edit/medication`;

    await page.goto(`${medicationList}/add`);
    await expect(page).toHaveTitle('care360 - Add Client Medication');
    await expectAccessible(page);
    await pickReference(page, 'Medication', 'Atorva', 'Atorvastatin 20 mg tablet');
    await textbox(page, 'Dose').fill('1 tablet');
    await select(page, 'Route').selectOption('Oral');
    await select(page, 'Frequency').selectOption('Once a day');
    await page.getByRole('checkbox', { name: 'Morning' }).check();
    await textbox(page, 'Start date').fill(today);
    await select(page, 'Support').selectOption('Administer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Client Medication added.');
    await expect(page).toHaveURL(new RegExp(`${medicationList}$`));

    await page.getByRole('link', { name: 'Add Client Medication' }).first().click();
    await pickReference(page, 'Medication', 'Omepra', 'Omeprazole 20 mg capsule');
    await textbox(page, 'Dose').fill('1 capsule');
    await select(page, 'Route').selectOption('Oral');
    await select(page, 'Frequency').selectOption('Twice a day');
    await page.getByRole('checkbox', { name: 'Morning' }).check();
    await page.getByRole('checkbox', { name: 'Tea' }).check();
    await textbox(page, 'Start date').fill(today);
    await select(page, 'Support').selectOption('Prompt');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Client Medication added.');

    const list = page.getByRole('table', { name: 'Client Medication' });
    await expect(list.locator('tbody tr')).toHaveCount(2);
    await expect(list).toContainText('Atorvastatin');
    await expect(list).toContainText('Omeprazole');
    await expect(sectionLink(page, 'Medication', '2 records')).toBeVisible();

    await sectionLink(page, 'MAR Chart').click();
    await expect(page).toHaveTitle('care360 - Client MAR Chart');
    const grid = page.getByRole('table', { name: /^Doses of / });
    // One row per medicine and round.
    await expect(grid.getByRole('rowheader')).toHaveText([
      'Atorvastatin 20 mg1 tablet · Morning 08:00',
      'Omeprazole 20 mg1 capsule · Morning 08:00',
      'Omeprazole 20 mg1 capsule · Tea 17:00',
    ]);
    await expectAccessible(page);

    // Today's morning dose of atorvastatin, refused: the note saying why is required.
    const dose = (medicine: string) =>
      grid.getByRole('button', {
        name: new RegExp(`^${medicine}, Morning 08:00, \\w+ ${escaped(today)}: `),
      });
    await dose('Atorvastatin 20 mg').click();
    const dialog = page.getByRole('dialog', { name: 'Record a dose' });
    await expect(dialog).toContainText('1 tablet, oral. Support: Administer.');
    await expect(dialog).toContainText('Nothing is recorded for this dose yet.');
    await dialog.getByRole('combobox', { name: 'Code' }).selectOption('R');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await expect(note).toHaveAccessibleDescription(
      /Say why the dose was not given as prescribed\./,
    );
    await expectAccessible(page);
    await note.fill('Said she felt sick; GP surgery told.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    const refused = dose('Atorvastatin 20 mg');
    // The time it was recorded against, and who: the admin, recording their own round.
    await expect(refused).toHaveAccessibleName(/: Refused \(R\), at \d\d:\d\d by Alex Morgan$/);
    await expect(refused).toHaveText('R');
    await expect(refused.locator('xpath=..')).toHaveAttribute('data-state', 'refused');
    await expect(page.getByText(/^1 refused dose and \d+ missed doses?\./)).toBeVisible();

    // The omeprazole given at the same round.
    await dose('Omeprazole 20 mg').click();
    await page
      .getByRole('dialog', { name: 'Record a dose' })
      .getByRole('combobox', { name: 'Code' })
      .selectOption('G');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(dose('Omeprazole 20 mg')).toHaveText('G');
    await expect(dose('Omeprazole 20 mg').locator('xpath=..')).toHaveAttribute(
      'data-state',
      'given',
    );
    await expectAccessible(page);

    // The refused dose is on the profile too, with both medicines.
    await page.getByRole('link', { name: 'Back to the profile' }).click();
    const refusedAlert = page
      .getByRole('region', { name: 'Alerts' })
      .getByRole('listitem')
      .filter({ hasText: 'Refused doses' });
    await expect(refusedAlert).toContainText(/1 dose was refused in the last \d+ days\./);
    await expect(refusedAlert.getByRole('link', { name: 'Open the MAR chart' })).toBeVisible();
    // Both started today, so their order is the server's choice.
    const medicines = page.getByRole('table', { name: 'Current medication' });
    await expect(medicines.locator('tbody tr')).toHaveCount(2);
    await expect(medicines.getByRole('row').filter({ hasText: 'Atorvastatin' })).toContainText(
      '1 tablet, oral',
    );
    await expect(medicines.getByRole('row').filter({ hasText: 'Omeprazole' })).toContainText(
      'Morning 08:00, Tea 17:00',
    );
  });

  test('the consent is signed on screen and then shown signed, ready to print', async ({
    page,
  }) => {
    const client = await createClient(page, uniqueTag());
    await page.goto(`/app/clients/${client.id}/edit/consent`);
    await expect(page).toHaveTitle('care360 - Client Consent');
    await expect(sectionLink(page, 'Consent', '0% complete')).toBeVisible();
    await expectAccessible(page);

    for (const question of [
      'Receiving care and support as set out in my care plan',
      'The agency sharing information about my care with health professionals involved in it',
      'Carers supporting me with my medicines as set out in my medication assessment',
      'Carers using the key safe to let themselves in',
      'A photo of me being kept on my file so carers can recognise me',
      'The agency recording and keeping information about me, as explained in the privacy notice',
    ]) {
      await answer(page, question, 'Yes');
    }
    await answer(
      page,
      'The agency sharing information about my care with named family members',
      'No',
    );
    await answer(page, 'Signed by', 'The client');

    // A signature drawn with the mouse, one zigzag across the pad (the save needs it).
    const pad = page.getByRole('img', { name: /^Signature: drawing pad/ });
    const box = await pad.boundingBox();
    if (!box) throw new Error('The signature pad is not on screen.');
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.35, 0.75],
      [0.5, 0.25],
      [0.65, 0.7],
      [0.85, 0.4],
    ] as const) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
    }
    await page.mouse.up();
    await textbox(page, 'Full name').fill(`${client.forename} ${client.surname}`);
    await expect(textbox(page, 'Date signed')).toHaveValue(ukToday());
    await page.getByRole('button', { name: 'Sign and save' }).click();

    await expectAlert(page, 'Consent signed.');
    await expect(
      page.getByText(`Signed by ${client.forename} ${client.surname} on ${ukToday()}`),
    ).toBeVisible();
    await expect(page.getByText(`Client: ${client.fullName}, born 14/05/1941`)).toBeVisible();
    // The drawn signature itself, as the paper copy shows it.
    const signature = page.getByRole('img', {
      name: `Signature of ${client.forename} ${client.surname}`,
    });
    await expect(signature).toBeVisible();
    await expect(signature).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(sectionLink(page, 'Consent', 'signed')).toBeVisible();
    await expectAccessible(page);

    // Print hands the signed copy to the browser's print dialog.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    // Opened again later, the consent shows signed rather than as a blank form.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign and save' })).toHaveCount(0);
  });

  test('a document uploaded to the file downloads again with its name and bytes', async ({
    page,
  }) => {
    const client = await createClient(page, uniqueTag());
    const pdf = smallPdf('DNACPR form signed by Dr Ahmed');
    await page.goto(`/app/clients/${client.id}/edit/uploads/add`);
    await expect(page).toHaveTitle('care360 - Add Client Upload');
    await expectAccessible(page);

    await pickReference(page, 'Document type', 'DNACPR', 'DNACPR form');
    await textbox(page, 'Title').fill('DNACPR form, November');
    await page.getByLabel(/^File\b/).setInputFiles({
      name: 'dnacpr-form.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByText('Uploaded: dnacpr-form.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expectAlert(page, 'Client Upload added.');
    await expect(page).toHaveURL(new RegExp(`/app/clients/${client.id}/edit/uploads$`));
    const table = page.getByRole('table', { name: 'Client Uploads' });
    const row = table.locator('tbody tr').filter({ hasText: 'DNACPR form, November' });
    await expect(row).toContainText('DNACPR form');
    await expect(sectionLink(page, 'Uploads', '1 record')).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Download dnacpr-form.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dnacpr-form.pdf');
    expect((await fs.readFile(await file.path())).equals(pdf)).toBe(true);
  });

  test("the care plan downloads as a PDF named and titled with the client's name", async ({
    page,
  }) => {
    const client = await createClient(page, uniqueTag());
    await page.goto(`/app/clients/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download care plan (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`care-plan-${client.surname}-${client.forename}.pdf`);
    const bytes = await fs.readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // The document's title, which a PDF reader shows in its title bar.
    expect(pdfInfo(bytes, 'Title')).toBe(`Care plan: ${client.fullName}`);
  });
});
