import { addCalendarDays, addCalendarMonths, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { pickReference } from './support/pickers';
import { createRecord, idOf } from './support/records';
import { ADMIN, signIn } from './support/session';
import { appURL } from './support/test';
import { INVITED_PASSWORD, inviteUser } from './support/users';

/**
 * Training that expires is flagged: training recorded on a carer's file that
 * expires in 20 days (its expiry worked out from the course's 12 months) reads "Expiring soon" on
 * their Training page, on their profile, and on the worklist of the carer themself (their own
 * line heads the group) and in the training matrix.
 */
test('training that expires in 20 days is flagged on the training page, the profile and the worklist', async ({
  page,
  browser,
}) => {
  // A long journey: an invitation, two sign-ins, five pages checked with axe.
  test.slow();
  const tag = uniqueTag();
  const today = ukTodayIso();
  // The carer signs in too: a user of their own (carers.user).
  const account = await inviteUser(browser, 'trainee');
  // The admin's sign-in there ended this page's session: sign in again.
  await signIn(page, ADMIN.email);
  const carer = await createRecord(page, 'carers', {
    forename: 'Tariq',
    surname: `Trained-${tag}`,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    user: await idOf(page, 'users', account.name),
    applicant: null,
  });
  const expires = addCalendarDays(today, 20);
  const completedOn = addCalendarMonths(expires, -12);

  // Never done: the mandatory course reads "Not completed"; Add training records it.
  await page.goto(`/app/carers/${carer.id}/edit/training`);
  await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
  const moving = page.getByRole('row').filter({ hasText: 'Moving and handling' });
  await expect(moving.getByText('Not completed')).toBeVisible();
  await page.getByRole('link', { name: 'Add training' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/carers/${carer.id}/edit/training-records/add$`));
  await pickReference(page, 'Course', 'Moving', 'Moving and handling');
  await page.getByRole('textbox', { name: 'Completed on', exact: true }).fill(ukDate(completedOn));
  await page
    .getByRole('textbox', { name: 'Provider or trainer', exact: true })
    .fill('Skills for Care');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/add$/);

  // The training page: expiring in 20 days, in words as well as colour.
  await page.goto(`/app/carers/${carer.id}/edit/training`);
  await expect(moving.getByText('Expiring soon')).toBeVisible();
  await expect(moving).toContainText(ukDate(completedOn));
  await expect(moving).toContainText(`${ukDate(expires)} (in 20 days)`);
  await expect(page.getByText(/1 expiring within 30 days/)).toBeVisible();
  await expectAccessible(page);

  // The profile names it among what needs attention.
  await page.goto(`/app/carers/${carer.id}`);
  await expect(page.getByText(`Moving and handling: expires ${ukDate(expires)}`)).toBeVisible();

  // The training matrix, filtered to what is expiring, has the carer with the course's expiry.
  await page.goto('/app/training-matrix');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Matrix' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Expiring soon' }).click();
  const matrixRow = page.getByRole('row').filter({ hasText: `Tariq Trained-${tag}` });
  await expect(matrixRow).toContainText(`Expires ${ukDate(expires)}`);
  await expect(matrixRow.getByText('Expiring soon').first()).toBeVisible();
  await expectAccessible(page);

  // The carer's own worklist heads the training group with their line, linking to the page.
  const context = await browser.newContext({ baseURL: appURL() });
  try {
    const own = await context.newPage();
    await signIn(own, account.email, INVITED_PASSWORD);
    const group = own.getByRole('region', { name: 'Training expiring or expired' });
    const line = group.getByRole('listitem').first();
    await expect(line).toContainText(`Moving and handling expires ${ukDate(expires)}`);
    await expectAccessible(own);
    await line.getByRole('link', { name: `Tariq Trained-${tag} (you)` }).click();
    await expect(own).toHaveURL(new RegExp(`/app/carers/${carer.id}/edit/training$`));
    await expect(own.getByRole('row').filter({ hasText: 'Moving and handling' })).toContainText(
      'Expiring soon',
    );
  } finally {
    await context.close();
  }
});
