import { addCalendarDays, addCalendarMonths, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { pickReference } from './support/pickers';
import { createRecord, idOf } from './support/records';

/**
 * Supervisions drive what is due: a carer never supervised is overdue on the
 * list a manager works through; once a supervision is recorded on their file, the next one is
 * due three months later, shown above their supervisions, and they leave the overdue list.
 */
test('recording a supervision shows the next one due three months later', async ({ page }) => {
  // A long journey: records made, a form saved, and three lists read again.
  test.slow();
  const tag = uniqueTag();
  const today = ukTodayIso();
  const carer = await createRecord(page, 'carers', {
    forename: 'Sian',
    surname: `Supervised-${tag}`,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    startDate: addCalendarMonths(today, -8),
    leftOn: null,
    user: null,
    applicant: null,
  });

  // Never supervised: overdue since three months after the start, on the managers' list.
  await page.goto('/app/audits/carers/supervisions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Audits - Carer Supervisions' }),
  ).toBeVisible();
  await page.locator('label[for$="-overdue"]').click();
  const row = page.getByRole('row').filter({ hasText: `Supervised-${tag}` });
  await expect(row).toContainText(ukDate(addCalendarMonths(addCalendarMonths(today, -8), 3)));
  await expect(row.getByText('Overdue')).toBeVisible();
  await expectAccessible(page);

  // Record one from the list's link, held five days ago.
  await row.getByRole('link', { name: `Add a supervision for Supervised-${tag}, Sian` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/carers/${carer.id}/edit/supervisions/add$`));
  const heldOn = addCalendarDays(today, -5);
  await page.getByRole('textbox', { name: 'Held on', exact: true }).fill(ukDate(heldOn));
  await pickReference(page, 'Held by', 'Alex', 'Alex Morgan');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('One to one');
  await page
    .getByRole('textbox', { name: 'Topics discussed', exact: true })
    .fill('Rota, training and wellbeing');
  await page.getByRole('combobox', { name: 'Outcome', exact: true }).selectOption('Satisfactory');
  await page.getByRole('button', { name: 'Save' }).click();

  // The file's supervisions list says when the next is due: three months after it was held.
  await page.goto(`/app/carers/${carer.id}/edit/supervisions`);
  const nextDue = page.getByRole('region', { name: 'Next supervision' });
  await expect(nextDue).toContainText(`Next due: ${ukDate(addCalendarMonths(heldOn, 3))}`);
  await expect(nextDue).toContainText('Up to date');
  await expect(nextDue).toContainText(`Last held ${ukDate(heldOn)}`);
  await expectAccessible(page);

  // And they are no longer on the overdue list.
  await page.goto('/app/audits/carers/supervisions');
  await page.locator('label[for$="-overdue"]').click();
  await expect(page.getByText(/overdue, \d+ due within 14 days/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Supervised-${tag}` })).toHaveCount(0);
});
