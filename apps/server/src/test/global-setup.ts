import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateServerDatabase, openDatabase, startEmbeddedServer } from '@care360/db';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { uniqueDatabaseName } from './postgres-url';
import { seedTestOrganisations } from './test-organisations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's maintenance database; test files create and drop theirs through it. */
    databaseUrl: string;
    /** Migrated and empty (the demo seed's own tests). */
    template: string;
    /** Migrated, with the test organisations. */
    seededTemplate: string;
  }
}

/**
 * The database suite runs once, on one PostgreSQL server: TEST_DATABASE_URL when it answers
 * (CI: the machine's PostgreSQL 15, the oldest the README promises), otherwise a PostgreSQL 18
 * of its own for the run (a laptop with nothing installed; the process tests run the app on
 * that engine too). Each test file gets a fresh database copied from a template migrated and
 * seeded once here (`CREATE DATABASE … TEMPLATE`): a copy takes a fraction of a migration.
 */
export default async function setup(project: TestProject) {
  const server = await testServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const template = uniqueDatabaseName('care360_template');
  const seeded = `${template}_seeded`;
  const urlOf = (database: string) => {
    const url = new URL(server.url);
    url.pathname = `/${database}`;
    return url.toString();
  };
  await admin.query(`create database "${template}"`);
  const pool = new pg.Pool({ connectionString: urlOf(template), max: 1 });
  await migrateServerDatabase(pool);
  // The job queue's own schema, as a runner makes it at its start: every copy has it ready.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
  await pool.end();
  await admin.query(`create database "${seeded}" template "${template}"`);
  const database = await openDatabase({ url: urlOf(seeded), poolSize: 1 }, { migrate: false });
  try {
    await seedTestOrganisations(database.db);
  } finally {
    await database.close();
  }
  project.provide('databaseUrl', server.url);
  project.provide('template', template);
  project.provide('seededTemplate', seeded);
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
    await server.stop();
  };
}

async function testServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given && (await answers(given))) {
    console.log(`Database suite on the PostgreSQL server at TEST_DATABASE_URL.`);
    return { url: given, stop: async () => {} };
  }
  if (given && process.env.CI) {
    throw new Error(`CI runs the database suite on TEST_DATABASE_URL, which does not answer.`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-test-postgres-'));
  const server = await startEmbeddedServer({
    clusterDir: path.join(folder, 'postgres'),
    throwaway: true,
  });
  console.log(
    given
      ? 'TEST_DATABASE_URL does not answer: the database suite runs on an embedded PostgreSQL.'
      : 'Database suite on an embedded PostgreSQL (set TEST_DATABASE_URL to use a server).',
  );
  return {
    url: server.adminUrl,
    stop: async () => {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
