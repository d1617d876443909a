import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpAt } from '../../platform/auth/mfa/totp';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * A controlled drug's witness who uses an authenticator app confirms with its current code
 * instead of their password: the same dialog, the same chart with both names.
 */
let t: TestApp;
let admin: string;
let clientId: string;
let controlledId: string;
let witnessSecret: string;
let witnessId: string;

const today = ukCalendarDate(new Date());
const yesterday = addCalendarDays(today, -1);
const twoDaysAgo = addCalendarDays(today, -2);
const threeDaysAgo = addCalendarDays(today, -3);

beforeAll(async () => {
  t = await createTestApp();
  t.config.mfaSecretKey = 'the test key for sealing totp secrets at rest';
  admin = await t.login(DEMO_USERS.admin.email);
  const client = await createSample(t, admin, recordKind('clients'));
  clientId = client.row.id;
  const drug = await createSample(t, admin, recordKind('medications'), {
    name: 'Morphine sulfate (witness code test)',
    strength: '10 mg',
    controlled: true,
  });
  controlledId = (
    await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {
        medication: drug.row.id,
        prn: false,
        prnReason: null,
        dose: '1 tablet',
        timesOfDay: ['morning'],
        startDate: addCalendarDays(today, -10),
        endDate: null,
      },
      clientId,
    )
  ).row.id;

  // The witness (the manager) sets up an authenticator app on their own account.
  const manager = await t.login(DEMO_USERS.manager.email);
  const started = await t.call({
    method: 'POST',
    url: '/api/v1/account/mfa/enrol',
    cookie: manager,
  });
  expect(started.statusCode, started.body).toBe(200);
  witnessSecret = started.json().data.secret;
  const confirmed = await t.call({
    method: 'POST',
    url: '/api/v1/account/mfa/confirm',
    cookie: manager,
    payload: { code: totpAt(witnessSecret, Date.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [row] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.manager.email));
  witnessId = row?.id ?? '';
});
afterAll(() => t.close());

beforeEach(async () => {
  // As if the witness last used their app a while ago, and no earlier test's tries count.
  await t.db.update(schema.userMfa).set({ lastUsedStep: null });
  await t.db.delete(schema.throttleCounters);
});

function record(payload: Record<string, unknown>) {
  return t.call({
    method: 'PUT',
    url: `/api/v1/clients/${clientId}/mar/entries`,
    cookie: admin,
    payload,
  });
}

const dose = (day: string) => ({
  clientMedicationId: controlledId,
  day,
  slot: 'morning',
  code: 'G',
  witnessEmail: DEMO_USERS.manager.email,
});

async function countEntries() {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.marEntries)
    .where(eq(schema.marEntries.clientMedicationId, controlledId));
  return row?.n ?? 0;
}

async function lastWitnessFailure() {
  const [row] = await t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.organisationId, t.organisationId),
        eq(schema.auditLog.action, 'mar.witness-failed'),
      ),
    )
    .orderBy(desc(schema.auditLog.id))
    .limit(1);
  return row;
}

/** Six digits that are none of the codes the app shows around now. */
function notACurrentCode(): string {
  const now = Date.now();
  const valid = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => totpAt(witnessSecret, now + d));
  return ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].find(
    (c) => !valid.includes(c),
  ) as string;
}

describe('a controlled drug witnessed with an authenticator code', () => {
  it('saves the dose with the witness’s current code and the chart shows both names', async () => {
    const code = totpAt(witnessSecret, Date.now());
    // As typed from a phone, with a space in the middle.
    const saved = await record({
      ...dose(yesterday),
      witnessSecret: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({
      givenByName: DEMO_USERS.admin.name,
      witnessedByName: DEMO_USERS.manager.name,
    });
    const [entry] = await t.db
      .select()
      .from(schema.marEntries)
      .where(eq(schema.marEntries.id, saved.json().data.id));
    expect(entry?.witnessedBy).toBe(witnessId);

    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/mar?month=${yesterday.slice(0, 7)}`,
      cookie: admin,
    });
    expect(chart.statusCode, chart.body).toBe(200);
    const shown = chart
      .json()
      .data.entries.find(
        (e: { clientMedicationId: string; day: string }) =>
          e.clientMedicationId === controlledId && e.day === yesterday,
      );
    expect(shown).toMatchObject({
      code: 'G',
      givenByName: DEMO_USERS.admin.name,
      witnessedByName: DEMO_USERS.manager.name,
    });
    // Neither the code nor anything like it is kept in the dose's audit.
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, saved.json().data.id));
    expect(JSON.stringify(audits)).not.toContain(`${code.slice(0, 3)} ${code.slice(3)}`);
  });

  it('refuses a wrong code, writes nothing and audits the failed try', async () => {
    const before = await countEntries();
    const wrong = notACurrentCode();
    const refused = await record({ ...dose(twoDaysAgo), witnessSecret: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.witnessSecret).toEqual([
      'The witness’s email, password or authenticator code is not right.',
    ]);
    expect(await countEntries()).toBe(before);
    const failure = await lastWitnessFailure();
    expect(failure).toMatchObject({ recordId: witnessId });
    expect(JSON.stringify(failure?.changes)).not.toContain(wrong);
  });

  it('refuses a code already used (seen over a shoulder and replayed), and an older one', async () => {
    const now = Date.now();
    const code = totpAt(witnessSecret, now);
    const first = await record({ ...dose(twoDaysAgo), witnessSecret: code });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countEntries();

    const replayed = await record({ ...dose(threeDaysAgo), witnessSecret: code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.witnessSecret).toEqual([
      'The witness’s email, password or authenticator code is not right.',
    ]);
    const older = await record({
      ...dose(threeDaysAgo),
      witnessSecret: totpAt(witnessSecret, now - 30_000),
    });
    expect(older.statusCode).toBe(422);
    expect(await countEntries()).toBe(before);

    // The witness's next code still works.
    const next = await record({
      ...dose(threeDaysAgo),
      witnessSecret: totpAt(witnessSecret, now + 30_000),
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.witnessedByName).toBe(DEMO_USERS.manager.name);
  });
});
