import { apiGet, expect, test, uniqueTag } from './support/admin';
import { applyOnPhone, textbox } from './support/applicants';
import { ukTodayIso } from './support/clients';
import { linkInNewestEmail } from './support/mail';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { idOf } from './support/records';
import { MEADOWBANK } from './support/session';

/**
 * A person applies on a phone through the public application form, in steps; opens the private
 * link from the email they are sent; adds a job that leaves a gap up to today; sees the gap
 * flagged and their file refused until it is explained; explains it and submits the file. The
 * office then reads the convictions they declared on their profile, and finds the address they
 * typed as the first row of their address history.
 */

const PHONE_TOO = { tag: '@phone' };

/** dd/mm/yyyy of the day `months` months before today. */
function monthsAgo(months: number): string {
  const date = new Date(`${ukTodayIso()}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
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
    await expect(phone.getByText(`Apply to work with ${MEADOWBANK}`)).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await applyOnPhone(phone, {
      organisationId: signedIn.data.organisation.id,
      forename: 'Amina',
      surname: `Khan-${tag}`,
      dateOfBirth: '02/04/1995',
      addressSince: '15/03/2021',
      email,
      referees: [
        { type: 'Employer', name: 'Jo Bloggs', email: `referee1.${tag}@example.test` },
        { type: 'Character', name: 'Sam Smith', email: `referee2.${tag}@example.test` },
      ],
      spentConvictions: 'Shoplifting in 2012: a conditional discharge.',
    });
    await expect(phone.getByText('What happens next')).toBeVisible();

    // The private link, from the email.
    const link = await linkInNewestEmail(email, `Your application to ${MEADOWBANK}`);
    await phone.goto(new URL(link).pathname);
    await expect(phone).toHaveTitle('care360 - Your Application');
    await expect(phone.getByText(/Hello Amina/)).toBeVisible();

    // A job that ended a year ago: out of work since, a gap up to today.
    await phone.getByRole('link', { name: /Add employment/i }).click();
    await expect(phone).toHaveTitle('care360 - Add Work History');
    await textbox(phone, /^Employer/).fill('Kind Care Ltd');
    await textbox(phone, /^Job title/).fill('Care assistant');
    await textbox(phone, /^Started/).fill(monthsAgo(36));
    await textbox(phone, /^Left/).fill(monthsAgo(12));
    await phone.getByRole('button', { name: 'Save' }).click();
    await expect(phone).toHaveTitle('care360 - Your Application');
    await expect(phone.getByRole('link', { name: /Kind Care Ltd/ })).toBeVisible();
    await expect(phone.getByText(/Employment gap \d\d\/\d{4}–\d\d\/\d{4}/).first()).toBeVisible();

    // The file is refused while the gap is unexplained, the gap named.
    await phone.getByRole('button', { name: 'Submit my file' }).click();
    await expect(phone.getByText('Not sent yet')).toBeVisible();
    await expect(phone.getByText(/needs an explanation\./).first()).toBeVisible();

    await phone.getByRole('button', { name: 'Explain this gap' }).click();
    await textbox(phone, /^What you were doing/).fill('Caring for my mother.');
    await phone.getByRole('button', { name: 'Save the explanation' }).click();
    // Saved once the file reads complete again: submitted before that, it would be refused.
    await expect(phone.getByText('Your work and address history is complete.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Explain this gap' })).toHaveCount(0);

    await phone.getByRole('button', { name: 'Submit my file' }).click();
    await expect(phone.getByText(/your file has been sent to the office/)).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await context.close();

    // The office reads what was declared on the profile, the details only when asked for.
    const applicantId = await idOf(page, 'applicants', `Khan-${tag}`, 'surname');
    await page.goto(`/app/applicants/${applicantId}`);
    const convictions = page.getByRole('region', { name: 'Convictions declared' });
    await expect(convictions).toContainText('Unspent convictions or cautionsNo');
    await expect(convictions).toContainText('Spent convictions not protectedYes');
    await expect(convictions).not.toContainText('Shoplifting');
    await convictions.getByRole('button', { name: 'Show the spent conviction details' }).click();
    await expect(convictions).toContainText('Shoplifting in 2012: a conditional discharge.');

    // The address typed on the application starts the address history: nobody retypes it.
    await page.goto(`/app/applicants/${applicantId}/edit/address-history`);
    const row = page.getByRole('row', { name: /1 High Street/ });
    await expect(row).toContainText('LS1 4AP');
    await expect(row).toContainText('15/03/2021');
  },
);
