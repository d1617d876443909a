import { TRACKER_START_LABEL, TRACKER_STOP_LABEL } from '@care360/domain';
import { apiGet, expect, test } from './support/admin';
import { createRecord } from './support/records';

/**
 * The time tracker on the office planner: started on a visit planned for the signed-in person,
 * it keeps the session alive with a MID every 300,000 ms (the page's clock is driven past it, not
 * waited for) and stops with a STOP, the display worked out from the start instant.
 */
test('the tracker runs across a MID event and stops', async ({ page }) => {
  await page.clock.install();
  // GET /api/v1/user keeps the spec's shape: the user at data.data.
  const me = (await apiGet<{ data: { id: string } }>(page, '/api/v1/user')).data;
  const { items } = await apiGet<{ items: { id: string }[] }>(
    page,
    '/api/v1/clients?limit=1&status=Active',
  );
  const client = items[0]?.id;
  expect(client).toBeTruthy();
  // Within the week the planner opens on: noon today.
  const now = new Date();
  const noon = new Date(now.getTime());
  noon.setUTCHours(12, 0, 0, 0);
  const visit = await createRecord<{ id: string; title: string }>(page, 'assessment-visits', {
    visitType: 'REVIEW',
    targetType: 'client',
    clientId: client,
    carerId: null,
    employeeId: null,
    startsAt: noon.toISOString(),
    endsAt: new Date(noon.getTime() + 3_600_000).toISOString(),
    assignedTo: me.id,
    status: 'Planned',
    dueItem: null,
    location: null,
    notes: null,
  });

  const events: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/v1\/time-tracker\/office-planner\/(start|mid|stop)$/.exec(request.url());
    if (match?.[1] && request.method() === 'POST') events.push(match[1]);
  });
  await page.goto('/app/assessment-visits/calendar');
  await page.getByRole('button', { name: `Track time on ${visit.title}` }).click();
  const start = page.waitForResponse(/time-tracker\/office-planner\/start$/);
  await page.getByRole('button', { name: TRACKER_START_LABEL }).click();
  expect((await start).ok()).toBe(true);

  const mid = page.waitForResponse(/time-tracker\/office-planner\/mid$/);
  await page.clock.runFor(300_000);
  expect((await mid).ok()).toBe(true);
  await expect(page.getByLabel('Time tracked')).toHaveText(/^00:0[5-9]:\d\d$/);

  const stop = page.waitForResponse(/time-tracker\/office-planner\/stop$/);
  await page.getByRole('button', { name: TRACKER_STOP_LABEL }).click();
  expect((await stop).ok()).toBe(true);
  expect(events).toEqual(['start', 'mid', 'stop']);
});
