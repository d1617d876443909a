import { schema } from '@care360/db';
import {
  addCalendarDays,
  recordKind,
  ukCalendarDate,
  type VisitLogRow,
  visitExceptions,
} from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { generateRota } from './visit-generation';

/**
 * The visits list, the visit logs and the back office against the demo rota (eight weeks of
 * visits with check-ins), the office's confirmation of an exception, and the global schedule
 * placed on the rota once however often generation runs.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
const today = ukCalendarDate();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
});
afterAll(() => t.close());

async function get<T>(url: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: T[]; total?: number; nextCursor: string | null };
}

describe('the demo rota', () => {
  it('holds four weeks back and four ahead, with a few places left to fill', async () => {
    const past = await get<{ status: string }>(
      `/api/v1/visits?from=${addCalendarDays(today, -28)}&to=${addCalendarDays(today, -1)}&limit=100`,
    );
    const ahead = await get<{ status: string }>(
      `/api/v1/visits?from=${addCalendarDays(today, 1)}&to=${addCalendarDays(today, 27)}&limit=100`,
    );
    expect(past.total).toBeGreaterThan(500);
    expect(ahead.total).toBeGreaterThan(500);
    const open = await get<{ carersNeeded: number; carers: unknown[] }>(
      '/api/v1/visits?unallocated=true&limit=100',
    );
    expect(open.items.length).toBeGreaterThan(0);
    for (const visit of open.items) expect(visit.carers.length).toBeLessThan(visit.carersNeeded);
  });

  it('never puts a carer barred by their checks on a visit', async () => {
    const a = tableOf(recordKind('visit-carers'));
    const v = tableOf(recordKind('visits'));
    const k = tableOf(recordKind('carers'));
    const rtw = tableOf(recordKind('carer-right-to-work'));
    // Dean Kowalczyk has no DBS: no visit ever. Ewa Boateng's right to work ended: none after it.
    const barred = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .innerJoin(k, eq(column(k, 'id'), column(a, 'carer')))
      .innerJoin(v, eq(column(v, 'id'), column(a, 'parentId')))
      .where(
        and(
          isNull(column(a, 'deletedAt')),
          sql`(
            (${column(k, 'forename')}, ${column(k, 'surname')}) = ('Dean', 'Kowalczyk')
            or ((${column(k, 'forename')}, ${column(k, 'surname')}) = ('Ewa', 'Boateng')
              and ${column(v, 'visitDate')} > (select max(${column(rtw, 'expiresOn')}) from ${rtw}
                where ${column(rtw, 'parentId')} = ${column(k, 'id')}))
          )`,
        ),
      );
    expect(barred[0]?.n).toBe(0);
  });
});

describe('the visit logs', () => {
  it('lists check-ins newest first, each with its carer and client', async () => {
    const page = await get<VisitLogRow>('/api/v1/visits/logs?limit=50');
    expect(page.items.length).toBe(50);
    const times = page.items.map((row) => row.checkedInAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const row = page.items[0] as VisitLogRow;
    expect(row.carerName).toMatch(/, /);
    // A client's visit names the client; an office event (the global schedule's) its title.
    expect(row.clientName ?? row.eventTitle).toBeTruthy();
    expect(page.items.some((r) => /, /.test(r.clientName ?? ''))).toBe(true);
    const next = await get<VisitLogRow>(`/api/v1/visits/logs?limit=50&cursor=${page.nextCursor}`);
    expect(next.items.some((r) => page.items.some((p) => p.id === r.id))).toBe(false);
  });

  it('filters by carer, and shows a branch coordinator their branch alone', async () => {
    const first = (await get<VisitLogRow>('/api/v1/visits/logs?limit=1')).items[0] as VisitLogRow;
    const mine = await get<VisitLogRow>(`/api/v1/visits/logs?carer=${first.carer}&limit=100`);
    expect(mine.items.every((row) => row.carer === first.carer)).toBe(true);
    const theirs = await get<VisitLogRow>('/api/v1/visits/logs?limit=100', coordinator);
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(new Set(theirs.items.map((row) => row.branchName))).toEqual(new Set(['Harrogate']));
  });

  it('refuses an end date before the start date', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/visits/logs?from=2026-11-10&to=2026-11-01',
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the back office', () => {
  it('lists places with an exception, named as the domain names them', async () => {
    const page = await get<VisitLogRow>('/api/v1/visits/backoffice?limit=100');
    expect(page.items.length).toBeGreaterThan(0);
    const now = new Date();
    for (const row of page.items) {
      expect(row.exceptions.length).toBeGreaterThan(0);
      expect(row.exceptionConfirmedAt).toBeNull();
      expect(
        visitExceptions(
          {
            startsAt: new Date(row.startsAt),
            endsAt: new Date(row.endsAt),
            checkedInAt: row.checkedInAt ? new Date(row.checkedInAt) : null,
            checkedOutAt: row.checkedOutAt ? new Date(row.checkedOutAt) : null,
            status: row.status,
          },
          now,
        ),
      ).toEqual(row.exceptions);
    }
    for (const exception of ['Late arrival', 'Short visit', 'Missed']) {
      const only = await get<VisitLogRow>(
        `/api/v1/visits/backoffice?exception=${encodeURIComponent(exception)}&limit=100`,
      );
      expect(only.items.length, exception).toBeGreaterThan(0);
      expect(only.items.every((row) => row.exceptions.includes(exception as never))).toBe(true);
    }
  });

  it('confirms an exception once, with who and when, audited', async () => {
    const [row] = (
      await get<VisitLogRow>('/api/v1/visits/backoffice?exception=Late%20arrival&limit=1')
    ).items as [VisitLogRow];
    const url = `/api/v1/visits/backoffice/${row.id}/confirm`;
    const stale = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { version: row.version + 5 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const done = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { version: row.version, note: 'Bus delayed; the client was told.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      id: row.id,
      exceptionConfirmedByName: DEMO_USERS.admin.name,
      exceptionNote: 'Bus delayed; the client was told.',
      version: row.version + 1,
    });
    const again = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { version: row.version + 1 },
    });
    expect(again.statusCode).toBe(409);
    const open = await get<VisitLogRow>('/api/v1/visits/backoffice?limit=100');
    expect(open.items.some((r) => r.id === row.id)).toBe(false);
    const confirmed = await get<VisitLogRow>('/api/v1/visits/backoffice?state=confirmed');
    expect(confirmed.items.map((r) => r.id)).toContain(row.id);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, row.id),
          eq(schema.auditLog.action, 'visit-carers.exception-confirmed'),
        ),
      );
    expect(audit?.recordType).toBe('visit-carers');
  });

  it('refuses to confirm a place with no exception', async () => {
    const logs = await get<VisitLogRow>('/api/v1/visits/logs?limit=100');
    const fine = logs.items.find((row) => row.exceptions.length === 0) as VisitLogRow;
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/visits/backoffice/${fine.id}/confirm`,
      cookie: admin,
      payload: { version: fine.version },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the global schedule', () => {
  const v = () => tableOf(recordKind('visits'));

  it('places a weekly training day on the rota as it is saved, and never twice', async () => {
    const branches = await get<{ id: string; name: string }>('/api/v1/branches?limit=10');
    const leeds = branches.items.find((b) => b.name === 'Leeds Central') as { id: string };
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/global-schedules',
      cookie: admin,
      payload: {
        title: 'Moving and handling refresher',
        kind: 'Training day',
        branch: leeds.id,
        firstDate: addCalendarDays(today, 2),
        repeat: 'Every week',
        startTime: '09:30',
        endTime: '12:30',
        carersNeeded: 4,
        active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entryId = created.json().data.id as string;
    const placed = async () =>
      (await t.db
        .select()
        .from(v())
        .where(eq(column(v(), 'globalSchedule'), entryId))) as Record<string, unknown>[];
    const first = await placed();
    // Eight weeks ahead from today, starting two days on: seven or eight weekly occurrences.
    expect(first.length).toBeGreaterThanOrEqual(7);
    expect(first[0]).toMatchObject({ source: 'Global schedule', client: null, carersNeeded: 4 });
    // The nightly run over the entry's first day (every demo client's visits are made already)
    // finds its visit made and makes none again.
    const day = { from: addCalendarDays(today, 2), to: addCalendarDays(today, 2) };
    const run = await generateRota(t.db, t.organisationId, day);
    expect(run.created).toBe(0);
    expect(run.unchanged).toBeGreaterThan(1);
    expect(await placed()).toHaveLength(first.length);
    const listed = await get<{ globalSchedule: string | null }>(
      `/api/v1/visits?source=${encodeURIComponent('Global schedule')}&limit=100`,
    );
    // Beside the demo's own entries (a training day, a team meeting, a client's outing).
    expect(listed.items.filter((item) => item.globalSchedule === entryId)).toHaveLength(
      first.length,
    );
    expect(listed.items.length).toBeGreaterThan(first.length);
  });

  it('moves the visits of an entry whose time changes, and cancels them when it is removed', async () => {
    const branches = await get<{ id: string }>('/api/v1/branches?limit=1');
    const fields = {
      title: 'Fortnightly team huddle',
      kind: 'Team meeting',
      branch: branches.items[0]?.id,
      firstDate: addCalendarDays(today, 3),
      repeat: 'Every two weeks',
      startTime: '14:00',
      endTime: '15:00',
      carersNeeded: 2,
      active: true,
    };
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/global-schedules',
      cookie: admin,
      payload: fields,
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().data as { id: string; version: number };
    const placed = async () =>
      (await t.db
        .select()
        .from(v())
        .where(eq(column(v(), 'globalSchedule'), entry.id))) as Record<string, unknown>[];
    const first = await placed();
    expect(first.length).toBeGreaterThanOrEqual(3);

    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/global-schedules/${entry.id}`,
      cookie: admin,
      payload: { ...fields, version: entry.version, startTime: '15:00', endTime: '16:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await placed();
    expect(after).toHaveLength(first.length);
    for (const visit of after) {
      expect(String(visit.startTime).slice(0, 5)).toBe('15:00');
      expect(String(visit.endTime).slice(0, 5)).toBe('16:30');
    }

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/global-schedules/${entry.id}`,
      cookie: admin,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const gone = await placed();
    expect(gone).toHaveLength(first.length);
    for (const visit of gone) {
      expect(visit).toMatchObject({
        status: 'Cancelled',
        cancellationReason: 'No longer in the global schedule',
      });
    }
  });

  it('asks for the client of a client visit', async () => {
    const branches = await get<{ id: string }>('/api/v1/branches?limit=1');
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/global-schedules',
      cookie: admin,
      payload: {
        title: 'Monthly shopping trip',
        kind: 'Client visit',
        branch: branches.items[0]?.id,
        firstDate: today,
        repeat: 'Every four weeks',
        startTime: '10:00',
        endTime: '12:00',
        carersNeeded: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('Choose the client');
  });
});
