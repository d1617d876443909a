import { addCalendarDays, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { newestEmailText } from './support/mail';
import { pickReference } from './support/pickers';
import { createRecord, idOf } from './support/records';

/**
 * Holidays: a holiday booked over another of the same person is refused with
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

/**
 * A manager works through the holiday requests: approves one and declines another with its
 * reason, from the list beside the holiday calendar; each person is emailed, and the holiday's
 * page names who decided and heads it with its dates as DD/MM/YYYY.
 */
test('a manager approves one holiday request and declines another from the pending list', async ({
  page,
}) => {
  // A long journey: records made, two decisions, emails read and a holiday's page opened.
  test.slow();
  const tag = uniqueTag();
  const today = ukTodayIso();
  const email = `hana.${tag}@staff.test`;
  const employee = await createRecord(page, 'employees', {
    forename: 'Hana',
    surname: `Request-${tag}`,
    email,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    startDate: '2020-01-06',
    leftOn: null,
    hoursType: 'Fixed hours',
    weeklyHours: 37.5,
    user: null,
  });
  const name = `Hana Request-${tag}`;
  const annualLeave = await idOf(page, 'holiday-reasons', 'Annual leave');
  const holiday = async (from: string, to: string) =>
    createRecord(
      page,
      'employee-holidays',
      {
        fromDate: from,
        toDate: to,
        reason: annualLeave,
        hours: 15,
        status: 'Requested',
        notes: null,
      },
      employee.id,
    );
  const firstFrom = addCalendarDays(today, 20);
  const firstTo = addCalendarDays(today, 21);
  const secondFrom = addCalendarDays(today, 30);
  const secondTo = addCalendarDays(today, 31);
  const first = await holiday(firstFrom, firstTo);
  await holiday(secondFrom, secondTo);

  // The list, found in the navigation beside the holiday calendar.
  await page.goto('/app');
  await page.getByRole('link', { name: 'Holiday Requests' }).last().click();
  await expect(page).toHaveTitle('care360 - Office Employee Holiday Requests');
  const firstCard = page.getByRole('article', {
    name: `${name}, ${ukDate(firstFrom)} to ${ukDate(firstTo)}`,
  });
  const secondCard = page.getByRole('article', {
    name: `${name}, ${ukDate(secondFrom)} to ${ukDate(secondTo)}`,
  });
  await expect(firstCard).toBeVisible();
  await expect(secondCard).toBeVisible();
  await expectAccessible(page);

  await firstCard.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText(`Holiday approved: ${name} is emailed.`)).toBeVisible();
  await expect(firstCard).toHaveCount(0);

  await secondCard.getByRole('button', { name: /^Decline/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the holiday' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(
    dialog.getByText('Say why the holiday is declined: the person is told.'),
  ).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Reason for declining/ })
    .fill('Two of the team are off.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`Holiday declined: ${name} is emailed the reason.`)).toBeVisible();
  await expect(secondCard).toHaveCount(0);

  // The person is told each decision.
  expect(await newestEmailText(email, 'Your holiday request has been approved')).toContain(
    `from ${ukDate(firstFrom)} to ${ukDate(firstTo)} (15 hours) has been approved by Alex Morgan.`,
  );
  expect(await newestEmailText(email, 'Your holiday request has been declined')).toContain(
    'The reason: Two of the team are off.',
  );

  // The holiday's page: headed with its dates in UK form, the approver by name.
  await page.goto(`/app/employees/${employee.id}/edit/holidays/${first.id}/edit`);
  await expect(page.getByText(`${ukDate(firstFrom)} to ${ukDate(firstTo)}`).first()).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Approved or declined by', exact: true }),
  ).toHaveValue('Alex Morgan');
});
