import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { createClient, ukToday, ukTodayIso } from './support/clients';
import { expectDoseShows, marChartPath, marDoses } from './support/layout';
import { createRecord, recordsPath } from './support/records';
import { ADMIN, DEMO_PASSWORD } from './support/session';

/** The demo's branch manager: works across branches, so may witness for a Leeds client. */
const MANAGER = { email: 'manager@care360.local', name: 'Priya Shah' } as const;

/**
 * Recording doses as NICE SC1 asks: the office keys in a carer's dose (a carer of the client's
 * branch) with the time it was given and the quantity of a variable dose; a PRN dose too soon is
 * refused without a reason and saved flagged with one; a controlled drug is witnessed by a second
 * person who may read the client's file, with their own password; a correction keeps the original
 * struck through, with a reason and, for a controlled drug, a witness of its own. Each test has a
 * client of its own (in Leeds Central), so nothing another spec reads changes; the witness is the
 * demo manager, whose password is only typed, never changed.
 */

const DAY = 24 * 3_600_000;
/** Yesterday in the UK: its rounds are over, so any time of it may be given. */
const yesterdayIso = ukTodayIso(new Date(Date.now() - DAY));
/** A day and time as typed in the dialog's box, DD/MM/YYYY HH:MM. */
const ukText = (isoDay: string, time: string) =>
  `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)} ${time}`;
const yesterday = ukToday(new Date(Date.now() - DAY));

interface Medicine {
  id: string;
  name: string;
  strength: string;
  form: string;
}

/** A medicine of the shipped list by name, strength and form. */
async function medicineId(page: Page, name: string, strength: string, form: string) {
  const { items } = await apiGet<{ items: Medicine[] }>(
    page,
    `${recordsPath('medications')}?search=${encodeURIComponent(name)}&limit=50`,
  );
  const found = items.find((m) => m.name === name && m.strength === strength && m.form === form);
  expect(found, `the shipped list has ${name} ${strength} ${form}`).toBeDefined();
  return (found as Medicine).id;
}

/**
 * A client of their own with one medicine started yesterday; opens yesterday's chart (the month's
 * grid, or on a phone the day) and gives its doses.
 */
async function clientTaking(page: Page, medicine: [string, string, string], line: object) {
  const client = await createClient(page, uniqueTag(), 'Nora');
  const medication = await medicineId(page, ...medicine);
  await createRecord(
    page,
    'client-medications',
    { medication, route: 'Oral', startDate: yesterdayIso, supportLevel: 'Administer', ...line },
    client.id,
  );
  await page.goto(marChartPath(client.id, yesterdayIso));
  await expect(page).toHaveTitle('care360 - Client MAR Chart');
  return marDoses(page);
}

const cellName = (title: string, round: string) =>
  new RegExp(`^${title}, ${round}, \\w+ ${yesterday.replaceAll('/', '\\/')}: `);

// These journeys also run at phone size (the `phone` project of playwright.config.ts).
const PHONE_TOO = { tag: '@phone' };

test(
  'the office records a carer’s dose with the time given and the quantity',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: a client of its own, a medicine, the chart and the dose dialog.
    test.slow();
    const grid = await clientTaking(page, ['Paracetamol', '250 mg/5 ml', 'Oral suspension'], {
      dose: '5–10 ml',
      frequency: 'Once a day',
      timesOfDay: ['morning'],
      prn: false,
    });
    const cell = grid.getByRole('button', {
      name: cellName('Paracetamol 250 mg/5 ml', 'Morning 08:00'),
    });
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'Record a dose' });
    await dialog.getByRole('combobox', { name: 'Code' }).selectOption('G');
    await dialog.getByLabel('Date and time given').fill(ukText(yesterdayIso, '08:40'));
    // The carers working for the client's branch, after the person recording.
    const givenBy = dialog.getByRole('combobox', { name: 'Given by' });
    await expect(givenBy.locator('option')).not.toHaveCount(1);
    const carer = ((await givenBy.locator('option').nth(1).textContent()) ?? '').trim();
    await givenBy.selectOption({ label: carer });
    const quantity = dialog.getByRole('textbox', { name: 'Quantity given (ml)' });
    await quantity.fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(quantity).toHaveAccessibleDescription(/The quantity must be from 5 to 10 ml\./);
    await quantity.fill('7.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(cell).toHaveAccessibleName(
      new RegExp(`: Given \\(G\\), 7\\.5 ml, at 08:40 recorded by ${ADMIN.name} for ${carer}$`),
    );
    await cell.click();
    const recorded = page.getByRole('dialog', { name: 'Correct a dose' });
    await expect(recorded).toContainText(
      `Given at ${yesterday} 08:40, recorded by ${ADMIN.name} for ${carer}.`,
    );
    await expect(recorded).toContainText('Quantity given: 7.5 ml.');
  },
);

