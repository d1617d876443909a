import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let clientId: string;
let otherClientId: string;

const kind = recordKind('client-financial-transactions');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
  otherClientId = (await createSample(t, admin, recordKind('clients'))).row.id;
});
afterAll(() => t.close());

async function add(
  client: string,
  date: string,
  type: 'Money in' | 'Money out',
  amount: number,
  description: string,
) {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/clients/${client}/${kind.name}`,
    cookie: admin,
    payload: { date, type, amount, description, recordedBy: 'Sam Carer' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

interface Line {
  id: string;
  description: string;
  amount: number;
  balance: number;
}
interface Ledger {
  balance: number;
  total: number;
  items: Line[];
  nextCursor: string | null;
}

async function ledger(query = ''): Promise<Ledger> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/clients/${clientId}/financial-transactions${query}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Every line, following the page cursors. */
async function allLines(dir: 'asc' | 'desc', limit: number): Promise<Line[]> {
  const lines: Line[] = [];
  let cursor: string | null = null;
  do {
    const page: Ledger = await ledger(
      `?dir=${dir}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

describe('a client’s financial transactions', () => {
  let shopId: string;

  it('show the balance after each line in date order, whatever order they were entered in', async () => {
    // Entered out of date order; on 3 March the cash came in before it was spent.
    await add(clientId, '2026-03-05', 'Money out', 1_250, 'Pharmacy prescription charge');
    await add(clientId, '2026-03-01', 'Money in', 5_000, 'Cash from the client for shopping');
    await add(clientId, '2026-03-03', 'Money in', 2_000, 'Pension collected');
    shopId = await add(clientId, '2026-03-03', 'Money out', 3_499, 'Weekly shop at Co-op');
    await add(otherClientId, '2026-03-02', 'Money in', 99_999, 'Another client’s money');

    const oldestFirst = await allLines('asc', 2);
    expect(oldestFirst.map((line) => [line.description, line.balance])).toEqual([
      ['Cash from the client for shopping', 5_000],
      ['Pension collected', 7_000],
      ['Weekly shop at Co-op', 3_501],
      ['Pharmacy prescription charge', 2_251],
    ]);
    const first = await ledger('?limit=2');
    expect(first.balance).toBe(2_251);
    expect(first.total).toBe(4);
    // Counted on the first page only, as every list; the balance now is on every page.
    const second = await ledger(`?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second).not.toHaveProperty('total');
    expect(second.balance).toBe(2_251);
    expect(second.items).toHaveLength(2);
    // Newest first by default, as a statement is read, across pages without repeats.
    const newestFirst = await allLines('desc', 3);
    expect(newestFirst.map((line) => line.balance)).toEqual([2_251, 3_501, 7_000, 5_000]);
  });

  it('recalculates every later balance when a line is deleted', async () => {
    const response = await t.call({
      method: 'DELETE',
      url: `/api/v1/clients/${clientId}/${kind.name}/${shopId}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = await allLines('asc', 10);
    expect(lines.map((line) => line.balance)).toEqual([5_000, 7_000, 5_750]);
    expect((await ledger()).balance).toBe(5_750);
  });

  it('audits each opening of the ledger (its first page) with the read, and no other call', async () => {
    const reads = () =>
      t.db
        .select({ changes: schema.auditLog.changes })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'read'), eq(schema.auditLog.recordId, clientId)));
    const before = (await reads()).length;
    const first = await ledger('?limit=1');
    expect(await reads()).toHaveLength(before + 1);
    expect((await reads()).at(-1)?.changes).toEqual({ section: kind.plural });
    await ledger(`?limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(await reads()).toHaveLength(before + 1);
    // Another organisation's caller is answered 404, and nothing is written.
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const refused = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/financial-transactions`,
      cookie: riverside,
    });
    expect(refused.statusCode).toBe(404);
    expect(await reads()).toHaveLength(before + 1);
  });

  it('refuses an amount of nothing, and a client that is not there', async () => {
    const zero = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/${kind.name}`,
      cookie: admin,
      payload: {
        date: '2026-03-06',
        type: 'Money out',
        amount: 0,
        description: 'Nothing',
        recordedBy: 'Sam Carer',
      },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.amount).toBeDefined();
    const missing = await t.call({
      method: 'GET',
      url: '/api/v1/clients/00000000-0000-4000-8000-000000000000/financial-transactions',
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
