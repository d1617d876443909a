import { schema } from '@care360/db';
import { ALL_PERMISSIONS, recordKind } from '@care360/domain';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

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
});
