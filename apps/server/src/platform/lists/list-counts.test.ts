import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { LIST_COUNT_CAP } from './count';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

interface Page {
  items: unknown[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

/** Every statement the app sends while `run` runs (both drivers prepare each one here). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const session = (t.db as unknown as { session: { prepareQuery: (query: unknown) => unknown } })
    .session;
  const spy = vi.spyOn(session, 'prepareQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => (query as { sql: string }).sql);
  } finally {
    spy.mockRestore();
  }
}

const isCount = (statement: string) => /count\(\*\)/i.test(statement) && /"capped"/.test(statement);

async function get(url: string): Promise<Page> {
  const response = await t.call({ method: 'GET', url, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page;
}

/** The first page and the next, with the statements each sent. */
async function twoPages(path: string, query: string) {
  let first: Page | undefined;
  const firstStatements = await statementsDuring(async () => {
    first = await get(`${path}?${query}`);
  });
  if (!first?.nextCursor) throw new Error(`${path}: no second page`);
  const cursor = first.nextCursor;
  let second: Page | undefined;
  const secondStatements = await statementsDuring(async () => {
    second = await get(`${path}?${query}&cursor=${encodeURIComponent(cursor)}`);
  });
  return {
    first: first as Page,
    second: second as Page,
    firstCounts: firstStatements.filter(isCount).length,
    secondCounts: secondStatements.filter(isCount).length,
  };
}

describe('list counts', () => {
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into email_log (organisation_id, "to", subject, body, status)
      select ${t.organisationId}::uuid, 'count' || g || '@example.test', 'Count check ' || g, 'Body', 'logged'
      from generate_series(1, 3) g`);
    await t.db.execute(sql`
      insert into medications (organisation_id, name, form)
      select ${t.organisationId}::uuid, 'Count check ' || g, 'Spray'
      from generate_series(1, 3) g`);
    await t.db.execute(sql`
      insert into audit_log (organisation_id, action, record_type, record_id)
      select ${t.organisationId}::uuid, 'count.check', 'users', 'count-' || g
      from generate_series(1, 3) g`);
  });

  for (const [name, path, query] of [
    ['a read-only list (email log)', '/api/v1/email-logs', 'search=Count%20check&limit=2'],
    [
      'a record list (medications)',
      '/api/v1/medications',
      'form=Spray&search=Count%20check&limit=2',
    ],
    ['the audit trail', '/api/v1/audit', 'search=count.check&limit=2'],
  ] as const) {
    it(`${name}: counts on the first page only; a later page carries no total and runs no count`, async () => {
      const { first, second, firstCounts, secondCounts } = await twoPages(path, query);
      expect(first).toMatchObject({ total: 3, totalCapped: false });
      expect(first.items).toHaveLength(2);
      expect(firstCounts).toBe(1);
      expect(second.items).toHaveLength(1);
      expect(second.nextCursor).toBeNull();
      expect(second).not.toHaveProperty('total');
      expect(second).not.toHaveProperty('totalCapped');
      expect(secondCounts).toBe(0);
    });
  }

  it(`counts the audit trail and the email log only up to ${LIST_COUNT_CAP}, and says there are more`, async () => {
    await t.db.execute(sql`
      insert into audit_log (organisation_id, action, record_type, record_id)
      select ${t.organisationId}::uuid, 'bulk.check', 'users', 'bulk-' || g
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    await t.db.execute(sql`
      insert into email_log (organisation_id, "to", subject, body, status)
      select ${t.organisationId}::uuid, 'bulk' || g || '@example.test', 'Bulk check', 'Body', 'logged'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    expect(await get('/api/v1/audit?search=bulk.check&limit=5')).toMatchObject({
      total: LIST_COUNT_CAP,
      totalCapped: true,
    });
    expect(await get('/api/v1/email-logs?search=Bulk%20check&limit=5')).toMatchObject({
      total: LIST_COUNT_CAP,
      totalCapped: true,
    });
    // Exactly at the cap is counted in full.
    await t.db.execute(
      sql`delete from email_log where subject = 'Bulk check' and "to" = 'bulk1@example.test'`,
    );
    expect(await get('/api/v1/email-logs?search=Bulk%20check&limit=5')).toMatchObject({
      total: LIST_COUNT_CAP,
      totalCapped: false,
    });
  });
});
