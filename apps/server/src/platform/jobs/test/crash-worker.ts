// A worker process for job-crash.postgres.test.ts: the platform's job runner with one task whose
// first attempt writes its effect in a transaction and then hangs before committing, so the test
// can kill -9 the process while the job is in flight.
import { openDatabase } from '@care360/db';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import { loadConfig } from '../../../config';
import { createMailer } from '../../email/mailer';
import { startJobRunner } from '../job-runner';
import { defineTask } from '../task';

export const crashTask = defineTask({
  name: 'test.crash',
  title: 'Crash test',
  payload: z.object({ effect: z.string() }),
  async run({ effect }, { db, attempt }) {
    await db.execute(
      sql`insert into crash_starts (effect, attempt) values (${effect}, ${attempt})`,
    );
    await db.transaction(async (tx) => {
      // The effect and its key commit together or not at all; the key refuses a second copy.
      await tx.execute(
        sql`insert into crash_effects (effect) values (${effect}) on conflict (effect) do nothing`,
      );
      if (process.env.HANG_FIRST_ATTEMPT === 'true') {
        // Said on another connection: a NOTIFY inside this transaction would wait for its commit.
        await db.execute(sql`select pg_notify('crash_test', 'hanging')`);
        await new Promise(() => {});
      }
    });
  },
});

const url = process.env.DATABASE_URL ?? '';
const database = await openDatabase({ url }, { migrate: false });
const log = Fastify({ logger: { level: 'warn' } }).log;
await startJobRunner({
  url,
  db: database.db,
  config: loadConfig(),
  mailer: createMailer(database.db, log, { transport: null, from: 'test@care360.local' }),
  log,
  tasks: [crashTask],
  concurrency: 1,
});
console.log('worker ready');
