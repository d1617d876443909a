import { schema } from '@care360/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSent } from '../../test/statements-sent';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const { auditLog, clients, clientMedications } = schema;

/** How many statements a GET sends (statements-sent.ts). */
async function statementsOf(url: string) {
  const { response, statements } = await statementsSent(t, url, admin);
  return { response, statements: statements.length };
}

async function readsOf(recordId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'read'), eq(auditLog.recordId, recordId)));
}

async function someClient(where = eq(clients.organisationId, t.organisationId)) {
  const [client] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(where, sql`${clients.deletedAt} is null`))
    .limit(1);
  if (!client) throw new Error('no demo client');
  return client.id;
}

// A read of a person's file is audited in the same statement that reads it (record-read.ts).
describe('reading one record of a person’s file', () => {
  it('answers the client and writes its one audit entry, in one statement after the caller’s', async () => {
    const id = await someClient();
    const before = await readsOf(id);
    const { response, statements } = await statementsOf(`/api/v1/clients/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id, keySafe: null });
    // The caller (sessions.ts), then the read with its audit entry: nothing else.
    expect(statements).toBe(2);
    const after = await readsOf(id);
    expect(after).toHaveLength(before.length + 1);
    const [entry] = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(entry).toMatchObject({
      organisationId: t.organisationId,
      recordType: 'clients',
      recordId: id,
      changes: null,
    });
    const [user] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    expect(entry?.actorUserId).toBe(user?.id);
  });

  it('writes nothing for a record it does not answer: another organisation’s, or none', async () => {
    const id = await someClient();
    const before = (await readsOf(id)).length;
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const elsewhere = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${id}`,
      cookie: riverside,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      'We could not find that client. It may have been removed.',
    );
    expect(await readsOf(id)).toHaveLength(before);

    const missing = '00000000-0000-4000-8000-000000000000';
    const none = await t.call({ method: 'GET', url: `/api/v1/clients/${missing}`, cookie: admin });
    expect(none.statusCode).toBe(404);
    expect(await readsOf(missing)).toHaveLength(0);
  });

  it('answers a nested record under its own client only, and audits only that read', async () => {
    const [medicine] = await t.db
      .select({ id: clientMedications.id, parentId: clientMedications.parentId })
      .from(clientMedications)
      .where(
        and(
          eq(clientMedications.organisationId, t.organisationId),
          sql`${clientMedications.deletedAt} is null`,
        ),
      )
      .limit(1);
    const parentId = medicine?.parentId;
    if (!medicine || !parentId) throw new Error('no demo client medicine');
    const other = await someClient(
      and(eq(clients.organisationId, t.organisationId), ne(clients.id, parentId)),
    );
    const before = (await readsOf(medicine.id)).length;

    const wrong = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${other}/client-medications/${medicine.id}`,
      cookie: admin,
    });
    expect(wrong.statusCode).toBe(404);
    expect(await readsOf(medicine.id)).toHaveLength(before);

    const unknownParent = await t.call({
      method: 'GET',
      url: `/api/v1/clients/00000000-0000-4000-8000-000000000000/client-medications/${medicine.id}`,
      cookie: admin,
    });
    expect(unknownParent.statusCode).toBe(404);
    expect(unknownParent.json().message).toMatch(/could not find that client/);

    const right = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${medicine.parentId}/client-medications/${medicine.id}`,
      cookie: admin,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await readsOf(medicine.id)).toHaveLength(before + 1);
  });

  it('writes each audited read’s entry, and no connection keeps the read’s lazy commit for what it runs next', async () => {
    const id = await someClient();
    const before = (await readsOf(id)).length;
    for (let n = 0; n < 6; n++) {
      const response = await t.call({ method: 'GET', url: `/api/v1/clients/${id}`, cookie: admin });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await readsOf(id)).toHaveLength(before + 6);
    // The setting is the statement's own (set_config is_local): no connection of the pool keeps
    // it, so a change committed next on any of them still waits for the disk.
    const settings = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction(async (tx) => {
          const shown = (await tx.execute(sql`show synchronous_commit`)) as unknown as {
            rows: Array<{ synchronous_commit: string }>;
          };
          return shown.rows[0]?.synchronous_commit;
        }),
      ),
    );
    expect(new Set(settings)).toEqual(new Set(['on']));
  });
});
