import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * A dose on the MAR chart carries the id of the carer whose sign-in account
 * gave it, so the chart can link the giver's name to the carer's file; a dose given by someone
 * who is not a carer carries none.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

interface Entry {
  id: string;
  givenById: string | null;
  givenByName: string | null;
  givenByCarerId: string | null;
}

describe("the MAR chart's givers", () => {
  it("carries the carer's id beside a carer's name, and none for a giver who is not a carer", async () => {
    const carers = tableOf(recordKind('carers'));
    const { marEntries } = schema;
    // The newest demo dose a carer recorded as given by themselves (no one else named).
    const [given] = await t.db
      .select({
        clientId: marEntries.clientId,
        day: marEntries.day,
        recordedBy: marEntries.recordedBy,
        carerId: column(carers, 'id'),
      })
      .from(marEntries)
      .innerJoin(carers, eq(column(carers, 'user'), marEntries.recordedBy))
      .where(isNull(marEntries.givenBy))
      .orderBy(desc(marEntries.day))
      .limit(1);
    expect(given, 'the demo data has a dose given by a carer').toBeDefined();
    if (!given) return;
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${given.clientId}/mar?month=${given.day.slice(0, 7)}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data.entries as Entry[];
    const byCarer = entries.filter(
      (entry) => entry.givenById === null && entry.givenByCarerId === String(given.carerId),
    );
    expect(byCarer.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.id === byCarer[0]?.id)).toBe(true);

    // The same dose now named as given by the admin, who is no carer: no id to link to.
    const [admins] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    const dose = byCarer[0] as Entry;
    await t.db
      .update(marEntries)
      .set({ givenBy: admins?.id ?? null })
      .where(eq(marEntries.id, dose.id));
    const after = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${given.clientId}/mar?month=${given.day.slice(0, 7)}`,
      cookie: admin,
    });
    const changed = (after.json().data.entries as Entry[]).find((entry) => entry.id === dose.id);
    expect(changed).toMatchObject({ givenById: admins?.id, givenByCarerId: null });
  });
});
