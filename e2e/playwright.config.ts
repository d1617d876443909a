import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Two workers by default: on two cores a browser and a server each are busy about half the time. */
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A journey's budget. Measured here with the machine's load at about 20 (other work on both
  // cores): a normal journey (a few pages, a form, an axe check or two) took 25 s to just over a
  // minute, a screen of the screens walk 3–43 s. A long journey says so with test.slow(), which
  // triples this (measured: 50 s to over 3 min), and why on the line above (suite-rules.spec.ts).
  timeout: 90_000,
  // No retry, in CI or here: a journey that passes only on a second try has a bug to find.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Waits for what the user sees, sized for a loaded 2-core machine: at that load a lazily
  // loaded screen took more than 20 s to show its form or its rows.
  expect: { timeout: 30_000 },
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
    // A click or a fill waits for its element as long as an expectation would; a page load may
    // take longer, for the app's files come first.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace of every journey, kept when it fails, here; none in CI, whose files nobody reads:
    // recording one cost a fifth of the browser tests' CPU (measured on the screens walk).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As a person who asked for less motion: menus and dialogs open without fading in, so axe
    // never measures text half-way through a fade and the browser draws fewer frames.
    reducedMotion: 'reduce',
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
