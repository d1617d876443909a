import { DEMO_USERS, schema } from '@care360/db';
import { LIVE_EVENTS_PATH, recordKind } from '@care360/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { changesOf, type EventStreamClient, openEventStream } from '../../test/event-stream-client';
import { serverTestUrl } from '../../test/postgres-url';
import { createSample } from '../../test/record-samples';
import { createTestApp, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { sessionCookieName } from '../auth/sessions';
import { appendOutboxEvent } from './outbox';

let t: TestApp;
let base: string;
let admin: string;
let riversideOrganisationId: string;
const branches: Record<'harrogate' | 'leeds', string> = { harrogate: '', leeds: '' };
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp({
    live: {
      heartbeatMs: 150,
      recheckMs: 150,
      listener: { pingMs: 200, pingTimeoutMs: 2_000, retryMs: 50, maxRetryMs: 400 },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login(DEMO_USERS.admin.email);
  const [riverside] = await t.db
    .select({ id: schema.users.organisationId })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.riverside.email));
  riversideOrganisationId = riverside?.id ?? '';
  const rows = await t.db
    .select({ id: schema.branches.id, name: schema.branches.name })
    .from(schema.branches)
    .where(eq(schema.branches.organisationId, t.organisationId));
  branches.harrogate = rows.find((b) => b.name === 'Harrogate')?.id ?? '';
  branches.leeds = rows.find((b) => b.name !== 'Harrogate')?.id ?? '';
  expect(branches.leeds).not.toBe('');
}, 120_000);

afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function stream(cookie: string, headers: Record<string, string> = {}, query = '') {
  const client = await openEventStream(`${base}${LIVE_EVENTS_PATH}${query}`, {
    cookie: `${sessionCookieName(t.config)}=${cookie}`,
    ...headers,
  });
  opened.push(client);
  if (client.status === 200) await client.waitFor((events) => events.length > 0);
  return client;
}

/** Waits until every stream has been sent a heartbeat after now: what was sent before is read. */
async function drained(...streams: EventStreamClient[]) {
  const marks = streams.map((s) => s.comments);
  await Promise.all(streams.map((s, i) => s.waitFor(() => s.comments > (marks[i] ?? 0) + 1)));
}

const listenerOf = () => {
  const listener = t.app.live.listener;
  if (!listener) throw new Error('the test app should listen');
  return listener;
};

