import path from 'node:path';
import pg from 'pg';
import { lockDataFolder, refuseEarlierEngineFolder } from './data-folder-lock';
import { ensureDatabase, startEmbeddedServer } from './embedded-server';
import { migrateServerDatabase } from './migrate';

export { DataFolderInUseError, EarlierEngineFolderError } from './data-folder-lock';
export { EmbeddedServerError } from './embedded-server';
export { freePort } from './free-port';

/**
 * A database that answers and is migrated, before any pool or schema: its connection string,
 * and how to let it go. This module loads little (no schema, no record declarations), so the
 * server starts its database while it loads the rest of its code.
 */
export interface PreparedDatabase {
  /** `embedded`: the app's own PostgreSQL in its data folder; `server`: DATABASE_URL. */
  kind: 'embedded' | 'server';
  /** Holds the password: never log it. */
  url: string;
  /** Stops the embedded server and frees its data folder; nothing to do for a server. */
  release(): Promise<void>;
}

/** The database the app keeps in its embedded server. */
export const EMBEDDED_DATABASE = 'care360';

export async function prepareDatabase(
  where: { url: string } | { dataDir: string },
  { migrate = true }: { migrate?: boolean } = {},
): Promise<PreparedDatabase> {
  const prepared =
    'dataDir' in where
      ? await openDataFolder(where.dataDir)
      : { kind: 'server' as const, url: where.url, release: async () => {} };
  try {
    if (migrate) await migrateDatabaseAt(prepared.url);
    return prepared;
  } catch (error) {
    await prepared.release();
    throw error;
  }
}

/**
 * The data folder is checked and locked before anything in it changes; then its own PostgreSQL
 * starts (made on the first start) and the app's database is created when missing.
 */
async function openDataFolder(dataDir: string): Promise<PreparedDatabase> {
  refuseEarlierEngineFolder(dataDir);
  const unlock = lockDataFolder(dataDir);
  try {
    const server = await startEmbeddedServer({ clusterDir: path.join(dataDir, 'postgres') });
    try {
      await ensureDatabase(server, EMBEDDED_DATABASE);
    } catch (error) {
      await server.stop();
      throw error;
    }
    let released: Promise<void> | undefined;
    return {
      kind: 'embedded',
      url: server.urlOf(EMBEDDED_DATABASE),
      release: () => {
        released ??= server.stop().finally(unlock);
        return released;
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function migrateDatabaseAt(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  try {
    await migrateServerDatabase(pool);
  } finally {
    await pool.end();
  }
}
