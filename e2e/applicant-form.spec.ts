import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { linkInNewestEmail } from './support/mail';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { MEADOWBANK } from './support/session';

/**
 * A person applies on a phone through the public application form, in steps; opens the private
 * link from the email they are sent; adds a job that leaves a gap up to today; sees the gap
 * flagged and their file refused until it is explained; explains it and submits the file.
 */

const PHONE_TOO = { tag: '@phone' };

/** dd/mm/yyyy of the day `months` months before today. */
function monthsAgo(months: number): string {
  const date = new Date(`${ukTodayIso()}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const box = (scope: Page | Locator, name: RegExp) => scope.getByRole('textbox', { name }).first();

async function choose(scope: Page | Locator, question: RegExp, answer: string) {
  await scope
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer })
    .check();
}

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

test(
  'a person applies on a phone, then explains the gap in their work history and submits their file',
  PHONE_TOO,
  async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const email = `amina.${tag}@applicant.test`;
    const signedIn = await apiGet<{ data: { organisation: { id: string } } }>(page, '/api/v1/user');

    // The applicant has no session: a context of their own, at a phone's size.
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const phone = await context.newPage();
    await phone.goto(`/applicant-form?organisation=${signedIn.data.organisation.id}`);
    await expect(phone).toHaveTitle('care360 - Applicant Form');
    await expect(phone.getByText(`Apply to work with ${MEADOWBANK}`)).toBeVisible();
    await expectNoSidewaysScroll(phone);

    // Step 1: about you.
    await expect(phone.getByRole('progressbar', { name: /Step 1 of 5/ })).toBeVisible();
    await box(phone, /^First name/).fill('Amina');
    await box(phone, /^Last name/).fill(`Khan-${tag}`);
    await box(phone, /^Date of birth/).fill('02/04/1995');
    await box(phone, /^Email/).fill(email);
    await box(phone, /^Mobile number/).fill('07700 900123');
    await box(phone, /^Address line 1/).fill('1 High Street');
    await box(phone, /^Town/).fill('Leeds');
    await box(phone, /^Postcode/).fill('ls1 4ap');
    await phone.getByRole('button', { name: 'Next' }).click();

    // Step 2: the job.
    await expect(phone.getByRole('progressbar', { name: /Step 2 of 5/ })).toBeVisible();
    await pickBranch(phone);
    await choose(phone, /^Do you drive/, 'No');
    await choose(phone, /^Do you have the right to work in the UK/, 'Yes');
    await choose(phone, /^Will you need us to sponsor a visa/, 'No');
    await phone.getByRole('button', { name: 'Next' }).click();

    // Step 3: experience (previous jobs are added later, under the link).
    await expect(phone.getByRole('progressbar', { name: /Step 3 of 5/ })).toBeVisible();
    await phone.getByRole('button', { name: 'Next' }).click();

    // Step 4: two referees, two blank entries waiting.
    await expect(phone.getByRole('progressbar', { name: /Step 4 of 5/ })).toBeVisible();
    for (const [place, name, type] of [
      [1, 'Jo Bloggs', 'Employer'],
      [2, 'Sam Smith', 'Character'],
    ] as const) {
      const entry = phone.getByRole('group', { name: `Reference ${place}` });
      await choose(entry, /^Type of reference/, type);
      await box(entry, /^Referee name/).fill(name);
      await box(entry, /^Email/).fill(`referee${place}.${tag}@example.test`);
    }
    await phone.getByRole('button', { name: 'Next' }).click();

    // Step 5: no unspent convictions is the answer it starts with; the declaration is ticked.
    await expect(phone.getByRole('progressbar', { name: /Step 5 of 5/ })).toBeVisible();
    await expect(
      phone
        .getByRole('radiogroup', { name: /unspent convictions/ })
        .getByRole('radio', { name: 'No' }),
    ).toBeChecked();
    await phone.getByRole('checkbox', { name: /information I have given is true/ }).check();
    await phone.getByRole('button', { name: 'Send my application' }).click();
    await expect(phone.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(phone.getByText('What happens next')).toBeVisible();

    // The private link, from the email.
    const link = await linkInNewestEmail(email, `Your application to ${MEADOWBANK}`);
    await phone.goto(new URL(link).pathname);
    await expect(phone).toHaveTitle('care360 - Your Application');
    await expect(phone.getByText(/Hello Amina/)).toBeVisible();

    // A job that ended a year ago: out of work since, a gap up to today.
    await phone.getByRole('link', { name: /Add employment/i }).click();
    await expect(phone).toHaveTitle('care360 - Add Work History');
    await box(phone, /^Employer/).fill('Kind Care Ltd');
    await box(phone, /^Job title/).fill('Care assistant');
    await box(phone, /^Started/).fill(monthsAgo(36));
    await box(phone, /^Left/).fill(monthsAgo(12));
    await phone.getByRole('button', { name: 'Save' }).click();
    await expect(phone).toHaveTitle('care360 - Your Application');
    await expect(phone.getByRole('link', { name: /Kind Care Ltd/ })).toBeVisible();
    await expect(phone.getByText(/Employment gap \d\d\/\d{4}–\d\d\/\d{4}/).first()).toBeVisible();

    // The file is refused while the gap is unexplained, the gap named.
    await phone.getByRole('button', { name: 'Submit my file' }).click();
    await expect(phone.getByText('Not sent yet')).toBeVisible();
    await expect(phone.getByText(/needs an explanation\./).first()).toBeVisible();

    await phone.getByRole('button', { name: 'Explain this gap' }).click();
    await box(phone, /^What you were doing/).fill('Caring for my mother.');
    await phone.getByRole('button', { name: 'Save the explanation' }).click();
    await expect(phone.getByRole('button', { name: 'Explain this gap' })).toHaveCount(0);

    await phone.getByRole('button', { name: 'Submit my file' }).click();
    await expect(phone.getByText(/your file has been sent to the office/)).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await context.close();
  },
);
