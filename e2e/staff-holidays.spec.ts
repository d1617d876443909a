import { addCalendarDays, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { pickReference } from './support/pickers';
import { createRecord, idOf } from './support/records';

/**
 * Holidays (issue 13, item 6): a holiday booked over another of the same person is refused with
 * the message at its dates and nothing is added; the balance above the holidays list moves the
 * booked hours to taken once the holiday is approved.
 */
test('an overlapping holiday is refused at the field, and approval moves booked hours to taken', async ({
  page,
}) => {
  // A long journey: records made, a form saved, and three lists read again.
  test.slow();
  const tag = uniqueTag();
  const today = ukTodayIso();
  const employee = await createRecord(page, 'employees', {
    forename: 'Hana',
    surname: `Holiday-${tag}`,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    startDate: '2020-01-06',
    leftOn: null,
    hoursType: 'Fixed hours',
    weeklyHours: 37.5,
    user: null,
  });
  const from = addCalendarDays(today, 7);
  const to = addCalendarDays(today, 11);
  const first = await createRecord(
    page,
    'employee-holidays',
    {
      fromDate: from,
      toDate: to,
      reason: await idOf(page, 'holiday-reasons', 'Annual leave'),
      hours: 37.5,
      status: 'Requested',
      notes: null,
    },
    employee.id,
  );

  // A second holiday overlapping the first: refused, the message at its dates.
  await page.goto(`/app/employees/${employee.id}/edit/holidays/add`);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(ukDate(to));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(ukDate(addCalendarDays(to, 2)));
  await pickReference(page, 'Reason', 'Annual', 'Annual leave');
  await page.getByRole('textbox', { name: 'Hours of leave', exact: true }).fill('15');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Requested');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('These dates overlap another holiday of this person.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page);

  // The list: one holiday, booked against the 5.6 weeks of 37.5 hours.
  await page.goto(`/app/employees/${employee.id}/edit/holidays`);
  const balance = page.getByRole('region', { name: 'Holiday balance' });
  await expect(balance).toContainText('Allowance210 hours');
  await expect(balance).toContainText('Taken0 hours');
  await expect(balance).toContainText('Booked37.5 hours');
  await expect(balance).toContainText('Remaining172.5 hours');
  await expect(page.getByRole('row').filter({ hasText: ukDate(from) })).toHaveCount(1);
  await expectAccessible(page);

  // Approved: the hours move from booked to taken.
  await page.goto(`/app/employees/${employee.id}/edit/holidays/${first.id}/edit`);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Approved');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Office Employee Holiday saved.')).toBeVisible();
  await page.goto(`/app/employees/${employee.id}/edit/holidays`);
  await expect(balance).toContainText('Taken37.5 hours');
  await expect(balance).toContainText('Booked0 hours');
  await expect(balance).toContainText('Remaining172.5 hours');
});
