import { schema } from '@care360/db';
import { addCalendarDays, cellState, recordKind, ukCalendarDate, ukMonth } from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let riverside: string;
let clientId: string;
let otherClientId: string;
/** Morning and bed, started ten days ago. */
let regularId: string;
let prnId: string;
let otherClientsMedicationId: string;

const today = ukCalendarDate(new Date());
const yesterday = addCalendarDays(today, -1);
const twoDaysAgo = addCalendarDays(today, -2);
const tomorrow = addCalendarDays(today, 1);
const started = addCalendarDays(today, -10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
  const client = await createSample(t, admin, recordKind('clients'));
  const otherClient = await createSample(t, admin, recordKind('clients'));
  clientId = client.row.id;
  otherClientId = otherClient.row.id;
  const amlodipine = await createSample(t, admin, recordKind('medications'), {
    name: 'Amlodipine',
    strength: '5 mg',
  });
  const paracetamol = await createSample(t, admin, recordKind('medications'), {
    name: 'Paracetamol',
    strength: '500 mg',
  });
  const medicine = (overrides: Record<string, unknown>, parentId: string) =>
    createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: amlodipine.row.id,
        prn: false,
        prnReason: null,
        timesOfDay: ['bed', 'morning'],
        startDate: started,
        endDate: null,
        ...overrides,
      },
      parentId,
    );
  regularId = (await medicine({}, clientId)).row.id;
  prnId = (
    await medicine(
      {
        medication: paracetamol.row.id,
        prn: true,
        prnReason: 'Pain',
        prnMaximum: '8 tablets',
        timesOfDay: [],
      },
      clientId,
    )
  ).row.id;
  otherClientsMedicationId = (await medicine({}, otherClientId)).row.id;
});
afterAll(() => t.close());

const entriesUrl = () => `/api/v1/clients/${clientId}/mar/entries`;

function record(payload: Record<string, unknown>, cookie = admin) {
  return t.call({ method: 'PUT', url: entriesUrl(), cookie, payload });
}

async function lastAudit(recordType: string) {
  const [row] = await t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.organisationId, t.organisationId),
        eq(schema.auditLog.recordType, recordType),
      ),
    )
    .orderBy(desc(schema.auditLog.id))
    .limit(1);
  return row;
}

