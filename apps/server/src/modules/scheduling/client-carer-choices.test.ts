import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * A client's preferred and declined carers against the real database: a carer is on one list of
 * a client or the other, never both, and preferred once; a refusal is a field error that writes
 * nothing, neither the record nor an audit entry.
 */

let t: TestApp;
let admin: string;
type Row = Record<string, unknown> & { id: string; version: number };

let client: Row;
let otherClient: Row;
const carers: Row[] = [];
const preferredUrl = (of: Row = client) => `/api/v1/clients/${of.id}/client-preferred-carers`;
const declinedUrl = (of: Row = client) => `/api/v1/clients/${of.id}/client-declined-carers`;

const post = (url: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url, cookie: admin, payload });
async function created(url: string, payload: Record<string, unknown>): Promise<Row> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}
const decline = (carer: Row, of: Row = client) =>
  post(declinedUrl(of), { carer: carer.id, reason: 'Did not get on', declinedOn: '2026-11-02' });

/** The organisation's live rows of this kind (client:carer), and how many audit entries it has. */
async function stateOf(kindName: 'client-preferred-carers' | 'client-declined-carers') {
  const kind = recordKind(kindName);
  const table = tableOf(kind);
  const rows = await t.db
    .select({ parent: column(table, 'parentId'), carer: column(table, 'carer') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), t.organisationId),
        isNull(column(table, 'deletedAt')),
      ),
    );
  const audits = await t.db
    .select({ id: schema.auditLog.id })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.recordType, kindName));
  return {
    rows: rows.map((r) => `${String(r.parent)}:${String(r.carer)}`).sort(),
    audits: audits.length,
  };
}

function expectCarerError(
  response: { statusCode: number; json(): unknown; body: string },
  text: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const errors = (response.json() as { errors: Record<string, string[]> }).errors;
  expect(errors.carer?.[0]).toContain(text);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  client = (await createSample(t, admin, recordKind('clients'), { status: 'Active' })).row;
  otherClient = (await createSample(t, admin, recordKind('clients'), { status: 'Active' })).row;
  for (let i = 0; i < 3; i++) carers.push((await createSample(t, admin, recordKind('carers'))).row);
});
afterAll(() => t.close());

describe('a client’s preferred carers', () => {
  it('are listed in the client’s file like the declined ones', async () => {
    const [first] = carers as [Row];
    const made = await created(preferredUrl(), { carer: first.id, notes: 'Knows her routine' });
    expect(made).toMatchObject({ carer: first.id, notes: 'Knows her routine' });
    const listed = await t.call({ method: 'GET', url: preferredUrl(), cookie: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items.map((row: Row) => row.carer)).toEqual([first.id]);
  });

  it('refuse a carer the client declined, and the declined list a preferred one, writing nothing', async () => {
    const [preferred, declined] = carers as [Row, Row];
    expect((await decline(declined)).statusCode).toBe(201);
    const preferredBefore = await stateOf('client-preferred-carers');
    const declinedBefore = await stateOf('client-declined-carers');
    // Each add was audited: a refusal that wrote an entry would show.
    expect(preferredBefore.audits).toBeGreaterThan(0);
    expect(declinedBefore.audits).toBeGreaterThan(0);

    expectCarerError(
      await post(preferredUrl(), { carer: declined.id }),
      'The client has declined this carer',
    );
    expectCarerError(await decline(preferred), 'The client prefers this carer');

    expect(await stateOf('client-preferred-carers')).toEqual(preferredBefore);
    expect(await stateOf('client-declined-carers')).toEqual(declinedBefore);
  });

  it('name a carer once per client, while another client may prefer whom this one declined', async () => {
    const [preferred, declined] = carers as [Row, Row];
    const before = await stateOf('client-preferred-carers');
    expectCarerError(
      await post(preferredUrl(), { carer: preferred.id }),
      'one of the client’s preferred carers already',
    );
    expect(await stateOf('client-preferred-carers')).toEqual(before);
    await created(preferredUrl(otherClient), { carer: declined.id });
    await created(preferredUrl(otherClient), { carer: preferred.id });
  });

  it('refuse a change or a restore that would make a declined carer preferred', async () => {
    const [preferred, declined, third] = carers as [Row, Row, Row];
    const record = await created(preferredUrl(), { carer: third.id });
    const url = `${preferredUrl()}/${record.id}`;
    for (const carer of [declined, preferred]) {
      const changed = await t.call({
        method: 'PUT',
        url,
        cookie: admin,
        payload: { ...record, carer: carer.id },
      });
      expect(changed.statusCode, changed.body).toBe(400);
    }
    // Saving it unchanged is no clash with itself.
    const same = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...record, notes: 'Weekends' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.carer).toBe(third.id);

    expect((await t.call({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(200);
    expect((await decline(third)).statusCode).toBe(201);
    const before = await stateOf('client-preferred-carers');
    expectCarerError(await post(`${url}/restore`, {}), 'The client has declined this carer');
    expect(await stateOf('client-preferred-carers')).toEqual(before);
  });
});
