import type { APIRequestContext } from '@playwright/test';
import { ukToday } from './support/clients';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { DEMO_PASSWORD, expectSignInPage, passwordField, submitSignIn } from './support/session';
import { expect, test } from './support/test';

/** The demo carer who signs in to the phone app (README), with a visit on now. */
const CARER = { email: 'carer@care360.local', name: 'Ruth Hollings' } as const;

/** The demo's branch manager, organisation-wide: the office that watches the visit. */
const MANAGER = { email: 'manager@care360.local' } as const;

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  const text = await response.text();
  expect(response.ok(), `${path} answered ${response.status()}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** `text` as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The carer's phone without signal: signed in on a 390 px screen, the carer opens the visit on
 * now, loses signal, checks in, records a refused medicine with why and checks out (all kept on
 * the phone), then the signal returns, the queue is sent in order with its true times, and the
 * office sees the check-in, the check-out and the refused dose: on the MAR and, live, on the
 * medications board it has open in its own browser.
 */
test('a carer records a visit without signal and it reaches the office once back online', async ({
  browser,
  app,
  playwright,
}) => {
  // Two browsers (the carer's phone and the office), the visit and its sync: a long journey.
  test.slow();
  const phone = await browser.newContext({ viewport: PHONE, baseURL: app.baseURL });
  const carer = await phone.newPage();
  await carer.goto('/');
  await expectSignInPage(carer);
  await carer.getByLabel('Email address').fill(CARER.email);
  await passwordField(carer, 'Password').fill(DEMO_PASSWORD);
  await carer.getByRole('button', { name: 'Sign in' }).click();
  await expect(carer).toHaveURL(/\/app\/carer$/);
  await expect(carer.getByRole('heading', { level: 1, name: 'My visits' })).toBeVisible();
  await expectNoSidewaysScroll(carer);
  await expect(carer.getByTestId('last-synced')).toHaveText(/^Last synced \d\d:\d\d$/);

  // The visit on now: the first not yet checked in whose time has begun.
  const { items } = await dataOf<{
    items: Array<{
      id: string;
      clientName: string | null;
      startsAt: string;
      endsAt: string;
      checkedInAt: string | null;
    }>;
  }>(carer.request, '/api/v1/my/visits');
  const now = Date.now();
  const visit = items.find(
    (v) => Date.parse(v.startsAt) <= now && Date.parse(v.endsAt) > now && !v.checkedInAt,
  );
  expect(visit, 'the demo carer has a visit on now').toBeDefined();
  const visitId = (visit as { id: string }).id;
  await carer.goto(`/app/carer/visits/${visitId}`);
  await expect(carer.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  const medicine = carer.locator('[data-testid^="medicine-"]').first();
  await expect(medicine).toBeVisible();
  await expectNoSidewaysScroll(carer);
  const title = ((await medicine.getAttribute('data-testid')) ?? '').replace(/^medicine-/, '');
  const clientName = (visit as { clientName: string | null }).clientName ?? '';
  expect(clientName, 'the visit names its client').not.toBe('');

  // The office, in its own browser, watches the clients' medications board meanwhile.
  const officeContext = await browser.newContext({ baseURL: app.baseURL });
  const board = await officeContext.newPage();
  await board.goto('/');
  await expectSignInPage(board);
  await submitSignIn(board, MANAGER.email, DEMO_PASSWORD);
  await expect(board).toHaveURL(/\/app$/);
  await board.goto('/app/live-events/clients/medications');
  await expect(board.getByRole('heading', { level: 1, name: 'Client Medications' })).toBeVisible();
  await expect(board).toHaveTitle('care360 - Live Events - Client Medications');
  // The board's first answer is in (rows, or the empty board) before the dose is sent.
  await expect(
    board
      .getByRole('table', { name: 'Live Events - Client Medications' })
      .or(board.getByText('Nothing on this board now.')),
  ).toBeVisible();
  const refusedRow = board.getByRole('row', {
    name: new RegExp(
      // The board names the medicine in full, with its form ("… tablet").
      `${literally(title)}[^:]* refused: ${literally(clientName)} \\(.*, ${literally(ukToday())}\\)`,
    ),
  });
  await expect(refusedRow).toHaveCount(0);
  // A mark on the page that a reload would wipe: the row must arrive without one.
  await board.evaluate(() => {
    (window as { boardNotReloaded?: boolean }).boardNotReloaded = true;
  });

  await phone.setOffline(true);
  await carer.getByRole('button', { name: 'Check in' }).click();
  await expect(carer.getByRole('status')).toHaveText('Checked in.');
  await expect(carer.getByText('1 waiting to send')).toBeVisible();
  await medicine.getByRole('combobox', { name: /^What happened with/ }).click();
  await carer.getByRole('option', { name: 'Refused (R)' }).click();
  await medicine.getByLabel('Note').fill('Said she would take it with her tea.');
  await medicine.getByRole('button', { name: /^Record / }).click();
  await expect(carer.getByText('2 waiting to send')).toBeVisible();
  await carer.getByRole('button', { name: 'Check out' }).click();
  await expect(carer.getByText('3 waiting to send')).toBeVisible();

  await phone.setOffline(false);
  await carer.getByRole('button', { name: 'Sync now' }).click();
  await expect(carer.getByText(/waiting to send/)).toHaveCount(0);
  await expect(carer.getByRole('button', { name: 'Checked out' })).toBeDisabled();

  // The board the office left open shows the refused dose by itself, and who recorded it.
  await expect(refusedRow).toBeVisible();
  await expect(refusedRow.getByText('Raised', { exact: true })).toBeVisible();
  await expect(
    refusedRow.getByRole('cell', { name: `${clientName} · ${CARER.name}`, exact: true }),
  ).toBeVisible();
  expect(
    await board.evaluate(() => (window as { boardNotReloaded?: boolean }).boardNotReloaded),
  ).toBe(true);
  await officeContext.close();

  // The office: the check-in and check-out on the visit logs, the refused dose on the MAR.
  const office = await playwright.request.newContext({ baseURL: app.baseURL });
  const signedIn = await office.post('/login', {
    data: { email: MANAGER.email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: app.baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  const logs = await dataOf<{
    items: Array<{ visitId: string; checkedInAt: string | null; checkedOutAt: string | null }>;
  }>(office, '/api/v1/visits/logs?limit=100');
  const row = logs.items.find((r) => r.visitId === visitId);
  expect(row?.checkedInAt).toBeTruthy();
  expect(row?.checkedOutAt).toBeTruthy();
  const detail = await dataOf<{ visit: { clientId: string } }>(
    office,
    `/api/v1/my/visits/${visitId}`,
  );
  const concerns = await dataOf<{ items: Array<{ outcome?: string }> }>(
    office,
    `/api/v1/clients/${detail.visit.clientId}/mar/concerns`,
  );
  expect(JSON.stringify(concerns.items)).toContain('refused');
  await office.dispose();
  await phone.close();
});
