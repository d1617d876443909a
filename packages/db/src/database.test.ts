import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database';

/** The PostgreSQL server the database suite runs on (the test setup chose it). */
const url = inject('databaseUrl');
const database = await openDatabase({ url, poolSize: 2 }, { migrate: false });
const warnings: string[] = [];
const noteWarning = (warning: Error) => warnings.push(warning.message);
process.on('warning', noteWarning);

afterAll(async () => {
  process.off('warning', noteWarning);
  await database.close();
});

describe('a transaction on the PostgreSQL server', () => {
  it('runs reads sent together (Promise.all) one after another on its connection, each with its own answer', async () => {
    const answers = await database.db.transaction((tx) =>
      Promise.all([
        tx.execute(sql`select 1 as n, pg_sleep(0.05)`),
        tx.execute(sql`select 2 as n`),
        tx.execute(sql`select 3 as n, pg_sleep(0.02)`),
      ]),
    );
    expect(
      answers.map((answer) => Number((answer as { rows: Array<{ n: unknown }> }).rows[0]?.n)),
    ).toEqual([1, 2, 3]);
    // pg 8 warns when a query is sent while the connection runs another; pg 9 will refuse it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('still rolls back every statement when one of them fails', async () => {
    const name = `queue_check_${process.pid}_${Date.now()}`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create table ${name} (n int)`));
        await Promise.all([
          tx.execute(sql.raw(`insert into ${name} values (1)`)),
          tx.execute(sql`select 1 / 0`),
        ]);
      }),
    ).rejects.toThrow();
    const found = (await database.db.execute(sql`select to_regclass(${name}) as t`)) as {
      rows: Array<{ t: unknown }>;
    };
    expect(found.rows[0]?.t).toBeNull();
  });
});

describe('the pool', () => {
  it('lets a statement wait for a connection while all are busy longer than one takes to open', async () => {
    // One connection, held for three times as long as opening one may take.
    const busy = await openDatabase(
      { url, poolSize: 1, connectTimeoutMs: 300 },
      { migrate: false },
    );
    try {
      const held = busy.db.execute(sql`select pg_sleep(0.9)`);
      const waited = busy.db.execute(sql`select 42 as n`);
      const [, answer] = await Promise.all([held, waited]);
      expect((answer as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(42);
    } finally {
      await busy.close();
    }
  });

  it('still gives up on a connection that does not open within its time', async () => {
    // A server that accepts the connection and never answers, as behind a cut network.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = performance.now();
    let failure: unknown = null;
    try {
      const unanswered = await openDatabase(
        { url: `postgres://nobody@127.0.0.1:${port}/none`, poolSize: 1, connectTimeoutMs: 300 },
        { migrate: false },
      );
      try {
        await unanswered.db.execute(sql`select 1`);
      } finally {
        await unanswered.close();
      }
    } catch (error) {
      failure = error;
    } finally {
      silent.close();
    }
    expect(failure).toBeInstanceOf(Error);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
