import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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

describe("a client log's care worker", () => {
  const logs = recordKind('client-logs');
  const carers = tableOf(recordKind('carers'));
  const clientsTable = tableOf(recordKind('clients'));

  /** A Leeds Central client and a carer of that branch whose sign-in account writes logs. */
  async function carerWhoLogs() {
    const cookie = await branchUser(t, 'Leeds Central', [
      'clients.read',
      logs.permissions.create,
      logs.permissions.read,
    ]);
    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie });
    const userId = String(me.json().data.data.id);
    const [carer] = await t.db
      .select({ id: column(carers, 'id') })
      .from(carers)
      .where(isNull(column(carers, 'user')))
      .limit(1);
    await t.db
      .update(carers)
      .set({ [column(carers, 'user').name]: userId } as never)
      .where(eq(column(carers, 'id'), String(carer?.id)));
    const [client] = await t.db
      .select({ id: column(clientsTable, 'id') })
      .from(clientsTable)
      .innerJoin(schema.branches, eq(schema.branches.id, column(clientsTable, 'branch')))
      .where(eq(schema.branches.name, 'Leeds Central'))
      .limit(1);
    return { cookie, carerId: String(carer?.id), clientId: String(client?.id) };
  }

  const writeLog = (cookie: string, clientId: string, extra: Record<string, unknown> = {}) =>
    t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-logs`,
      cookie,
      payload: {
        loggedAt: '2026-11-20T09:30:00.000Z',
        category: 'Visit note',
        loggedBy: 'Written on the visit',
        entry: 'Breakfast taken, tablets given, in good spirits.',
        ...extra,
      },
    });

  it("names the carer's file when a carer writes it, and the carer's profile lists it", async () => {
    const { cookie, carerId, clientId } = await carerWhoLogs();
    const written = await writeLog(cookie, clientId);
    expect(written.statusCode, written.body).toBe(201);
    const log = written.json().data as { id: string; carer: string | null };
    expect(log.carer).toBe(carerId);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carerId}/care-given?limit=100`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { logs: listed } = response.json().data as {
      logs: Array<{ id: string; clientId: string; clientName: string | null }>;
    };
    const mine = listed.find((entry) => entry.id === log.id);
    expect(mine).toMatchObject({ clientId });
    expect(mine?.clientName).toBeTruthy();
  });

  it('names no carer when the office writes it, unless the office names one', async () => {
    const { carerId, clientId } = await carerWhoLogs();
    const office = await writeLog(admin, clientId);
    expect(office.statusCode, office.body).toBe(201);
    expect(office.json().data.carer).toBeNull();
    const named = await writeLog(admin, clientId, { carer: carerId });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.carer).toBe(carerId);
  });

  it('names the carers of their branch as the authors of the demo logs', async () => {
    const logTable = tableOf(logs);
    const rows = await t.db
      .select({
        loggedBy: column(logTable, 'loggedBy'),
        clientBranch: column(clientsTable, 'branch'),
        carerBranch: column(carers, 'branch'),
        carerName: sql<string>`${column(carers, 'forename')} || ' ' || ${column(carers, 'surname')}`,
      })
      .from(logTable)
      .innerJoin(clientsTable, eq(column(clientsTable, 'id'), column(logTable, 'parentId')))
      .leftJoin(carers, eq(column(carers, 'id'), column(logTable, 'carer')))
      .where(
        and(
          eq(column(logTable, 'organisationId'), t.organisationId),
          // Not the logs these tests wrote.
          ne(column(logTable, 'loggedBy'), 'Written on the visit'),
        ),
      );
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.carerBranch).toBe(row.clientBranch);
      expect(row.loggedBy).toBe(row.carerName);
    }
  });
});
