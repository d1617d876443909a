import { schema } from '@care360/db';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { withFlatRows } from './flat-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every kind of value a list reads: instants, dates kept as text, JSON, numbers, flags, nulls,
// and sql values with and without a decoder of their own.
function selection() {
  return {
    ...getTableColumns(schema.clients),
    counted: sql<number>`count(*) over ()`.mapWith(Number),
    titles: sql<Record<string, string>>`json_build_object('a', 'b')`,
    nothing: sql<string | null>`null::text`,
  };
}

it('maps the rows of a prepared select as Drizzle does, on both databases', async () => {
  const ours = withFlatRows(
    t.db
      .select(selection())
      .from(schema.clients)
      .limit(sql.placeholder('limit'))
      .prepare('flat_rows_ours'),
  );
  const drizzles = t.db
    .select(selection())
    .from(schema.clients)
    .limit(sql.placeholder('limit'))
    .prepare('flat_rows_drizzle');
  const mine = await ours.execute({ limit: 50 });
  const theirs = await drizzles.execute({ limit: 50 });
  expect(mine.length).toBeGreaterThan(5);
  expect(mine).toEqual(theirs);
  // The decoders ran: instants are dates and the window count is a number, not text.
  expect(mine[0]?.createdAt).toBeInstanceOf(Date);
  expect(typeof mine[0]?.counted).toBe('number');
  expect(mine.some((row) => Object.values(row).includes(null))).toBe(true);
});

it('refuses a nested selection rather than flatten it wrongly', () => {
  const nested = t.db
    .select({ client: { id: schema.clients.id } })
    .from(schema.clients)
    .prepare('flat_rows_nested');
  expect(() => withFlatRows(nested)).toThrow(/flat selection/);
});
