import { schema } from '@care360/db';
import {
  AUDIT_SOURCES,
  type AuditSource,
  type AuditSourceList,
  auditSourceLabel,
  recordKind,
} from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';

/**
 * The Audits screens' endpoints against the demo: each source lists its records across every
 * file the caller may see, an audit recorded against one shows as its latest and moves its due
 * date, overdue records filter out, and a caller without the permission, or with bad input,
 * changes nothing.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorBranch: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  const [user] = await t.db
    .select({ branch: schema.users.branchId })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
  coordinatorBranch = String(user?.branch);
});
afterAll(() => t.close());

async function list(source: string, cookie = admin, query = '') {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/audits/sources/${source}?limit=100${query}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AuditSourceList }).data;
}

/** The branch each record of a source belongs to: its own, or its person's file's. */
async function branchesOf(source: AuditSource, ids: string[]): Promise<Map<string, string>> {
  const kind = recordKind(source.kind);
  const table = tableOf(kind);
  const owner = kind.parent ? tableOf(recordKind(kind.parent)) : null;
  const rows = owner
    ? await t.db
        .select({ id: column(table, 'id'), branch: column(owner, 'branch') })
        .from(table)
        .innerJoin(owner, eq(column(owner, 'id'), column(table, 'parentId')))
    : await t.db.select({ id: column(table, 'id'), branch: column(table, 'branch') }).from(table);
  const wanted = new Set(ids);
  return new Map(
    rows
      .filter((row) => wanted.has(String(row.id)))
      .map((row) => [String(row.id), String(row.branch)]),
  );
}

const auditCount = async () => {
  const table = tableOf(recordKind('record-audits'));
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n);
};

describe('audit lists', () => {
  it.each(AUDIT_SOURCES.map((source) => [source.key, source] as const))(
    '%s lists the demo records of every branch, some audited and some overdue',
    async (_, source) => {
      const data = await list(source.key);
      expect(data.source.title).toBe(source.title);
      const kind = recordKind(source.kind);
      expect(data.source.recordPath).toBe(
        kind.parent ? `${source.group}/{person}/${kind.path}` : kind.path,
      );
      expect(data.items.length).toBeGreaterThan(2);
      const audited = await list(source.key, admin, '&state=audited');
      expect(audited.items.length).toBeGreaterThan(0);
      expect(audited.items.every((item) => item.latest !== null && item.audits > 0)).toBe(true);
      expect(data.items.some((item) => item.overdue)).toBe(true);
      expect(data.overdue).toBeGreaterThanOrEqual(data.items.filter((item) => item.overdue).length);
      // Every row is a live record of the source's own kind, in a person's file.
      const branches = await branchesOf(
        source,
        data.items.map((item) => item.id),
      );
      expect(branches.size).toBe(data.items.length);
      expect(data.items.every((item) => item.person && item.personId)).toBe(true);
      expect(new Set(branches.values()).size).toBeGreaterThan(1);
    },
  );

  it('shows a coordinator only the records of their branch', async () => {
    for (const source of AUDIT_SOURCES) {
      const data = await list(source.key, coordinator);
      const everyone = await list(source.key);
      const branches = await branchesOf(
        source,
        data.items.map((item) => item.id),
      );
      expect([...branches.values()].every((branch) => branch === coordinatorBranch)).toBe(true);
      expect(data.total).toBeLessThan(everyone.total);
    }
  });

  it('lists only overdue records when asked, most overdue first', async () => {
    const data = await list('logbook', admin, '&state=overdue');
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((item) => item.overdue)).toBe(true);
    expect(data.total).toBe(data.overdue);
    const due = data.items.map((item) => item.dueOn as string);
    expect(due).toEqual([...due].sort());
    const notAudited = await list('logbook', admin, '&state=not-audited');
    expect(notAudited.items.every((item) => item.audits === 0)).toBe(true);
  });
});

