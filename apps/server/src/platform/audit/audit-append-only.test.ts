import { DEMO_USERS, schema } from '@care360/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const { auditLog, users } = schema;

/** The PostgreSQL error behind Drizzle's wrapper. */
async function refusal(action: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  const error = await action.then(
    () => null,
    (e: { cause?: { code?: string; message?: string } }) => e.cause ?? e,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  return error as { code?: string; message?: string };
}

async function trail() {
  return t.db.select().from(auditLog).orderBy(auditLog.id);
}

describe('the audit trail is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit_log with a clear error, and keeps every entry', async () => {
    const before = await trail();
    expect(before.length).toBeGreaterThan(0);
    const first = before[0] as (typeof before)[number];

    const update = await refusal(
      t.db.update(auditLog).set({ action: 'nothing happened' }).where(eq(auditLog.id, first.id)),
    );
    expect(update.code).toBe('42501');
    expect(update.message).toBe(
      'The audit trail is append-only: UPDATE of audit_log is not allowed.',
    );

    const remove = await refusal(t.db.delete(auditLog).where(eq(auditLog.id, first.id)));
    expect(remove.message).toBe(
      'The audit trail is append-only: DELETE of audit_log is not allowed.',
    );

    const truncate = await refusal(t.db.execute(sql`truncate audit_log`));
    expect(truncate.message).toBe(
      'The audit trail is append-only: TRUNCATE of audit_log is not allowed.',
    );

    expect(await trail()).toEqual(before);
  });

  it('still takes new entries', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog);
    await t.db.insert(auditLog).values({
      organisationId: t.organisationId,
      actorUserId: null,
      action: 'test.append',
      recordType: 'users',
    });
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog);
    expect(after).toBe(before + 1);
  });

  it('refuses a hard delete of a user named in the trail (users are deactivated instead)', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
    const error = await refusal(t.db.delete(users).where(eq(users.id, admin?.id ?? '')));
    expect(error.message).toMatch(/append-only/);
    const [still] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
    expect(still?.id).toBe(admin?.id);
  });
});
