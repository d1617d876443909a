import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CARER, schema } from '@care360/db';
import { LIVE_EVENTS_PATH } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../platform/auth/sessions';
import { mayReceive } from '../../platform/live/event-visibility';
import { changesOf, type EventStreamClient, openEventStream } from '../../test/event-stream-client';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/uploads';
import { chatCutoff, removeExpiredChat } from './chat-retention';

/**
 * Chat: only participants read a conversation, hear of it live, download its files and find its
 * messages; read receipts reach the sender; old messages go with the retention job.
 */

let t: TestApp;
let base: string;
let manager: string;
let carer: string;
let coordinator: string;
let riverside: string;
const ids: Record<string, string> = {};
const opened: EventStreamClient[] = [];

async function userId(email: string) {
  const [row] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({
    live: {
      heartbeatMs: 150,
      recheckMs: 150,
      listener: { pingMs: 200, pingTimeoutMs: 2_000, retryMs: 50, maxRetryMs: 400 },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  manager = await t.login(DEMO_USERS.manager.email);
  carer = await t.login(DEMO_CARER.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  riverside = await t.login(DEMO_USERS.riverside.email);
  ids.manager = await userId(DEMO_USERS.manager.email);
  ids.carer = await userId(DEMO_CARER.email);
  ids.coordinator = await userId(DEMO_USERS.coordinator.email);
}, 120_000);

afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.call({ method, url, cookie, ...(payload ? { payload } : {}) });

async function directWithCarer(): Promise<string> {
  const response = await call('POST', '/api/v1/chat/conversations', manager, {
    kind: 'direct',
    userId: ids.carer,
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().data.id;
}

async function stream(cookie: string) {
  const client = await openEventStream(`${base}${LIVE_EVENTS_PATH}`, {
    cookie: `${sessionCookieName(t.config)}=${cookie}`,
  });
  opened.push(client);
  expect(client.status).toBe(200);
  await client.waitFor((events) => events.length > 0);
  return client;
}

describe('chat', () => {
  it('gives one one-to-one conversation per pair, the demo’s with its history', async () => {
    const id = await directWithCarer();
    expect(await directWithCarer()).toBe(id);
    const list = await call('GET', '/api/v1/chat/conversations', carer);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.items.find((c: { id: string }) => c.id === id);
    expect(mine).toMatchObject({ kind: 'direct', title: DEMO_USERS.manager.name });
    const page = await call('GET', `/api/v1/chat/conversations/${id}/messages`, carer);
    expect(page.json().data.items.length).toBeGreaterThan(2);
  });

  it('shows a conversation to its participants only: others get 404 and do not list it', async () => {
    const id = await directWithCarer();
    for (const cookie of [coordinator, riverside]) {
      expect((await call('GET', `/api/v1/chat/conversations/${id}`, cookie)).statusCode).toBe(404);
      expect(
        (await call('GET', `/api/v1/chat/conversations/${id}/messages`, cookie)).statusCode,
      ).toBe(404);
      const send = await call('POST', `/api/v1/chat/conversations/${id}/messages`, cookie, {
        body: 'Let me in',
      });
      expect(send.statusCode).toBe(404);
      const list = await call('GET', '/api/v1/chat/conversations', cookie);
      expect(list.json().data.items.map((c: { id: string }) => c.id)).not.toContain(id);
    }
    const [written] = await t.db
      .select({ id: schema.chatMessages.id })
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.body, 'Let me in'));
    expect(written).toBeUndefined();
    // Another's conversation answers 404 before the input is read, as the route walk expects.
    const invalid = await t.call({
      method: 'POST',
      url: `/api/v1/chat/conversations/${id}/messages?before=x`,
      cookie: riverside,
      payload: [{ version: 'x' }],
    });
    expect(invalid.statusCode).toBe(404);
    const noAccess = await t.login(NO_ACCESS_EMAIL);
    expect((await call('GET', '/api/v1/chat/conversations', noAccess)).statusCode).toBe(403);
    const refused = await call('POST', `/api/v1/chat/conversations/${id}/messages`, noAccess, {
      body: 'x',
    });
    expect(refused.statusCode).toBe(403);
    // The administrator, who takes part in the demo's branch group, lists and finds its messages.
    const admin = await t.login(DEMO_USERS.admin.email);
    for (const url of [
      '/api/v1/chat/conversations',
      '/api/v1/chat/messages',
      '/api/v1/chat/contacts',
    ]) {
      const own = await call('GET', url, admin);
      expect(own.json().data.items.length, url).toBeGreaterThan(0);
    }
  });

  it('sends a message live to the participants only, with no text in the trail', async () => {
    const id = await directWithCarer();
    const carerStream = await stream(carer);
    const coordinatorStream = await stream(coordinator);
    const response = await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
      body: 'Private note about Mr Hussain',
    });
    expect(response.statusCode).toBe(201);
    const messageId = response.json().data.id;
    await carerStream.waitFor((events) =>
      changesOf(events).some((e) => e.kind === 'chat' && e.recordId === messageId),
    );
    // A later event of a kind the coordinator reads proves their stream has caught up.
    const group = await call('POST', '/api/v1/chat/conversations', manager, {
      kind: 'group',
      title: 'Rota',
      userIds: [ids.coordinator],
    });
    expect(group.statusCode).toBe(201);
    await coordinatorStream.waitFor((events) =>
      changesOf(events).some((e) => e.recordId === group.json().data.id),
    );
    expect(changesOf(coordinatorStream.events).map((e) => e.recordId)).not.toContain(messageId);
    const trail = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, messageId));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail)).not.toContain('Hussain');
  });

  it('judges an event with an audience for its members alone', () => {
    const coordinatorUser = {
      id: ids.coordinator,
      organisation: { id: t.organisationId },
      userRole: 'care_coordinator',
      userPermissions: ['chat.read'],
      branchScope: null,
    } as never;
    const event = { organisationId: t.organisationId, branchId: null, kind: 'chat' };
    expect(mayReceive(coordinatorUser, { ...event, audience: [ids.coordinator ?? ''] })).toBe(true);
    expect(mayReceive(coordinatorUser, { ...event, audience: [ids.carer ?? ''] })).toBe(false);
  });

  it('marks messages read, and the sender sees it', async () => {
    const id = await directWithCarer();
    const sent = await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
      body: 'Are you free on Sunday?',
    });
    const messageId = sent.json().data.id;
    expect(sent.json().data.readBy).toEqual([]);
    const before = await call('GET', '/api/v1/chat/conversations', carer);
    const unread = before.json().data.items.find((c: { id: string }) => c.id === id).unread;
    expect(unread).toBeGreaterThan(0);
    const read = await call('POST', `/api/v1/chat/conversations/${id}/read`, carer, {});
    expect(read.statusCode).toBe(200);
    const after = await call('GET', '/api/v1/chat/conversations', carer);
    expect(after.json().data.items.find((c: { id: string }) => c.id === id).unread).toBe(0);
    const page = await call('GET', `/api/v1/chat/conversations/${id}/messages`, manager);
    const mine = page.json().data.items.find((m: { id: string }) => m.id === messageId);
    expect(mine.readBy).toEqual([ids.carer]);
    // Reading again changes nothing and notes nothing more.
    await call('POST', `/api/v1/chat/conversations/${id}/read`, carer, {});
    const notes = await t.db
      .select({ id: schema.auditLog.id })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'update')));
    expect(notes.length).toBeGreaterThan(0);
    const again = notes.length;
    await call('POST', `/api/v1/chat/conversations/${id}/read`, carer, {});
    const notesAfter = await t.db
      .select({ id: schema.auditLog.id })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'update')));
    expect(notesAfter.length).toBe(again);
  });

  it('lets participants alone download an attachment, and takes only the sender’s uploads', async () => {
    const id = await directWithCarer();
    const fileId = await uploadFile(t, manager, 'rota.pdf');
    const sent = await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
      fileIds: [fileId],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attachments).toMatchObject([{ id: fileId, name: 'rota.pdf' }]);
    expect((await call('GET', `/api/v1/files/${fileId}`, carer)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/files/${fileId}`, coordinator)).statusCode).toBe(404);
    // Someone else's upload, or one already sent, cannot be attached.
    const othersFile = await uploadFile(t, coordinator, 'theirs.pdf');
    for (const fileIds of [[othersFile], [fileId]]) {
      const refused = await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
        fileIds,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fileIds).toBeDefined();
    }
  });

  it('finds only messages of the caller’s own conversations', async () => {
    const id = await directWithCarer();
    await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
      body: 'The zebra crossing on Kirkstall Road is closed',
    });
    const found = await call('GET', '/api/v1/chat/messages?q=zebra', carer);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items).toHaveLength(1);
    expect(found.json().data.items[0].conversationTitle).toBe(DEMO_USERS.manager.name);
    const other = await call('GET', '/api/v1/chat/messages?q=zebra', coordinator);
    expect(other.json().data.items).toEqual([]);
    const wild = await call('GET', '/api/v1/chat/messages?q=%25%25', coordinator);
    expect(wild.json().data.items).toEqual([]);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const id = await directWithCarer();
    const cases: Array<[string, string, object | undefined]> = [
      ['POST', `/api/v1/chat/conversations/${id}/messages`, { body: '   ' }],
      ['POST', `/api/v1/chat/conversations/${id}/messages`, { body: 'x'.repeat(4001) }],
      ['POST', `/api/v1/chat/conversations/${id}/messages`, { body: 'hi', extra: 1 }],
      ['POST', '/api/v1/chat/conversations', { kind: 'direct', userId: ids.manager }],
      ['POST', '/api/v1/chat/conversations', { kind: 'group', title: 'x', userIds: [] }],
      ['POST', '/api/v1/chat/conversations', { kind: 'nonsense' }],
      ['GET', '/api/v1/chat/messages?q=a%00b', undefined],
      ['GET', `/api/v1/chat/conversations/${id}/messages?before=nope`, undefined],
      ['POST', `/api/v1/chat/conversations/${id}/read`, { upTo: 'x' }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method as 'GET' | 'POST', url, manager, payload);
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    // A carer of Leeds cannot start a chat with Harrogate's coordinator.
    const across = await call('POST', '/api/v1/chat/conversations', carer, {
      kind: 'direct',
      userId: ids.coordinator,
    });
    expect(across.statusCode).toBe(400);
  });

  it('removes messages past the organisation’s retention, with their files, and notes it', async () => {
    const id = await directWithCarer();
    const fileId = await uploadFile(t, manager, 'old.pdf');
    await call('POST', `/api/v1/chat/conversations/${id}/messages`, manager, {
      body: 'An old message',
      fileIds: [fileId],
    });
    const [file] = await t.db.select().from(schema.files).where(eq(schema.files.id, fileId));
    const stored = path.join(t.config.filesDir, file?.storageKey ?? '');
    expect(fs.existsSync(stored)).toBe(true);
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await t.db
      .update(schema.chatMessages)
      .set({ sentAt: longAgo })
      .where(eq(schema.chatMessages.body, 'An old message'));
    const settings = await call('POST', '/api/v1/chat-settings', manager, {
      name: 'Chat',
      retentionMonths: 12,
    });
    expect(settings.statusCode).toBe(201);
    const removed = await removeExpiredChat(t.db, t.config.filesDir, t.organisationId, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: schema.chatMessages.id })
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.body, 'An old message'));
    expect(left).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await call('GET', `/api/v1/files/${fileId}`, carer)).statusCode).toBe(404);
    // The demo's recent messages stay.
    const page = await call('GET', `/api/v1/chat/conversations/${id}/messages`, carer);
    expect(page.json().data.items.length).toBeGreaterThan(0);
    const [note] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'delete')));
    expect(note?.changes).toMatchObject({ removedMessages: 1, retention: true });
  });

  it('starts a work-planner team’s group with its members, for those who may read the teams', async () => {
    const contacts = await call('GET', '/api/v1/chat/contacts', manager);
    const team = contacts
      .json()
      .data.teams.find((x: { name: string }) => x.name === 'Leeds Care Coordination');
    expect(team).toMatchObject({ branch: 'Leeds Central' });
    const started = await call('POST', '/api/v1/chat/conversations', manager, {
      kind: 'team',
      teamId: team.id,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({
      kind: 'team',
      title: 'Leeds Care Coordination',
      teamId: team.id,
    });
    const names = started.json().data.participants.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Daniel Okoye', DEMO_USERS.manager.name]));
    // A carer does not read the work planner's teams: none offered, and naming one is refused.
    expect((await call('GET', '/api/v1/chat/contacts', carer)).json().data.teams).toEqual([]);
    const before = await t.db.select().from(schema.chatConversations);
    const refused = await call('POST', '/api/v1/chat/conversations', carer, {
      kind: 'team',
      teamId: team.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.teamId).toEqual(['Choose one of your teams.']);
    expect(await t.db.select().from(schema.chatConversations)).toHaveLength(before.length);
  });

  it('changes a group’s people: add whom one may write to, leave, and only its starter takes others out', async () => {
    const started = await call('POST', '/api/v1/chat/conversations', manager, {
      kind: 'group',
      title: 'Weekend cover',
      userIds: [ids.carer],
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().data.id as string;
    const people = `/api/v1/chat/conversations/${id}/participants`;
    const hr = await t.login(DEMO_USERS.hr.email);
    ids.hr = await userId(DEMO_USERS.hr.email);
    const peopleOf = async () =>
      (
        await t.db
          .select({ userId: schema.chatParticipants.userId })
          .from(schema.chatParticipants)
          .where(eq(schema.chatParticipants.conversationId, id))
      )
        .map((row) => row.userId)
        .sort();
    // A Leeds carer may not bring in Harrogate's coordinator, nor take the starter out.
    const across = await call('POST', people, carer, { userIds: [ids.coordinator] });
    expect(across.statusCode).toBe(400);
    const ousting = await t.call({
      method: 'DELETE',
      url: `${people}/${ids.manager}`,
      cookie: carer,
    });
    expect(ousting.statusCode).toBe(403);
    expect(await peopleOf()).toEqual([ids.manager, ids.carer].sort());
    // The carer adds the organisation's HR officer, who then reads the conversation.
    const added = await call('POST', people, carer, { userIds: [ids.hr, ids.carer] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.participants).toHaveLength(3);
    expect((await call('GET', `/api/v1/chat/conversations/${id}/messages`, hr)).statusCode).toBe(
      200,
    );
    const [note] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, id), eq(schema.auditLog.action, 'update')));
    expect(note?.changes).toMatchObject({
      participants: [expect.any(Array), expect.arrayContaining([ids.hr])],
    });
    // HR leaves; the starter takes the carer out: neither reads it any more.
    const left = await t.call({ method: 'DELETE', url: `${people}/${ids.hr}`, cookie: hr });
    expect(left.statusCode).toBe(200);
    const out = await t.call({ method: 'DELETE', url: `${people}/${ids.carer}`, cookie: manager });
    expect(out.statusCode).toBe(200);
    for (const cookie of [hr, carer]) {
      expect((await call('GET', `/api/v1/chat/conversations/${id}`, cookie)).statusCode).toBe(404);
    }
    expect(await peopleOf()).toEqual([ids.manager]);
    // A one-to-one conversation keeps its two people.
    const direct = await directWithCarer();
    const grow = await call('POST', `/api/v1/chat/conversations/${direct}/participants`, manager, {
      userIds: [ids.hr],
    });
    expect(grow.statusCode).toBe(403);
    const leave = await t.call({
      method: 'DELETE',
      url: `/api/v1/chat/conversations/${direct}/participants/${ids.manager}`,
      cookie: manager,
    });
    expect(leave.statusCode).toBe(403);
  });

  it('counts retention months back from the day, the month’s end falling back', () => {
    expect(chatCutoff(new Date('2026-03-31T02:40:00Z'), 1).toISOString()).toBe(
      '2026-02-28T02:40:00.000Z',
    );
    expect(chatCutoff(new Date('2026-05-15T00:00:00Z'), 24).toISOString()).toBe(
      '2024-05-15T00:00:00.000Z',
    );
  });
});
