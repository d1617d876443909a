import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** What a person types into the public application form. */
export interface Application {
  organisationId: string;
  forename: string;
  surname: string;
  /** dd/mm/yyyy, as typed. */
  dateOfBirth: string;
  /** dd/mm/yyyy they moved to the address they give (01/06/2015 when left out). */
  addressSince?: string;
  email: string;
  referees: readonly { type: 'Employer' | 'Character'; name: string; email: string }[];
  /** The details of spent convictions that are not protected; none declared when left out. */
  spentConvictions?: string;
}

export const textbox = (scope: Page | Locator, name: RegExp) =>
  scope.getByRole('textbox', { name }).first();

/** A question answered by one radio button of its group. */
export async function answer(scope: Page | Locator, question: RegExp, option: string) {
  await scope
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** The first branch offered, whether the form shows branches as a select or as radio buttons. */
async function pickBranch(phone: Page) {
  const select = phone.getByRole('combobox', { name: /^Branch/ });
  if (await select.count()) {
    await select.first().click();
    await phone.getByRole('option').first().click();
  } else {
    await phone
      .getByRole('radiogroup', { name: /^Branch/ })
      .getByRole('radio')
      .first()
      .check();
  }
}

/**
 * Fills /applicant-form step by step as an applicant on a phone would and sends it: their
 * details and since when they have lived at their address, the first branch, no car, the right to work without sponsorship, no previous jobs
 * (added later under their link), their referees, no unspent convictions, spent convictions
 * that are not protected when given, the declaration.
 */
export async function applyOnPhone(phone: Page, application: Application) {
  await phone.goto(`/applicant-form?organisation=${application.organisationId}`);
  await expect(phone).toHaveTitle('care360 - Applicant Form');

  await expect(phone.getByRole('progressbar', { name: /Step 1 of 5/ })).toBeVisible();
  await textbox(phone, /^First name/).fill(application.forename);
  await textbox(phone, /^Last name/).fill(application.surname);
  await textbox(phone, /^Date of birth/).fill(application.dateOfBirth);
  await textbox(phone, /^Email/).fill(application.email);
  await textbox(phone, /^Mobile number/).fill('07700 900123');
  await textbox(phone, /^Address line 1/).fill('1 High Street');
  await textbox(phone, /^Town/).fill('Leeds');
  await textbox(phone, /^Postcode/).fill('ls1 4ap');
  await textbox(phone, /^Lived at this address since/).fill(
    application.addressSince ?? '01/06/2015',
  );
  await phone.getByRole('button', { name: 'Next' }).click();

  await expect(phone.getByRole('progressbar', { name: /Step 2 of 5/ })).toBeVisible();
  await pickBranch(phone);
  await answer(phone, /^Do you drive/, 'No');
  await answer(phone, /^Do you have the right to work in the UK/, 'Yes');
  await answer(phone, /^Will you need us to sponsor a visa/, 'No');
  await phone.getByRole('button', { name: 'Next' }).click();

  await expect(phone.getByRole('progressbar', { name: /Step 3 of 5/ })).toBeVisible();
  await phone.getByRole('button', { name: 'Next' }).click();

  await expect(phone.getByRole('progressbar', { name: /Step 4 of 5/ })).toBeVisible();
  for (const [index, referee] of application.referees.entries()) {
    const entry = phone.getByRole('group', { name: `Reference ${index + 1}` });
    await answer(entry, /^Type of reference/, referee.type);
    await textbox(entry, /^Referee name/).fill(referee.name);
    await textbox(entry, /^Email/).fill(referee.email);
  }
  await phone.getByRole('button', { name: 'Next' }).click();

  await expect(phone.getByRole('progressbar', { name: /Step 5 of 5/ })).toBeVisible();
  // What must and need not be declared, with the official filtering guidance a real link.
  await expect(phone.getByText(/covered by the exceptions to the Rehabilitation/)).toBeVisible();
  await expect(
    phone.getByRole('link', { name: 'the DBS filtering guidance on GOV.UK' }),
  ).toHaveAttribute(
    'href',
    'https://www.gov.uk/government/publications/filtering-rules-for-criminal-record-check-certificates',
  );
  await expect(
    phone.getByRole('radiogroup', { name: /unspent convictions/ }).getByRole('radio', {
      name: 'No',
    }),
  ).toBeChecked();
  if (application.spentConvictions) {
    await answer(phone, /^Do you have any spent convictions/, 'Yes');
    await textbox(phone, /^Please give details of your spent convictions/).fill(
      application.spentConvictions,
    );
  } else {
    await answer(phone, /^Do you have any spent convictions/, 'No');
  }
  await phone.getByRole('checkbox', { name: /information I have given is true/ }).check();
  await phone.getByRole('button', { name: 'Send my application' }).click();
  await expect(phone.getByRole('heading', { name: 'Application sent' })).toBeVisible();
}

/** Draws a signature on the questionnaire's signature pad with the mouse (or a finger). */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /^Signature: drawing pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen.');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.4, 0.75],
    [0.6, 0.25],
    [0.85, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
}
