import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The runner and its workers all load this file: the first to do so picks the ports, and the
// environment carries them to the rest. Each worker starts its own app server (support/test.ts)
// on E2E_PORT + its worker index.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 30_000));

/** Two workers by default: on two cores a browser and a server each are busy about half the time. */
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The longest journeys (a client's medicines, doses and four axe checks) take 20–35 s on a
  // busy 2-core machine; every step waits for a state, so a longer ceiling costs nothing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  // A spec file runs in one worker, in order; files are shared out between the workers.
  fullyParallel: false,
  workers,
  // The JSON report's per-test times feed scripts/estimate-ci.ts.
  reporter: [
    ['list'],
    ['json', { outputFile: path.resolve(import.meta.dirname, '../test-results/playwright.json') }],
  ],
  // Every spec on a desktop; the journeys tagged @phone again at a phone's size (390 × 844, as
  // support/phone.ts PHONE). Workers serve one project at a time, so still at most `workers`
  // app servers run at once.
  projects: [
    { name: 'desktop' },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 } },
      testMatch: ['mar-doses.spec.ts', 'client-lifecycle.spec.ts', 'worklist.spec.ts'],
      grep: /@phone/,
    },
  ],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // This machine has no outside network: stop Chromium reaching for it.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--no-sandbox',
      ],
    },
  },
});
