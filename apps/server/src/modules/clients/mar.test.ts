import { schema } from '@care360/db';
import {
  addCalendarDays,
  cellState,
  formatUkDateTime,
  recordKind,
  ukCalendarDate,
  ukMonth,
} from '@care360/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, type TestApp } from '../../test/test-app';

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
    // A form the demo list has no Amlodipine 5 mg of: medicines are unique by name, form and strength.
    form: 'Other',
    controlled: false,
  });
  const paracetamol = await createSample(t, admin, recordKind('medications'), {
    name: 'Paracetamol',
    strength: '500 mg',
    form: 'Other',
    controlled: false,
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

describe('when, by whom and how much (NICE SC1)', () => {
  let variableId: string;
  let prnLimitedId: string;
  let controlledId: string;
  let coordinator: { id: string; name: string };

  beforeAll(async () => {
    const medicine = async (
      values: Record<string, unknown>,
      reference: Record<string, unknown>,
    ) => {
      const drug = await createSample(t, admin, recordKind('medications'), reference);
      return (
        await createSample(
          t,
          admin,
          recordKind('client-medications'),
          {
            medication: drug.row.id,
            prn: false,
            prnReason: null,
            timesOfDay: ['morning'],
            startDate: started,
            endDate: null,
            ...values,
          },
          clientId,
        )
      ).row.id;
    };
    variableId = await medicine(
      { dose: '1–2 tablets' },
      { name: 'Furosemide (MAR test)', strength: '20 mg', controlled: false },
    );
    prnLimitedId = await medicine(
      {
        dose: '1 tablet',
        prn: true,
        prnReason: 'Agitation',
        timesOfDay: [],
        prnMinIntervalHours: 4,
        prnMaxDoses24h: 2,
      },
      { name: 'Lorazepam (MAR test)', strength: '500 micrograms', controlled: false },
    );
    controlledId = await medicine(
      { dose: '1 patch' },
      { name: 'Buprenorphine (MAR test)', strength: '5 micrograms/hour', controlled: true },
    );
    const givers = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/givers`,
      cookie: admin,
    });
    expect(givers.statusCode, givers.body).toBe(200);
    const items: Array<{ id: string; name: string }> = givers.json().data.items;
    const names = items.map((i) => i.name);
    expect(names).toContain(DEMO_USERS.coordinator.name);
    // The HR officer may not record doses, so is not offered as having given one.
    expect(names).not.toContain(DEMO_USERS.hr.name);
    coordinator = items.find((i) => i.name === DEMO_USERS.coordinator.name) as typeof coordinator;
  });

  async function countEntries(clientMedicationId: string) {
    const [row] = await t.db
      .select({ n: count() })
      .from(schema.marEntries)
      .where(eq(schema.marEntries.clientMedicationId, clientMedicationId));
    return row?.n ?? 0;
  }

  it('records the time given, the carer who gave it and the office user who keyed it in', async () => {
    const future = await record({
      clientMedicationId: variableId,
      day: today,
      slot: 'morning',
      code: 'G',
      quantity: 1,
      givenAt: `${tomorrow}T08:00`,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.givenAt).toEqual(['The time given cannot be in the future.']);

    const stranger = await record({
      clientMedicationId: variableId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
      quantity: 1,
      givenBy: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.json().errors.givenBy).toEqual(['Choose someone who may give medicines.']);

    const response = await record({
      clientMedicationId: variableId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
      quantity: 2,
      givenAt: `${yesterday}T08:40`,
      givenBy: coordinator.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json().data;
    expect(entry).toMatchObject({
      recordedByName: DEMO_USERS.admin.name,
      givenByName: coordinator.name,
      quantity: 2,
    });
    expect(formatUkDateTime(entry.givenAt)).toBe(
      `${yesterday.split('-').reverse().join('/')} 08:40`,
    );
    expect(await lastAudit('mar-entries')).toMatchObject({
      action: 'create',
      changes: { givenBy: [null, coordinator.id], quantity: [null, 2] },
    });
  });

  it('asks how much of a variable dose was given, within its range', async () => {
    const dose = { clientMedicationId: variableId, day: twoDaysAgo, slot: 'morning', code: 'G' };
    const none = await record(dose);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.quantity).toEqual([
      'Enter how much was given: the dose is 1–2 tablets.',
    ]);
    const tooMany = await record({ ...dose, quantity: 3 });
    expect(tooMany.json().errors.quantity).toEqual(['The quantity must be from 1 to 2 tablets.']);
    expect(await countEntries(variableId)).toBe(1);
  });

  it('refuses a PRN dose too soon or past its 24-hour maximum without a reason, and flags it with one', async () => {
    const dose = { clientMedicationId: prnLimitedId, day: yesterday, code: 'G' };
    const first = await record({ ...dose, slot: 'morning', givenAt: `${yesterday}T08:00` });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.prnBreach).toBeNull();

    const tooSoon = { ...dose, slot: 'morning', givenAt: `${yesterday}T10:10` };
    const refusedDose = await record(tooSoon);
    expect(refusedDose.statusCode).toBe(422);
    expect(refusedDose.json().errors.breachReason[0]).toContain(
      'Only 2 h 10 min since the last dose; the minimum is 4 hours.',
    );
    expect(await countEntries(prnLimitedId)).toBe(1);

    const flagged = await record({
      ...tooSoon,
      breachReason: 'Very distressed; GP advised by phone.',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().data).toMatchObject({
      slot: 'morning',
      prnBreach: 'Only 2 h 10 min since the last dose; the minimum is 4 hours.',
      breachReason: 'Very distressed; GP advised by phone.',
    });
    expect(flagged.json().message).toContain('flagged');

    // A third dose, well apart from the others, is still the third in 24 hours.
    const third = await record({ ...dose, slot: 'tea', givenAt: `${yesterday}T18:00` });
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.breachReason[0]).toContain(
      'This would be 3 doses in 24 hours; the most is 2.',
    );
    expect(await countEntries(prnLimitedId)).toBe(2);

    const concerns = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/concerns?days=3`,
      cookie: admin,
    });
    expect(concerns.json().data.flagged).toEqual([
      expect.objectContaining({
        clientMedicationId: prnLimitedId,
        medication: 'Lorazepam (MAR test) 500 micrograms',
        day: yesterday,
        prnBreach: 'Only 2 h 10 min since the last dose; the minimum is 4 hours.',
      }),
    ]);
  });

  it('corrects one PRN dose of several in a round by its id and version', async () => {
    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${yesterday.slice(0, 7)}`,
      cookie: admin,
    });
    const doses = chart
      .json()
      .data.entries.filter(
        (e: { clientMedicationId: string }) => e.clientMedicationId === prnLimitedId,
      );
    expect(doses).toHaveLength(2);
    const flagged = doses.find((e: { prnBreach: string | null }) => e.prnBreach);
    const corrected = await record({
      clientMedicationId: prnLimitedId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
      id: flagged.id,
      version: flagged.version,
      givenAt: `${yesterday}T12:00`,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // Four hours after the first: nothing broken any more.
    expect(corrected.json().data).toMatchObject({ id: flagged.id, version: 2, prnBreach: null });
    const stale = await record({
      clientMedicationId: prnLimitedId,
      day: yesterday,
      slot: 'morning',
      code: 'R',
      note: 'x',
      id: flagged.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('asks for a witness of a controlled drug, checks their password, and shows both names', async () => {
    const dose = { clientMedicationId: controlledId, day: yesterday, slot: 'morning', code: 'G' };
    const alone = await record(dose);
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.witnessEmail[0]).toContain('needs a witness');

    const wrong = await record({
      ...dose,
      witnessEmail: DEMO_USERS.manager.email,
      witnessSecret: 'not the password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.witnessSecret).toEqual([
      'The witness’s email, password or authenticator code is not right.',
    ]);
    const failure = await lastAudit('users');
    expect(failure).toMatchObject({ action: 'mar.witness-failed' });
    expect(JSON.stringify(failure?.changes)).not.toContain('not the password');

    const self = await record({
      ...dose,
      witnessEmail: DEMO_USERS.admin.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.witnessEmail[0]).toContain('other than the person who gave it');

    const hr = await record({
      ...dose,
      witnessEmail: DEMO_USERS.hr.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(hr.json().errors.witnessEmail?.[0]).toContain('may not witness');
    expect(await countEntries(controlledId)).toBe(0);

    const witnessed = await record({
      ...dose,
      witnessEmail: DEMO_USERS.manager.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(witnessed.statusCode, witnessed.body).toBe(201);
    expect(witnessed.json().data).toMatchObject({
      givenByName: DEMO_USERS.admin.name,
      witnessedByName: DEMO_USERS.manager.name,
    });
    const audit = await lastAudit('mar-entries');
    expect(audit?.changes).toMatchObject({ witnessedBy: [null, expect.any(String)] });
    expect(JSON.stringify(audit?.changes)).not.toContain(DEMO_PASSWORD);
  });
});
