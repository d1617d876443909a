import { schema } from '@care360/db';
import { ALL_PERMISSIONS, addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_FILE_LINK } from '../../modules/recruitment/applicant-link';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { issueLink } from '../links/issue-link';

/**
 * Every write that carries a version, sent twenty times at once with the same version, each with
 * different values, on a PostgreSQL server where the requests really overlap: exactly one is
 * saved, the nineteen others answer 409 with the record as it now is, and what is stored is the
 * winner's.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const TIMES = 20;

/**
 * A dose recorded on a new client's chart, of a regular medicine that needs no witness; answers
 * where it is and the entry as recorded.
 */
async function recordedDose(name: string) {
  const client = await createSample(t, admin, recordKind('clients'));
  const medicine = await createSample(t, admin, recordKind('medications'), {
    name,
    strength: '5 mg',
    form: 'Other',
    controlled: false,
  });
  const line = await createSample(
    t,
    admin,
    recordKind('client-medications'),
    {
      medication: medicine.row.id,
      prn: false,
      prnReason: null,
      timesOfDay: ['morning'],
      startDate: addCalendarDays(ukCalendarDate(), -10),
      endDate: null,
    },
    client.row.id,
  );
  const url = `/api/v1/clients/${client.row.id}/mar/entries`;
  const dose = {
    clientMedicationId: line.row.id,
    day: addCalendarDays(ukCalendarDate(), -1),
    slot: 'morning',
  };
  const first = await t.call({
    method: 'PUT',
    url,
    cookie: admin,
    payload: { ...dose, code: 'G' },
  });
  expect(first.statusCode, first.body).toBe(201);
  const entry = first.json().data as { id: string; version: number; code: string };
  const save = (payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url, cookie: admin, payload: { ...dose, ...payload } });
  return { entry, save };
}

/** The requests, started together; answers them in the order they were sent. */
async function race(send: (n: number) => Promise<LightMyRequestResponse>, saved = 200) {
  const answers = await Promise.all(Array.from({ length: TIMES }, (_, n) => send(n)));
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes, answers.map((a) => a.body.slice(0, 200)).join('\n')).toEqual([
    saved,
    ...Array<number>(TIMES - 1).fill(409),
  ]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json()).toMatchObject({ status: false });
  }
  const winner = answers.findIndex((a) => a.statusCode === saved);
  return { winner, answers };
}