describe('live events', () => {
  it('refuses a caller who is not signed in, and one who does not ask for a stream', async () => {
    const anonymous = await openEventStream(`${base}${LIVE_EVENTS_PATH}`);
    expect(anonymous.status).toBe(401);
    const response = await t.call({ method: 'GET', url: LIVE_EVENTS_PATH, cookie: admin });
    expect(response.statusCode).toBe(406);
    expect(response.json().status).toBe(false);
  });

  it('streams a change through the record routes with the branch of its record (and of its parent)', async () => {
    const watcher = await stream(admin);
    const client = await createSample(t, admin, recordKind('clients'), {
      branch: branches.harrogate,
    });
    const medication = await createSample(
      t,
      admin,
      recordKind('client-medications'),
      {},
      client.row.id,
    );
    await watcher.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === medication.row.id),
    );
    const changes = changesOf(watcher.events);
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'clients', action: 'created', recordId: client.row.id }),
    );
    const rows = await t.db
      .select()
      .from(schema.outboxEvents)
      .where(eq(schema.outboxEvents.organisationId, t.organisationId));
    expect(rows.find((r) => r.recordId === client.row.id)?.branchId).toBe(branches.harrogate);
    expect(rows.find((r) => r.recordId === medication.row.id)?.branchId).toBe(branches.harrogate);

    const deleted = await t.call({
      method: 'DELETE',
      url: `${medication.base}/${medication.row.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(200);
    await watcher.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === medication.row.id && e.action === 'deleted'),
    );
  });

  it('never sends an event of another organisation, another branch, or a kind the user may not read', async () => {
    const harrogateReader = await branchUser(t, 'Harrogate', ['clients.read']);
    const harrogateMedicines = await branchUser(t, 'Harrogate', [
      'clients.read',
      'client-medications.read',
    ]);
    const streams = {
      admin: await stream(admin),
      medicines: await stream(harrogateMedicines),
      riverside: await stream(await t.login(DEMO_USERS.riverside.email)),
      harrogate: await stream(harrogateReader),
      noAccess: await stream(await t.login(NO_ACCESS_EMAIL)),
    };
    const event = (
      organisationId: string,
      kind: string,
      branchId: string | null,
      recordId: string,
    ) => appendOutboxEvent(t.db, { organisationId, kind, action: 'updated', branchId, recordId });
    await event(t.organisationId, 'clients', branches.harrogate, 'harrogate-client');
    await event(t.organisationId, 'clients', branches.leeds, 'leeds-client');
    // A client with no branch belongs to none: a reader limited to a branch does not see it.
    await event(t.organisationId, 'clients', null, 'branchless-client');
    await event(t.organisationId, 'medications', null, 'medicine');
    await event(t.organisationId, 'no-such-kind', null, 'unknown');
    // A dose on the MAR chart is no record kind: read by whoever reads the client's medicines.
    await event(t.organisationId, 'mar-entries', branches.harrogate, 'harrogate-dose');
    await event(t.organisationId, 'job', null, 'a-job');
    await event(riversideOrganisationId, 'clients', null, 'riverside-client');
    await streams.admin.waitFor((events) => changesOf(events).some((e) => e.recordId === 'a-job'));
    await streams.riverside.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === 'riverside-client'),
    );
    await drained(...Object.values(streams));
    const seen = (s: EventStreamClient) => changesOf(s.events).map((e) => e.recordId);
    expect(seen(streams.admin)).toEqual([
      'harrogate-client',
      'leeds-client',
      'branchless-client',
      'medicine',
      'harrogate-dose',
      // The administrator may see jobs (jobs.read); the branch reader and no-access user may not.
      'a-job',
    ]);
    expect(seen(streams.medicines)).toEqual(['harrogate-client', 'harrogate-dose']);
    expect(seen(streams.riverside)).toEqual(['riverside-client']);
    expect(seen(streams.harrogate)).toEqual(['harrogate-client']);
    expect(seen(streams.noAccess)).toEqual([]);
  });

  it('replays what the browser missed from Last-Event-ID, filtered the same way', async () => {
    const first = await stream(admin);
    const ready = first.events.find((e) => e.event === 'ready');
    first.close();
    const from = ready?.id ?? '0';
    await appendOutboxEvent(t.db, {
      organisationId: t.organisationId,
      kind: 'medications',
      action: 'created',
      recordId: 'missed-medicine',
    });
    await appendOutboxEvent(t.db, {
      organisationId: riversideOrganisationId,
      kind: 'medications',
      action: 'created',
      recordId: 'riverside-medicine',
    });
    const again = await stream(admin, { 'last-event-id': from });
    await again.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === 'missed-medicine'),
    );
    await drained(again);
    expect(changesOf(again.events).map((e) => e.recordId)).toEqual(['missed-medicine']);
    // The same from `?after=` (a new EventSource after the browser gave up on the old one).
    const reopened = await stream(admin, {}, `?after=${from}`);
    await reopened.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === 'missed-medicine'),
    );
  });

  it('ends the stream when its session ends', async () => {
    const session = await t.login(DEMO_USERS.admin.email);
    const watcher = await stream(session);
    const out = await t.call({ method: 'POST', url: '/logout', cookie: session });
    expect(out.statusCode).toBe(200);
    await watcher.ended;
  });

  it('loses no event when its LISTEN connection is killed mid-stream', async () => {
    const watcher = await stream(admin);
    const listener = listenerOf();
    const before = listener.connections;
    const write = (n: number) =>
      appendOutboxEvent(t.db, {
        organisationId: t.organisationId,
        kind: 'medications',
        action: 'updated',
        recordId: `kill-${n}`,
      });
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push(await write(n));
    const killer = new pg.Client({ connectionString: serverTestUrl() });
    await killer.connect();
    try {
      await killer.query('select pg_terminate_backend($1)', [listener.pid]);
    } finally {
      await killer.end();
    }
    // Written while the listener is down or reconnecting: its NOTIFY reaches nobody.
    for (let n = 5; n < 15; n++) ids.push(await write(n));
    await expect.poll(() => listener.connections, { timeout: 15_000 }).toBeGreaterThan(before);
    for (let n = 15; n < 20; n++) ids.push(await write(n));
    await watcher.waitFor((events) => changesOf(events).some((e) => e.recordId === 'kill-19'));
    await drained(watcher);
    const delivered = changesOf(watcher.events)
      .filter((e) => e.recordId?.startsWith('kill-'))
      .map((e) => e.id);
    expect(delivered).toEqual(ids);
  });

  it('reads a change committed out of order (a lower id after a higher one) once', async () => {
    const watcher = await stream(admin);
    const early = new pg.Client({ connectionString: t.database.url });
    await early.connect();
    try {
      await early.query('begin');
      const { rows: lower } = await early.query<{ id: string }>(
        `insert into outbox_events (organisation_id, kind, action, record_id) values ($1, 'medications', 'updated', 'late-commit') returning id`,
        [t.organisationId],
      );
      await early.query(`select pg_notify('care360_outbox', $1)`, [lower[0]?.id]);
      const higher = await appendOutboxEvent(t.db, {
        organisationId: t.organisationId,
        kind: 'medications',
        action: 'updated',
        recordId: 'early-commit',
      });
      await watcher.waitFor((events) => changesOf(events).some((e) => e.id === higher));
      await early.query('commit');
      await watcher.waitFor((events) =>
        changesOf(events).some((e) => e.recordId === 'late-commit'),
      );
      await drained(watcher);
      expect(
        changesOf(watcher.events)
          .filter((e) => e.recordId?.endsWith('-commit'))
          .map((e) => e.recordId),
      ).toEqual(['early-commit', 'late-commit']);
    } finally {
      await early.end();
    }
  });
});

describe('the API description', () => {
  it('describes the stream as a text/event-stream answer', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/openapi.json', cookie: admin });
    const operation = response.json().paths[LIVE_EVENTS_PATH].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
  });
});
