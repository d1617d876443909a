// What the benchmarks share: a throwaway database on the PostgreSQL server, the app built on a
// database, and a demo person's session. Not a test.
import type { Database } from '@care360/db';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

/**
 * Runs `run` with the address of a new database on the PostgreSQL server (TEST_DATABASE_URL, else
 * 127.0.0.1:5432), named after this process, and drops the database afterwards.
 */
export async function withServerDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `care360_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** The whole app on `database`, without the web build, and the headers a browser's writes carry. */
export async function benchApp(database: Database) {
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1' }), webDist: '/nonexistent' };
  // BENCH_CALLER_CACHE=off measures the app as it was before the caller cache.
  const app = await buildApp({
    config,
    db: database.db,
    ping: database.ping,
    logger: false,
    ...(process.env.BENCH_CALLER_CACHE === 'off' ? { callerCache: false as const } : {}),
  });
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    origin: new URL(config.publicUrl).origin,
  };
  /** Signs a demo person in through the app (no network); answers the session cookie. */
  const signIn = async (email: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers,
      payload: { email, password: 'care360demo' },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in of ${email}: ${login.statusCode}`);
    return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  return { app, headers, signIn };
}
