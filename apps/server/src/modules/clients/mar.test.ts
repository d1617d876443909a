import { schema } from '@care360/db';
import {
  addCalendarDays,
  cellState,
  formatUkDateTime,
  recordKind,
  ukCalendarDate,
  ukInstant,
  ukMonth,
} from '@care360/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
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
const branchIds: Record<string, string> = {};

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
  for (const branch of await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId))) {
    branchIds[branch.name as string] = branch.id;
  }
  // A Leeds client: the demo's Leeds carers may give its doses, a Harrogate coordinator may not.
  const client = await createSample(t, admin, recordKind('clients'), {
    branch: branchIds['Leeds Central'],
  });
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

    const correction = { ...dose, code: 'O', note: 'Given late at 10:30', version: 1 };
    const unexplained = await record(correction);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().errors).toEqual({
      correctionReason: ['Say why the recorded dose is being corrected.'],
    });

    const corrected = await record({ ...correction, correctionReason: 'Keyed in as on time.' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const saved = corrected.json().data;
    expect(saved).toMatchObject({
      code: 'O',
      outcome: 'other',
      version: 2,
      correctsId: retry.json().data.id,
      correctionReason: 'Keyed in as on time.',
      correctedById: null,
    });
    expect(saved.id).not.toBe(retry.json().data.id);
    expect(await lastAudit('mar-entries')).toMatchObject({
      action: 'update',
      recordId: saved.id,
      changes: {
        code: ['G', 'O'],
        note: [null, 'Given late at 10:30'],
        correctsId: [null, retry.json().data.id],
        correctionReason: [null, 'Keyed in as on time.'],
      },
    });
    // The original is not rewritten: it stays as recorded, replaced by the correction.
    const [original] = await t.db
      .select()
      .from(schema.marEntries)
      .where(eq(schema.marEntries.id, retry.json().data.id));
    expect(original).toMatchObject({ code: 'G', version: 1, note: null });

    const stale = await record({ ...dose, code: 'G', version: 1, correctionReason: 'Again.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ id: saved.id, code: 'O', version: 2 });
    // Naming the replaced entry by its id is as stale.
    const byOldId = await record({
      ...dose,
      code: 'G',
      id: retry.json().data.id,
      version: 1,
      correctionReason: 'Again.',
    });
    expect(byOldId.statusCode).toBe(409);
    expect(byOldId.json().data.current).toMatchObject({ id: saved.id, version: 2 });
  });

  it('lets one of two corrections of the same entry win, and keeps both entries on the chart', async () => {
    // Four days ago: outside the three days of concerns read below.
    const day = addCalendarDays(today, -4);
    const dose = { clientMedicationId: regularId, day, slot: 'bed' };
    const first = await record({ ...dose, code: 'G' });
    expect(first.statusCode, first.body).toBe(201);
    const answers = await Promise.all(
      ['A', 'H'].map((code) =>
        record({
          ...dose,
          code,
          note: `Recorded wrongly: ${code}`,
          version: 1,
          correctionReason: 'Wrong code keyed in.',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data;
    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${day.slice(0, 7)}`,
      cookie: admin,
    });
    const entries = (
      chart.json().data.entries as {
        id: string;
        day: string;
        slot: string;
        correctedById: string;
      }[]
    ).filter((e) => e.day === day && e.slot === 'bed');
    expect(entries).toEqual([
      expect.objectContaining({ id: first.json().data.id, code: 'G', correctedById: winner.id }),
      expect.objectContaining({
        id: winner.id,
        correctsId: first.json().data.id,
        correctedById: null,
      }),
    ]);
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

describe("a medicine's start instant", () => {
  it('lists no dose of its first day missed at a round before it was added', async () => {
    const drug = await createSample(t, admin, recordKind('medications'), {
      name: 'Ramipril (MAR test)',
      strength: '2.5 mg',
      controlled: false,
    });
    const added = await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: drug.row.id,
        prn: false,
        prnReason: null,
        timesOfDay: ['morning', 'lunch', 'tea', 'bed'],
        startDate: yesterday,
        endDate: null,
      },
      clientId,
    );
    // Added yesterday at 15:20 on the UK clock: the morning and lunch rounds had gone.
    const medications = tableOf(recordKind('client-medications'));
    await t.db
      .update(medications)
      .set({ createdAt: ukInstant(`${yesterday}T15:20`) })
      .where(eq(column(medications, 'id'), added.row.id));
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/concerns?days=2`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const missed = response
      .json()
      .data.items.filter(
        (i: { clientMedicationId: string; day: string }) =>
          i.clientMedicationId === added.row.id && i.day === yesterday,
      )
      .map((i: { slot: string; kind: string }) => `${i.slot} ${i.kind}`);
    expect(missed).toEqual(['bed missed', 'tea missed']);
    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${yesterday.slice(0, 7)}`,
      cookie: admin,
    });
    const line = chart.json().data.medications.find((m: { id: string }) => m.id === added.row.id);
    expect(line.addedAt).toBe(ukInstant(`${yesterday}T15:20`).toISOString());
    expect(cellState(line, yesterday, 'morning', undefined, new Date())).toBe('not-due');
    await t.db
      .update(medications)
      .set({ deletedAt: new Date() })
      .where(eq(column(medications, 'id'), added.row.id));
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
      )
      .orderBy(desc(schema.marEntries.revision))
      .limit(1);
    expect(entry?.code).toBe('O');
  });
});

describe('when, by whom and how much (NICE SC1)', () => {
  let variableId: string;
  let prnLimitedId: string;
  let controlledId: string;
  /** A working Leeds carer without a sign-in account, and a working Harrogate one. */
  let carer: { id: string; name: string };
  let harrogateCarer: string;

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
    // The carers working for Leeds, by their carer file, whether or not they sign in.
    const carers = tableOf(recordKind('carers'));
    const col = (key: string) => column(carers, key);
    const demoCarers = (await t.db
      .select({
        id: col('id'),
        user: col('user'),
        status: col('status'),
        branch: col('branch'),
        name: sql<string>`concat_ws(' ', ${col('forename')}, ${col('surname')})`,
      })
      .from(carers)
      .where(and(eq(col('organisationId'), t.organisationId), isNull(col('deletedAt'))))) as {
      id: string;
      user: string | null;
      status: string;
      branch: string;
      name: string;
    }[];
    const working = (c: { status: string }) => ['Active', 'Senior carer active'].includes(c.status);
    const leedsWorking = demoCarers.filter(
      (c) => c.branch === branchIds['Leeds Central'] && working(c),
    );
    expect(items.map((i) => i.id).sort()).toEqual(leedsWorking.map((c) => c.id).sort());
    const withoutAccount = leedsWorking.find((c) => c.user === null);
    expect(withoutAccount, 'the demo has a working Leeds carer who does not sign in').toBeDefined();
    carer = { id: withoutAccount?.id ?? '', name: withoutAccount?.name ?? '' };
    const inHarrogate = demoCarers.find((c) => c.branch === branchIds.Harrogate && working(c));
    harrogateCarer = inHarrogate?.id ?? '';
    expect(harrogateCarer).not.toBe('');
    // Office staff are not offered as having given a dose: only carer files are.
    expect(items.map((i) => i.name)).not.toContain(DEMO_USERS.hr.name);
  });

  async function countEntries(clientMedicationId: string) {
    const [row] = await t.db
      .select({ n: count() })
      .from(schema.marEntries)
      .where(eq(schema.marEntries.clientMedicationId, clientMedicationId));
    return row?.n ?? 0;
  }

  it('records the time given, the carer who gave it and the office user who keyed it in (recorded by … for …)', async () => {
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

    for (const outsider of ['00000000-0000-4000-8000-000000000000', harrogateCarer]) {
      const stranger = await record({
        clientMedicationId: variableId,
        day: yesterday,
        slot: 'morning',
        code: 'G',
        quantity: 1,
        givenByCarer: outsider,
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().errors.givenByCarer).toEqual([
        'Choose a carer who works for this client’s branch.',
      ]);
    }
    expect(await countEntries(variableId)).toBe(0);

    const response = await record({
      clientMedicationId: variableId,
      day: yesterday,
      slot: 'morning',
      code: 'G',
      quantity: 2,
      givenAt: `${yesterday}T08:40`,
      givenByCarer: carer.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json().data;
    expect(entry).toMatchObject({
      recordedByName: DEMO_USERS.admin.name,
      givenByName: carer.name,
      givenByCarerId: carer.id,
      givenById: null,
      quantity: 2,
    });
    expect(formatUkDateTime(entry.givenAt)).toBe(
      `${yesterday.split('-').reverse().join('/')} 08:40`,
    );
    expect(await lastAudit('mar-entries')).toMatchObject({
      action: 'create',
      changes: { givenByCarer: [null, carer.id], quantity: [null, 2] },
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
      correctionReason: 'The time was keyed in wrongly.',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // Four hours after the first: nothing broken any more.
    expect(corrected.json().data).toMatchObject({
      correctsId: flagged.id,
      version: 2,
      prnBreach: null,
    });
    const stale = await record({
      clientMedicationId: prnLimitedId,
      day: yesterday,
      slot: 'morning',
      code: 'R',
      note: 'x',
      id: flagged.id,
      version: 1,
      correctionReason: 'Refused after all.',
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
    // The coordinator records doses, but only for Harrogate's clients: not this Leeds client's.
    const otherBranch = await record({
      ...dose,
      witnessEmail: DEMO_USERS.coordinator.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(otherBranch.statusCode).toBe(422);
    expect(otherBranch.json().errors.witnessEmail).toEqual([
      'That person may not witness this dose: choose someone who may give medicines and read this client’s file.',
    ]);
    expect(await countEntries(controlledId)).toBe(0);
    // The witness picker offers the same people the server accepts.
    const witnesses = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar/witnesses`,
      cookie: admin,
    });
    expect(witnesses.statusCode, witnesses.body).toBe(200);
    const offered = witnesses.json().data.items.map((w: { email: string }) => w.email);
    expect(offered).toContain(DEMO_USERS.manager.email);
    expect(offered).not.toContain(DEMO_USERS.coordinator.email);
    expect(offered).not.toContain(DEMO_USERS.hr.email);

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

  it('corrects a controlled drug only with a reason and a witness of its own, keeping the original', async () => {
    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${yesterday.slice(0, 7)}`,
      cookie: admin,
    });
    const original = chart
      .json()
      .data.entries.find(
        (e: { clientMedicationId: string; day: string }) =>
          e.clientMedicationId === controlledId && e.day === yesterday,
      );
    expect(original).toMatchObject({ witnessedByName: DEMO_USERS.manager.name });
    const correction = {
      clientMedicationId: controlledId,
      day: yesterday,
      slot: 'morning',
      code: 'D',
      note: 'Patch dropped on the floor and destroyed.',
      id: original.id,
      version: original.version,
    };
    const noReason = await record({
      ...correction,
      witnessEmail: DEMO_USERS.manager.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.correctionReason).toEqual([
      'Say why the recorded dose is being corrected.',
    ]);
    const noWitness = await record({ ...correction, correctionReason: 'Keyed in as given.' });
    expect(noWitness.statusCode).toBe(422);
    expect(noWitness.json().errors.witnessEmail[0]).toContain('needs a witness');
    expect(await countEntries(controlledId)).toBe(1);

    const witnessed = await record({
      ...correction,
      correctionReason: 'Keyed in as given.',
      witnessEmail: DEMO_USERS.manager.email,
      witnessSecret: DEMO_PASSWORD,
    });
    expect(witnessed.statusCode, witnessed.body).toBe(200);
    expect(witnessed.json().data).toMatchObject({
      code: 'D',
      correctsId: original.id,
      correctionReason: 'Keyed in as given.',
      witnessedByName: DEMO_USERS.manager.name,
    });
    expect(await countEntries(controlledId)).toBe(2);
    // The original, with its giver and witness, is still on the chart, replaced.
    const after = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${yesterday.slice(0, 7)}`,
      cookie: admin,
    });
    const kept = after.json().data.entries.find((e: { id: string }) => e.id === original.id);
    expect(kept).toMatchObject({
      code: 'G',
      givenByName: original.givenByName,
      witnessedByName: DEMO_USERS.manager.name,
      correctedById: witnessed.json().data.id,
    });
    // And in the client file's history: the correction, naming the entry it corrects.
    const history = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/file-history`,
      cookie: admin,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json().data)).toContain(original.id);
  });
});
