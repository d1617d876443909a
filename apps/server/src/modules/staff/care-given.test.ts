import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let carerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  // A demo carer whose sign-in account records doses on the demo MAR charts.
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'janet.armitage@care360.local'));
  const carers = tableOf(recordKind('carers'));
  const [carer] = await t.db
    .select({ id: column(carers, 'id') })
    .from(carers)
    .where(eq(column(carers, 'user'), user?.id ?? ''));
  carerId = String(carer?.id);
});
afterAll(() => t.close());

const careGiven = (cookie: string) =>
  t.call({ method: 'GET', url: `/api/v1/carers/${carerId}/care-given?limit=5`, cookie });

describe("a carer's care given", () => {
  it('lists the doses their account gave, newest first, with client names, and audits the read', async () => {
    const response = await careGiven(admin);
    expect(response.statusCode, response.body).toBe(200);
    const { doses } = response.json().data as {
      doses: Array<{ at: string; clientName: string | null }>;
    };
    expect(doses.length).toBe(5);
    expect(doses.every((dose) => dose.clientName)).toBe(true);
    const times = doses.map((dose) => dose.at);
    expect([...times].sort().reverse()).toEqual(times);
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, carerId), eq(schema.auditLog.action, 'read')));
    expect(trail.some((e) => (e.changes as { section?: string })?.section === 'Care given')).toBe(
      true,
    );
  });

  it("names no client to a caller who may not read clients' files", async () => {
    const staffOnly = await branchUser(t, 'Leeds Central', ['carers.read']);
    const response = await careGiven(staffOnly);
    expect(response.statusCode, response.body).toBe(200);
    const { doses } = response.json().data as { doses: Array<{ clientName: string | null }> };
    expect(doses.length).toBeGreaterThan(0);
    expect(doses.every((dose) => dose.clientName === null)).toBe(true);
  });
});
