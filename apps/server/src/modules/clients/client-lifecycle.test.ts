import { schema } from '@care360/db';
import {
  addCalendarDays,
  PRESCRIBING_EDIT_REFUSED,
  RECORDED_MEDICATION_DELETE_REFUSED,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let medicineId: string;

const today = ukCalendarDate(new Date());
const daysAgo = (n: number) => addCalendarDays(today, -n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  medicineId = (
    await createSample(t, admin, recordKind('medications'), { name: 'Lifecycle test tablets' })
  ).row.id;
});
afterAll(() => t.close());

async function newClient(overrides: Record<string, unknown> = {}) {
  return (await createSample(t, admin, recordKind('clients'), { status: 'Active', ...overrides }))
    .row;
}

async function newMedication(clientId: string, overrides: Record<string, unknown> = {}) {
  return (
    await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: medicineId,
        dose: '1 tablet',
        route: 'Oral',
        frequency: 'Once a day',
        prn: false,
        prnReason: null,
        timesOfDay: ['morning'],
        startDate: daysAgo(10),
        endDate: null,
        supportLevel: 'Administer',
        ...overrides,
      },
      clientId,
    )
  ).row;
}

/** A dose recorded on the chart (straight into the table: the dialog is tested elsewhere). */
async function recordDose(clientId: string, medicationId: string, day: string) {
  await t.db.insert(schema.marEntries).values({
    organisationId: t.organisationId,
    clientId,
    clientMedicationId: medicationId,
    day,
    slot: 'morning',
    code: 'G',
    outcome: 'given',
  });
}

async function auditsOf(recordId: string) {
  return t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.organisationId, t.organisationId),
        eq(schema.auditLog.recordId, recordId),
      ),
    )
    .orderBy(desc(schema.auditLog.at));
}

const medicationUrl = (clientId: string, id: string) =>
  `/api/v1/clients/${clientId}/client-medications/${id}`;

