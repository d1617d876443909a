import fs from 'node:fs';
import { type Database, openDatabase } from '@care360/db';
import pg from 'pg';
import { inject } from 'vitest';
import { serverTestUrl } from './postgres-url';

export const testDatabaseKind = process.env.TEST_DB === 'server' ? 'server' : 'embedded';

/**
 * A database of its own for one test file, migrated, and with the test organisations when
 * `seeded` (global-setup.ts); close() removes it.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<Database> {
  const serverTemplate = inject(seeded ? 'serverSeededTemplate' : 'serverTemplate');
  if (!serverTemplate) {
    const dump = fs.readFileSync(inject(seeded ? 'embeddedSeededTemplate' : 'embeddedTemplate'));
    return openDatabase({ memory: true, loadDataDir: new Blob([dump]) }, { migrate: false });
  }
  const name = `${inject('serverTemplate').replace('care360_template', 'care360_test')}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverTestUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${serverTemplate}"`);
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
