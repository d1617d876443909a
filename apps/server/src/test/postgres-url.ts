import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/**
 * The PostgreSQL server the database suite runs on (global-setup.ts chose it: TEST_DATABASE_URL
 * when that server answers, otherwise an embedded server started for the run), with `database`
 * in place of the one named.
 */
export function serverTestUrl(database?: string): string {
  const url = new URL(inject('databaseUrl'));
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Unique per run and per file, so parallel runs on one server never meet. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
