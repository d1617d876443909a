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
