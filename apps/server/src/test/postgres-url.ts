import { randomBytes } from 'node:crypto';

/** The vitest project that runs the database suite on the PostgreSQL server. */
export const SERVER_PROJECT = 'server-postgres';

/** The PostgreSQL server the database suite also runs on (CI: 127.0.0.1:5432, trust auth). */
export function serverTestUrl(database?: string): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Unique per run and per file, so parallel runs on one server never meet. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
