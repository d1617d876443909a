import { expectAccessible } from './support/accessibility';
import { apiPost, expect, test, uniqueTag } from './support/admin';
import { createRecord, idOf } from './support/records';

/**
 * Issue 13: an applicant cleared to start (here on a manager's recorded override) becomes a
 * carer with the profile's Make carer action, which opens the new carer's profile; their file
 * then holds the work history and references they gave as an applicant.
 */
test('a cleared applicant made a carer keeps their work history and references', async ({
  page,
}) => {
  // A long journey: an applicant set up and cleared, a carer made, and their file read.
  test.slow();
  const surname = `Convert-${uniqueTag()}`;
  const applicant = await createRecord(page, 'applicants', {
    forename: 'Morgan',
    surname,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    stage: 'Checks',
    appliedOn: '2026-10-01',
  });
  await createRecord(
    page,
    'applicant-work-history',
    { jobTitle: 'Senior carer', employer: `Sunrise Care ${surname}`, fromDate: '2018-01-01' },
    applicant.id,
  );
  await createRecord(
    page,
    'applicant-references',
    {
      type: 'Employer',
      refereeName: `Pat Referee ${surname}`,
      company: 'Sunrise Care',
      email: 'pat.referee@example.com',
    },
    applicant.id,
  );
  await createRecord(
    page,
    'applicant-clearance-overrides',
    { reason: 'Shadow shifts only until the DBS certificate arrives' },
    applicant.id,
  );
  await apiPost(page, `/api/v1/applicants/${applicant.id}/clear`, {});

  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Morgan ${surname}` })).toBeVisible();
  await page.getByRole('button', { name: 'Make carer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make carer' });
  await dialog.getByLabel('Start date', { exact: false }).first().fill('2026-12-01');
  await dialog.getByRole('combobox', { name: 'Hours' }).selectOption('Fixed hours');
  await dialog.getByRole('textbox', { name: 'Contracted or average weekly hours' }).fill('30');
  await dialog.getByRole('button', { name: 'Make carer' }).click();

  await expect(page).toHaveURL(/\/app\/carers\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Morgan ${surname}` })).toBeVisible();
  const carerId = new URL(page.url()).pathname.split('/').pop() as string;

  await page.goto(`/app/carers/${carerId}/edit/references-documents`);
  await expect(page.getByText(`Pat Referee ${surname}`).first()).toBeVisible();
  await expect(page.getByText(`Sunrise Care ${surname}`).first()).toBeVisible();
  await expectAccessible(page);

  // The applicant's profile now leads to the carer's file instead of offering Make carer again.
  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(page.getByRole('button', { name: 'Make carer' })).toHaveCount(0);
  await page.getByRole('link', { name: 'view file' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/carers/${carerId}$`));
});
