import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/** A visit as the API answers it (tests only). */
export type TestVisit = Record<string, unknown> & { id: string };

/**
 * A one-carer visit added by hand for `client` (in its branch) through the API, as the office
 * adds one (tests only).
 */
export async function addVisit(
  t: TestApp,
  cookie: string,
  client: { id: string; branch?: unknown },
  when: { visitDate: string; startTime: string; endTime: string },
  visitType = 'Personal care',
): Promise<TestVisit> {
  const made = await t.call({
    method: 'POST',
    url: '/api/v1/visits',
    cookie,
    payload: {
      client: client.id,
      branch: client.branch,
      ...when,
      carersNeeded: 1,
      status: 'Planned',
      source: 'By hand',
      visitType,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as TestVisit;
}
