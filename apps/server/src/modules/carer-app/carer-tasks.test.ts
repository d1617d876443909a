import { DEMO_CARER, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { phoneWriter } from './phone-writes.test-kit';

/**
 * Each task's outcome and the home's check-in QR code, against the demo carer's visit that is on
 * now (seeded so): what the carer records, what the office sees, and what is refused.
 */

let t: TestApp;
let carer: string;
let admin: string;
let visitId: string;
let clientId: string;
let tasks: string[];

const visits = tableOf(recordKind('visits'));
const places = tableOf(recordKind('visit-carers'));
const outcomes = tableOf(recordKind('visit-task-outcomes'));

const write = phoneWriter(
  () => t,
  () => carer,
  'task-key',
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const taskUrl = (index: number, visit = visitId) => `/api/v1/my/visits/${visit}/tasks/${index}`;

async function detail(cookie = carer) {
  const response = await t.call({ method: 'GET', url: `/api/v1/my/visits/${visitId}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    tasks: string[];
    taskOutcomes: Array<{
      index: number;
      outcome: string;
      note: string | null;
      recordedBy: string;
    }>;
  };
}

async function outcomeRows(visit = visitId) {
  return t.db
    .select({ outcome: column(outcomes, 'outcome'), note: column(outcomes, 'note') })
    .from(outcomes)
    .where(eq(column(outcomes, 'parentId'), visit));
}

async function laterVisit() {
  const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
  const later = (list.json().data.items as Array<{ id: string; startsAt: string }>).find(
    (v) => new Date(v.startsAt).getTime() > Date.now() + 3_600_000,
  );
  if (!later) throw new Error('the demo carer has no later visit');
  return later.id;
}

beforeAll(async () => {
  t = await createTestApp();
  carer = await t.login(DEMO_CARER.email);
  admin = await t.login(DEMO_USERS.admin.email);
  const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
  const items = list.json().data.items as Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    checkedInAt: string | null;
    clientId: string;
  }>;
  const on = items.find(
    (v) => new Date(v.startsAt) <= new Date() && new Date(v.endsAt) > new Date() && !v.checkedInAt,
  );
  if (!on) throw new Error('the demo carer has no visit on now');
  visitId = on.id;
  clientId = on.clientId;
  tasks = (await detail()).tasks;
  expect(tasks.length).toBeGreaterThan(1);
});
afterAll(() => t.close());

describe('each task’s outcome', () => {
  it('is recorded once per key and shown with the visit after a reload', async () => {
    const body = { recordedAt: minutesAgo(5), task: tasks[0], outcome: 'Done' };
    const first = await write(taskUrl(0), body, carer, 'task-0-done');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.kind).toBe('visit-task-outcomes');
    const again = await write(taskUrl(0), body, carer, 'task-0-done');
    expect(again.json().data).toEqual(first.json().data);
    expect(await outcomeRows()).toEqual([{ outcome: 'Done', note: null }]);
    const shown = await detail();
    expect(shown.taskOutcomes).toEqual([
      expect.objectContaining({ index: 0, outcome: 'Done', recordedBy: DEMO_CARER.name }),
    ]);
  });

  it('is replaced by a second outcome for the same task, on the trail', async () => {
    const response = await write(taskUrl(0), {
      recordedAt: minutesAgo(3),
      task: tasks[0],
      outcome: 'Refused',
      note: 'Said she would do it herself.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await outcomeRows()).toEqual([
      { outcome: 'Refused', note: 'Said she would do it herself.' },
    ]);
    const [replaced] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'visit-task-outcomes.replace'));
    expect(JSON.stringify(replaced?.changes)).toContain('Refused');
    // An outcome recorded earlier but sent later does not overwrite it.
    const late = await write(taskUrl(0), {
      recordedAt: minutesAgo(4),
      task: tasks[0],
      outcome: 'Done',
    });
    expect(late.statusCode).toBe(201);
    expect(late.json().message).toMatch(/later outcome/);
    expect((await outcomeRows())[0]?.outcome).toBe('Refused');
  });

  it('needs a reason when the task was not done, and writes nothing without one', async () => {
    const bare = await write(taskUrl(1), {
      recordedAt: minutesAgo(2),
      task: tasks[1],
      outcome: 'Not done',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.note).toEqual(['Say why it was not done.']);
    expect(await outcomeRows()).toHaveLength(1);
    const why = await write(taskUrl(1), {
      recordedAt: minutesAgo(2),
      task: tasks[1],
      outcome: 'Not done',
      note: 'No bread in the house.',
    });
    expect(why.statusCode, why.body).toBe(201);
    expect((await detail()).taskOutcomes.map((o) => o.outcome)).toEqual(['Refused', 'Not done']);
  });

  it('is refused for a task the office changed or that is not there', async () => {
    const moved = await write(taskUrl(1), {
      recordedAt: minutesAgo(1),
      task: 'Hoover the lounge',
      outcome: 'Done',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/changed this visit’s tasks/);
    const beyond = await write(taskUrl(99), {
      recordedAt: minutesAgo(1),
      task: tasks[0],
      outcome: 'Done',
    });
    expect(beyond.statusCode).toBe(409);
    const silly = await write(`/api/v1/my/visits/${visitId}/tasks/-1`, {
      recordedAt: minutesAgo(1),
      task: tasks[0],
      outcome: 'Done',
    });
    expect(silly.statusCode).toBe(404);
  });

  it('is seen by the office with the visit, and in the visit’s outcome records', async () => {
    const look = await detail(admin);
    expect(look.taskOutcomes).toHaveLength(2);
    const list = await t.call({
      method: 'GET',
      url: `/api/v1/visits/${visitId}/visit-task-outcomes`,
      cookie: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      (list.json().data.items as Array<{ outcome: string }>).map((row) => row.outcome).sort(),
    ).toEqual(['Not done', 'Refused']);
  });

  it('is refused for a visit the office cancelled, writing nothing', async () => {
    const later = await laterVisit();
    await t.db.execute(
      sql`update visits set status = 'Cancelled', cancellation_reason = 'Client in hospital' where id = ${later}`,
    );
    const [visit] = await t.db
      .select({ tasks: column(visits, 'tasks') })
      .from(visits)
      .where(eq(column(visits, 'id'), later));
    const task = String(visit?.tasks ?? 'x').split('\n')[0] || 'x';
    const response = await write(taskUrl(0, later), {
      recordedAt: new Date().toISOString(),
      task,
      outcome: 'Done',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Client in hospital/);
    expect(await outcomeRows(later)).toEqual([]);
  });

  it('answers 404 for another carer’s visit', async () => {
    const [other] = await t.db
      .select({ id: column(visits, 'id') })
      .from(visits)
      .where(
        sql`${column(visits, 'id')} not in (select parent_id from visit_carers where carer = (select id from carers where "user" = (select id from users where email = ${DEMO_CARER.email})))`,
      )
      .limit(1);
    const response = await write(taskUrl(0, String(other?.id)), {
      recordedAt: new Date().toISOString(),
      task: tasks[0],
      outcome: 'Done',
    });
    expect(response.statusCode).toBe(404);
    expect(await outcomeRows(String(other?.id))).toEqual([]);
  });
});

describe('the home’s check-in QR code', () => {
  let code = '';
  const codeUrl = () => `/api/v1/clients/${clientId}/check-in-code`;

  it('is shown to whoever may edit the client, made once, each showing audited', async () => {
    const refused = await t.call({ method: 'POST', url: codeUrl(), cookie: carer });
    expect(refused.statusCode).toBe(403);
    const first = await t.call({ method: 'POST', url: codeUrl(), cookie: admin });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data as { code: string; qrCode: string; clientName: string };
    expect(data.code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qrCode.split(',')[1] ?? '', 'base64').toString()).toMatch(/<svg/);
    code = data.code;
    const second = await t.call({ method: 'POST', url: codeUrl(), cookie: admin });
    expect(second.json().data.code).toBe(code);
    const trail = await t.db
      .select({ action: schema.auditLog.action, changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, clientId));
    expect(trail.filter((entry) => entry.action === 'reveal')).toHaveLength(2);
    expect(trail.filter((entry) => entry.action === 'check-in-code.create')).toHaveLength(1);
    expect(JSON.stringify(trail)).not.toContain(code.replaceAll('-', ''));
  });

  it('is in no answer about the client: their record, the list or the export', async () => {
    const stored = code.replaceAll('-', '');
    for (const url of [
      `/api/v1/clients/${clientId}`,
      '/api/v1/clients?limit=100',
      '/api/v1/clients/export.csv',
    ]) {
      const response = await t.call({ method: 'GET', url, cookie: admin });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(stored);
      expect(response.body, url).not.toContain(code);
    }
    expect(JSON.stringify(await detail())).not.toContain(stored);
  });

  it('checks in with the right code, typed any way, as by QR code', async () => {
    const wrong = await write(`/api/v1/my/visits/${visitId}/check-in`, {
      recordedAt: minutesAgo(1),
      qrCode: 'ABC-DEF-GHJ-KMN',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/not this home’s check-in code/);
    const [untouched] = await t.db
      .select({ checkedInAt: column(places, 'checkedInAt') })
      .from(places)
      .where(eq(column(places, 'parentId'), visitId));
    expect(untouched?.checkedInAt).toBeNull();
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const right = await write(`/api/v1/my/visits/${visitId}/check-in`, {
      recordedAt: minutesAgo(1),
      qrCode: typed,
    });
    expect(right.statusCode, right.body).toBe(201);
    const [place] = await t.db
      .select({ method: column(places, 'checkInMethod') })
      .from(places)
      .where(eq(column(places, 'id'), right.json().data.id));
    expect(place?.method).toBe('QR code');
  });

  it('stops working once replaced; the new one checks out', async () => {
    const replaced = await t.call({ method: 'POST', url: `${codeUrl()}/replace`, cookie: admin });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = replaced.json().data.code as string;
    expect(fresh).not.toBe(code);
    const old = await write(`/api/v1/my/visits/${visitId}/check-out`, {
      recordedAt: new Date().toISOString(),
      qrCode: code,
    });
    expect(old.statusCode).toBe(422);
    const out = await write(`/api/v1/my/visits/${visitId}/check-out`, {
      recordedAt: new Date().toISOString(),
      qrCode: fresh,
    });
    expect(out.statusCode, out.body).toBe(201);
    const [place] = await t.db
      .select({ method: column(places, 'checkOutMethod') })
      .from(places)
      .where(and(eq(column(places, 'parentId'), visitId)));
    expect(place?.method).toBe('QR code');
  });
});
