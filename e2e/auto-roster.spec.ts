import {
  addCalendarDays,
  type RosterPreview,
  type RotaAnswer,
  ukDate,
  weekStartOf,
} from '@care360/domain';
import { apiGet, apiPost, uniqueTag } from './support/admin';
import { createRecord, idOf, recordsPath } from './support/records';
import { ADMIN, COORDINATOR, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * The coordinator plans next week's rota for their branch from the scheduler: the run's progress
 * shows until it finishes, the plan opens as a preview, one day's changes are accepted (and only
 * those), the scheduler shows the visits allocated, and what is left empty says why in words.
 */

/** Today on the London clock, YYYY-MM-DD. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

test('a coordinator plans next week, accepts one day of it and sees why the rest is left', async ({
  page,
}) => {
  // Sign-in, a solver run of up to 50 s on a loaded machine, and the scheduler drawn twice.
  test.setTimeout(150_000);
  // A gap the plan cannot fill, made as the office would: a client of the coordinator's branch
  // (Harrogate) who needs a course no carer holds, with a visit next week.
  await signIn(page, ADMIN.email);
  const harrogate = await idOf(page, 'branches', 'Harrogate');
  const monday = addCalendarDays(weekStartOf(londonToday()), 7);
  const sunday = addCalendarDays(monday, 6);
  const course = await createRecord(page, 'training-courses', {
    name: `Tracheostomy care ${uniqueTag()}`,
    validityMonths: 12,
    mandatory: false,
    appliesTo: 'Carers',
    active: true,
  });
  const { items: clients } = await apiGet<{
    items: Array<{ id: string; surname: string; forename: string }>;
  }>(page, `${recordsPath('clients')}?branch=${harrogate}&status=Active&limit=1`);
  const client = clients[0];
  if (!client) throw new Error('no active Harrogate client in the demo');
  await createRecord(
    page,
    'client-required-training',
    { course: course.id, notes: 'Needs a trained carer.' },
    client.id,
  );
  const gap = await apiPost(page, '/api/v1/visits', {
    client: client.id,
    branch: harrogate,
    visitDate: addCalendarDays(monday, 2),
    startTime: '10:05',
    endTime: '10:35',
    carersNeeded: 1,
    status: 'Planned',
    source: 'By hand',
    visitType: 'Personal care',
  });

  await signIn(page, COORDINATOR.email);
  const me = await apiGet<{ data: { branch: { id: string; name: string } | null } }>(
    page,
    '/api/v1/user',
  );
  const branch = me.data.branch;
  expect(branch?.id, 'the demo coordinator works for Harrogate').toBe(harrogate);
  if (!branch) return;

  await page.goto('/app/scheduler/v1/carers');
  await expect(page).toHaveTitle('care360 - Scheduler');
  await page.getByRole('button', { name: 'Plan rota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan the rota' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: branch.name, exact: true }).click();
  // More than four weeks is refused before anything is sent.
  await dialog.getByRole('textbox', { name: /^From/ }).fill(ukDate(monday));
  await dialog.getByRole('textbox', { name: /^To/ }).fill(ukDate(addCalendarDays(monday, 28)));
  await dialog.getByRole('button', { name: 'Start planning' }).click();
  await expect(dialog.getByText(/A plan covers at most 4 weeks \(28 days\)/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^To/ }).fill(ukDate(sunday));
  await expect(dialog.getByRole('radio', { name: 'Only the places still to fill' })).toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: /Keep carers already on visits/ }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Start planning' }).click();

  await expect(page).toHaveURL(/\/app\/scheduler\/plans\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('care360 - Rota plan');
  const runId = page.url().split('/').pop() ?? '';
  await expect(
    page.getByText(`${branch.name} · ${ukDate(monday)} to ${ukDate(sunday)}`),
  ).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress' });
  // Finished, told by the run's live events (or the page's slow fallback refetch).
  await expect(progress.getByRole('status')).toHaveText('Finished', { timeout: 80_000 });
  await expect(progress.getByText(/^\d+ of \d+ places?$/)).toBeVisible();

  const changes = page.getByRole('region', { name: 'Changes to accept' });
  await expect(changes).toBeVisible();
  const preview = await apiGet<RosterPreview>(page, `/api/v1/roster-runs/${runId}/preview`);
  const changed = preview.changes.filter((c) => c.kind !== 'stay');
  expect(changed.length, 'the plan fills some of next week').toBeGreaterThan(0);

  // One day only: clear everything, then tick the first day that has changes.
  const londonDay = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso));
  const day = changed.map((c) => londonDay(c.startsAt)).sort()[0] ?? '';
  const chosen = new Set(
    changed.filter((c) => londonDay(c.startsAt) === day).map((c) => c.visitId),
  );
  const others = new Set(changed.filter((c) => !chosen.has(c.visitId)).map((c) => c.visitId));
  await changes.getByRole('checkbox', { name: /^Select every change/ }).uncheck();
  await expect(changes.getByRole('button', { name: 'Accept 0 chosen visits' })).toBeDisabled();
  await changes
    .getByRole('checkbox', {
      name: new RegExp(`^All of \\w+ ${ukDate(day).replaceAll('/', '\\/')} `),
    })
    .check();
  const accept = changes.getByRole('button', {
    name: new RegExp(`^Accept (the whole plan \\()?${chosen.size} (chosen )?visits?\\)?$`),
  });
  await accept.click();
  // The server counts each place it changes.
  const applied = changed.filter((c) => chosen.has(c.visitId)).length;
  await expect(page.getByRole('status', { name: 'Plan accepted' })).toContainText(
    `${applied} change${applied === 1 ? '' : 's'} made to the rota.`,
  );
  await expect(progress.getByRole('status')).toHaveText(/accepted$/i);

  // What is left empty says why, in words: the visit of the client no carer is trained for.
  const gapLeft = preview.unfilled.find((u) => u.visitId === gap.id);
  expect(gapLeft?.reasons.join(' '), 'the gap is explained').toContain(String(course.name));
  const left = page.getByRole('region', { name: 'Left unallocated' });
  const place = left.getByRole('article', {
    name: `${gapLeft?.clientName} 10:05–10:35 left unallocated`,
  });
  await expect(place).toBeVisible();
  for (const reason of gapLeft?.reasons ?? [])
    await expect(place.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
  await expect(place).toContainText(String(course.name));

  // Saved: the chosen day's visits have the planned carers, the rest are as they were.
  const rota = await apiGet<RotaAnswer>(
    page,
    `/api/v1/scheduler/rota?branch=${branch.id}&from=${monday}&to=${sunday}`,
  );
  const carersOf = (visitId: string) =>
    rota.visits.find((v) => v.id === visitId)?.carers.map((c) => c.carer) ?? [];
  for (const change of changed.filter((c) => chosen.has(c.visitId) && c.toCarer))
    expect(carersOf(change.visitId)).toContain(change.toCarer?.id);
  for (const change of changed.filter((c) => others.has(c.visitId) && c.kind === 'new'))
    expect(carersOf(change.visitId)).not.toContain(change.toCarer?.id);
  expect(carersOf(gap.id)).toEqual([]);

  // And the scheduler shows them: a visit the plan gave a carer names that carer on its page.
  await page
    .getByRole('link', { name: `Back to the scheduler, week of ${ukDate(monday)}` })
    .first()
    .click();
  await expect(page).toHaveTitle('care360 - Scheduler');
  const sample = changed.find((c) => chosen.has(c.visitId) && c.toCarer);
  await page.goto(`/app/scheduler/v1/carers/${sample?.visitId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Schedule' })).toBeVisible();
  // The page names carers surname first ('Place 1: Okafor, Tariq').
  const surname = sample?.toCarer?.name.split(' ').at(-1) ?? '';
  await expect(page.getByText(new RegExp(`^Place \\d: ${surname}, `)).first()).toBeVisible();
});
