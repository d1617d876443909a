import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiPost, expect, test, uniqueTag } from './support/admin';
import { noteAlerts } from './support/alerts';
import { ukToday } from './support/clients';
import { smallPdf } from './support/files';
import { createRecord, idOf } from './support/records';
import { signIn } from './support/session';

/** The demo's branch manager, who may record a clearance override. */
const MANAGER = { email: 'manager@care360.local', name: 'Priya Shah' } as const;

/** Fills the Make carer dialog on the applicant's profile and waits for the new carer's file. */
async function makeCarer(page: Page, name: string) {
  await page.getByRole('button', { name: 'Make carer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make carer' });
  await dialog.getByLabel('Start date', { exact: false }).first().fill('2026-12-01');
  await dialog.getByRole('combobox', { name: 'Hours' }).selectOption('Fixed hours');
  await dialog.getByRole('textbox', { name: 'Contracted or average weekly hours' }).fill('30');
  await dialog.getByRole('button', { name: 'Make carer' }).click();
  await expect(page).toHaveURL(/\/app\/carers\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/**
 * An applicant cleared to start (here on a manager's recorded override) becomes a
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
    { reason: 'Shadow shifts only until the DBS certificate arrives', interviewWaived: true },
    applicant.id,
  );
  await apiPost(page, `/api/v1/applicants/${applicant.id}/clear`, {});

  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Morgan ${surname}` })).toBeVisible();
  const carerId = await makeCarer(page, `Morgan ${surname}`);

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

/**
 * Clearance means what it says: as the manager, an applicant whose interview is only booked is
 * refused Clear to start with the reason named; a DBS check marked confirmed without its
 * certificate file and checker is refused field by field in its form; an override naming the
 * interview, with a condition, clears them; Make carer then puts the condition and every check
 * still outstanding on the carer's profile and Home's worklist as dated to-dos until marked done.
 */
test('an override naming the interview clears an applicant and its condition becomes a to-do', async ({
  browser,
  baseURL,
}) => {
  // A long journey on one applicant: refusals, an override, a carer made, to-dos done.
  test.slow();
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(noteAlerts);
  const page = await context.newPage();
  await signIn(page, MANAGER.email);

  const surname = `Cleared-${uniqueTag()}`;
  const name = `Robin ${surname}`;
  const condition = 'Shadowing only until the second reference arrives';
  const applicant = await createRecord(page, 'applicants', {
    forename: 'Robin',
    surname,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    stage: 'Interview',
    appliedOn: '2026-10-01',
  });
  await createRecord(
    page,
    'applicant-interviews',
    { startsAt: '2026-12-20T10:00:00.000Z', minutes: 45, place: 'In the office', state: 'Booked' },
    applicant.id,
  );

  // Only booked: the profile names the interview not yet held and Clear to start is refused.
  await page.goto(`/app/applicants/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const clearance = page.getByRole('region', { name: 'Cleared to start' });
  await expect(clearance.getByText(/^Interview on 20\/12\/2026 10:00 not yet held$/)).toBeVisible();
  await expect(clearance.getByRole('button', { name: 'Clear to start' })).toBeDisabled();
  await expect(clearance.getByText(/checks are still missing\.$/)).toBeVisible();

  // A DBS check marked confirmed (a check date given) without its certificate or checker.
  await page.goto(`/app/applicants/${applicant.id}/edit/dbs/add`);
  await page.getByRole('textbox', { name: 'Certificate number', exact: true }).fill('001234567891');
  await page.getByRole('textbox', { name: 'Issued on', exact: true }).fill(ukToday());
  await page
    .getByRole('combobox', { name: 'Level', exact: true })
    .selectOption('Enhanced with adult barred list');
  await page.getByRole('combobox', { name: 'Barred list', exact: true }).selectOption('Not barred');
  await page.getByRole('textbox', { name: 'Checked on', exact: true }).fill(ukToday());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A confirmed check needs its evidence file.')).toBeVisible();
  await expect(page.getByText('A confirmed check names who checked it.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/applicants/${applicant.id}/edit/dbs/add$`));

  // The override names the interview and sets the condition; Clear to start then goes ahead.
  await page.goto(`/app/applicants/${applicant.id}`);
  await clearance.getByRole('button', { name: 'Override' }).click();
  const override = page.getByRole('dialog', { name: 'Override: clear before every check holds' });
  await override
    .getByRole('textbox', { name: /^Why they may start/ })
    .fill('Experienced carer; the office has seen her DBS update service record.');
  await override.getByLabel(/^Risk assessment/).setInputFiles({
    name: 'risk-assessment.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Risk assessment'),
  });
  await expect(override.getByText('Uploaded: risk-assessment.pdf')).toBeVisible();
  await override.getByRole('switch', { name: /^Covers the interview/ }).check();
  await override.getByRole('textbox', { name: /^Conditions of starting/ }).fill(condition);
  await override.getByRole('button', { name: 'Record override' }).click();
  await expect(override).toHaveCount(0);
  await expect(clearance.getByText(`Conditions: ${condition}`)).toBeVisible();
  await clearance.getByRole('button', { name: 'Clear to start' }).click();
  await expect(clearance.getByText(/^Cleared to start on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();

  // The new carer's profile lists the condition and the outstanding checks, each with its date.
  const carerId = await makeCarer(page, name);
  const todos = page.getByRole('list', { name: 'Open onboarding to-dos' });
  const due = /Due \d\d\/\d\d\/\d{4}/;
  const conditionItem = todos.getByRole('listitem').filter({ hasText: condition });
  await expect(conditionItem).toContainText('Condition');
  await expect(conditionItem).toContainText(due);
  const interviewItem = todos.getByRole('listitem').filter({ hasText: /not yet held/ });
  await expect(interviewItem).toContainText(due);
  const count = await todos.getByRole('listitem').count();
  expect(count).toBeGreaterThan(2);
  await expectAccessible(page);

  // Home's worklist has the group, naming the carer and the condition.
  await page.goto('/app');
  const group = page
    .getByRole('region', { name: 'Your worklist' })
    .getByRole('region', { name: 'New carers: conditions and onboarding to-dos' });
  // The demo's new carers may be shadowing under the same condition: this carer's line is meant.
  const theirCondition = group
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ hasText: condition });
  await expect(theirCondition).toHaveCount(1);

  // Mark done takes the condition off the profile and off the worklist.
  await page.goto(`/app/carers/${carerId}`);
  await todos.getByRole('button', { name: `Mark done: ${condition}` }).click();
  await expect(todos.getByRole('listitem')).toHaveCount(count - 1);
  await expect(todos.getByRole('listitem').filter({ hasText: condition })).toHaveCount(0);
  await page.goto('/app');
  await expect(group.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
  await expect(theirCondition).toHaveCount(0);
  await context.close();
});
