import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

// The real server process on a fresh data folder: start, second start refused, clean stop.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-process-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      MAIL_TRANSPORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// A fresh data folder is initialised, migrated (26 migrations) and seeded with the whole demo
// agency (clients, applicants, about a hundred staff): over a minute on a busy CI machine.
async function waitUntilReady(timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  const first = startServer();

  it('starts on a fresh data folder, migrated and with demo data', async () => {
    await waitUntilReady();
    expect(first.output()).toContain('care360 is ready');
    // How to sign in is said at every start with demo data, not only the first.
    expect(first.output()).toContain(
      'Demo data: sign in as admin@care360.local with password care360demo',
    );
    expect(first.output()).toContain('Emails are printed here (development mail)');
    expect(fs.existsSync(path.join(dataDir, 'care360.lock'))).toBe(true);
  }, 180_000);

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is already in use by another care360 server`,
    );
    expect((await fetch(`${base}/health/ready`)).ok).toBe(true);
  }, 60_000);

  it('prints a reset email with its link when trying the demo', async () => {
    expect((await forgotPassword()).status).toBe(200);
    await waitFor(() => RESET_LINK.test(first.output()));
    expect(first.output()).toContain('Subject: Reset your care360 password');
  }, 30_000);

  it('finishes a request in flight on SIGTERM and exits cleanly', async () => {
    const login = fetch(`${base}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin: base,
      },
      body: JSON.stringify({ email: 'admin@care360.local', password: 'care360demo' }),
    });
    // Signal once the server has the sign-in in hand (argon2 keeps it busy for tens of ms).
    while (!first.output().includes('"url":"/login"')) await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGTERM');
    const response = await login;
    expect(response.status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'care360.lock'))).toBe(false);
  }, 60_000);

  it('with DEMO_DATA=false and no SMTP keeps email in the log and prints no link', async () => {
    const real = startServer({ DEMO_DATA: 'false' });
    await waitUntilReady();
    expect(real.output()).toContain('Email is not configured');
    // The demo people are still in this data folder: the reset email is made, and kept.
    expect((await forgotPassword()).status).toBe(200);
    await waitFor(() => real.output().includes('email kept in the email log only'));
    expect(real.output()).not.toContain('/reset-password/');
    real.child.kill('SIGTERM');
    expect(await real.exited).toBe(0);
  }, 90_000);
});

const RESET_LINK = /\/reset-password\/[\w-]{40,}/;

function forgotPassword() {
  return fetch(`${base}/forgot-password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: base,
    },
    body: JSON.stringify({ email: 'admin@care360.local' }),
  });
}

async function waitFor(check: () => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
