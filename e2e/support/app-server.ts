import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The app server a worker's tests talk to: its address and the folder of its data and mail. */
export interface AppServer {
  baseURL: string;
  dataDir: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
export const READY_WITHIN_MS = 240_000;

/** Resolves once `/health/ready` answers 200; rejects if the process ends first or time runs out. */
async function waitUntilReady(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app server at ${baseURL} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

/**
 * Ports are taken below the kernel's ephemeral range (32768 up), which outgoing connections
 * (Chromium's, the database's) draw from: a port picked there could be taken by one of them
 * between the check and the server's listen (seen: EADDRINUSE on a loaded machine).
 */
const PORTS = { from: 20_000, to: 32_000 };

/** A port nobody listens on now, at random in PORTS so two runs on one machine rarely meet. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * Starts the app on a free port; if another process took the port first, tries another. `env`
 * adds to or overrides the worker's settings (a DATABASE_URL for a server shared by two apps).
 */
export async function startApp(
  env: NodeJS.ProcessEnv = {},
): Promise<AppServer & { child: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-e2e-'));
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The web app was built by the global setup; a second build here would race the others.
        SKIP_WEB_BUILD: '1',
        // Development mail into a file the specs read as the recipients' inbox (mail.ts).
        MAIL_TRANSPORT: `file:${path.join(dataDir, 'mail.jsonl')}`,
        // The live demo checks carers in by itself: the journeys check in as the carers do.
        DEMO_LIVE: 'false',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    try {
      await waitUntilReady(baseURL, child);
      return { child, baseURL, dataDir };
    } catch (error) {
      await stop(child, dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (attempt < 3 && stderr.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

/** Stops the app, which stops its PostgreSQL; one left running by an app that was killed too. */
export async function stop(child: ChildProcess, dataDir?: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) await stopLeftoverPostgres(dataDir);
}

/** The app's PostgreSQL outlives an app killed with SIGKILL: its pid is in postmaster.pid. */
async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(
      fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return;
  }
  const running = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!(pid > 0) || !running()) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (running() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}