describe('twenty saves at once with one version', () => {
  it("of a role's permissions: one is saved, the others answer 409 with the role's grants", async () => {
    const [role] = await t.db
      .select({ id: schema.roles.id, version: schema.roles.version })
      .from(schema.roles)
      .where(
        and(
          eq(schema.roles.key, 'care_coordinator'),
          eq(schema.roles.organisationId, t.organisationId),
        ),
      );
    if (!role) throw new Error('demo role missing');
    // Each save grants a different set: one of them is the set already held, a save that
    // changes nothing, which must still not let another save of the same version through.
    const current = await t.call({
      method: 'GET',
      url: `/api/v1/user-roles/${role.id}/permissions`,
      cookie: admin,
    });
    const held = (
      current.json().data.groups as Array<{
        records: Array<{ permissions: Array<{ name: string; granted: boolean }> }>;
      }>
    )
      .flatMap((g) => g.records.flatMap((r) => r.permissions))
      .filter((p) => p.granted)
      .map((p) => p.name);
    const extras = ALL_PERMISSIONS.filter((name) => !held.includes(name));
    const setOf = (n: number) => (n === 0 ? held : [...held, extras[n] ?? 'users.read']);
    const { winner, answers } = await race((n) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/user-roles/${role.id}/permissions`,
        cookie: admin,
        payload: { permissions: setOf(n), version: role.version },
      }),
    );
    const stored = await t.db
      .select({ permission: schema.rolePermissions.permission })
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, role.id));
    expect(stored.map((r) => r.permission).sort()).toEqual([...new Set(setOf(winner))].sort());
    const [after] = await t.db
      .select({ version: schema.roles.version })
      .from(schema.roles)
      .where(eq(schema.roles.id, role.id));
    expect(after?.version).toBe(role.version + 1);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().data.current.version).toBe(role.version + 1);
  });

  it('of a record: one is saved, the others answer 409 with the saved record', async () => {
    const kind = recordKind('npc-codes');
    const { row, base } = await createSample(t, admin, kind);
    // The first writer sends the record as it is: a save that changes nothing.
    const descriptionOf = (n: number) => (n === 0 ? row.description : `Saved by writer ${n}`);
    const { winner, answers } = await race((n) =>
      t.call({
        method: 'PUT',
        url: `${base}/${row.id}`,
        cookie: admin,
        payload: { code: row.code, description: descriptionOf(n), version: row.version },
      }),
    );
    const read = await t.call({ method: 'GET', url: `${base}/${row.id}`, cookie: admin });
    expect(read.json().data).toMatchObject({
      description: descriptionOf(winner),
      version: row.version + 1,
    });
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().data.current).toMatchObject({ description: descriptionOf(winner) });
  });

  it('of a questionnaire based on one response: one is saved, the others answer 409 with it', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const url = `/api/v1/clients/${client.row.id}/forms/falls-risk-assessment/responses`;
    const { winner, answers } = await race(
      () =>
        t.call({
          method: 'POST',
          url,
          cookie: admin,
          payload: { answers: {}, status: 'draft', basedOn: null },
        }),
      201,
    );
    const saved = answers[winner]?.json().data.response;
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().data.current).toMatchObject({ id: saved.id });
    const [stored] = await t.db
      .select({ n: count() })
      .from(schema.formResponses)
      .where(eq(schema.formResponses.subjectId, client.row.id));
    expect(stored?.n).toBe(1);
  });

  it('a save that changes nothing spends its version, so a later save of that version is stale', async () => {
    const { row, base } = await createSample(t, admin, recordKind('npc-codes'));
    const save = (description: unknown) =>
      t.call({
        method: 'PUT',
        url: `${base}/${row.id}`,
        cookie: admin,
        payload: { code: row.code, description, version: row.version },
      });
    const unchanged = await save(row.description);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.version).toBe(row.version + 1);
    const late = await save('Written over the first save');
    expect(late.statusCode).toBe(409);
    expect(late.json().data.current).toMatchObject({ description: row.description });
  });

  it('of corrections of one MAR dose: one is saved, the others answer 409 with the dose', async () => {
    const { entry, save } = await recordedDose('Racetamol');
    // The first writer sends the dose as it is: a re-save that changes nothing.
    const correctionOf = (n: number) =>
      n === 0 ? { code: 'G', note: null } : { code: 'O', note: `Given late, said writer ${n}` };
    const { winner, answers } = await race((n) =>
      save({
        ...correctionOf(n),
        version: entry.version,
        correctionReason: 'Keyed in wrongly.',
      }),
    );
    const saved = answers[winner]?.json().data;
    expect(saved).toMatchObject({ ...correctionOf(winner), version: entry.version + 1 });
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().data.current).toMatchObject({ id: saved.id, version: saved.version });
    }
    // At most one entry corrects the dose: none when the re-save that changed nothing won.
    const [corrections] = await t.db
      .select({ n: count() })
      .from(schema.marEntries)
      .where(eq(schema.marEntries.correctsId, entry.id));
    expect(corrections?.n).toBe(winner === 0 ? 0 : 1);
  });

  it("of an entry of an applicant's history by their link: one is saved, the others answer 409", async () => {
    const applicant = await createSample(t, admin, recordKind('applicants'));
    const { token } = await issueLink(t.db, {
      purpose: APPLICANT_FILE_LINK,
      subjectId: applicant.row.id,
      organisationId: t.organisationId,
      issuedBy: null,
      ip: null,
    });
    // Each writer from an address of its own: the link limit counts attempts per address.
    const send = (n: number, body: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/v1/applicant-link/history',
        remoteAddress: `192.0.2.${n + 1}`,
        payload: { token, kind: 'applicant-name-history', ...body },
      });
    const valuesOf = (n: number) => ({
      forename: 'Amina',
      surname: n === 0 ? 'Begum' : `Begum-${n}`,
      reason: 'Marriage',
    });
    const added = await send(0, { values: valuesOf(0) });
    expect(added.statusCode, added.body).toBe(201);
    const { id, version } = added.json().data;
    // The first writer sends the entry as it is: a save that changes nothing.
    const { winner, answers } = await race((n) =>
      send(n, { entryId: id, version, values: valuesOf(n) }),
    );
    expect(answers[winner]?.json().data).toEqual({ id, version: version + 1 });
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().data.current).toMatchObject({
      id,
      surname: valuesOf(winner).surname,
      version: version + 1,
    });
  });
});

describe('a versioned write that changes nothing', () => {
  it('of a MAR dose spends its version: a correction sent with it, or the re-save again, is stale', async () => {
    const { entry, save } = await recordedDose('Stalamol');
    const again = { code: 'G', version: entry.version, correctionReason: 'Checked it.' };
    const unchanged = await save(again);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data).toMatchObject({ id: entry.id, version: entry.version + 1 });
    const late = await save({
      code: 'O',
      note: 'Given late at 10:30',
      version: entry.version,
      correctionReason: 'Keyed in as on time.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.current).toMatchObject({ id: entry.id, code: 'G' });
    const repeated = await save(again);
    expect(repeated.statusCode).toBe(409);
    const [corrections] = await t.db
      .select({ n: count() })
      .from(schema.marEntries)
      .where(eq(schema.marEntries.correctsId, entry.id));
    expect(corrections?.n).toBe(0);
  });
});
