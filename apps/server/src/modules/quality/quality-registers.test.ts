import { schema } from '@care360/db';
import { type QualityLinks, recordKind } from '@care360/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { allTasks } from '../../routes';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { refreshComplaintDeadlines } from './complaint-deadlines';

/**
 * The quality registers against a real database: a complaint's deadlines in working days from the
 * organisation's settings and holidays, kept as days pass, and a register entry shown in the files
 * of the client and carers it names, to those who may read it.
 */

let t: TestApp;
let admin: string;
let client: { id: string; branch: string };
let carer: string;
let secondCarer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [row] = await t.db
    .select({ id: schema.clients.id, branch: schema.clients.branch })
    .from(schema.clients)
    .where(
      and(
        eq(schema.clients.organisationId, t.organisationId),
        isNull(schema.clients.serviceEndedOn),
      ),
    )
    .orderBy(desc(schema.clients.surname))
    .limit(1);
  client = { id: row?.id ?? '', branch: String(row?.branch) };
  const carerTable = tableOf(recordKind('carers'));
  const carers = await t.db
    .select({ id: column(carerTable, 'id') })
    .from(carerTable)
    .where(eq(column(carerTable, 'organisationId'), t.organisationId))
    .orderBy(desc(column(carerTable, 'surname')))
    .limit(2);
  carer = String(carers[0]?.id);
  secondCarer = String(carers[1]?.id);
});
afterAll(() => t.close());

const body = (response: { json(): unknown }) =>
  (response.json() as { data: Record<string, unknown> & { id: string; version: number } }).data;

