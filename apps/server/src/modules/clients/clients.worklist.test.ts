import { schema } from '@care360/db';
import {
  addCalendarDays,
  recordKind,
  ukCalendarDate,
  type Worklist,
  type WorklistLine,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { insertCompletedForm } from '../../test/completed-forms';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Home's worklist: each group's rule, with facts the test makes on clients of
 * its own, and the scope: a role limited to Harrogate sees Harrogate's clients only, and another
 * organisation sees none of them.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const branchIds: Record<string, string> = {};
let leeds: { id: string };
let harrogate: { id: string };
let consented: { id: string };
let inHospital: { id: string };

async function newClient(surname: string, branch: string, status = 'Active') {
  return (
    await createSample(t, admin, recordKind('clients'), {
      surname,
      forename: 'Worklist',
      title: 'Mrs',
      preferredName: 'Wendy',
      status,
      branch: branchIds[branch],
    })
  ).row;
}

function completed(clientId: string, formKey: string, nextReviewOn: string | null) {
  return insertCompletedForm(t, clientId, formKey, {
    assessedOn: addCalendarDays(today, -30),
    nextReviewOn,
  });
}

async function worklist(cookie: string): Promise<Worklist> {
  const response = await t.call({ method: 'GET', url: '/api/v1/worklist', cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as Worklist;
}

const linesOf = (lines: readonly WorklistLine[], clientId: string) =>
  lines.filter((line) => line.clientId === clientId);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    branchIds[branch.name as string] = branch.id;
  }
  leeds = await newClient('Leedsworth', 'Leeds Central');
  harrogate = await newClient('Harrowgate', 'Harrogate');
  consented = await newClient('Consentley', 'Leeds Central');
  inHospital = await newClient('Wardley', 'Leeds Central', 'In hospital');
  // Leeds: a falls review overdue by 3 days; Harrogate: a pressure-area review due in 2 days.
  await completed(leeds.id, 'falls-risk-assessment', addCalendarDays(today, -3));
  await completed(harrogate.id, 'pressure-area-assessment', addCalendarDays(today, 2));
  // A review a month away is not this week's work.
  await completed(consented.id, 'falls-risk-assessment', addCalendarDays(today, 30));
  await completed(consented.id, 'consent', null);
  // A refused dose today.
  const medicine = await createSample(t, admin, recordKind('medications'), {
    name: 'Worklist test tablets',
  });
  const medication = await createSample(
    t,
    admin,
    recordKind('client-medications'),
    {
      medication: medicine.row.id,
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'Once a day',
      prn: false,
      prnReason: null,
      timesOfDay: ['morning'],
      startDate: addCalendarDays(today, -5),
      endDate: null,
      supportLevel: 'Administer',
    },
    leeds.id,
  );
  await t.db.insert(schema.marEntries).values({
    organisationId: t.organisationId,
    clientId: leeds.id,
    clientMedicationId: medication.row.id,
    day: today,
    slot: 'morning',
    code: 'R',
    outcome: 'refused',
    note: 'Said no.',
  });
});
afterAll(() => t.close());

describe('the worklist on Home', () => {
  it('lists each kind of work with a link to where it is done', async () => {
    const list = await worklist(admin);
    expect(list.clientsVisible).toBe(true);
    expect(linesOf(list.groups['overdue-reviews'], leeds.id)).toEqual([
      expect.objectContaining({
        clientName: 'Mrs Worklist (Wendy) Leedsworth',
        detail: expect.stringMatching(/^Falls Risk Assessment: review was due \d\d\/\d\d\/\d{4}$/),
        href: `/app/clients/${leeds.id}/edit/falls-risk-assessment`,
      }),
    ]);
    expect(linesOf(list.groups['reviews-this-week'], harrogate.id)).toEqual([
      expect.objectContaining({
        href: `/app/clients/${harrogate.id}/edit/pressure-area-assessment`,
      }),
    ]);
    expect(linesOf(list.groups['doses-today'], leeds.id)).toEqual([
      expect.objectContaining({
        detail: '1 dose: refused at morning',
        href: `/app/clients/${leeds.id}/edit/marchart`,
      }),
    ]);
    expect(linesOf(list.groups['in-hospital'], inHospital.id)).toHaveLength(1);
    expect(linesOf(list.groups['missing-consent'], leeds.id)).toEqual([
      expect.objectContaining({ href: `/app/clients/${leeds.id}/edit/consent` }),
    ]);
    // A signed consent and a review a month away raise nothing.
    for (const lines of Object.values(list.groups))
      expect(linesOf(lines, consented.id)).toEqual([]);
    expect(list.counts['missing-consent']).toBeGreaterThanOrEqual(
      list.groups['missing-consent'].length,
    );
  });

  it("keeps a branch-limited role to its branch's clients", async () => {
    const coordinator = await branchUser(t, 'Harrogate', [recordKind('clients').permissions.read]);
    const list = await worklist(coordinator);
    const all = Object.values(list.groups).flat();
    expect(linesOf(all, harrogate.id).length).toBeGreaterThan(0);
    expect(linesOf(all, leeds.id)).toEqual([]);
    expect(linesOf(all, inHospital.id)).toEqual([]);
  });

  it('shows no client to someone who may not read client files, nor to another organisation', async () => {
    const hr = await t.login(DEMO_USERS.hr.email);
    const none = await worklist(hr);
    expect(none.clientsVisible).toBe(false);
    // HR reads the staff groups (who must not work, training, right to work and DBS,
    // oversight, new carers' to-dos, holidays to decide), never a client.
    const {
      'must-not-work': _mustNotWork,
      'training-expiring': _training,
      'right-to-work-dbs': _checks,
      'oversight-overdue': _oversight,
      'onboarding-todos': _onboarding,
      'holiday-requests': _holidays,
      ...clientGroups
    } = none.groups;
    expect(Object.values(clientGroups).flat()).toEqual([]);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const theirs = Object.values((await worklist(riverside)).groups).flat();
    for (const client of [leeds, harrogate, inHospital])
      expect(linesOf(theirs, client.id)).toEqual([]);
  });

  it('counts no dose missed at a round before a medicine was added today, as the chart', async () => {
    const client = await newClient('Startwell', 'Leeds Central');
    const medicine = await createSample(t, admin, recordKind('medications'), {
      name: 'Worklist start tablets',
    });
    const line = await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: medicine.row.id,
        dose: '1 tablet',
        route: 'Oral',
        frequency: 'Four times a day',
        prn: false,
        prnReason: null,
        timesOfDay: ['morning', 'lunch', 'tea', 'bed'],
        startDate: today,
        endDate: null,
        supportLevel: 'Administer',
      },
      client.id,
    );
    // Added just now: every round before now came before it, every later one is still to come.
    expect(new Date(String(line.row.createdAt)).getTime()).toBeLessThanOrEqual(Date.now());
    const list = await worklist(admin);
    expect(linesOf(list.groups['doses-today'], client.id)).toEqual([]);
    const concerns = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.id}/mar/concerns?days=1`,
      cookie: admin,
    });
    expect(concerns.json().data.items).toEqual([]);
  });

  it('asks the signed-out to sign in', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/worklist' });
    expect(response.statusCode).toBe(401);
  });
});
