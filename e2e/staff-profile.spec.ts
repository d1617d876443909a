import { addCalendarDays, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { apiGet, apiPost, expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { createRecord, type Item, idOf, recordsPath } from './support/records';

/**
 * Right to work stays live: a carer whose time-limited permission ends in 20
 * days, with a DBS and every mandatory course in date, reads "Expiring soon" on their profile
 * with the reason, which leads to the right-to-work section; the carers list filtered by
 * compliance finds them.
 */
test('a right to work ending in 20 days shows as expiring soon on the profile and in the list', async ({
  page,
}) => {
  const tag = uniqueTag();
  const today = ukTodayIso();
  const carer = await createRecord(page, 'carers', {
    forename: 'Nadia',
    surname: `Expiring-${tag}`,
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    user: null,
    applicant: null,
  });
  await createRecord(
    page,
    'carer-dbs-checks',
    {
      issuedOn: addCalendarDays(today, -120),
      barredListResult: 'Not barred',
      updateServiceCheckedOn: null,
    },
    carer.id,
  );
  // Every mandatory course for carers, completed today: only the right to work is left.
  const { items: courses } = await apiGet<{ items: Item[] }>(
    page,
    `${recordsPath('training-courses')}?limit=100`,
  );
  for (const course of courses) {
    if (!course.mandatory || !course.active || course.appliesTo === 'Office employees') continue;
    await apiPost(page, recordsPath('carer-training-records', carer.id), {
      course: course.id,
      completedOn: today,
    });
  }
  const ends = addCalendarDays(today, 20);
  await createRecord(
    page,
    'carer-right-to-work',
    {
      method: 'Manual documents',
      result: 'Right to work confirmed',
      permission: 'Time-limited',
      expiresOn: ends,
      followUpOn: null,
      checkedOn: today,
    },
    carer.id,
  );

  await page.goto(`/app/carers/${carer.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Nadia Expiring-${tag}` }),
  ).toBeVisible();
  const compliance = page.getByRole('region', { name: 'Compliance' });
  const reason = compliance.getByRole('link', { name: `Right to work ends ${ukDate(ends)}` });
  await expect(reason).toBeVisible();
  await expect(compliance.getByText('Expiring soon').first()).toBeVisible();
  await expectAccessible(page);
  await reason.click();
  await expect(page).toHaveURL(new RegExp(`/app/carers/${carer.id}/edit/right-to-work$`));

  // The list, filtered by compliance, finds them; filtered to the compliant, it does not.
  await page.goto('/app/carers');
  await page.getByRole('searchbox', { name: 'Search carers' }).fill(`Expiring-${tag}`);
  await page.getByLabel('Compliance', { exact: true }).selectOption('Expiring soon');
  const row = page.getByRole('row').filter({ hasText: `Expiring-${tag}` });
  await expect(row).toBeVisible();
  // Both its working status and its compliance: the right to work ends within the warning days.
  await expect(row.getByText('Expiring soon')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByLabel('Compliance', { exact: true }).selectOption('Compliant');
  await expect(page.getByRole('row').filter({ hasText: `Expiring-${tag}` })).toHaveCount(0);
});

/**
 * A carer who may not work says so everywhere: the demo's Ewa Boateng, whose right to work ended
 * days ago, is found by the carers list filtered to "Must not work" (with the reason and date),
 * her profile is headed "Must not work" with the reason and date, and she is
 * named in the worklist's first group.
 */
test('the demo carer whose right to work ended must not work: list, profile and worklist', async ({
  page,
}) => {
  // The server works out everyone's state in a pass soon after it starts.
  await expect(async () => {
    await page.goto('/app/carers');
    await page.getByRole('searchbox', { name: 'Search carers' }).fill('Boateng');
    await page.getByLabel('Working status', { exact: true }).selectOption('Must not work');
    const rows = page.getByRole('row').filter({ hasText: 'Boateng' });
    await expect(rows).toHaveCount(1, { timeout: 3_000 });
    await expect(rows.getByText('Must not work')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: 'Boateng' });
  await expect(row.getByText('Ewa')).toBeVisible();
  await expect(row.getByText(/^Right to work ended \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('link', { name: 'Boateng' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ewa Boateng' })).toBeVisible();
  const status = page.getByRole('group', { name: 'Working status' });
  await expect(status.getByText('Must not work', { exact: true })).toBeVisible();
  await expect(
    status.getByRole('link', { name: /^Right to work ended \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app');
  const group = page.getByRole('region', { name: 'Must not work' });
  await expect(group.getByRole('link', { name: 'Ewa Boateng' })).toBeVisible();
  await expect(group.getByText(/Right to work ended \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
});
