import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * A member of staff's compliance and working state are worked out in the transaction of the save
 * that changes them: stored by the time the save answers (a restore included), and a save whose
 * recompute fails is not kept at all, rather than kept with a stale state.
 */

let t: TestApp;
let admin: string;
const today = ukCalendarDate(new Date());
const carers = tableOf(recordKind('carers'));
const rightToWork = tableOf(recordKind('carer-right-to-work'));

const RIGHT_TO_WORK = {
  method: 'Manual documents',
  result: 'Right to work confirmed',
  permission: 'Unlimited',
  checkedOn: today,
};
const NO_RIGHT_TO_WORK = 'No right to work check recorded';

async function newCarer(surname: string): Promise<string> {
  const [branch] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, 'Leeds Central'),
      ),
    );
  const made = await createSample(t, admin, recordKind('carers'), {
    forename: 'Test',
    surname,
    branch: branch?.id,
    status: 'Active',
    startDate: addCalendarDays(today, -30),
    leftOn: null,
    user: null,
    applicant: null,
  });
  return made.row.id;
}

/** Whether the stored reason the carer may not work names a missing right to work check. */
async function lacksRightToWork(carer: string) {
  const [row] = (await t.db
    .select({ reason: column(carers, 'workingStateReason') })
    .from(carers)
    .where(eq(column(carers, 'id'), carer))) as { reason: string | null }[];
  return row?.reason?.includes(NO_RIGHT_TO_WORK) ?? false;
}

async function rightToWorkRows(carer: string) {
  return t.db
    .select({ id: column(rightToWork, 'id') })
    .from(rightToWork)
    .where(eq(column(rightToWork, 'parentId'), carer));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

describe("a save in a member of staff's file", () => {
  it('answers with the state already stored, for a save, a delete and a restore', async () => {
    const carer = await newCarer('Inline');
    expect(await lacksRightToWork(carer)).toBe(true);
    const url = `/api/v1/carers/${carer}/carer-right-to-work`;
    const saved = await t.call({ method: 'POST', url, cookie: admin, payload: RIGHT_TO_WORK });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as string;
    expect(await lacksRightToWork(carer)).toBe(false);

    const removed = await t.call({ method: 'DELETE', url: `${url}/${id}`, cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lacksRightToWork(carer)).toBe(true);

    const restored = await t.call({ method: 'POST', url: `${url}/${id}/restore`, cookie: admin });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await lacksRightToWork(carer)).toBe(false);
  });

  it('is not kept when working out the state fails', async () => {
    const carer = await newCarer('Rollback');
    // Stands in for a recompute that fails (a lost connection, a fault): any change to this
    // carer's row is refused by the database.
    const table = sql.identifier(getTableName(carers));
    await t.db.execute(sql`create function test_refuse_change() returns trigger
      language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`create trigger test_refuse_change before update on ${table}
      for each row when (old.id = ${sql.raw(`'${carer}'::uuid`)})
      execute function test_refuse_change()`);
    try {
      const audits = async () =>
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(schema.auditLog)
            .where(
              and(
                eq(schema.auditLog.recordType, 'carer-right-to-work'),
                eq(schema.auditLog.action, 'create'),
              ),
            )
        )[0]?.n;
      const auditsBefore = await audits();
      const saved = await t.call({
        method: 'POST',
        url: `/api/v1/carers/${carer}/carer-right-to-work`,
        cookie: admin,
        payload: RIGHT_TO_WORK,
      });
      expect(saved.statusCode).toBe(500);
      expect(saved.body).not.toContain('refused by the test');
      expect(await rightToWorkRows(carer)).toEqual([]);
      expect(await audits()).toBe(auditsBefore);
      expect(await lacksRightToWork(carer)).toBe(true);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_change on ${table}`);
      await t.db.execute(sql`drop function test_refuse_change()`);
    }
  });
});
