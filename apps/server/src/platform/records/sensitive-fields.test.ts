import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

const CODE = 'Left of the porch, code 4821';
// The phrase, not the digits alone: four digits may turn up in any id (a uuid) of an answer.
const SECRET = 'porch, code 4821';

let t: TestApp;
let admin: string;
let clientId: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const client = await createSample(t, admin, recordKind('clients'), {
    forename: 'Margaret',
    surname: 'Zebedee',
    keySafe: CODE,
    photo: null,
  });
  clientId = client.row.id;
  base = `/api/v1/clients/${clientId}`;
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.call({ method: 'GET', url, cookie });

const reveals = () =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'reveal'), eq(schema.auditLog.recordId, clientId)));

describe('a sensitive field (the key-safe code)', () => {
  it('was never in the answer that added the record, nor in the audit trail', async () => {
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, clientId));
    expect(trail.map((row) => row.action)).toContain('create');
    expect(JSON.stringify(trail)).not.toContain(SECRET);
    const created = trail.find((row) => row.action === 'create');
    expect((created?.changes as Record<string, unknown> | undefined)?.keySafe).toEqual([
      null,
      '[withheld]',
    ]);
  });

  it('is left out of the list answer, which says only that it is set', async () => {
    const list = await get('/api/v1/clients?search=Zebedee');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SECRET);
    const [item] = list.json().data.items;
    // A list carries its columns only (the domain's listedFields): not even the key.
    expect(item).not.toHaveProperty('keySafe');
    expect(item).toMatchObject({ id: clientId, _withheld: { keySafe: true } });
  });

  it('is left out of the CSV export, column and all', async () => {
    const csv = await get('/api/v1/clients/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Zebedee');
    expect(csv.body).not.toContain(SECRET);
    expect(csv.body.split('\n')[0]).not.toContain('Key safe');
  });

  it('is left out of the record and the profile, which still warn of a key safe', async () => {
    const one = await get(base);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(SECRET);
    expect(one.json().data).toMatchObject({ keySafe: null, _withheld: { keySafe: true } });
    const summary = await get(`${base}/summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).not.toContain(SECRET);
    expect(summary.json().data.alerts.map((a: { key: string }) => a.key)).toContain('key-safe');
  });

  it('is shown on request, and each reveal is audited with its field and reader', async () => {
    const before = (await reveals()).length;
    const shown = await get(`${base}/reveal/keySafe`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({ field: 'keySafe', value: CODE });
    await get(`${base}/reveal/keySafe`);
    const after = await reveals();
    expect(after).toHaveLength(before + 2);
    const [user] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    expect(after.at(-1)).toMatchObject({
      recordType: 'clients',
      actorUserId: user?.id,
      changes: { field: 'keySafe' },
    });
    const history = await get(`${base}/history`);
    expect(history.json().data.items.map((i: { action: string }) => i.action)).toContain('reveal');
    expect(history.body).not.toContain(SECRET);
  });

  it('is refused to a user who may not read the record, and the refusal reveals nothing', async () => {
    const before = (await reveals()).length;
    const refused = await get(`${base}/reveal/keySafe`, await t.login(NO_ACCESS_EMAIL));
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(SECRET);
    const elsewhere = await get(
      `${base}/reveal/keySafe`,
      await t.login(DEMO_USERS.riverside.email),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(SECRET);
    expect(await reveals()).toHaveLength(before);
  });

  it('keeps its value when a save leaves it out or sends the row back as read', async () => {
    const read = (await get(base)).json().data;
    const { keySafe: _, ...withoutCode } = read;
    const saved = await t.call({
      method: 'PUT',
      url: base,
      cookie: admin,
      payload: { ...withoutCode, town: 'Harrogate' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data._withheld).toEqual({ keySafe: true });
    // The whole row as read (keySafe null, _withheld saying it is set): still kept.
    const again = await t.call({
      method: 'PUT',
      url: base,
      cookie: admin,
      payload: { ...saved.json().data, town: 'Ripon' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await get(`${base}/reveal/keySafe`)).json().data.value).toBe(CODE);
  });

  it('changes when a new value is sent, and the audit trail notes the change, not the values', async () => {
    const read = (await get(base)).json().data;
    const saved = await t.call({
      method: 'PUT',
      url: base,
      cookie: admin,
      payload: { ...read, _withheld: undefined, keySafe: 'By the back door, code 7702' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`${base}/reveal/keySafe`)).json().data.value).toBe(
      'By the back door, code 7702',
    );
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, clientId), eq(schema.auditLog.action, 'update')));
    const changes = trail.map((row) => (row.changes as Record<string, unknown>).keySafe);
    expect(changes.filter(Boolean)).toEqual([['[withheld]', '[withheld]']]);
    // The phrases, not the digits: a uuid or a timestamp in the trail may hold any four digits.
    expect(JSON.stringify(trail)).not.toMatch(/code 4821|code 7702/);
  });
});

describe('a sensitive field read by a cross-field rule (a mental capacity diagnosis)', () => {
  const kind = recordKind('client-mental-capacity');

  it('is checked against the stored value when a save keeps it', async () => {
    const made = await createSample(t, admin, kind, { impairmentDetail: 'Vascular dementia' });
    const url = `${made.base}/${made.row.id}`;
    const read = (await get(url)).json().data;
    expect(read).toMatchObject({ impairmentDetail: null, _withheld: { impairmentDetail: true } });
    const { impairmentDetail: _, ...kept } = read;
    const saved = await t.call({ method: 'PUT', url, cookie: admin, payload: kept });
    expect(saved.statusCode, saved.body).toBe(200);

    // Cleared, then a save that keeps the (now empty) detail still needs one.
    const cleared = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: {
        ...saved.json().data,
        _withheld: undefined,
        impairment: false,
        impairmentDetail: null,
        outcome: 'Has capacity',
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const { impairmentDetail: __, ...nothingKept } = cleared.json().data;
    const refused = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...nothingKept, impairment: true, outcome: 'Lacks capacity for this decision' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.impairmentDetail).toEqual(['Describe the impairment.']);
  });
});
