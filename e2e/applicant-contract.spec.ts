import { expectAccessible } from './support/accessibility';
import { apiPost, expect, test, uniqueTag } from './support/admin';
import { drawSignature } from './support/applicants';
import { ukToday, ukTodayIso } from './support/clients';
import { linkInNewestEmail } from './support/mail';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createRecord, idOf } from './support/records';
import { MEADOWBANK } from './support/session';

/**
 * An applicant signs their contract on a phone from the private link the office emails: the
 * contract their age picks, the drawn signature with their typed name, date and address, and
 * the signed copy, which the office then sees on the applicant's file.
 */

/** The ISO date `years` years and a month before today (so no birthday falls near today). */
function bornYearsAgo(years: number): string {
  const date = new Date(`${ukTodayIso()}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

test('an applicant signs the contract their age picks from the emailed link', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const email = `sam.${tag}@applicant.test`;
  const applicant = await createRecord(page, 'applicants', {
    forename: 'Sam',
    surname: `Walker-${tag}`,
    email,
    mobile: '07700 900123',
    dateOfBirth: bornYearsAgo(30),
    address1: '12 Canal Street',
    town: 'Leeds',
    postcode: 'LS1 4AB',
    branch: await idOf(page, 'branches', 'Leeds Central'),
    route: 'UK resident',
    stage: 'Contract',
    appliedOn: ukTodayIso(),
  });
  await apiPost(page, `/api/v1/applicants/${applicant.id}/applicant-link`, {});
  const link = await linkInNewestEmail(email, `Your application to ${MEADOWBANK}`);
  const token = new URL(link).pathname.split('/').pop() ?? '';

  // The applicant has no session and a phone: a context of their own, at a phone's size.
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await context.newPage();

  // The wrong contract names the one to sign.
  await phone.goto(`/18to20-contract/${token}`);
  await expect(phone.getByText('This is not your contract')).toBeVisible();
  await phone.getByRole('link', { name: '21 Plus Contract' }).click();

  await expect(phone.getByRole('heading', { level: 1, name: '21 Plus Contract' })).toBeVisible();
  await expect(phone.getByText(/5\.6 weeks’ paid holiday/)).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await phone
    .getByRole('radiogroup', { name: 'I have read these terms and agree to them' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await phone.getByRole('textbox', { name: 'Your home address' }).fill('12 Canal Street\nLeeds');
  await phone.getByRole('textbox', { name: 'Postcode' }).fill('ls1 4ab');
  await drawSignature(phone);
  await phone.getByRole('textbox', { name: 'Full name', exact: true }).fill(`Sam Walker-${tag}`);
  await expect(phone.getByRole('textbox', { name: 'Date signed' })).toHaveValue(ukToday());
  await phone.getByRole('button', { name: 'Sign the contract' }).click();

  await expect(phone.getByText(`Signed by Sam Walker-${tag} on ${ukToday()}`)).toBeVisible();
  await expect(phone.getByRole('img', { name: `Signature of Sam Walker-${tag}` })).toBeVisible();
  await expect(phone.getByText('LS1 4AB')).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone);
  await context.close();

  // The office sees the signed copy on the applicant's file.
  await page.goto(`/app/applicants/${applicant.id}/edit/21plus-contract`);
  await expect(page.getByText(`Signed by Sam Walker-${tag} on ${ukToday()}`)).toBeVisible();
});