async function addComplaint(values: Record<string, unknown>, cookie = admin) {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/complaints',
    cookie,
    payload: {
      complainant: 'Mrs Ellis (daughter)',
      subject: 'Late visits',
      details: 'The morning visit came after ten three times.',
      branch: client.branch,
      client: client.id,
      status: 'Open',
      ...values,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body(response);
}

describe('complaint deadlines', () => {
  // First: the nightly check below runs on clocks of its own over every complaint.
  it('show missed in the demo list, filtered by where they stand', async () => {
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/complaints?deadline=Acknowledgement%20overdue',
      cookie: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const { items } = (list.json() as { data: { items: Array<{ deadline: string }> } }).data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.deadline === 'Acknowledgement overdue')).toBe(true);
  });
  it('are 3 and 20 working days by default, skipping weekends and Easter', async () => {
    // Wednesday 1 April 2026: Good Friday 3rd and Easter Monday 6th are not worked.
    const complaint = await addComplaint({
      receivedOn: '2026-04-01',
      // Whatever a client sends for the server's fields is ignored.
      acknowledgementDue: '2030-01-01',
      deadline: 'On track',
    });
    expect(complaint).toMatchObject({
      acknowledgementDue: '2026-04-08',
      responseDue: '2026-05-01',
      // Long past, unanswered.
      deadline: 'Response overdue',
    });
  });

  it('follow a save: answered in time, or late', async () => {
    const complaint = await addComplaint({ receivedOn: '2026-04-01' });
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/complaints/${complaint.id}`,
      cookie: admin,
      payload: {
        ...complaint,
        acknowledgedOn: '2026-04-07',
        respondedOn: '2026-04-30',
        upheld: 'Partly upheld',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).deadline).toBe('Answered in time');
    const late = await t.call({
      method: 'PUT',
      url: `/api/v1/complaints/${complaint.id}`,
      cookie: admin,
      payload: { ...body(saved), respondedOn: '2026-05-05' },
    });
    expect(body(late).deadline).toBe('Answered late');
  });

  it('are checked again each night as days pass, one audited change each', async () => {
    expect(allTasks.map((task) => task.name)).toContain('quality.complaint-deadlines');
    const complaint = await addComplaint({ receivedOn: '2026-04-01' });
    const table = tableOf(recordKind('complaints'));
    const stateOn = async (today: string) => {
      await refreshComplaintDeadlines(t.db, t.organisationId, today);
      const [row] = await t.db
        .select({ deadline: column(table, 'deadline'), version: column(table, 'version') })
        .from(table)
        .where(eq(column(table, 'id'), complaint.id));
      return row;
    };
    expect(await stateOn('2026-04-02')).toEqual({ deadline: 'On track', version: 1 });
    expect((await stateOn('2026-04-09'))?.deadline).toBe('Acknowledgement overdue');
    expect((await stateOn('2026-05-04'))?.deadline).toBe('Response overdue');
    // A form open on it still saves: the job keeps the version.
    expect((await stateOn('2026-05-04'))?.version).toBe(1);
    const entries = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, complaint.id),
          eq(schema.auditLog.action, 'complaints.deadline'),
        ),
      );
    expect(entries).toHaveLength(3);
  });

  // Last: the settings stay (an organisation keeps its one row).
  it('come from the organisation’s settings and its own holidays', async () => {
    const settings = await t.call({
      method: 'POST',
      url: '/api/v1/quality-settings',
      cookie: admin,
      payload: { name: 'Meadowbank', complaintAcknowledgeDays: 2, complaintResponseDays: 10 },
    });
    expect(settings.statusCode, settings.body).toBe(201);
    // The office closed on Monday 13 April 2026.
    const closure = await t.call({
      method: 'POST',
      url: '/api/v1/holidays',
      cookie: admin,
      payload: { name: 'Office closure', date: '2026-04-13', region: 'England and Wales' },
    });
    expect(closure.statusCode, closure.body).toBe(201);
    const complaint = await addComplaint({ receivedOn: '2026-04-08' });
    // Thursday 9th and Friday 10th; then 14th–17th, 20th–23rd (13th closed).
    expect(complaint).toMatchObject({
      acknowledgementDue: '2026-04-10',
      responseDue: '2026-04-23',
    });
  });
});

describe('a register entry in the files of the people it names', () => {
  let incidentId: string;

  beforeAll(async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/incidents',
      cookie: admin,
      payload: {
        title: 'Fall from the stair lift',
        type: 'Fall',
        occurredOn: '2026-06-02',
        branch: client.branch,
        client: client.id,
        carer,
        secondCarer,
        whatHappened: 'The client slipped getting off the stair lift.',
        harm: 'Moderate',
        cqcNotified: true,
        cqcNotifiedOn: '2026-06-03',
        status: 'Open',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    incidentId = body(response).id;
  });

  const links = async (owner: string, id: string, cookie = admin) => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/${owner}/${id}/quality-records`,
      cookie,
    });
    return { status: response.statusCode, data: (response.json() as { data: QualityLinks }).data };
  };

  it('shows in the client’s file, by register, and the read is audited', async () => {
    const { status, data } = await links('clients', client.id);
    expect(status).toBe(200);
    expect(data.registers.map((register) => register.kind)).toEqual([
      'incidents',
      'safeguardings',
      'complaints',
      'medication-errors',
      'compliments',
      'death-notifications',
    ]);
    const incidents = data.registers.find((register) => register.kind === 'incidents');
    expect(incidents?.path).toBe('quality-assurance/incident-and-accidents');
    expect(incidents?.items).toContainEqual({
      id: incidentId,
      title: 'Fall from the stair lift',
      on: '2026-06-02',
      status: 'Open',
      harm: 'Moderate',
      as: 'Client',
    });
    // The complaints made about the same client earlier in this file.
    expect(data.registers.find((r) => r.kind === 'complaints')?.total).toBeGreaterThan(0);
    const [audit] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'clients'),
          eq(schema.auditLog.recordId, client.id),
          eq(schema.auditLog.action, 'read'),
        ),
      )
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(audit?.changes).toEqual({ section: 'Quality Records' });
  });

  it('shows in each carer’s file, saying how they were involved', async () => {
    const second = await links('carers', secondCarer);
    const item = second.data.registers
      .find((register) => register.kind === 'incidents')
      ?.items.find((entry) => entry.id === incidentId);
    expect(item?.as).toBe('Second carer involved');
    const first = await links('carers', carer);
    expect(
      first.data.registers.find((r) => r.kind === 'incidents')?.items.map((i) => i.id),
    ).toContain(incidentId);
  });

  it('leaves out a deleted entry', async () => {
    const extra = await t.call({
      method: 'POST',
      url: '/api/v1/compliments',
      cookie: admin,
      payload: {
        receivedOn: '2026-06-04',
        from: 'A neighbour',
        compliment: 'So kind.',
        branch: client.branch,
        client: client.id,
      },
    });
    const { id } = body(extra);
    const before = await links('clients', client.id);
    const count = before.data.registers.find((r) => r.kind === 'compliments')?.total ?? 0;
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/compliments/${id}`,
      cookie: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await links('clients', client.id);
    expect(after.data.registers.find((r) => r.kind === 'compliments')?.total).toBe(count - 1);
  });

  it('shows only the registers the reader may read', async () => {
    // HR reads complaints and compliments about carers, not incidents or safeguarding.
    const hr = await t.login(DEMO_USERS.hr.email);
    const { status, data } = await links('carers', carer, hr);
    expect(status).toBe(200);
    expect(data.registers.map((register) => register.kind)).toEqual(['complaints', 'compliments']);
  });

  it('refuses a reader without the file, and another organisation as if the person did not exist', async () => {
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    expect((await links('clients', client.id, noAccess)).status).toBe(403);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await links('clients', client.id, riverside)).status).toBe(404);
  });
});
