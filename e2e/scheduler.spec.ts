import { addCalendarDays } from '@care360/domain';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, apiPut, uniqueTag } from './support/admin';
import { expectAlert } from './support/alerts';
import { createRecord, idOf, recordsPath } from './support/records';
import { ADMIN, COORDINATOR, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * The coordinator staffs a visit on the rota: dragged onto a carer whose DBS has lapsed, the
 * server's reasons are shown at once and nothing is saved; dragged onto a carer the rules let take
 * it, it is saved.
 */

interface Candidate {
  carer: string;
  name: string;
  refusals: { rule: string; message: string }[];
}

/** Tomorrow on the London clock, YYYY-MM-DD. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Drags the event straight up or down (the same time) into the lane of the row `rowName`: the
 * lane's cells, not the row's header, for a lane grows with the visits stacked in it.
 */
async function dragOntoRow(page: Page, event: ReturnType<Page['locator']>, rowName: string) {
  const rota = page.getByRole('region', { name: 'Rota by carer' });
  const names = (await rota.getByRole('heading', { level: 3 }).allTextContents()).map((name) =>
    name.trim(),
  );
  const at = names.indexOf(rowName);
  expect(at, `${rowName} is a row of the rota`).toBeGreaterThanOrEqual(0);
  const cells = rota.locator('.ec-body .ec-grid .ec-day');
  const perRow = (await cells.count()) / names.length;
  const lane = cells.nth(at * perRow);
  await event.scrollIntoViewIfNeeded();
  const from = await event.boundingBox();
  if (!from) throw new Error('The event is not on screen.');
  const x = from.x + Math.min(6, from.width / 2);
  await page.mouse.move(x, from.y + from.height / 2);
  const to = await lane.boundingBox();
  if (!to) throw new Error('The row is not on screen.');
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('a coordinator drags a visit onto a carer whose DBS has lapsed, then onto one who may take it', async ({
  page,
}) => {
  // A long journey: a carer added through the office's form, then two drags on the scheduler.
  test.slow();
  // A Harrogate carer whose DBS was issued four years ago and never checked on the Update
  // Service since: lapsed. The office adds them; the coordinator does the rest.
  await signIn(page, ADMIN.email);
  const harrogate = await idOf(page, 'branches', 'Harrogate');
  const tag = uniqueTag();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const newcomer = await createRecord(page, 'carers', {
    forename: 'Lena',
    surname: `Lapsed-${tag}`,
    branch: harrogate,
    status: 'Active',
    startDate: addCalendarDays(today, -1600),
    leftOn: null,
    user: null,
    applicant: null,
  });
  await createRecord(
    page,
    'carer-dbs-checks',
    { issuedOn: addCalendarDays(today, -1500), updateServiceCheckedOn: null },
    newcomer.id,
  );
  const { items } = await apiGet<{
    items: Array<{ id: string; surname: string; forename: string }>;
  }>(page, `${recordsPath('clients')}?branch=${harrogate}&status=Active&limit=6`);
  expect(items.length, 'the demo has Harrogate clients').toBeGreaterThan(0);
  // The office finds a client and a slot a demo carer is free for: the shared demo's rota (and
  // other journeys' changes to it) decides who is free when, and a client's wishes (a male carer
  // for personal care, a course) narrow who may go: the first of a few where someone may.
  let client: (typeof items)[number] | undefined;
  let slot: { day: string; ahead: number; start: string; end: string } | undefined;
  let visit: { id: string } | undefined;
  let candidates: Candidate[] = [];
  search: for (const tried of items)
    for (const ahead of [1, 2, 3])
      for (const [start, end] of [
        ['11:05', '11:20'],
        ['14:35', '14:50'],
      ] as const) {
        const day = addCalendarDays(tomorrow(), ahead - 1);
        const made = await apiPost(page, '/api/v1/visits', {
          client: tried.id,
          branch: harrogate,
          visitDate: day,
          startTime: start,
          endTime: end,
          carersNeeded: 1,
          status: 'Planned',
          source: 'By hand',
          visitType: 'Personal care',
        });
        candidates = await apiGet<Candidate[]>(page, `/api/v1/visits/${made.id}/candidates`);
        client = tried;
        visit = made;
        slot = { day, ahead, start, end };
        if (candidates.some((c) => c.refusals.length === 0)) break search;
        // Tried and not wanted: cancelled, so no stray unstaffed visit is left for other journeys.
        const unwanted = await apiGet<Record<string, unknown>>(page, `/api/v1/visits/${made.id}`);
        await apiPut(page, `/api/v1/visits/${made.id}`, {
          ...unwanted,
          status: 'Cancelled',
          cancellationReason: 'No carer free at this time.',
        });
      }
  await signIn(page, COORDINATOR.email);
  if (!slot || !visit) throw new Error('no slot tried');
  const { day } = slot;
  const lapsed = candidates.find((c) => c.carer === newcomer.id);
  const eligible = candidates.find((c) => c.refusals.length === 0);
  expect(lapsed?.refusals.map((r) => r.rule)).toContain('dbs');
  expect(eligible, 'a Harrogate carer free to take the visit').toBeDefined();
  const dbsReason = lapsed?.refusals.find((r) => r.rule === 'dbs')?.message ?? '';

  // Tall enough that every row is on screen and nothing scrolls while dragging.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/app/scheduler/v1/carers');
  await expect(page).toHaveTitle('care360 - Scheduler');
  await page.locator('label[for$="-day"]').click();
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  for (let step = 0; step < slot.ahead; step++)
    await page.getByRole('button', { name: 'Next' }).click();
  const rota = page.getByRole('region', { name: 'Rota by carer' });
  const event = rota
    .locator('.ec-event')
    .filter({ hasText: `${slot.start}–${slot.end}` })
    .filter({ hasText: `${client?.surname}, ${client?.forename}` });
  await expect(event).toHaveCount(1);

  await dragOntoRow(page, event, lapsed?.name ?? '');
  const refusal = page.getByRole('alert').filter({ hasText: `${lapsed?.name} cannot take` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(dbsReason);
  await expect(refusal).toContainText('cannot be overridden');

  await dragOntoRow(page, event, eligible?.name ?? '');
  await expectAlert(page, `${eligible?.name} is on`);
  // Saved: the visit's one place is filled by that carer.
  const saved = await apiGet<{ visits: { id: string; carers: { carer: string }[] }[] }>(
    page,
    `/api/v1/scheduler/rota?branch=${harrogate}&from=${day}&to=${day}`,
  );
  expect(saved.visits.find((v) => v.id === visit.id)?.carers.map((c) => c.carer)).toEqual([
    eligible?.carer,
  ]);
});
