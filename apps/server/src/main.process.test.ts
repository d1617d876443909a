import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@care360/db/prepare';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on a fresh data folder, with its own PostgreSQL: start, second start
// refused, clean stops (SIGTERM, and Ctrl+C at a terminal), a start after `kill -9`, and a folder
// of the earlier embedded engine refused untouched.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-process-'));
const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer(env: Record<string, string> = {}, { ownGroup = false } = {}) {
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
    // A process group of its own, as a terminal's foreground job: Ctrl+C signals the group.
    detached: ownGroup,
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

// A fresh data folder gets its PostgreSQL (initdb), is migrated and seeded with the whole demo
// agency (clients, applicants, about a hundred staff): well over 30 s on a busy CI machine.
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

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // An app killed here leaves its PostgreSQL running: stopped as the next start would.
  await stopPostgresOf(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The pid in the folder's postmaster.pid, while that process runs. */
function runningPostmaster(): number | undefined {
  if (!fs.existsSync(postmasterPid)) return undefined;
  const pid = Number(fs.readFileSync(postmasterPid, 'utf8').split('\n')[0]);
  return pid > 0 && isRunning(pid) ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopPostgresOf(folder: string) {
  const file = path.join(folder, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  if (!(pid > 0) || !isRunning(pid)) return;
  process.kill(pid, 'SIGINT');
  await waitFor(() => !isRunning(pid));
}

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
    // The app's own PostgreSQL, in the data folder.
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('18');
    expect(runningPostmaster()).toBeDefined();
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
    // The database stopped with the app (a clean shutdown removes postmaster.pid).
    expect(fs.existsSync(postmasterPid)).toBe(false);
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

  it('stops the database too on Ctrl+C, which the terminal sends to its whole foreground job', async () => {
    const app = startServer({}, { ownGroup: true });
    await waitUntilReady();
    expect(runningPostmaster()).toBeDefined();
    // The database runs in a group of its own: it hears nothing until the app stops it.
    process.kill(-(app.child.pid as number), 'SIGINT');
    expect(await app.exited).toBe(0);
    expect(fs.existsSync(postmasterPid)).toBe(false);
  }, 90_000);

  it('opens the folder again after the app was killed, stopping the database it left running', async () => {
    const killed = startServer();
    await waitUntilReady();
    const orphan = runningPostmaster();
    killed.child.kill('SIGKILL');
    await killed.exited;
    // kill -9 gives the app no chance to stop its database: it is still running.
    expect(orphan).toBeDefined();
    expect(isRunning(orphan as number)).toBe(true);

    const next = startServer();
    await waitUntilReady();
    expect(isRunning(orphan as number)).toBe(false);
    expect(runningPostmaster()).not.toBe(orphan);
    // The records are all there: the demo admin signs in.
    expect((await signIn()).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);
});

describe('a data folder made by the earlier embedded engine', () => {
  it('is refused with what to do, and left exactly as it was', async () => {
    // PGlite kept a PostgreSQL data directory at the folder's root.
    const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-earlier-'));
    try {
      fs.writeFileSync(path.join(earlier, 'PG_VERSION'), '17\n');
      fs.mkdirSync(path.join(earlier, 'base', '1'), { recursive: true });
      fs.writeFileSync(path.join(earlier, 'base', '1', '1259'), 'pages');
      fs.writeFileSync(path.join(earlier, 'postgresql.conf'), '# earlier\n');
      const before = listing(earlier);

      const refused = startServer({ DATA_DIR: earlier });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(
        `care360 cannot start: The data folder ${earlier} holds a database made by an earlier version of care360`,
      );
      expect(refused.output()).toContain('Nothing in it was read or changed');
      expect(refused.output()).toContain('move it aside');
      expect(listing(earlier)).toEqual(before);
    } finally {
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Every path in a folder with its size, mode and time of change. */
function listing(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = fs.statSync(path.join(folder, name));
      return `${name} ${stat.size} ${stat.mode} ${stat.mtimeMs}`;
    })
    .concat(String(fs.statSync(folder).mode));
}

function signIn() {
  return fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: base,
    },
    body: JSON.stringify({ email: 'admin@care360.local', password: 'care360demo' }),
  });
}

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
