import { expectAccessible } from './support/accessibility';
import { apiGet, apiPost, expect, test } from './support/admin';
import { createClient, ukTodayIso } from './support/clients';
import { createRecord, type Item, idOf, recordsPath } from './support/records';
import { appURL } from './support/test';

/**
 * The quality journey: an incident reported, escalated to a safeguarding referral (which drafts
 * a CQC notification on Home's worklist) and closed with an action, then counted on the QA
 * dashboard and downloaded, tagged, in the CQC evidence pack.
 */
test('an incident escalated to safeguarding, closed with an action, in the evidence pack', async ({
  page,
}) => {
  // A long journey: records made, the dashboard read, the worklist checked, a PDF downloaded.
  test.slow();
  await page.goto('/app');
  const today = ukTodayIso();
  const client = await createClient(page, `qa${Date.now() % 100_000}`);
  const branch = await idOf(page, 'branches', 'Leeds Central');
  const me = (await apiGet<{ data: { id: string } }>(page, '/api/v1/user')).data;
  const statement = await idOf(page, 'cqc-quality-statements', 'Safeguarding', 'statement');
  const tag = `Bruises on the arm ${Date.now() % 100_000}`;

  const incident = await createRecord(page, 'incidents', {
    title: tag,
    type: 'Incident',
    occurredOn: today,
    branch,
    client: client.id,
    harm: 'Low',
    status: 'Open',
    whatHappened: 'The carer found bruises on the client’s arm she could not explain.',
    cqcStatement: statement,
  });
  // Escalated: a safeguarding concern about the same client, which CQC must be told of.
  await createRecord(page, 'safeguardings', {
    title: tag,
    abuseType: 'Physical',
    raisedOn: today,
    branch,
    client: client.id,
    harm: 'Low',
    status: 'Open',
    concern: 'Unexplained bruising found on a visit, reported as an incident first.',
    cqcStatement: statement,
  });
  await apiPost(page, recordsPath('incident-actions', incident.id), {
    action: 'Refer to the local authority safeguarding team',
    owner: me.id,
    dueOn: today,
    done: true,
    doneOn: today,
  });
  const saved = await apiGet<Item & { version: number }>(
    page,
    `${recordsPath('incidents')}/${incident.id}`,
  );
  const { _titles, _readOnly, ...stored } = saved as Item & Record<string, unknown>;
  const closed = await page.request.put(`${recordsPath('incidents')}/${incident.id}`, {
    data: { ...stored, status: 'Closed', closedOn: today, closedBy: me.id },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: appURL() },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  // The safeguarding concern drafted a CQC notification, on Home's worklist until it is sent.
  await page.goto('/app');
  await expect(page.getByText('CQC notifications to send')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(client.surname) }).first()).toBeVisible();

  await page.goto('/app/quality-assurance/dashboard');
  await expect(page).toHaveTitle('care360 - Quality Assurance Dashboard');
  await expect(page.getByRole('heading', { name: 'Quality Assurance Dashboard' })).toBeVisible();
  const registers = page.getByRole('table', { name: 'Entries by register' });
  await expect(registers.getByRole('link', { name: 'Incidents and Accidents' })).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the CQC evidence pack (PDF)' }).click();
  const pack = await download;
  expect(pack.suggestedFilename()).toMatch(/^cqc-evidence-pack-.*\.pdf$/);
});
