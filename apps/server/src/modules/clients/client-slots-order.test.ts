import { recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
});
afterAll(() => t.close());

const slotsOf = (client: string) => `/api/v1/clients/${client}/client-slots`;

async function listDays(query: string): Promise<{ days: string[]; nextCursor: string | null }> {
  const response = await t.call({
    method: 'GET',
    url: `${slotsOf(clientId)}?${query}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as {
    items: { dayOfWeek: string }[];
    nextCursor: string | null;
  };
  return { days: data.items.map((item) => item.dayOfWeek), nextCursor: data.nextCursor };
}

describe('a client’s visit slots', () => {
  it('are listed Monday to Sunday, page after page, and Sunday to Monday going down', async () => {
    for (const day of ['Sunday', 'Wednesday', 'Monday', 'Saturday', 'Friday', 'Tuesday']) {
      const created = await t.call({
        method: 'POST',
        url: slotsOf(clientId),
        cookie: admin,
        payload: {
          dayOfWeek: day,
          startTime: '08:00',
          endTime: '08:30',
          carersNeeded: 1,
          visitType: 'Personal care',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday', 'Sunday'];
    expect((await listDays('limit=100')).days).toEqual(week);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listDays>> = await listDays(
        `sort=dayOfWeek&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...page.days);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(week);

    expect((await listDays('sort=dayOfWeek&dir=desc&limit=100')).days).toEqual([...week].reverse());
  });
});
