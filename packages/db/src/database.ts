import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrateServerDatabase } from './migrate';
import { type PreparedDatabase, prepareDatabase } from './prepare';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over node-postgres, whichever server answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** `embedded`: the app's own PostgreSQL in its data folder; `server`: DATABASE_URL. */
  kind: 'embedded' | 'server';
  /**
   * The connection string, for what needs connections of its own beside the pool (the job
   * queue, the LISTEN connection of live events). Holds the password: never log it.
   */
  url: string;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = ServerOptions | EmbeddedOptions;

export interface EmbeddedOptions extends PoolOptions {
  /** The app's data folder: its PostgreSQL server lives in `<dataDir>/postgres`. */
  dataDir: string;
}

/**
 * A server at `url`, or the app's own PostgreSQL in `dataDir` (started here, and stopped by
 * close()); migrated unless told not to. Either way the same pool and the same driver.
 */
export async function openDatabase(
  options: DatabaseOptions,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  const prepared = await prepareDatabase(
    'dataDir' in options ? { dataDir: options.dataDir } : { url: options.url },
    { migrate },
  );
  return openPreparedDatabase(prepared, options);
}

/** The pool over a database made ready by prepareDatabase(); close() also releases that. */
export function openPreparedDatabase(
  prepared: PreparedDatabase,
  options: PoolOptions = {},
): Database {
  const database = openServer({ ...options, url: prepared.url });
  return {
    ...database,
    kind: prepared.kind,
    close: once(async () => {
      try {
        await database.close();
      } finally {
        await prepared.release();
      }
    }),
  };
}

export interface ServerOptions extends PoolOptions {
  url: string;
}

export interface PoolOptions {
  poolSize?: number;
  /** Told of each connection the server drops (a failover, a restart, a network cut). */
  onConnectionError?: (error: Error) => void;
  /** How long opening a connection may take (CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/** A connection attempt that hangs (a network cut drops packets) gives up after this long. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a statement waits for a connection when every one of the pool is in use. node-postgres
 * has one setting for both waits; at the connection's 5 s, a request on a loaded machine (every
 * connection busy with slow requests a few seconds) was answered 503 as if the database were away.
 */
const CHECKOUT_TIMEOUT_MS = 30_000;

function openServer({
  url,
  poolSize = 10,
  onConnectionError,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
}: ServerOptions): Database {
  // The pool's wait for a free connection is the long one; each new connection keeps the short.
  class TimedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
    Client: TimedClient,
    // Probes an idle connection, so a cut one is noticed and replaced.
    keepAlive: true,
  });
  // A dropped connection must not crash the process. Every client gets a listener of its own:
  // one checked out (a transaction between two statements) emits 'error' on itself, which Node
  // would throw if nobody listened; an idle one also makes the pool emit 'error' (told once,
  // by the client's listener). The statement in flight, if any, fails with the same error and
  // its request answers 503; the pool discards the broken client and the next query connects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => onConnectionError?.(error));
    queueQueries(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'server',
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrateServerDatabase(pool),
    close: once(() => pool.end()),
  };
}

/**
 * A transaction holds one connection, and `Promise.all` over its reads sends a query while
 * another is running: pg 8 warns of that and pg 9 will refuse it. Each connection queues the
 * queries it is given (in the order given), so any area may read in parallel inside a
 * transaction and each statement still goes alone. The pool's own calls pass a callback on a
 * connection it has just checked out, and cursors submit themselves: both pass straight through.
 */
function queueQueries(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') {
      return send(...args);
    }
    const sent = previous.then(() => send(...args));
    previous = sent.catch(() => undefined);
    return sent;
  }) as typeof client.query;
}

/** Closing twice (a test that closes early, then its teardown) is harmless. */
function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}
