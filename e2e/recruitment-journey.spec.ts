import { expectAccessible } from './support/accessibility';
import { apiGet, apiPost, expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { answer, applyOnPhone, drawSignature, textbox } from './support/applicants';
import { ukToday, ukTodayIso } from './support/clients';
import { smallPdf } from './support/files';
import { linkInNewestEmail } from './support/mail';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { pickReference } from './support/pickers';
import { createRecord, type Item, recordsPath } from './support/records';
import { ADMIN, MEADOWBANK } from './support/session';
import { appURL } from './support/test';

/**
 * Recruitment end to end: a person applies on a phone → the office shortlists them and offers
 * interview slots → they book one from the emailed link → the office requests references and a
 * referee answers through the link in their email → the office records the DBS certificate and
 * the right to work → the applicant signs the contract from their link → the office clears them
 * and the tracker lists them as successful. The checks the issue does not walk through by hand
 * (identity, five years of addresses, the health declaration, the second referee's reply taken by
 * phone) are recorded through the API, as the office's own forms would.
 */

/** A 1×1 PNG: a drawn signature as the form engine stores it. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** ISO date `days` days from today (negative: before). */
function isoInDays(days: number): string {
  const date = new Date(`${ukTodayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a person applies and is cleared to start', async ({ page, browser, baseURL }) => {
  // The whole recruitment journey: three people in three browsers, a dozen pages.
  test.slow();
  const tag = uniqueTag();
  const surname = `Okafor-${tag}`;
  const name = `Grace ${surname}`;
  const email = `grace.${tag}@applicant.test`;
  const employer = {
    type: 'Employer' as const,
    name: `Jo Bloggs ${tag}`,
    email: `jo.${tag}@ref.test`,
  };
  const character = {
    type: 'Character' as const,
    name: `Sam Smith ${tag}`,
    email: `sam.${tag}@ref.test`,
  };
  const me = await apiGet<{ data: { id: string; organisation: { id: string } } }>(
    page,
    '/api/v1/user',
  );

  // 1. The application, on a phone with no session.
  const applicantContext = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await applicantContext.newPage();
  await applyOnPhone(phone, {
    organisationId: me.data.organisation.id,
    forename: 'Grace',
    surname,
    dateOfBirth: '14/03/1990',
    email,
    referees: [employer, character],
  });
  const fileLink = new URL(await linkInNewestEmail(email, `Your application to ${MEADOWBANK}`))
    .pathname;

  // 2. The office finds them on the board and shortlists them.
  const found = await apiGet<{ items: Item[] }>(
    page,
    `${recordsPath('applicants')}?search=${encodeURIComponent(surname)}`,
  );
  const applicantId = found.items[0]?.id ?? '';
  await page.goto('/app/recruitment-tracker');
  await expect(page).toHaveTitle('care360 - Recruitment Tracker');
  const applied = page.getByRole('region', { name: /^Applied/ });
  await applied.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/app/applicants/${applicantId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await expect(page.getByText('Shortlisted').first()).toBeVisible();

  // 3. Two interview slots offered, and sent.
  for (const days of [3, 4]) {
    await createRecord(
      page,
      'applicant-interviews',
      {
        startsAt: `${isoInDays(days)}T10:00:00.000Z`,
        minutes: 45,
        place: 'In the office',
        state: 'Offered',
      },
      applicantId,
    );
  }
  await page.goto(`/app/applicants/${applicantId}/edit/interview`);
  await page.getByRole('button', { name: 'Send interview slots' }).first().click();
  await expectAlert(page, `2 interview slots sent to ${email}.`);

  // 4. The applicant books the first from the emailed link.
  const interviewLink = await linkInNewestEmail(email, `Your interview with ${MEADOWBANK}`);
  await phone.goto(interviewLink.replace(appURL(), ''));
  await expect(phone).toHaveTitle('care360 - Handle Interview Action');
  await phone.getByRole('radio').first().check();
  await phone.getByRole('button', { name: 'Book this time' }).click();
  await expect(phone.getByRole('button', { name: 'Confirm I will attend' })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Booked', exact: true })).toBeVisible();
  // The interview is held and the offer recorded: booked is not held, and clearance waits for it.
  const slots = recordsPath('applicant-interviews', applicantId);
  const booked = (await apiGet<{ items: Item[] }>(page, slots)).items.find(
    (row) => row.state === 'Booked',
  );
  const interviewPath = `${slots}/${booked?.id}`;
  const held = await page.request.put(interviewPath, {
    data: {
      ...(await apiGet<Item>(page, interviewPath)),
      state: 'Held',
      outcome: 'Offer, subject to checks',
    },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: appURL() },
  });
  expect(held.ok(), await held.text()).toBe(true);

  // 5. References requested; the employer answers through the link in their email.
  await page.goto(`/app/applicants/${applicantId}/edit/references`);
  await page.getByRole('button', { name: `Send request to ${employer.name}` }).click();
  await expectAlert(page, `Reference request sent to ${employer.email}.`);
  await page.getByRole('button', { name: `Send request to ${character.name}` }).click();
  await expectAlert(page, `Reference request sent to ${character.email}.`);

  const refereeContext = await browser.newContext({ baseURL, viewport: PHONE });
  const referee = await refereeContext.newPage();
  const referenceLink = await linkInNewestEmail(employer.email, `A reference for ${name}`);
  await referee.goto(referenceLink.replace(appURL(), ''));
  await expect(referee).toHaveTitle('care360 - Employer Reference');
  await textbox(referee, /^Employed from/).fill('01/02/2016');
  await textbox(referee, /^Employed until/).fill('31/01/2024');
  await textbox(referee, /^Their job title/).fill('Care assistant');
  await answer(referee, /^Did they work with vulnerable adults or children/, 'Yes');
  await textbox(referee, /^Why did the work end/).fill('She moved to Leeds.');
  for (const quality of [
    /^Conduct/,
    /^Reliability and timekeeping/,
    /^Honesty and integrity/,
    /^Working with others/,
  ]) {
    await answer(referee, quality, 'Excellent');
  }
  await answer(referee, /^Are you aware of any safeguarding concern/, 'No');
  await answer(referee, /^Were they subject to any disciplinary action/, 'No');
  await answer(referee, /^Would you employ them again/, 'Yes');
  await textbox(referee, /^Your full name/).fill(employer.name);
  await drawSignature(referee);
  await referee.getByRole('textbox', { name: 'Full name', exact: true }).fill(employer.name);
  await referee.getByRole('button', { name: 'Send reference' }).click();
  await expect(referee.getByText('Thank you. Your reference has been sent.')).toBeVisible();
  await refereeContext.close();

  // The office reviews it: received today, and satisfactory.
  await page.reload();
  const employerRow = page.getByRole('row').filter({ hasText: employer.name });
  await expect(employerRow).toContainText('Received');
  await expect(employerRow).toContainText(ukToday());
  await employerRow.getByRole('link', { name: employer.name }).click();
  // The stored reference is in the form before the office's verdict goes in.
  await expect(page.getByRole('textbox', { name: 'Referee name', exact: true })).toHaveValue(
    employer.name,
  );
  const satisfactory = page.getByRole('combobox', { name: 'Satisfactory', exact: true });
  await expect(satisfactory).toHaveValue('Not yet reviewed');
  await satisfactory.selectOption('Yes');
  await expect(satisfactory).toHaveValue('Yes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Reference saved.');
  await page.goto(`/app/applicants/${applicantId}/edit/references`);
  await expect(page.getByRole('row').filter({ hasText: employer.name })).toContainText('Yes');

  // The character referee answered by phone: the office records it.
  const references = await apiGet<{ items: Item[] }>(
    page,
    recordsPath('applicant-references', applicantId),
  );
  const secondId = references.items.find((row) => row.refereeName === character.name)?.id;
  const secondPath = `${recordsPath('applicant-references', applicantId)}/${secondId}`;
  const second = await apiGet<Item>(page, secondPath);
  const put = await page.request.put(secondPath, {
    data: {
      ...second,
      requestState: 'Received',
      receivedOn: new Date().toISOString(),
      satisfactory: 'Yes',
      reviewNotes: 'Taken by phone.',
    },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: appURL() },
  });
  expect(put.ok(), await put.text()).toBe(true);

  // 6. The DBS certificate and the right to work, on the file's own forms.
  await page.goto(`/app/applicants/${applicantId}/edit/dbs/add`);
  await page.getByRole('textbox', { name: 'Certificate number', exact: true }).fill('001234567890');
  await page.getByRole('textbox', { name: 'Issued on', exact: true }).fill(ukToday());
  await page
    .getByRole('combobox', { name: 'Level', exact: true })
    .selectOption('Enhanced with adult barred list');
  await page.getByRole('combobox', { name: 'Barred list', exact: true }).selectOption('Not barred');
  // Confirmed, so with its evidence: the copy of the certificate, who checked it and when.
  await page.getByLabel(/^Copy of the certificate/).setInputFiles({
    name: 'dbs-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('DBS certificate'),
  });
  await expect(page.getByText('Uploaded: dbs-certificate.pdf')).toBeVisible();
  await pickReference(page, 'Checked by', ADMIN.name.split(' ')[0] ?? ADMIN.name, ADMIN.name);
  await page.getByRole('textbox', { name: 'Checked on', exact: true }).fill(ukToday());
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'DBS Check added.');

  await page.goto(`/app/applicants/${applicantId}/edit/right-to-work/add`);
  await page
    .getByRole('combobox', { name: 'Method', exact: true })
    .selectOption('Online share code');
  await page.getByRole('textbox', { name: 'Share code', exact: true }).fill('W4X7K9P2M');
  await page
    .getByRole('combobox', { name: 'Result', exact: true })
    .selectOption('Right to work confirmed');
  await page.getByRole('combobox', { name: 'Permission', exact: true }).selectOption('Unlimited');
  await page.getByRole('textbox', { name: 'Checked on', exact: true }).fill(ukToday());
  await page.getByLabel(/^Evidence/).setInputFiles({
    name: 'share-code-check.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Share code check'),
  });
  await expect(page.getByText('Uploaded: share-code-check.pdf')).toBeVisible();
  await pickReference(page, 'Checked by', ADMIN.name.split(' ')[0] ?? ADMIN.name, ADMIN.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Right to Work Check added.');

  // Identity with a photo, seen and checked, and the health declaration; five years of addresses
  // came with the application (at the address typed since 01/06/2015).
  await createRecord(
    page,
    'applicant-identity-documents',
    { type: 'Passport', verifiedBy: me.data.id, verifiedOn: ukTodayIso() },
    applicantId,
  );
  const declaration = {
    physical_condition: 'no',
    back_problems: 'no',
    infectious_condition: 'no',
    mental_condition: 'no',
    medication_affects_work: 'no',
    adjustments_needed: 'no',
    occupational_health: 'yes',
    declaration_true: 'yes',
    signature: { image: SIGNATURE_PNG, name, date: ukTodayIso() },
  };
  await apiPost(page, `/api/v1/applicants/${applicantId}/forms/health-declaration/responses`, {
    answers: declaration,
    status: 'completed',
    basedOn: null,
  });

  // Before the contract, the profile names what is still missing; the office offers it.
  await page.goto(`/app/applicants/${applicantId}`);
  const clearance = page.getByRole('region', { name: 'Cleared to start' });
  await expect(clearance.getByText('Contract not signed')).toBeVisible();
  await expect(clearance.getByRole('button', { name: 'Clear to start' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Contract' }).click();
  await expect(page.getByText('Contract', { exact: true }).first()).toBeVisible();

  // 7. The applicant signs the contract their age picks, from their link.
  await phone.goto(fileLink);
  await expect(phone).toHaveTitle('care360 - Your Application');
  await phone.getByRole('link', { name: /21 Plus Contract/ }).click();
  await expect(phone.getByRole('heading', { level: 1, name: '21 Plus Contract' })).toBeVisible();
  await answer(phone, /^I have read these terms and agree to them/, 'Yes');
  await phone.getByRole('textbox', { name: 'Your home address' }).fill('1 High Street\nLeeds');
  await phone.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4AP');
  await drawSignature(phone);
  await phone.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await phone.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(phone.getByText(`Signed by ${name} on ${ukToday()}`)).toBeVisible();
  await applicantContext.close();

  // 8. Nothing is missing: the office clears them, and the tracker lists them as successful.
  await page.reload();
  await expect(clearance.getByText('Contract not signed')).toHaveCount(0);
  await clearance.getByRole('button', { name: 'Clear to start' }).click();
  await expect(clearance.getByText(/cleared to start/i).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/recruitment-tracker/successfullapplicants');
  await expect(page).toHaveTitle('care360 - Recruitment Tracker - Successful Applicants');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});
