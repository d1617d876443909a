import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The runner and its workers all load this file: the first to do so picks the port and the
// data folder, and the environment carries them to the rest.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 30_000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'care360-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The longest journeys (a client's medicines, doses and four axe checks) take 20–35 s on a
  // busy 2-core machine; every step waits for a state, so a longer ceiling costs nothing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/health/ready`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Development mail into a file the specs read as the recipients' inbox (support/mail.ts).
      MAIL_TRANSPORT: `file:${path.join(process.env.E2E_DATA_DIR, 'mail.jsonl')}`,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
