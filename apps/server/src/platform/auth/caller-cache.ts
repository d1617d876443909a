import type { Db } from '@care360/db';
import pg from 'pg';
import type { CurrentUser } from './auth-context';

/** The channel the migration's triggers notify when a table a caller is read from changes. */
export const CALLER_CHANNEL = 'care360_callers';

/** What the session query resolved, kept so that a cached hit can check expiry and idle time. */
export interface CachedCaller {
  user: CurrentUser;
  expiresAt: number;
  lastSeenAt: number;
}

export interface CallerCacheOptions {
  /** How long a resolved caller is served from memory at most (a backstop: changes notify). */
  ttlMs?: number;
  /** How many callers are kept; past it the oldest is dropped. */
  maxEntries?: number;
  /** The wait before the listening connection reconnects after it is lost. */
  retryMs?: number;
}

/**
 * Resolved callers by session id hash, in this process's memory for a few seconds, so that a
 * request does not read its session and account again. It holds across processes: every change
 * to a table a caller is read from notifies channel `care360_callers` (migration 0017), and on
 * each notice the whole cache is dropped (simpler than working out which sessions a role or a
 * branch touches; changes to those tables are rare beside reads). The cache is used only while
 * this process is listening: before the listening connection is up, after it is lost and until it
 * is back, every request reads the database, and the cache starts empty again on reconnecting.
 */
export class CallerCache {
  readonly #entries = new Map<string, CachedCaller & { storedAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** Bumped on every drop: a read that began before a drop must not store what it read. */
  #generation = 0;
  #listening = false;
  /** Notices received; tests wait on it to know a change from elsewhere has arrived. */
  notices = 0;

  constructor(options: CallerCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  get listening(): boolean {
    return this.#listening;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The caller of a session, if cached, fresh and the process is listening for changes. */
  get(idHash: string, now: number): CachedCaller | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(idHash);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.#ttlMs) {
      this.#entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps what a read found, unless a change arrived since the read began (`generation`). */
  set(idHash: string, caller: CachedCaller, generation: number, now: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(idHash)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(idHash, { ...caller, storedAt: now });
  }

  /** Drops every cached caller (a notice, a write in this process, a reconnection). */
  clear(): void {
    this.#entries.clear();
    this.#generation++;
  }

  /** Called by the listener: while false, nothing is served from or kept in the cache. */
  setListening(listening: boolean): void {
    this.clear();
    this.#listening = listening;
  }

  noticeReceived(): void {
    this.notices++;
    this.clear();
  }
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** The driver's handle under the Drizzle database: a pg pool. */
interface PoolLike {
  options: pg.PoolConfig;
}

/**
 * Starts listening for caller changes on `db` and answers how to stop. A connection of its own
 * (outside the pool, which would hand it back) holds LISTEN and is reconnected whenever it is
 * lost; its errors are handled, so a lost database never ends the process.
 */
export async function listenForCallerChanges(
  db: Db,
  cache: CallerCache,
  log: Log,
  options: CallerCacheOptions = {},
): Promise<CallerListener> {
  const client = (db as unknown as { $client: Partial<PoolLike> }).$client;
  if (!client.options) {
    log.warn({}, 'Caller cache off: the database driver is not one it knows.');
    return { backendPid: () => undefined, stop: async () => {} };
  }
  const listener = new ServerListener(client.options, cache, log, options.retryMs ?? 1_000);
  await listener.connect();
  return { backendPid: () => listener.pid, stop: () => listener.stop() };
}

export interface CallerListener {
  /** The server's listening connection, while it is up (tests end it). */
  backendPid(): number | undefined;
  stop(): Promise<void>;
}

class ServerListener {
  #client: pg.Client | undefined;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  /** The listening connection's backend (tests end it to show the cache is bypassed). */
  pid: number | undefined;

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly cache: CallerCache,
    private readonly log: Log,
    private readonly retryMs: number,
  ) {}

  async connect(): Promise<void> {
    if (this.#stopped) return;
    // The pool's settings (address, credentials, TLS, timeouts); a client ignores the pool's own.
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.#client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      // Nothing cached may be served until notices can arrive again.
      this.cache.setListening(false);
      this.pid = undefined;
      if (this.#stopped) return;
      this.log.warn(
        { err: error?.message ?? 'connection ended' },
        'Caller change listener lost its connection; reading callers from the database.',
      );
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      this.#retry = setTimeout(() => void this.connect(), this.retryMs);
      this.#retry.unref();
    };
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === CALLER_CHANNEL) this.cache.noticeReceived();
    });
    try {
      await client.connect();
      await client.query(`listen ${CALLER_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (lost || this.#stopped) return;
      this.pid = rows[0]?.pid;
      // Starts empty: notices sent while not listening were missed.
      this.cache.setListening(true);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.cache.setListening(false);
    await this.#client?.end().catch(() => {});
  }
}