test(
  'a PRN dose too soon is refused without a reason, then saved flagged with one',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: a client of its own, a medicine, the chart and the dose dialog.
    test.slow();
    const grid = await clientTaking(page, ['Ibuprofen', '200 mg', 'Tablet'], {
      dose: '1 tablet',
      frequency: 'As required (PRN)',
      timesOfDay: [],
      prn: true,
      prnReason: 'Back pain',
      prnMinIntervalHours: 6,
      prnMaxDoses24h: 3,
    });
    const cell = grid.getByRole('button', {
      name: cellName('Ibuprofen 200 mg', 'PRN, as required'),
    });
    const give = async (time: string) => {
      await cell.click();
      const dialog = page.getByRole('dialog', { name: 'PRN dose' });
      await dialog.getByRole('combobox', { name: 'Code' }).selectOption('G');
      await dialog.getByLabel('Date and time given').fill(ukText(yesterdayIso, time));
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };
    await expect(await give('08:00')).toHaveCount(0);
    await expectDoseShows(page, cell, 'G');

    const dialog = await give('10:10');
    const reason = dialog.getByRole('textbox', {
      name: 'Reason for giving it outside the PRN limits',
    });
    await expect(reason).toHaveAccessibleDescription(
      /Only 2 h 10 min since the last dose; the minimum is 6 hours\./,
    );
    await expectDoseShows(page, cell, 'G');
    await reason.fill('Severe pain after a fall; GP advised by phone.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await expectDoseShows(page, cell, 'G G⚑');
    await expect(cell).toHaveAccessibleName(
      /Morning: Given \(G\), at 10:10 by .+; flagged: Only 2 h 10 min since the last dose; the minimum is 6 hours\.$/,
    );
    const concerns = page.getByRole('alert').filter({ hasText: 'given outside its limits' });
    await expect(concerns).toContainText('1 PRN dose given outside its limits');
    await expect(concerns).toContainText('Severe pain after a fall; GP advised by phone.');
    await expectAccessible(page);
  },
);

test(
  'a controlled drug is witnessed by a second person with their own password',
  PHONE_TOO,
  async ({ page }) => {
    // A long journey: a client of its own, a medicine, the chart and the dose dialog.
    test.slow();
    const grid = await clientTaking(page, ['Tramadol', '50 mg', 'Capsule'], {
      dose: '1 capsule',
      frequency: 'Once a day',
      timesOfDay: ['morning'],
      prn: false,
    });
    const cell = grid.getByRole('button', { name: cellName('Tramadol 50 mg', 'Morning 08:00') });
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'Record a dose' });
    await dialog.getByRole('combobox', { name: 'Code' }).selectOption('G');
    await dialog.getByLabel('Date and time given').fill(ukText(yesterdayIso, '08:15'));
    await dialog.getByRole('combobox', { name: 'Witness' }).selectOption({ label: MANAGER.name });
    const secret = dialog.getByLabel('Witness’s password or authenticator code');
    await secret.fill('not their password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(secret).toHaveAccessibleDescription(
      /The witness’s email, password or authenticator code is not right\./,
    );
    await expectAccessible(page);
    // The password is typed once for a save: it is not kept in the form.
    await expect(secret).toHaveValue('');
    await secret.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(cell).toHaveAccessibleName(
      new RegExp(`: Given \\(G\\), at 08:15 by ${ADMIN.name}, witnessed by ${MANAGER.name}$`),
    );

    // A correction: a reason and a witness of its own; the original stays, struck through.
    await cell.click();
    const correct = page.getByRole('dialog', { name: 'Correct a dose' });
    await correct.getByRole('combobox', { name: 'Code' }).selectOption('D');
    await correct.getByRole('textbox', { name: /^Note/ }).fill('Dropped and destroyed.');
    await correct.getByRole('button', { name: 'Save' }).click();
    const reason = correct.getByRole('textbox', { name: /^Reason for the correction/ });
    await expect(reason).toHaveAccessibleDescription(
      /Say why the recorded dose is being corrected\./,
    );
    await reason.fill('Recorded as given by mistake.');
    await correct.getByRole('combobox', { name: 'Witness' }).selectOption({ label: MANAGER.name });
    await correct.getByLabel('Witness’s password or authenticator code').fill(DEMO_PASSWORD);
    await correct.getByRole('button', { name: 'Save' }).click();
    await expect(correct).toHaveCount(0);

    await expect(cell).toHaveAccessibleName(
      new RegExp(
        `: Refused and destroyed \\(D\\), at 08:15 by ${ADMIN.name}, witnessed by ${MANAGER.name}; corrected, first recorded as Given \\(G\\), at 08:15 by ${ADMIN.name}, witnessed by ${MANAGER.name}$`,
      ),
    );
    await cell.click();
    const history = page.getByRole('dialog', { name: 'Correct a dose' });
    await expect(history).toContainText('Reason for the correction: Recorded as given by mistake.');
    await expect(history.locator('s')).toHaveText(`Given (G), given at ${yesterday} 08:15`);
    await expectAccessible(page);
  },
);
