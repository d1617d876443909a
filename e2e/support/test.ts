import fs from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { noteAlerts } from './alerts';
import { type AppServer, READY_WITHIN_MS, startApp, stop } from './app-server';

export { type AppServer, startApp, stop } from './app-server';

/**
 * Every spec's `test`: each worker runs its own app server, on its own port and its own data
 * folder (the app's own PostgreSQL) seeded with the demo data, so workers run side by side without meeting each other's
 * records, sign-in counts or mail. `baseURL` points at the worker's server.
 */
export const test = base.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const { child, baseURL, dataDir } = await startApp();
      try {
        process.env.E2E_BASE_URL = baseURL;
        process.env.E2E_DATA_DIR = dataDir;
        await use({ baseURL, dataDir });
      } finally {
        await stop(child, dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: READY_WITHIN_MS + 20_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  context: async ({ context }, use) => {
    await context.addInitScript(noteAlerts);
    await use(context);
  },
});

/** The address of this worker's app server (for a context or an Origin header made by hand). */
export function appURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('no app server has started in this worker');
  return url;
}

export { expect };
