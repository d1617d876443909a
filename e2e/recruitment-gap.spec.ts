import { expect, test, uniqueTag } from './support/admin';
import { createRecord, idOf } from './support/records';

/**
 * An unexplained gap in an applicant's employment history keeps them from being cleared
 * to start, with the reason on their profile in the office's words; once the gap is explained in
 * writing, the reason goes.
 */

const GAP = 'Employment gap 03/2021–08/2021 not explained';

test('an unexplained employment gap keeps an applicant from being cleared', async ({ page }) => {
  const surname = `Gapson-${uniqueTag()}`;
  const applicant = await createRecord(page, 'applicants', {
    forename: 'Robin',
    surname,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    stage: 'Checks',
    appliedOn: '2026-10-01',
  });
  for (const job of [
    { employer: 'Sunrise Care', fromDate: '2015-01-01', toDate: '2021-02-28' },
    { employer: 'Bright Homes', fromDate: '2021-09-01' },
  ]) {
    await createRecord(page, 'applicant-work-history', { jobTitle: 'Carer', ...job }, applicant.id);
  }

  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${surname}` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Cleared to start' });
  await expect(panel.getByText(GAP)).toBeVisible();
  const clear = panel.getByRole('button', { name: 'Clear to start' });
  await expect(clear).toBeDisabled();
  await expect(panel.getByText(/checks are still missing/)).toBeVisible();

  // The gap's Fix link leads to the file's gap explanations, where the office records it.
  await panel
    .getByRole('listitem')
    .filter({ hasText: GAP })
    .getByRole('link', { name: 'Fix' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/app/applicants/${applicant.id}/edit/gap-explanations$`),
  );
  await createRecord(
    page,
    'applicant-gap-explanations',
    { fromDate: '2021-03-01', toDate: '2021-08-31', explanation: 'Caring for my father' },
    applicant.id,
  );

  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(panel.getByText('DBS certificate not recorded')).toBeVisible();
  await expect(panel.getByText(GAP)).toHaveCount(0);
  await expect(clear).toBeDisabled();
});
