import { DEMO_CARER } from '@care360/db';
import { recordKind, ukCalendarDate } from '@care360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * An incident reported from the carer's phone lands in the register as a draft, with its alert
 * on the incidents board; the office completes it and opens it. Only the phone makes drafts, and
 * an opened incident never goes back to one.
 */

let t: TestApp;
let carer: string;
let admin: string;
let visitId: string;
let clientId: string;
let key = 0;

interface Incident {
  id: string;
  version: number;
  status: string;
  harm: string;
  title: string;
  branch: string;
  client: string | null;
}

const incidents = tableOf(recordKind('incidents'));

beforeAll(async () => {
  t = await createTestApp();
  carer = await t.login(DEMO_CARER.email);
  admin = await t.login(DEMO_USERS.admin.email);
  const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
  expect(list.statusCode, list.body).toBe(200);
  const on = (
    list.json().data.items as Array<{
      id: string;
      startsAt: string;
      endsAt: string;
      clientId: string;
    }>
  ).find((v) => new Date(v.startsAt) <= new Date() && new Date(v.endsAt) > new Date());
  if (!on) throw new Error('the demo carer has no visit on now');
  visitId = on.id;
  clientId = on.clientId;
});
afterAll(() => t.close());

async function report(title: string): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/my/visits/${visitId}/reports`,
    cookie: carer,
    headers: { 'idempotency-key': `draft-test-${++key}` },
    payload: {
      recordedAt: new Date().toISOString(),
      kind: 'Incident',
      type: 'Fall',
      title,
      whatHappened: 'Found sitting on the bedroom floor; she said she slid off the bed.',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function listed(query: string): Promise<Incident[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/incidents?${query}&limit=100`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

async function read(id: string): Promise<Incident> {
  const response = await t.call({ method: 'GET', url: `/api/v1/incidents/${id}`, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const save = (incident: Incident, values: Record<string, unknown>) =>
  t.call({
    method: 'PUT',
    url: `/api/v1/incidents/${incident.id}`,
    cookie: admin,
    payload: { ...incident, ...values },
  });

describe('an incident reported from the carer’s phone', () => {
  it('lands in the register as a draft, listed under Draft, with its alert on the incidents board', async () => {
    const id = await report('Found on the floor by the wardrobe');
    const draft = await read(id);
    expect(draft).toMatchObject({ status: 'Draft', harm: 'None', client: clientId });
    expect((await listed('status=Draft')).map((row) => row.id)).toContain(id);
    expect((await listed('status=Open')).map((row) => row.id)).not.toContain(id);

    const board = await t.call({
      method: 'GET',
      url: '/api/v1/live-events/boards/clients.incidents?open=true&limit=100',
      cookie: admin,
    });
    expect(board.statusCode, board.body).toBe(200);
    const rows = (
      board.json().data.items as Array<{
        subject: string;
        severity: string;
        alert: { source: string; status: string };
      }>
    ).filter((row) => row.subject.includes('Found on the floor by the wardrobe'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      severity: 'Medium',
      alert: { source: 'Incident reported', status: 'Raised' },
    });
  });

  it('is completed and opened by the office, and then cannot go back to draft', async () => {
    const draft = await read(await report('Slipped on the wet kitchen floor'));
    const opened = await save(draft, {
      harm: 'Low',
      injuries: 'Grazed elbow.',
      familyTold: true,
      familyToldOn: ukCalendarDate(),
      status: 'Open',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ status: 'Open', harm: 'Low' });
    expect((await listed('status=Open')).map((row) => row.id)).toContain(draft.id);

    const back = await save(opened.json().data, { status: 'Draft' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.status).toEqual(['An opened incident cannot go back to draft.']);
    expect((await read(draft.id)).status).toBe('Open');
  });

  it('is the only way to a draft: an incident entered in the office starts Open', async () => {
    const draft = await read(await report('Bruise found on the shin'));
    const before = await t.db
      .select({ id: column(incidents, 'id') })
      .from(incidents)
      .where(eq(column(incidents, 'organisationId'), t.organisationId));
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/incidents',
      cookie: admin,
      payload: {
        title: 'Typed in the office as a draft',
        type: 'Incident',
        occurredOn: ukCalendarDate(),
        branch: draft.branch,
        whatHappened: 'The family rang to say she had fallen.',
        harm: 'None',
        status: 'Draft',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.status[0]).toMatch(/Only a carer’s report from the phone/);
    const after = await t.db
      .select({ id: column(incidents, 'id') })
      .from(incidents)
      .where(eq(column(incidents, 'organisationId'), t.organisationId));
    expect(after).toHaveLength(before.length);
  });
});
