import { addCalendarDays, ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test } from './support/admin';
import { ukTodayIso } from './support/clients';
import { createRecord, idOf } from './support/records';

interface ListedVisit {
  id: string;
  client: string | null;
  branch: string;
  visitDate: string;
  status: string;
  carers: { carer: string; carerName: string }[];
}

/**
 * A demo carer booked on the rota asks for leave; the manager approves it from the carers'
 * holiday requests, which takes the carer off their visits inside it, and the holiday's page
 * lists those visits for the office to cover, each client a link to their file.
 */
test('a carer’s approved holiday lists the visits it takes them off, for cover', async ({
  page,
}) => {
  // A long journey: the rota read, a request made, approved from its list, and the holiday opened.
  test.slow();
  const today = ukTodayIso();
  const from = addCalendarDays(today, 2);
  const to = addCalendarDays(today, 3);
  const rota = await apiGet<{ items: ListedVisit[] }>(
    page,
    `/api/v1/visits?from=${from}&to=${to}&limit=100`,
  );
  // Away from Harrogate, whose rota the scheduler's journey works on beside this one.
  const harrogate = await idOf(page, 'branches', 'Harrogate');
  const booked = rota.items.find(
    (visit) =>
      visit.branch !== harrogate &&
      visit.client !== null &&
      visit.carers.length > 0 &&
      (visit.status === 'Planned' || visit.status === 'Published'),
  );
  expect(booked, 'a demo visit with a carer in the days of the leave').toBeDefined();
  const visit = booked as ListedVisit;
  const carerId = (visit.carers[0] as { carer: string }).carer;
  const carer = await apiGet<{ forename: string; surname: string }>(
    page,
    `/api/v1/carers/${carerId}`,
  );
  const client = await apiGet<{ forename: string; surname: string }>(
    page,
    `/api/v1/clients/${visit.client}`,
  );
  const times = await apiGet<{ startTime: string; endTime: string }>(
    page,
    `/api/v1/visits/${visit.id}`,
  );
  const holiday = await createRecord(
    page,
    'carer-holidays',
    {
      fromDate: from,
      toDate: to,
      reason: await idOf(page, 'holiday-reasons', 'Annual leave'),
      hours: 15,
      status: 'Requested',
      notes: null,
    },
    carerId,
  );

  await page.goto('/app/holiday-requests/carer');
  const card = page.getByRole('article', {
    name: `${carer.forename} ${carer.surname}, ${ukDate(from)} to ${ukDate(to)}`,
  });
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText(/^Holiday approved/)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`/app/carers/${carerId}/edit/holidays/${holiday.id}/edit`);
  const cover = page.getByRole('list', { name: 'Visits to cover' });
  const item = cover
    .getByRole('listitem')
    .filter({
      hasText: `${ukDate(visit.visitDate)} ${times.startTime.slice(0, 5)}–${times.endTime.slice(0, 5)}`,
    })
    .filter({ hasText: `${client.surname}, ${client.forename}` });
  await expect(item).toHaveCount(1);
  await expect(
    item.getByRole('link', { name: `${client.surname}, ${client.forename}` }),
  ).toHaveAttribute('href', `/app/clients/${visit.client}`);
  await expectAccessible(page);
});
