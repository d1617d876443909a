import { vi } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A GET and the SQL statements it sent, caught at the driver (the pg pool), so a statement that
 * bypasses the query builder is caught too.
 */
export async function statementsSent(t: TestApp, url: string, cookie: string) {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = vi.spyOn(client, 'query');
  try {
    const response = await t.call({ method: 'GET', url, cookie });
    return { response, statements: query.mock.calls.map((call) => String(textOf(call[0]))) };
  } finally {
    query.mockRestore();
  }
}

const textOf = (arg: unknown) =>
  typeof arg === 'object' && arg && 'text' in arg ? (arg as { text: string }).text : arg;