async function chartOf(clientId: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/clients/${clientId}/mar`,
    cookie: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    medications: {
      id: string;
      endDate: string | null;
      stopReason: string | null;
      replacesId: string | null;
      dose: string;
    }[];
  };
}

describe('a medicine with doses on the MAR chart', () => {
  it('refuses an edit of what is prescribed, pointing to Change, and writes nothing', async () => {
    const client = await newClient();
    const medication = await newMedication(client.id);
    await recordDose(client.id, medication.id, daysAgo(1));
    const refused = await t.call({
      method: 'PUT',
      url: medicationUrl(client.id, medication.id),
      cookie: admin,
      payload: { ...medication, dose: '2 tablets' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRESCRIBING_EDIT_REFUSED);
    const after = await t.call({
      method: 'GET',
      url: medicationUrl(client.id, medication.id),
      cookie: admin,
    });
    expect(after.json().data).toMatchObject({ dose: '1 tablet', version: medication.version });
    // Nor is it stopped by an end date typed in, with no reason: that is Stop's work.
    const ended = await t.call({
      method: 'PUT',
      url: medicationUrl(client.id, medication.id),
      cookie: admin,
      payload: { ...medication, endDate: daysAgo(2) },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(PRESCRIBING_EDIT_REFUSED);
    // A note is not what is given: it may still be edited in place.
    const noted = await t.call({
      method: 'PUT',
      url: medicationUrl(client.id, medication.id),
      cookie: admin,
      payload: { ...medication, notes: 'Take with food.' },
    });
    expect(noted.statusCode).toBe(200);
  });

  it('refuses a delete (Stop instead); one without doses may still be deleted', async () => {
    const client = await newClient();
    const recorded = await newMedication(client.id);
    const unused = await newMedication(client.id);
    await recordDose(client.id, recorded.id, daysAgo(2));
    const refused = await t.call({
      method: 'DELETE',
      url: medicationUrl(client.id, recorded.id),
      cookie: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RECORDED_MEDICATION_DELETE_REFUSED);
    expect((await chartOf(client.id)).medications.map((m) => m.id)).toContain(recorded.id);
    const deleted = await t.call({
      method: 'DELETE',
      url: medicationUrl(client.id, unused.id),
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('is stopped with a date and a reason, audited, and stays on the chart with both', async () => {
    const client = await newClient();
    const medication = await newMedication(client.id);
    await recordDose(client.id, medication.id, daysAgo(2));
    const url = `/api/v1/clients/${client.id}/medications/${medication.id}/stop`;
    const tooEarly = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endDate: daysAgo(3), reason: 'GP review' },
    });
    expect(tooEarly.statusCode).toBe(409);
    const noReason = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endDate: daysAgo(1) },
    });
    expect(noReason.statusCode).toBe(400);
    const stopped = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endDate: daysAgo(1), reason: 'GP review: no longer needed' },
    });
    expect(stopped.statusCode).toBe(200);
    const line = (await chartOf(client.id)).medications.find((m) => m.id === medication.id);
    expect(line).toMatchObject({ endDate: daysAgo(1), stopReason: 'GP review: no longer needed' });
    const [audit] = await auditsOf(medication.id);
    expect(audit).toMatchObject({ action: 'stop', changes: { endDate: [null, daysAgo(1)] } });
  });

  it('is changed from a date: the line ends the day before and a new line, linked, starts', async () => {
    const client = await newClient();
    const medication = await newMedication(client.id);
    await recordDose(client.id, medication.id, daysAgo(1));
    const url = `/api/v1/clients/${client.id}/medications/${medication.id}/change`;
    const body = {
      from: today,
      reason: 'GP review: dose increased',
      dose: '2 tablets',
      route: 'Oral',
      frequency: 'Twice a day',
      timesOfDay: ['morning', 'bed'],
      supportLevel: 'Administer',
      prn: false,
      prnReason: null,
      prnMaximum: null,
    };
    const overDose = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { ...body, from: daysAgo(1) },
    });
    expect(overDose.statusCode).toBe(409);
    const changed = await t.call({ method: 'POST', url, cookie: admin, payload: body });
    expect(changed.statusCode).toBe(201);
    const newId = changed.json().data.id as string;
    const lines = (await chartOf(client.id)).medications;
    expect(lines.find((m) => m.id === medication.id)).toMatchObject({
      endDate: daysAgo(1),
      stopReason: 'GP review: dose increased',
      dose: '1 tablet',
    });
    expect(lines.find((m) => m.id === newId)).toMatchObject({
      replacesId: medication.id,
      dose: '2 tablets',
      endDate: null,
    });
    expect((await auditsOf(newId))[0]).toMatchObject({ action: 'create' });
    expect((await auditsOf(medication.id))[0]).toMatchObject({ action: 'change' });
  });
});

describe('a client in hospital', () => {
  it('raises no missed doses for the days there, and reads "In hospital" until discharged', async () => {
    const client = await newClient();
    await newMedication(client.id, { startDate: daysAgo(6) });
    const concernsUrl = `/api/v1/clients/${client.id}/mar/concerns?days=7`;
    const before = await t.call({ method: 'GET', url: concernsUrl, cookie: admin });
    const missedBefore = before
      .json()
      .data.items.filter((c: { kind: string }) => c.kind === 'missed');
    expect(missedBefore.length).toBeGreaterThanOrEqual(6);
    const stay = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/client-hospital-stays`,
      cookie: admin,
      payload: { admittedOn: daysAgo(3), reason: 'Fall at home', hospital: 'St James’s' },
    });
    expect(stay.statusCode).toBe(201);
    const after = await t.call({ method: 'GET', url: concernsUrl, cookie: admin });
    const missedDays = after
      .json()
      .data.items.filter((c: { kind: string }) => c.kind === 'missed')
      .map((c: { day: string }) => c.day);
    expect(missedDays.every((day: string) => day < daysAgo(3))).toBe(true);
    expect(missedDays.length).toBeGreaterThan(0);
    const summary = (
      await t.call({ method: 'GET', url: `/api/v1/clients/${client.id}/summary`, cookie: admin })
    ).json().data;
    expect(summary.client.status).toBe('In hospital');
    expect(summary.lifecycle).toMatchObject({
      inHospitalSince: daysAgo(3),
      hospital: 'St James’s',
    });
    // Only the days before the admission count on the profile too.
    expect(summary.doseConcerns.missed).toBe(missedDays.length);
    // Home again: the status goes back, and the chart counts days from the discharge.
    const stayRow = stay.json().data;
    const home = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${client.id}/client-hospital-stays/${stayRow.id}`,
      cookie: admin,
      payload: { ...stayRow, dischargedOn: today },
    });
    expect(home.statusCode).toBe(200);
    const back = (
      await t.call({ method: 'GET', url: `/api/v1/clients/${client.id}/summary`, cookie: admin })
    ).json().data;
    expect(back.client.status).toBe('Active');
    expect(back.lifecycle.inHospitalSince).toBeNull();
  });
});

describe('ending a client’s service', () => {
  it('archives the client: out of the list, under Archived, still readable, and reinstatable', async () => {
    const surname = `Archivetest${Date.now()}`;
    const client = await newClient({ surname });
    const listUrl = (archived: boolean) =>
      `/api/v1/clients?search=${surname}${archived ? '&archived=true' : ''}`;
    const ids = async (archived: boolean) =>
      (await t.call({ method: 'GET', url: listUrl(archived), cookie: admin }))
        .json()
        .data.items.map((c: { id: string }) => c.id);
    expect(await ids(false)).toEqual([client.id]);
    expect(await ids(true)).toEqual([]);

    const url = `/api/v1/clients/${client.id}/end-service`;
    const badReason = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endedOn: today, reason: 'Bored' },
    });
    expect(badReason.statusCode).toBe(400);
    const ended = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endedOn: today, reason: 'Died', note: 'Peacefully at home.' },
    });
    expect(ended.statusCode).toBe(200);
    expect(await ids(false)).toEqual([]);
    expect(await ids(true)).toEqual([client.id]);
    const again = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { endedOn: today, reason: 'Other' },
    });
    expect(again.statusCode).toBe(409);

    const read = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.id}/summary`,
      cookie: admin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.client.status).toBe('Deceased');
    expect(read.json().data.lifecycle).toMatchObject({
      serviceEndedOn: today,
      serviceEndReason: 'Died',
    });
    const audits = await auditsOf(client.id);
    expect(audits.map((a) => a.action)).toContain('end-service');

    // No delete by a click.
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/v1/clients/${client.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(404);

    const reinstated = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/reinstate`,
      cookie: admin,
    });
    expect(reinstated.statusCode).toBe(200);
    expect(await ids(false)).toEqual([client.id]);
  });
});
