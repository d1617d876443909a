import { type Database, openDatabase } from '@care360/db';
import pg from 'pg';
import { inject } from 'vitest';
import { serverTestUrl } from './postgres-url';

/**
 * A database of its own for one test file, copied from the migrated template, with the test
 * organisations when `seeded` (global-setup.ts); close() removes it.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<Database> {
  const template = inject(seeded ? 'seededTemplate' : 'template');
  const name = `${inject('template').replace('care360_template', 'care360_test')}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverTestUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase(
    { url: serverTestUrl(name), poolSize: 4 },
    { migrate: false },
  );
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverTestUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
