import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { linkInNewestEmail } from './support/mail';
import { MEADOWBANK } from './support/session';

interface Grant {
  clientId: string;
  clientName: string;
  state: string;
}

/** A UK wall-clock time some days ahead, as the grant form takes it: 'DD/MM/YYYY 17:00'. */
function daysAhead(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${parts} 17:00`;
}

/**
 * A health professional reading a care plan through a grant that then ends: the office adds a GP,
 * grants them a consenting client's care plan (the link goes by email only), the GP opens the link
 * and sees the care plan in the 800 px viewer, the view shows on the client's file, and once the
 * office revokes the grant the same link shows what any dead link shows.
 */
test('a health professional reads a care plan through a grant that then ends', async ({
  page,
  browser,
}) => {
  // Two browsers, the office's and the professional's, a grant, a PDF and a revocation.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const email = `dr.kaye.${tag}@nhs.test`;
  // A demo client whose consent form says yes to sharing: one the demo GP was granted before.
  const [whitaker] = (
    await apiGet<{ items: Array<{ id: string }> }>(
      page,
      '/api/v1/health-professionals?search=Whitaker',
    )
  ).items;
  const { grants } = await apiGet<{ grants: Grant[] }>(
    page,
    `/api/v1/health-professionals/${whitaker?.id}/grants`,
  );
  // A client the demo's grants show consenting, still in service (another journey may end one's).
  let consenting: Grant | undefined;
  let clientTitle = '';
  for (const grant of grants) {
    const surname = grant.clientName.split(' ').at(-1) ?? '';
    const options = await apiGet<{ items: Array<{ id: string; title: string }> }>(
      page,
      `/api/v1/health-professional-grants/options/client?search=${encodeURIComponent(surname)}&limit=50`,
    );
    const offered = options.items.find((item) => item.id === grant.clientId);
    if (offered) {
      consenting = grant;
      clientTitle = offered.title;
      break;
    }
  }
  if (!consenting) throw new Error('no client of the demo grants is offered by the picker');

  // 1. The office adds the GP.
  await page.goto('/app/health-professionals');
  await expect(page).toHaveTitle('care360 - Health Professionals');
  await expect(page.getByRole('link', { name: 'Dr Helen Whitaker', exact: true })).toBeVisible();
  await page.goto('/app/health-professionals/add');
  await expect(page).toHaveTitle('care360 - Add Health Professional');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Dr Ruth Kaye ${tag}`);
  await page.getByRole('combobox', { name: 'Profession', exact: true }).selectOption('GP');
  await page.getByRole('textbox', { name: 'Organisation', exact: true }).fill('Oakwood Surgery');
  await page.getByRole('textbox', { name: 'Registration number', exact: true }).fill('GMC 7012345');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();

  // 2. …and grants them the client's care plan until next week.
  await page.goto('/app/health-professionals');
  await page.getByRole('link', { name: `Dr Ruth Kaye ${tag}` }).click();
  await page.getByRole('tab', { name: 'Access' }).click();
  // Clients are named by surname and two may share it: the option is chosen by its id.
  const clientBox = page.getByRole('combobox', { name: 'Client', exact: true });
  // The Access tab can be drawn again as the new professional's live event lands, emptying a
  // search typed just before: the choice is made again until it holds, as a user would.
  await expect(async () => {
    await clientBox.click();
    await clientBox.fill(clientTitle);
    await page.locator(`[role="option"][value="${consenting.clientId}"]`).click({ timeout: 5_000 });
    await expect(clientBox).toHaveValue(clientTitle, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Care plan' }).check();
  await page.getByRole('textbox', { name: 'Until', exact: true }).fill(daysAhead(7));
  await page.getByRole('button', { name: 'Grant and email the link' }).click();
  await expectAlert(page, `Access granted; the link was emailed to ${email}.`);
  const granted = page.getByRole('row', { name: /Active/ });
  await expect(granted).toContainText('Care plan');
  await expectAccessible(page);

  // 3. The GP opens the emailed link, in a browser of their own, and reads the care plan.
  const link = await linkInNewestEmail(
    email,
    `Access to ${consenting.clientName}'s records from ${MEADOWBANK}`,
  );
  const gp = await (await browser.newContext()).newPage();
  await gp.goto(link);
  await expect(gp).toHaveTitle('care360 - Health Professional Area');
  await expect(gp.getByText(new RegExp(`documents about ${consenting.clientName}`))).toBeVisible();
  await expect(gp.getByRole('link', { name: 'MAR chart' })).toHaveCount(0);
  await gp.getByRole('link', { name: 'Care plan' }).click();
  await expect(gp).toHaveTitle('care360 - Health Professional PDF Preview');
  const viewer = gp.getByTitle(`Care plan for ${consenting.clientName}`);
  await expect(viewer).toBeVisible();
  expect((await viewer.boundingBox())?.height).toBe(800);
  const pdf = await gp.request.get((await viewer.getAttribute('src')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(gp);

  // 4. The view is on the client's file.
  await page.goto(`/app/clients/${consenting.clientId}/edit/health-professional-access`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Dr Ruth Kaye ${tag}` })
      .filter({ hasText: 'Care plan' })
      .first(),
  ).toBeVisible();

  // 5. The office ends the grant: the same link now shows what a wrong one shows.
  await page.goto('/app/health-professionals');
  await page.getByRole('link', { name: `Dr Ruth Kaye ${tag}` }).click();
  await page.getByRole('tab', { name: 'Access' }).click();
  await page
    .getByRole('row', { name: /Active/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expectAlert(page, 'Access revoked.');
  await expect(page.getByRole('row', { name: /Revoked/ })).toBeVisible();
  await gp.goto(link);
  const dead = gp.getByText(/This access link does not work/);
  await expect(dead).toBeVisible();
  const wrong = await (await browser.newContext()).newPage();
  await wrong.goto(
    `${new URL(link).origin}/health-professionals/${new URL(link).pathname.split('/')[2]}/${'A'.repeat(43)}`,
  );
  await expect(wrong.getByText(/This access link does not work/)).toBeVisible();
  expect(await wrong.getByRole('main').innerText()).toBe(await gp.getByRole('main').innerText());
});
