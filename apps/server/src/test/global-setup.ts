import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_EXTENSIONS, migrateEmbeddedDatabase, migrateServerDatabase } from '@care360/db';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { SERVER_PROJECT, serverTestUrl, uniqueDatabaseName } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
    serverTemplate: string;
  }
}

/**
 * A fresh database per test file, copied from one migrated template: a new PGlite takes seconds
 * to migrate, a copy of a dumped folder a fraction of that.
 */
export default async function setup(project: TestProject) {
  if (project.name === SERVER_PROJECT) return setupServerTemplate(project);
  const client = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  await migrateEmbeddedDatabase(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  project.provide('serverTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupServerTemplate(project: TestProject) {
  const admin = new pg.Client({ connectionString: serverTestUrl() });
  await admin.connect();
  const template = uniqueDatabaseName('care360_template');
  await admin.query(`create database "${template}"`);
  const pool = new pg.Pool({ connectionString: serverTestUrl(template), max: 1 });
  await migrateServerDatabase(pool);
  await pool.end();
  project.provide('embeddedTemplate', '');
  project.provide('serverTemplate', template);
  return async () => {
    // Copies made by test files that crashed before dropping their own go too.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template.replace('care360_template', 'care360_test')}%`],
    );
    for (const row of rows)
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}
