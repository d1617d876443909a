import { schema } from '@care360/db';
import { recordKind, ukCalendarDate } from '@care360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/**
 * Statutory notifications: a death, an allegation of abuse and a serious injury each draft a CQC
 * notification from the register entry, with its facts; it is on the worklist until marked sent.
 */

let t: TestApp;
let admin: string;
let user: string;
const today = ukCalendarDate();

interface Notification {
  id: string;
  version: number;
  type: string;
  source: string;
  sourceId: string;
  facts: string;
  status: string;
  due: string;
  client: string | null;
}

async function notificationsOf(sourceId: string): Promise<Notification[]> {
  const response = await t.call({
    method: 'GET',
    url: '/api/v1/cqc-notifications?limit=100',
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  const ids = (response.json().data.items as { id: string }[]).map((item) => item.id);
  const found: Notification[] = [];
  for (const id of ids) {
    const one = await t.call({
      method: 'GET',
      url: `/api/v1/cqc-notifications/${id}`,
      cookie: admin,
    });
    const row = one.json().data as Notification;
    if (row.sourceId === sourceId) found.push(row);
  }
  return found;
}

async function worklistDetails(): Promise<string[]> {
  const response = await t.call({ method: 'GET', url: '/api/v1/worklist', cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  const lines = response.json().data.groups['cqc-notifications'] as {
    detail: string;
    href: string;
  }[];
  return lines.map((line) => line.href);
}

const entry = async (register: string, values: Record<string, unknown>) =>
  (
    await createSample(t, admin, recordKind(register as never), {
      status: 'Open',
      closedOn: null,
      closedBy: null,
      ...values,
    })
  ).row;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const users = tableOf(recordKind('users'));
  const [me] = await t.db
    .select({ id: column(users, 'id') })
    .from(users)
    .where(eq(column(users, 'organisationId'), t.organisationId))
    .limit(1);
  user = String(me?.id);
});
afterAll(() => t.close());

describe('CQC notifications', () => {
  it('drafts one from a serious injury, with its facts, once, and not from a minor one', async () => {
    const fall = await entry('incidents', {
      title: 'Fall on the stairs',
      harm: 'Severe',
      occurredOn: today,
      whatHappened: 'Found at the foot of the stairs; hip fracture suspected.',
    });
    const [draft, ...more] = await notificationsOf(fall.id);
    expect(more).toEqual([]);
    expect(draft?.type).toBe('Serious injury');
    expect(draft?.status).toBe('Draft');
    expect(draft?.due).toBe('Without delay');
    expect(draft?.source).toBe('incidents');
    expect(draft?.facts).toContain('Summary: Fall on the stairs');
    expect(draft?.facts).toContain('hip fracture suspected');
    // Saved again: no second draft.
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/incidents/${fall.id}`,
      cookie: admin,
      payload: { ...fall, immediateAction: '999 called.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await notificationsOf(fall.id)).toHaveLength(1);
    const minor = await entry('incidents', { harm: 'Low', occurredOn: today });
    expect(await notificationsOf(minor.id)).toEqual([]);
  });

  it('drafts one from an allegation of abuse and from a death', async () => {
    const concern = await entry('safeguardings', { title: 'Bruising', raisedOn: today });
    expect((await notificationsOf(concern.id)).map((n) => n.type)).toEqual([
      'Abuse or allegation of abuse',
    ]);
    const death = await entry('death-notifications', {
      diedOn: today,
      cqcNotifiedOn: today,
      cause: 'Heart failure',
    });
    const [drafted] = await notificationsOf(death.id);
    expect(drafted?.type).toBe('Death of a person using the service');
    expect(drafted?.facts).toContain('Heart failure');
  });

  it('shows a draft on the worklist until it is marked sent', async () => {
    const concern = await entry('safeguardings', { title: 'Money missing', raisedOn: today });
    const [draft] = await notificationsOf(concern.id);
    if (!draft) throw new Error('No draft');
    const href = `/app/quality-assurance/cqc-notifications/${draft.id}/edit`;
    expect(await worklistDetails()).toContain(href);
    const incomplete = await t.call({
      method: 'PUT',
      url: `/api/v1/cqc-notifications/${draft.id}`,
      cookie: admin,
      payload: { ...draft, status: 'Sent' },
    });
    expect(incomplete.statusCode).toBe(400);
    const sent = await t.call({
      method: 'PUT',
      url: `/api/v1/cqc-notifications/${draft.id}`,
      cookie: admin,
      payload: {
        ...draft,
        status: 'Sent',
        sentOn: today,
        sentBy: user,
        reference: 'CQC-123',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await worklistDetails()).not.toContain(href);
  });

  it("drafts a death notification when a client's service ends because they died", async () => {
    const client = (await createSample(t, admin, recordKind('clients'))).row;
    const ended = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/end-service`,
      cookie: admin,
      payload: { endedOn: today, reason: 'Died', note: 'Died peacefully at home.' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const [draft] = await notificationsOf(client.id);
    expect(draft?.type).toBe('Death of a person using the service');
    expect(draft?.client).toBe(client.id);
    expect(draft?.facts).toContain('Died peacefully at home.');
    const other = (await createSample(t, admin, recordKind('clients'))).row;
    await t.call({
      method: 'POST',
      url: `/api/v1/clients/${other.id}/end-service`,
      cookie: admin,
      payload: { endedOn: today, reason: 'Own choice' },
    });
    expect(await notificationsOf(other.id)).toEqual([]);
  });
});

interface BoardRow {
  id: string;
  subject: string;
  severity: string;
  href: string | null;
  person: string | null;
  alert: { source: string; status: string };
}

/**
 * The rows of a live board (the API the board screen reads) about one notification: those still
 * open unless the query says `open=false`.
 */
async function boardRows(board: string, notificationId: string, query = ''): Promise<BoardRow[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/live-events/boards/${board}?limit=100&source=${encodeURIComponent('CQC notification due')}${query}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as BoardRow[]).filter(
    (row) => row.href === `/app/quality-assurance/cqc-notifications/${notificationId}/edit`,
  );
}

/** The notification's alert as stored. */
async function alertOf(notificationId: string): Promise<Record<string, unknown> | undefined> {
  const alerts = tableOf(recordKind('alerts'));
  const rows = (await t.db
    .select()
    .from(alerts)
    .where(eq(column(alerts, 'sourceId'), notificationId))) as Record<string, unknown>[];
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

const clientName = async (id: string) => {
  const read = await t.call({ method: 'GET', url: `/api/v1/clients/${id}`, cookie: admin });
  const client = read.json().data as { forename: string; surname: string };
  return `${client.forename} ${client.surname}`;
};

describe('a draft notification on the live boards', () => {
  it('is one high alert on the incidents board until it is marked sent, then resolved by itself', async () => {
    const concern = await entry('safeguardings', { title: 'Bruised wrists', raisedOn: today });
    const [draft] = await notificationsOf(concern.id);
    if (!draft?.client) throw new Error('No draft about a client');
    const [row, ...more] = await boardRows('clients.incidents', draft.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      severity: 'High',
      subject: `CQC notification due without delay: Abuse or allegation of abuse — ${await clientName(draft.client)}`,
      alert: { source: 'CQC notification due', status: 'Raised' },
    });
    // Every alert about a client is on the monitoring board too.
    expect(await boardRows('clients.monitoring', draft.id)).toHaveLength(1);
    // The entry saved again: no second draft, no second alert.
    const again = await t.call({
      method: 'PUT',
      url: `/api/v1/safeguardings/${concern.id}`,
      cookie: admin,
      payload: { ...concern, immediateAction: 'Body map completed.' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await boardRows('clients.incidents', draft.id, '&open=false')).toHaveLength(1);

    const sent = await t.call({
      method: 'PUT',
      url: `/api/v1/cqc-notifications/${draft.id}`,
      cookie: admin,
      payload: { ...draft, status: 'Sent', sentOn: today, sentBy: user, reference: 'CQC-456' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await boardRows('clients.incidents', draft.id)).toEqual([]);
    const [resolved] = await boardRows('clients.incidents', draft.id, '&open=false');
    expect(resolved?.alert.status).toBe('Resolved');
    expect(await alertOf(draft.id)).toMatchObject({
      status: 'Resolved',
      autoResolved: true,
      resolution: `Marked sent to CQC on ${today.split('-').reverse().join('/')} (reference CQC-456).`,
    });
  });

  it('is raised for a death the server drafts, and for a draft made on the form', async () => {
    const client = (await createSample(t, admin, recordKind('clients'))).row;
    const ended = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/end-service`,
      cookie: admin,
      payload: { endedOn: today, reason: 'Died', note: 'Died in hospital.' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const [death] = await notificationsOf(client.id);
    if (!death) throw new Error('No draft');
    expect(await alertOf(death.id)).toMatchObject({
      source: 'CQC notification due',
      status: 'Raised',
      client: client.id,
      branch: client.branch,
    });

    const made = await t.call({
      method: 'POST',
      url: '/api/v1/cqc-notifications',
      cookie: admin,
      payload: {
        type: 'Serious injury',
        branch: client.branch,
        client: client.id,
        raisedOn: today,
        facts: 'Broken wrist after a fall, found on the evening visit.',
        status: 'Draft',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await boardRows('clients.incidents', made.json().data.id);
    expect(row?.subject).toMatch(/^CQC notification due without delay: Serious injury — /);
  });

  it('is resolved when the draft is deleted', async () => {
    const concern = await entry('safeguardings', { title: 'Shouting heard', raisedOn: today });
    const [draft] = await notificationsOf(concern.id);
    if (!draft) throw new Error('No draft');
    expect((await alertOf(draft.id))?.status).toBe('Raised');
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/v1/cqc-notifications/${draft.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await alertOf(draft.id)).toMatchObject({
      status: 'Resolved',
      autoResolved: true,
      resolution: 'The notification was deleted.',
    });
  });
});

describe('a medication error from the MAR chart', () => {
  it('is raised in one step from a refused or missed dose, never from a given one', async () => {
    const medicine = await createSample(t, admin, recordKind('client-medications'));
    const clientId = String(medicine.parentId);
    const day = today;
    await t.db.insert(schema.marEntries).values([
      {
        organisationId: t.organisationId,
        clientId,
        clientMedicationId: medicine.row.id,
        day,
        slot: 'morning',
        code: 'R',
        outcome: 'refused',
        note: 'Said it makes her sick.',
      },
      {
        organisationId: t.organisationId,
        clientId,
        clientMedicationId: medicine.row.id,
        day,
        slot: 'lunch',
        code: 'G',
        outcome: 'given',
      },
    ] as never);
    const raise = (slot: string, payload: Record<string, unknown> = {}) =>
      t.call({
        method: 'POST',
        url: `/api/v1/clients/${clientId}/mar/medication-error`,
        cookie: admin,
        payload: { medication: medicine.row.id, day, slot, ...payload },
      });
    const refused = await raise('morning');
    expect(refused.statusCode, refused.body).toBe(201);
    const id = refused.json().data.id as string;
    const saved = await t.call({
      method: 'GET',
      url: `/api/v1/medication-errors/${id}`,
      cookie: admin,
    });
    const error = saved.json().data;
    expect(error.client).toBe(clientId);
    expect(error.occurredOn).toBe(day);
    expect(error.status).toBe('Open');
    expect(error.whatHappened).toContain('Refused (R)');
    expect(error.whatHappened).toContain('Said it makes her sick.');
    const missed = await raise('bed');
    expect(missed.statusCode, missed.body).toBe(201);
    const given = await raise('lunch');
    expect(given.statusCode).toBe(422);
    for (const bad of [{ slot: 'teatime' }, { day: 'yesterday' }, { medication: 'x' }]) {
      const refusedInput = await raise('morning', bad);
      expect(refusedInput.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const forbidden = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/mar/medication-error`,
      cookie: nobody,
      payload: { medication: medicine.row.id, day, slot: 'morning' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
