import type { APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN, signIn } from './session';
import { appURL, test as base, expect } from './test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function signedInState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, ADMIN.email);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Tests that run as the admin: each worker signs in once through the real sign-in page (checked
 * with axe there), and every test starts in a fresh context holding that session. A journey that
 * signs the admin in again elsewhere ends that session, so a test finding it ended signs in anew.
 */
export const test = base.extend<object, { adminSession: { state: StorageState } }>({
  adminSession: [
    async ({ browser, app }, use) => {
      await use({ state: await signedInState(browser, app.baseURL) });
    },
    // Its own time, apart from the first test's: the first sign-in also waits for the app to load.
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ adminSession, browser, app, playwright }, use) => {
    const request = await playwright.request.newContext({
      baseURL: app.baseURL,
      storageState: adminSession.state,
    });
    const alive = (await request.get('/api/v1/user')).ok();
    await request.dispose();
    if (!alive) adminSession.state = await signedInState(browser, app.baseURL);
    await use(adminSession.state);
  },
});

export { expect };

/** A short random tag, so records made by one test cannot meet another test's. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** The API's envelope `{ status, message, data, errors }`, unwrapped to `data`. */
async function dataOf<T>(response: APIResponse): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** GET an API path with the page's session; answers the envelope's data. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return dataOf<T>(await page.request.get(path));
}

/**
 * POST to the API with the page's session and the headers the server demands of every change
 * (X-Requested-With and a same-origin Origin); answers the envelope's data.
 */
export async function apiPost<T = { id: string }>(
  page: Page,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const origin = appURL();
  return dataOf<T>(
    await page.request.post(path, {
      data: body,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: origin },
    }),
  );
}

/** PUT to the API with the page's session and the headers a change needs; answers the data. */
export async function apiPut<T = { id: string }>(
  page: Page,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  return dataOf<T>(
    await page.request.put(path, {
      data: body,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: appURL() },
    }),
  );
}
