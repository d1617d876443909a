import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { migrateEmbeddedDatabase, migrateServerDatabase } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over either driver; code never needs to know which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'server';
  /** The server's connection string, for a connection of its own (LISTEN); none when embedded. */
  url?: string;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations use; the server has them in its contrib package. */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

export type DatabaseOptions =
  | ServerOptions
  | { dataDir: string }
  /** An in-memory embedded database, optionally started from a dumped data folder (tests). */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(
  options: DatabaseOptions,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  const database = 'url' in options ? openServer(options) : await openEmbedded(options);
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

async function openEmbedded(
  options: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<Database> {
  const release = 'dataDir' in options ? lockDataFolder(options.dataDir) : () => {};
  try {
    const client =
      'dataDir' in options
        ? await PGlite.create(options.dataDir, { extensions: EMBEDDED_EXTENSIONS })
        : await PGlite.create({
            extensions: EMBEDDED_EXTENSIONS,
            ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
          });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    let closed = false;
    const close = once(async () => {
      closed = true;
      await client.close();
      release();
    });
    return {
      db,
      kind: 'embedded',
      ping: async () => {
        if (closed) throw new Error('The embedded database is closed.');
        await client.query('select 1');
      },
      migrate: () => migrateEmbeddedDatabase(client),
      close,
    };
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
