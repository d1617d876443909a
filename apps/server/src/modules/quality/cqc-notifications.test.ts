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
