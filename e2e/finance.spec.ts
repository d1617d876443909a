import { addCalendarDays, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { ukTodayIso } from './support/clients';
import { signIn } from './support/session';
import { expect, test } from './support/test';

/** The demo's branch manager, who confirms visits and runs invoices and pay (demo data). */
const MANAGER = { email: 'manager@care360.local', name: 'Priya Shah' } as const;
/** The funder the demo invoices; its clients have visits every week. */
const FUNDER = 'Leeds City Council';

/**
 * The money side on demo data: the demo leaves last week's delivered visits unconfirmed, so the
 * manager confirms them, invoices them to the council (invoices with totals, each with a PDF),
 * then runs pay for the week: the carer whose pay rule leaves travel unpaid falls below the
 * minimum wage, the run names them and will not close until they are topped up.
 */
test('a week of visits confirmed, invoiced and paid, with a minimum wage shortfall named and fixed', async ({
  page,
}) => {
  // Two jobs (the runs) and a handful of pages on a shared machine.
  test.slow();
  const to = addCalendarDays(ukTodayIso(), -1);
  const from = addCalendarDays(to, -6);
  const period = `${ukDate(from)} to ${ukDate(to)}`;
  await signIn(page, MANAGER.email);

  await page.goto('/app/finance');
  await expect(page).toHaveTitle('care360 - Finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(from);
  await page.getByRole('textbox', { name: 'To' }).fill(to);
  const summary = page.getByText(/confirmed visits in .*waiting to be confirmed\./);
  await expect(summary).toContainText(`in ${period};`);
  await expect(summary).not.toContainText('; 0 waiting');

  // Review the week's delivered visits as they would be charged and paid, then confirm them.
  await page.getByRole('button', { name: 'Review visits' }).click();
  const toConfirm = page.getByRole('table', { name: 'Visits to confirm' });
  await expect(toConfirm.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  const confirm = page.getByRole('button', { name: /^Confirm \d+ visits$/ });
  const count = Number((await confirm.innerText()).match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await confirm.click();
  await expect(page.getByText(`${count} visits confirmed.`)).toBeVisible();
  await expect(summary).toContainText('; 0 waiting to be confirmed.');
  await expect(toConfirm).toHaveCount(0);

  // An invoice run to the council for the week: a job, followed on the page until it completes.
  const runs = page.getByRole('table', { name: 'Finance runs' });
  await page.getByRole('combobox', { name: 'Funder' }).selectOption(FUNDER);
  await page.getByRole('button', { name: 'Start invoice run' }).click();
  const invoiceRun = runs.getByRole('row').filter({ hasText: `Invoices: ${FUNDER}, ${period}` });
  await expect(invoiceRun).toContainText('Completed', { timeout: 30_000 });
  await expect(invoiceRun.getByRole('cell').nth(2)).toHaveText(/^£[1-9][\d,]*\.\d\d$/);

  // Its invoices, one per client, each with a total and a PDF.
  await invoiceRun.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/finance\/invoice-runs\/[^/]+\/invoices$/);
  const invoices = page.getByRole('row').filter({ hasText: FUNDER });
  await expect(invoices.first()).toBeVisible();
  await expect(invoices.first()).toContainText(/£[1-9][\d,]*\.\d\d/);
  await expect(invoices.first()).toContainText('Issued');
  await expectAccessible(page);
  const pdfLink = invoices.first().getByRole('link', { name: /^PDF of / });
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A pay run for the same week names the carer below the minimum wage and cannot close yet.
  await page.goto('/app/finance');
  await expect(summary).toContainText(`in ${period};`);
  await page.getByRole('button', { name: 'Start pay run' }).click();
  const payRun = runs.getByRole('row').filter({ hasText: `Pay: ${period}` });
  await expect(payRun).toContainText('Shortfalls', { timeout: 30_000 });
  const shortfall = payRun.getByText(/ is £[\d,]+\.\d\d below the minimum wage$/);
  await expect(shortfall.first()).toBeVisible();
  await expectAccessible(page);
  const named = (await shortfall.first().innerText()).replace(/ is £.*$/, '');
  await payRun.getByRole('button', { name: 'Close pay run' }).click();
  await expect(
    page.getByText(new RegExp(`This pay run cannot close: .*${named} £[\\d.]+ short`)),
  ).toBeVisible();
  await expect(payRun).toContainText('Shortfalls');

  // Top up each carer named (one at a time, as the office would), then the run closes.
  for (;;) {
    const topUps = payRun.getByRole('button', { name: /^Top up / });
    const left = await topUps.count();
    if (left === 0) break;
    await topUps.first().click();
    await expect(topUps).toHaveCount(left - 1);
  }
  await expect(payRun.getByText(named)).toHaveCount(0);
  await expect(payRun).toContainText('Checked');
  await payRun.getByRole('button', { name: 'Close pay run' }).click();
  await expect(payRun).toContainText('Closed');
  await expect(payRun.getByRole('button', { name: 'Close pay run' })).toHaveCount(0);
});
