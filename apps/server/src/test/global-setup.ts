import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Db,
  EMBEDDED_EXTENSIONS,
  migrateEmbeddedDatabase,
  migrateServerDatabase,
  openDatabase,
  schema,
} from '@care360/db';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { SERVER_PROJECT, serverTestUrl, uniqueDatabaseName } from './postgres-url';
import { seedTestOrganisations } from './test-organisations';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
    embeddedSeededTemplate: string;
    serverTemplate: string;
    serverSeededTemplate: string;
  }
}

/**
 * A fresh database per test file, copied from a template made once per run: a new PGlite takes
 * seconds to migrate and the demo data seconds more to seed, a copy a fraction of that. Two
 * templates: migrated and empty (the demo seed's own tests), and with the test organisations.
 */
export default async function setup(project: TestProject) {
  if (project.name === SERVER_PROJECT) return setupServerTemplate(project);
  const client = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-template-'));
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  try {
    await migrateEmbeddedDatabase(client);
    project.provide('embeddedTemplate', await dumpTo('template.tar'));
    await seedTestOrganisations(drizzle(client, { schema }) as unknown as Db);
    project.provide('embeddedSeededTemplate', await dumpTo('seeded.tar'));
  } finally {
    await client.close();
  }
  project.provide('serverTemplate', '');
  project.provide('serverSeededTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupServerTemplate(project: TestProject) {
  const admin = new pg.Client({ connectionString: serverTestUrl() });
  await admin.connect();
  const template = uniqueDatabaseName('care360_template');
  await admin.query(`create database "${template}"`);
  const pool = new pg.Pool({ connectionString: serverTestUrl(template), max: 1 });
  await migrateServerDatabase(pool);
  // The job queue's own schema, as a runner makes it at its start: every copy has it ready.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
  await pool.end();
  const seeded = `${template}_seeded`;
  await admin.query(`create database "${seeded}" template "${template}"`);
  const database = await openDatabase(
    { url: serverTestUrl(seeded), poolSize: 1 },
    { migrate: false },
  );
  try {
    await seedTestOrganisations(database.db);
  } finally {
    await database.close();
  }
  project.provide('embeddedTemplate', '');
  project.provide('embeddedSeededTemplate', '');
  project.provide('serverTemplate', template);
  project.provide('serverSeededTemplate', seeded);
  return async () => {
    // Copies made by test files that crashed before dropping their own go too.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template.replace('care360_template', 'care360_test')}%`],
    );
    for (const row of rows)
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`drop database if exists "${seeded}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}