describe('recording doses', () => {
  it('records a dose given, with who recorded it, and audits it', async () => {
    const response = await record({
      clientMedicationId: regularId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      clientMedicationId: regularId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
      outcome: 'given',
      note: null,
      recordedByName: DEMO_USERS.admin.name,
      version: 1,
    });
    const audit = await lastAudit('mar-entries');
    expect(audit).toMatchObject({
      action: 'create',
      recordId: response.json().data.id,
      changes: { code: [null, 'G'], note: [null, null], slot: [null, 'morning'] },
    });
  });

  it('asks for a note when a dose is refused, and records it with one', async () => {
    const dose = { clientMedicationId: regularId, day: yesterday, slot: 'bed', code: 'R' };
    const bare = await record({ ...dose, note: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ note: ['Say why the dose was not given as prescribed.'] });

    const noted = await record({ ...dose, note: 'Said she felt sick; GP informed.' });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json().data).toMatchObject({
      code: 'R',
      outcome: 'refused',
      note: 'Said she felt sick; GP informed.',
    });
  });

  it('corrects a recorded dose only with its current version', async () => {
    const dose = { clientMedicationId: regularId, day: yesterday, slot: 'morning' };
    // The same dose sent again by whoever recorded it (a retry) changes nothing.
    const retry = await record({ ...dose, code: 'G' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.version).toBe(1);

    const unaware = await record({ ...dose, code: 'O', note: 'Given late at 10:30' });
    expect(unaware.statusCode).toBe(409);
    expect(unaware.json().data.current).toMatchObject({ code: 'G', version: 1 });

    const corrected = await record({ ...dose, code: 'O', note: 'Given late at 10:30', version: 1 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ code: 'O', outcome: 'other', version: 2 });
    expect(await lastAudit('mar-entries')).toMatchObject({
      action: 'update',
      changes: { code: ['G', 'O'], note: [null, 'Given late at 10:30'] },
    });

    const stale = await record({ ...dose, code: 'G', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ code: 'O', version: 2 });
  });

  it('refuses doses that cannot be on this chart, naming the field', async () => {
    const dose = { clientMedicationId: regularId, day: twoDaysAgo, slot: 'morning', code: 'G' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { clientMedicationId: otherClientsMedicationId },
        'clientMedicationId',
        'Choose a medication of this client.',
      ],
      [{ day: addCalendarDays(started, -1) }, 'day', 'check its start and end dates'],
      [{ day: tomorrow }, 'day', 'A dose cannot be recorded for a day that has not come yet.'],
      [{ slot: 'tea' }, 'slot', 'not due at the tea round'],
      [{ slot: 'supper' }, 'slot', 'Choose a round of the day.'],
      [{ code: 'Z' }, 'code', 'Choose a code from the MAR key.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await record({ ...dose, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field]?.[0], JSON.stringify(change)).toContain(message);
    }
  });

  it('lets a PRN medicine be recorded at any round', async () => {
    const response = await record({
      clientMedicationId: prnId,
      day: twoDaysAgo,
      slot: 'lunch',
      code: 'G',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('reading the chart', () => {
  it('answers the month with its medicines and doses, audited as a read of the client', async () => {
    const month = ukMonth(new Date(`${twoDaysAgo}T12:00:00Z`));
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${month}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json().data;
    expect(chart.month).toBe(month);
    expect(chart.days[0]).toBe(`${month}-01`);
    expect(chart.slots.map((s: { value: string }) => s.value)).toEqual([
      'morning',
      'lunch',
      'tea',
      'bed',
    ]);
    const titles = chart.medications.map((m: { title: string }) => m.title).sort();
    expect(titles).toEqual(['Amlodipine 5 mg', 'Paracetamol 500 mg']);
    const regular = chart.medications.find((m: { id: string }) => m.id === regularId);
    expect(regular).toMatchObject({ prn: false, startDate: started, endDate: null });
    expect(chart.medications.find((m: { id: string }) => m.id === prnId)).toMatchObject({
      prn: true,
      prnReason: 'Pain',
      prnMaximum: '8 tablets',
    });
    // Nothing was recorded two days ago in the morning: the chart shows that dose missed.
    const morning = chart.entries.find(
      (e: { day: string; slot: string; clientMedicationId: string }) =>
        e.day === twoDaysAgo && e.slot === 'morning' && e.clientMedicationId === regularId,
    );
    expect(morning).toBeUndefined();
    expect(cellState(regular, twoDaysAgo, 'morning', morning, new Date())).toBe('missed');
    expect(await lastAudit('clients')).toMatchObject({
      action: 'read',
      recordId: clientId,
      changes: { section: 'MAR chart', month },
    });
  });

  it('shows this month by default, and no medicine in a month before it started', async () => {
    const current = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar`,
      cookie: admin,
    });
    expect(current.json().data.month).toBe(ukMonth(new Date()));
    const before = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=2001-01`,
      cookie: admin,
    });
    expect(before.json().data).toMatchObject({ medications: [], entries: [] });
    const wrong = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=2025-13`,
      cookie: admin,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.month).toEqual(['Give the month as YYYY-MM.']);
  });

  it('lists refused and missed doses of the last days, newest first', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/concerns?days=3`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, from, to } = response.json().data;
    expect([from, to]).toEqual([twoDaysAgo, today]);
    const yesterdays = items.filter((i: { day: string }) => i.day !== today);
    expect(yesterdays).toEqual([
      {
        clientMedicationId: regularId,
        medication: 'Amlodipine 5 mg',
        day: yesterday,
        slot: 'bed',
        kind: 'refused',
        code: 'R',
        note: 'Said she felt sick; GP informed.',
      },
      {
        clientMedicationId: regularId,
        medication: 'Amlodipine 5 mg',
        day: twoDaysAgo,
        slot: 'bed',
        kind: 'missed',
        code: null,
        note: null,
      },
      {
        clientMedicationId: regularId,
        medication: 'Amlodipine 5 mg',
        day: twoDaysAgo,
        slot: 'morning',
        kind: 'missed',
        code: null,
        note: null,
      },
    ]);
    const tooFar = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/concerns?days=40`,
      cookie: admin,
    });
    expect(tooFar.statusCode).toBe(400);
  });
});

describe('another organisation', () => {
  it('finds no such client for the chart, a dose or the concerns', async () => {
    const urls = [`/api/v1/clients/${clientId}/mar`, `/api/v1/clients/${clientId}/mar/concerns`];
    for (const url of urls) {
      expect((await t.call({ method: 'GET', url, cookie: riverside })).statusCode).toBe(404);
    }
    const dose = await record(
      {
        clientMedicationId: regularId,
        day: yesterday,
        slot: 'morning',
        code: 'R',
        note: 'x',
        version: 2,
      },
      riverside,
    );
    expect(dose.statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(schema.marEntries)
      .where(
        and(
          eq(schema.marEntries.clientMedicationId, regularId),
          eq(schema.marEntries.day, yesterday),
          eq(schema.marEntries.slot, 'morning'),
        ),
      );
    expect(entry?.code).toBe('O');
  });
});
