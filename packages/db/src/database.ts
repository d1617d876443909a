import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataFolder, refuseEarlierEngineFolder } from './data-folder-lock';
import { ensureDatabase, startEmbeddedServer } from './embedded-server';
import { migrateServerDatabase } from './migrate';
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

export interface EmbeddedOptions extends Omit<ServerOptions, 'url'> {
  /** The app's data folder: its PostgreSQL server lives in `<dataDir>/postgres`. */
  dataDir: string;
}

/** The database the app keeps in its embedded server. */
export const EMBEDDED_DATABASE = 'care360';

export async function openDatabase(
  options: DatabaseOptions,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  const database = 'dataDir' in options ? await openEmbedded(options) : openServer(options);
  try {
    if (migrate) await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface ServerOptions {
  url: string;
  poolSize?: number;
  /** Told of each connection the server drops (a failover, a restart, a network cut). */
  onConnectionError?: (error: Error) => void;
}

/** A connection attempt that hangs (a network cut drops packets) gives up after this long. */
const CONNECT_TIMEOUT_MS = 5_000;

function openServer({ url, poolSize = 10, onConnectionError }: ServerOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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

/**
 * The data folder is checked and locked before anything in it changes; then its own PostgreSQL
 * starts, and from there it is the same pool as a server's. close() ends the pool, then stops
 * the server, then frees the folder.
 */
async function openEmbedded({ dataDir, ...options }: EmbeddedOptions): Promise<Database> {
  refuseEarlierEngineFolder(dataDir);
  const release = lockDataFolder(dataDir);
  try {
    const server = await startEmbeddedServer({ clusterDir: path.join(dataDir, 'postgres') });
    try {
      await ensureDatabase(server, EMBEDDED_DATABASE);
      const database = openServer({ ...options, url: server.urlOf(EMBEDDED_DATABASE) });
      return {
        ...database,
        kind: 'embedded',
        close: once(async () => {
          try {
            await database.close();
          } finally {
            await server.stop();
            release();
          }
        }),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

/** Closing twice (a test that closes early, then its teardown) is harmless. */
function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}
