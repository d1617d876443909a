import { ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from './support/phone';
import { createRecord, idOf } from './support/records';

/**
 * The holiday calendar on the platform calendar: the month's grid and a row per person across
 * the month's days, moving by month, a holiday opened from the keyboard, and on a phone a list by
 * day that fits the screen.
 */
test('the holiday calendar shows who is off by month and by person, and opens a holiday from the keyboard', async ({
  page,
}) => {
  // A long journey: a holiday made, two views, paging both ways, the phone list and three axe checks.
  test.slow();
  const tag = uniqueTag();
  const today = ukTodayIso();
  const surname = `Calendar-${tag}`;
  const employee = await createRecord(page, 'employees', {
    forename: 'Cara',
    surname,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    startDate: '2020-01-06',
    leftOn: null,
    hoursType: 'Fixed hours',
    weeklyHours: 37.5,
    user: null,
  });
  const holiday = await createRecord(
    page,
    'employee-holidays',
    {
      fromDate: today,
      toDate: today,
      reason: await idOf(page, 'holiday-reasons', 'Annual leave'),
      hours: 7.5,
      status: 'Approved',
      notes: null,
    },
    employee.id,
  );
  const name = new RegExp(`Cara ${surname}`);
  const month = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  await page.goto('/app/calendar/employee/holidays');
  await expect(
    page.getByRole('heading', { name: 'Calendar - Office Employee Holidays' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Holidays' });
  const link = calendar.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(
    calendar.locator('.ec-event').filter({ has: page.getByRole('link', { name }) }),
  ).toContainText('Approved');
  // The holiday's bar lies across today's cell of the month's grid.
  const cell = await calendar.locator(`.ec-day:has(time[datetime="${today}"])`).boundingBox();
  const bar = await calendar
    .locator('.ec-event')
    .filter({ has: page.getByRole('link', { name }) })
    .boundingBox();
  expect(cell && bar).toBeTruthy();
  if (cell && bar) {
    expect(bar.x).toBeGreaterThanOrEqual(cell.x - 1);
    expect(bar.x + bar.width).toBeLessThanOrEqual(cell.x + cell.width + 1);
    expect(bar.y).toBeGreaterThanOrEqual(cell.y);
    expect(bar.y).toBeLessThan(cell.y + cell.height);
  }
  await expectAccessible(page);

  // A row per person, the month's days across.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('People', { exact: true }).click();
  await expect(calendar).toHaveAttribute('data-view', 'timeline');
  await expect(calendar.getByRole('heading', { name: `Cara ${surname}` })).toBeVisible();
  await expect(calendar.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);

  // Next month and back again.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: month })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: month })).toBeVisible();

  // From the keyboard: the holiday takes focus, and Enter opens its edit page in the app.
  await calendar.getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/app/employees/${employee.id}/edit/holidays/${holiday.id}/edit$`),
  );
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(ukDate(today));

  // A phone: the month is a list of the days someone is off, and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.goto('/app/calendar/employee/holidays');
  const list = page.getByRole('region', { name: 'Holidays by day' });
  await expect(list.getByRole('link', { name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
});
