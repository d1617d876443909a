import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on a fresh data folder: start, second start refused, clean stop.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-process-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
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

async function waitUntilReady(timeoutMs = 60_000) {
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
    expect(fs.existsSync(path.join(dataDir, 'care360.lock'))).toBe(true);
  }, 90_000);

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is already in use by another care360 server`,
    );
    expect((await fetch(`${base}/health/ready`)).ok).toBe(true);
  }, 60_000);

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
});
