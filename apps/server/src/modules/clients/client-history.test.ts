import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let riverside: string;
let clientId: string;
let otherClientId: string;

const yesterday = addCalendarDays(ukCalendarDate(), -1);

beforeAll(async () => {
  t = await createTestApp();
  [admin, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
  clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
  otherClientId = (await createSample(t, admin, recordKind('clients'))).row.id;
});
afterAll(() => t.close());

const historyOf = (id: string, cookie = admin, cursor?: string) =>
  t.call({
    method: 'GET',
    url: `/api/v1/clients/${id}/file-history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    cookie,
  });

describe("a client file's history", () => {
  it('lists reads and changes of the client, its records, questionnaires and MAR chart, newest first', async () => {
    await t.call({ method: 'GET', url: `/api/v1/clients/${clientId}/summary`, cookie: admin });
    const medication = await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        prn: false,
        timesOfDay: ['morning'],
        startDate: addCalendarDays(yesterday, -3),
        endDate: null,
      },
      clientId,
    );
    const form = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/forms/falls-risk-assessment/responses`,
      cookie: admin,
      payload: { answers: {}, status: 'draft', basedOn: null },
    });
    expect(form.statusCode, form.body).toBe(201);
    const dose = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${clientId}/mar/entries`,
      cookie: admin,
      payload: {
        clientMedicationId: medication.row.id,
        day: yesterday,
        slot: 'morning',
        code: 'R',
        note: 'Said she felt sick.',
      },
    });
    expect(dose.statusCode, dose.body).toBe(201);
    // Something done to another client's file stays out of this one's history.
    await createSample(t, admin, recordKind('client-logs'), {}, otherClientId);

    const response = await historyOf(clientId);
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items as Array<{
      action: string;
      section: string;
      actorName: string;
    }>;
    expect(items.map((item) => [item.action, item.section])).toEqual([
      ['create', 'MAR chart'],
      ['create', 'Falls Risk Assessment'],
      ['create', 'Client Medication'],
      ['read', 'Client details'],
      ['create', 'Client details'],
    ]);
    expect(items[0]?.actorName).toBe(DEMO_USERS.admin.name);
  });

  it('pages with a cursor and refuses one it did not give', async () => {
    for (let i = 0; i < 32; i += 1) {
      await t.call({ method: 'GET', url: `/api/v1/clients/${otherClientId}`, cookie: admin });
    }
    const first = (await historyOf(otherClientId)).json().data;
    expect(first.items).toHaveLength(30);
    const second = (await historyOf(otherClientId, admin, first.nextCursor)).json().data;
    const ids = [...first.items, ...second.items].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(32 + 2); // the reads, the client's creation and its log
    expect(second.nextCursor).toBeNull();
    expect((await historyOf(otherClientId, admin, 'nonsense')).statusCode).toBe(400);
  });

  it("is not found for another organisation's client", async () => {
    expect((await historyOf(clientId, riverside)).statusCode).toBe(404);
  });
});
