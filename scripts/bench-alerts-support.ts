// The parts of the alert benchmark that stand outside the app (not a test): the server as a
// child process, started and stopped or killed as an operator would; an office user's event
// stream, reconnecting with Last-Event-ID as a browser's EventSource does; and their board,
// fetched again whenever an alert event arrives, as the web app's live queries do.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The `p`th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** p50, p95 and max of `values`, in their unit. */
export function spread(values: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it holds or `deadline` (epoch ms) passes. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  deadline: number,
  everyMs = 200,
): Promise<boolean> {
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

/** One JSON log line of the server. */
interface LogLine {
  time?: number;
  msg?: string;
  level?: number;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * The real server (`node scripts/start.mjs`, jobs and all) on `databaseUrl` at `port`, as a
 * child process. Its JSON log lines are kept, so the benchmark can tell what the server saw.
 */
export class BenchServer {
  readonly lines: LogLine[] = [];
  #child: ChildProcess | undefined;
  #exited: Promise<number | null> = Promise.resolve(null);
  #tail = '';

  constructor(
    private readonly databaseUrl: string,
    readonly port: number,
    private readonly dataDir: string,
    /** A folder for a CPU profile of each process, written as it stops cleanly. */
    private readonly profileDir?: string,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process; answers the seconds it took to answer /health/ready. */
  async start(): Promise<number> {
    const began = performance.now();
    const profile = this.profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(this.profileDir)}`]
      : [];
    const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.base,
        DATA_DIR: this.dataDir,
        LOG_FORMAT: 'json',
        SKIP_WEB_BUILD: '1',
        MAIL_TRANSPORT: 'none',
        // The demo's carers checking in by themselves would blur what is measured.
        DEMO_LIVE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let buffer = '';
    const read = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      this.#tail = (this.#tail + chunk.toString('utf8')).slice(-4000);
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        try {
          this.lines.push(JSON.parse(text) as LogLine);
        } catch {
          this.lines.push({ msg: text });
        }
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${this.#tail}`);
      const ready = await fetch(`${this.base}/health/ready`).catch(() => null);
      if (ready?.ok) break;
      await sleep(100);
    }
    return (performance.now() - began) / 1000;
  }

  /** Log lines whose message contains `text`, since `since` (epoch ms) when given. */
  logged(text: string, since = 0): LogLine[] {
    return this.lines.filter((line) => line.msg?.includes(text) && (line.time ?? 0) >= since);
  }

  /** The server's own time (Fastify's responseTime, ms) for each answered request to `path`. */
  responseTimes(path: RegExp, since = 0): number[] {
    const urls = new Map<string, string>();
    const times: number[] = [];
    for (const line of this.lines) {
      if ((line.time ?? 0) < since || !line.reqId) continue;
      if (line.req?.url) urls.set(line.reqId, line.req.url);
      else if (line.responseTime !== undefined && path.test(urls.get(line.reqId) ?? ''))
        times.push(line.responseTime);
    }
    return times;
  }

  /** Ends the process with `signal` and waits for it to go (SIGKILL after 20 s). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return child?.exitCode ?? null;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await this.#exited;
    clearTimeout(timer);
    return code;
  }
}

/** A change as the stream carries it. */
interface StreamChange {
  kind: string;
  action: string;
  recordId: string | null;
}

/**
 * An office user's event stream, held the way a browser's EventSource holds it: when it ends or
 * cannot connect, it connects again after the server's `retry`, sending the last id it saw.
 * Remembers when each created alert first arrived and how often it arrived.
 */
export class EventStream {
  /** Alert id → epoch ms of its first arrival. */
  readonly alertArrivals = new Map<string, number>();
  /** Alert id → how many times its creation arrived (more than once is a duplicate delivery). */
  readonly alertDeliveries = new Map<string, number>();
  /** Every `ready` the server sent: each is one (re)connection. */
  connections = 0;
  events = 0;
  onAlert: (() => void) | undefined;
  #lastId: string | null = null;
  #retryMs = 2_000;
  #closed = false;
  #request: http.ClientRequest | undefined;
  #opened: (() => void) | undefined;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  /** Connects; resolves on the server's first `ready`. */
  open(): Promise<void> {
    const opened = new Promise<void>((resolve) => {
      this.#opened = resolve;
    });
    this.#connect();
    return opened;
  }

  close(): void {
    this.#closed = true;
    this.#request?.destroy();
  }

  #again(): void {
    if (this.#closed) return;
    setTimeout(() => this.#connect(), this.#retryMs).unref();
  }

  #connect(): void {
    if (this.#closed) return;
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      cookie: this.cookie,
      ...(this.#lastId !== null ? { 'last-event-id': this.#lastId } : {}),
    };
    // However this connection ends (refused, ended by the server, cut), it is followed once.
    let followed = false;
    const again = () => {
      if (followed) return;
      followed = true;
      this.#again();
    };
    const request = http.get(this.url, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        again();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.#block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('close', again);
      response.on('error', () => {});
    });
    request.on('error', again);
    this.#request = request;
  }

  #block(block: string): void {
    const at = Date.now();
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') this.#lastId = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data += value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.#retryMs = Number(value);
    }
    if (event === 'ready') {
      this.connections++;
      this.#opened?.();
      this.#opened = undefined;
      return;
    }
    if (event !== 'message' || !data) return;
    this.events++;
    const change = JSON.parse(data) as StreamChange;
    if (change.kind !== 'alerts' || change.action !== 'created' || !change.recordId) return;
    this.alertDeliveries.set(change.recordId, (this.alertDeliveries.get(change.recordId) ?? 0) + 1);
    if (!this.alertArrivals.has(change.recordId)) this.alertArrivals.set(change.recordId, at);
    this.onAlert?.();
  }
}

/**
 * A board as an open page holds it: fetched again whenever an alert event arrives (one fetch at
 * a time, and one more if told while fetching). Remembers when each row was first on it.
 */
export class BoardWatcher {
  /** Alert id → epoch ms the board's answer that first held it arrived. */
  readonly firstSeen = new Map<string, number>();
  fetches = 0;
  failures = 0;
  #running: Promise<void> | undefined;
  #again = false;

  constructor(
    private readonly url: () => string,
    private readonly headers: Record<string, string>,
  ) {}

  refresh(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#fetchOnce();
      } while (this.#again);
      this.#running = undefined;
    })();
  }

  async #fetchOnce(): Promise<void> {
    this.fetches++;
    try {
      const response = await fetch(this.url(), { headers: this.headers });
      if (!response.ok) {
        this.failures++;
        await response.body?.cancel();
        return;
      }
      const body = (await response.json()) as { data: { items: Array<{ id: string }> } };
      const at = Date.now();
      for (const row of body.data.items)
        if (!this.firstSeen.has(row.id)) this.firstSeen.set(row.id, at);
    } catch {
      // The server is restarting: the next alert event fetches again.
      this.failures++;
    }
  }
}
