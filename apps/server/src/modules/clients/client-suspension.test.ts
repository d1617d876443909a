import {
  addCalendarDays,
  type ClientSummary,
  type PersonFileSections,
  recordKind,
  ukCalendarDate,
  type Worklist,
} from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompletedForm } from '../../test/completed-forms';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * No review falls overdue while a client's care is suspended (the rule is
 * packages/domain/src/catalogue/clients/suspension.ts): the profile's alert, the client file's section
 * flag and the Home worklist all stop saying "overdue" while the client is in hospital or after
 * their service ended, and say it again once they are home or reinstated.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const daysAgo = (n: number) => addCalendarDays(today, -n);
const FORM = 'falls-risk-assessment';
// Long overdue, so the review heads the worklist's group whatever the demo data holds.
const LONG_AGO = daysAgo(4000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

/** A client whose falls assessment was due for review long ago. */
async function clientWithOverdueReview(surname: string) {
  const client = (
    await createSample(t, admin, recordKind('clients'), {
      surname,
      forename: 'Suspended',
      status: 'Active',
    })
  ).row;
  await insertCompletedForm(t, client.id, FORM, {
    assessedOn: addCalendarDays(LONG_AGO, -180),
    nextReviewOn: LONG_AGO,
  });
  return client;
}

async function get<T>(url: string): Promise<T> {
  const response = await t.call({ method: 'GET', url, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** Where the overdue review shows, as a coordinator would see it on each screen. */
async function overdueShown(clientId: string) {
  const summary = await get<ClientSummary>(`/api/v1/clients/${clientId}/summary`);
  const sections = await get<PersonFileSections>(`/api/v1/clients/${clientId}/sections`);
  const worklist = await get<Worklist>('/api/v1/worklist');
  return {
    profileAlert: summary.alerts.some((alert) => alert.key === 'overdue-reviews'),
    profileReview: summary.reviews.find((review) => review.formKey === FORM)?.overdue ?? null,
    sectionFlag: sections.items.find((item) => item.key === FORM)?.overdue ?? null,
    worklist: worklist.groups['overdue-reviews'].some((line) => line.clientId === clientId),
  };
}

const OVERDUE = { profileAlert: true, profileReview: true, sectionFlag: true, worklist: true };

describe('an overdue review while the client is suspended', () => {
  it('is not raised while the client is in hospital, and is again once they are discharged', async () => {
    const client = await clientWithOverdueReview('Wardsworth');
    expect(await overdueShown(client.id)).toEqual(OVERDUE);

    const stay = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/client-hospital-stays`,
      cookie: admin,
      payload: { admittedOn: daysAgo(2), reason: 'Chest infection', hospital: 'St James’s' },
    });
    expect(stay.statusCode, stay.body).toBe(201);
    // Still listed as due, but not overdue anywhere.
    expect(await overdueShown(client.id)).toEqual({
      profileAlert: false,
      profileReview: false,
      sectionFlag: false,
      worklist: false,
    });

    const stayRow = stay.json().data;
    const home = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${client.id}/client-hospital-stays/${stayRow.id}`,
      cookie: admin,
      payload: { ...stayRow, dischargedOn: today },
    });
    expect(home.statusCode, home.body).toBe(200);
    expect(await overdueShown(client.id)).toEqual(OVERDUE);
  });

  it('is not raised once the service has ended, and is again when the client is reinstated', async () => {
    const client = await clientWithOverdueReview('Endersby');
    expect(await overdueShown(client.id)).toEqual(OVERDUE);

    const ended = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/end-service`,
      cookie: admin,
      payload: { endedOn: today, reason: 'Moved to residential care' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await overdueShown(client.id)).toEqual({
      profileAlert: false,
      profileReview: false,
      sectionFlag: false,
      worklist: false,
    });

    const reinstated = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/reinstate`,
      cookie: admin,
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(await overdueShown(client.id)).toEqual(OVERDUE);
  });
});