describe('recording an audit', () => {
  it('becomes the record’s latest audit, with its actions and next audit date', async () => {
    const before = await list('supervisions', admin, '&state=overdue');
    const record = before.items.find((item) => item.latest === null);
    expect(record).toBeDefined();
    const [manager] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.manager.email));
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/audits/sources/supervisions/${record?.id}`,
      cookie: admin,
      payload: {
        auditedBy: manager?.id,
        auditedOn: '2026-01-15',
        outcome: 'Actions required',
        findings: 'The supervision notes are not signed by the carer.',
        actions: 'Ask the carer to sign at their next supervision.',
        actionOwner: manager?.id,
        actionsDueOn: '2026-02-01',
        nextAuditDue: '2099-01-15',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = await list(
      'supervisions',
      admin,
      `&state=audited&search=${encodeURIComponent(String(record?.person))}`,
    );
    const audited = after.items.find((item) => item.id === record?.id);
    expect(audited).toMatchObject({
      audits: 1,
      dueOn: '2099-01-15',
      overdue: false,
      latest: {
        auditedOn: '2026-01-15',
        auditedBy: DEMO_USERS.manager.name,
        outcome: 'Actions required',
        actionOwner: DEMO_USERS.manager.name,
        actionsDueOn: '2026-02-01',
      },
    });
    expect((await list('supervisions', admin, '&state=overdue')).overdue).toBe(before.overdue - 1);
    // Stored with the supervision's branch, and in the audit trail.
    const table = tableOf(recordKind('record-audits'));
    const [stored] = await t.db
      .select({ branch: column(table, 'branch'), source: column(table, 'source') })
      .from(table)
      .where(eq(column(table, 'sourceId'), String(record?.id)));
    const [carerBranch] = (await branchesOf(AUDIT_SOURCES[0], [String(record?.id)])).values();
    expect(stored).toEqual({ branch: carerBranch, source: auditSourceLabel(AUDIT_SOURCES[0]) });
    const [trail] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.recordType, 'record-audits'), eq(schema.auditLog.action, 'create')),
      );
    expect(Number(trail?.n)).toBeGreaterThan(0);
  });

  it('refuses bad input with the field to correct, and writes nothing', async () => {
    const { items } = await list('complaints');
    const id = items[0]?.id;
    const count = await auditCount();
    const attempts = [
      { url: `/api/v1/audits/sources/no-such-list/${id}`, payload: {} },
      { url: '/api/v1/audits/sources/complaints/not-an-id', payload: {} },
      { url: `/api/v1/audits/sources/complaints/${id}`, payload: { outcome: 'Pass' } },
      {
        url: `/api/v1/audits/sources/complaints/${id}`,
        payload: { auditedOn: '2026-13-45', outcome: 'Maybe', findings: 'x'.repeat(6000) },
      },
      { url: `/api/v1/audits/sources/complaints/${id}`, payload: [1, 2] },
    ];
    for (const attempt of attempts) {
      const response = await t.call({ method: 'POST', cookie: admin, ...attempt });
      expect(response.statusCode, `${attempt.url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(
        response.statusCode,
        `${JSON.stringify(attempt.payload).slice(0, 80)} ${response.body}`,
      ).toBeLessThan(500);
    }
    const [manager] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.manager.email));
    const unsatisfactory = await t.call({
      method: 'POST',
      cookie: admin,
      url: `/api/v1/audits/sources/complaints/${id}`,
      payload: {
        auditedBy: manager?.id,
        auditedOn: '2026-01-15',
        outcome: 'Fail',
        findings: 'No response letter on file.',
      },
    });
    expect(unsatisfactory.statusCode).toBe(400);
    expect(unsatisfactory.json().errors).toHaveProperty('actions');
    const badQuery = await t.call({
      method: 'GET',
      cookie: admin,
      url: '/api/v1/audits/sources/complaints?state=late&limit=100000',
    });
    expect(badQuery.statusCode).toBe(400);
    expect(await auditCount()).toBe(count);
  });

  it('refuses a record of another branch, or not of the source, as not found', async () => {
    const everyone = await list('logbook');
    const mine = new Set((await list('logbook', coordinator)).items.map((item) => item.id));
    const elsewhere = everyone.items.find((item) => !mine.has(item.id));
    const supervision = (await list('supervisions')).items[0];
    const count = await auditCount();
    for (const [source, id] of [
      ['logbook', elsewhere?.id],
      ['logbook', supervision?.id],
    ]) {
      const response = await t.call({
        method: 'POST',
        cookie: coordinator,
        url: `/api/v1/audits/sources/${source}/${id}`,
        payload: { auditedOn: '2026-01-15', outcome: 'Pass', findings: 'Fine.' },
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    // The generated route takes the same rule: an audit of a record the caller cannot see.
    const generated = await t.call({
      method: 'POST',
      cookie: coordinator,
      url: '/api/v1/record-audits',
      payload: {
        source: auditSourceLabel(AUDIT_SOURCES[7] as AuditSource),
        branch: coordinatorBranch,
        sourceId: elsewhere?.id,
        auditedBy: (await t.db.select({ id: schema.users.id }).from(schema.users).limit(1))[0]?.id,
        auditedOn: '2026-01-15',
        outcome: 'Pass',
        findings: 'Fine.',
      },
    });
    expect(generated.statusCode, generated.body).toBe(400);
    expect(generated.json().errors).toHaveProperty('sourceId');
    expect(await auditCount()).toBe(count);
  });

  it('is refused to those without the audits’ permissions', async () => {
    const hr = await t.login(DEMO_USERS.hr.email);
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const { items } = await list('supervisions');
    const count = await auditCount();
    for (const cookie of [hr, nobody]) {
      const read = await t.call({
        method: 'GET',
        cookie,
        url: '/api/v1/audits/sources/supervisions',
      });
      expect(read.statusCode).toBe(403);
      const write = await t.call({
        method: 'POST',
        cookie,
        url: `/api/v1/audits/sources/supervisions/${items[0]?.id}`,
        payload: { auditedOn: '2026-01-15', outcome: 'Pass', findings: 'Fine.' },
      });
      expect(write.statusCode).toBe(403);
    }
    const anonymous = await t.call({ method: 'GET', url: '/api/v1/audits/sources/supervisions' });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditCount()).toBe(count);
  });
});
