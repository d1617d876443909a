import { inflateSync } from 'node:zlib';
import { schema } from '@care360/db';
import { QA_DASHBOARD_REGISTERS, type QaDashboard, recordKind } from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { REGISTER_FACTS } from './qa-dashboard';

/**
 * The QA dashboard against a branch of its own (so the demo data does not count): every total
 * is the count of the register's own list, read through the list's API, and the charts add up
 * to the totals. A draft incident (from a carer's phone) is counted among the drafts only.
 */

let t: TestApp;
let admin: string;
let branch: string;
let elsewhere: string;
let user: string;
let statement: string;
const YEAR = 'from=2025-01-01&to=2025-12-31';

const get = async (query: string, cookie = admin): Promise<QaDashboard> => {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/quality-assurance/dashboard?${query}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Every id of a list API, page by page. */
async function listIds(path: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.call({
      method: 'GET',
      url: `${path}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { items: { id: string }[]; nextCursor: string | null };
    found.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

async function entry(
  register: (typeof QA_DASHBOARD_REGISTERS)[number],
  date: string,
  values: Record<string, unknown> = {},
  where = branch,
) {
  const facts = REGISTER_FACTS[register];
  const closed = values.status === 'Closed';
  return (
    await createSample(t, admin, recordKind(register), {
      branch: where,
      [facts.date]: date,
      ...(facts.closes ? { status: 'Open' } : {}),
      ...(facts.harm ? { harm: 'None' } : {}),
      cqcStatement: null,
      ...(facts.closes ? (closed ? { closedBy: user } : { closedBy: null, closedOn: null }) : {}),
      ...values,
    })
  ).row.id;
}

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
  branch = (await createSample(t, admin, recordKind('branches'), { name: 'QA Dashboard Branch' }))
    .row.id;
  elsewhere = (await createSample(t, admin, recordKind('branches'), { name: 'QA Dashboard Other' }))
    .row.id;
  const fall = await entry('incidents', '2025-03-03', { harm: 'Moderate' });
  await entry('incidents', '2025-03-20', {
    harm: 'Low',
    status: 'Closed',
    closedOn: '2025-03-25',
  });
  await entry('incidents', '2025-04-02', {
    harm: 'Severe',
    status: 'Closed',
    closedOn: '2025-06-01',
  });
  await entry('safeguardings', '2025-04-10', { harm: 'Moderate' });
  await entry('complaints', '2025-05-01', { status: 'Closed', closedOn: '2025-05-20' });
  await entry('medication-errors', '2025-05-02', { harm: 'None' });
  await entry('compliments', '2025-05-03');
  await entry('death-notifications', '2025-06-04');
  // Outside the year, and in the other branch: not counted for this branch's year.
  await entry('incidents', '2024-12-31');
  await entry('incidents', '2025-03-04', {}, elsewhere);
  statement = (
    await createSample(t, admin, recordKind('cqc-quality-statements'), {
      keyQuestion: 'Safe',
      statement: 'Evidence test: learning culture',
    })
  ).row.id;
  await entry('incidents', '2025-05-05', {
    title: 'Tagged fall on the path',
    cqcStatement: statement,
  });
  // A carer's report from the phone, not yet opened: tagged and harmless, and counted as neither.
  const draft = await entry('incidents', '2025-03-10', {
    title: 'Draft: found on the floor',
    cqcStatement: statement,
  });
  const incidents = tableOf(recordKind('incidents'));
  await t.db
    .update(incidents)
    .set({ status: 'Draft' } as never)
    .where(eq(column(incidents, 'id'), draft));
  await createSample(
    t,
    admin,
    recordKind('incident-actions'),
    { dueOn: '2025-04-01', done: false, owner: user, action: 'Draft action', cqcStatement: null },
    draft,
  );
  await createSample(
    t,
    admin,
    recordKind('incident-actions'),
    {
      dueOn: '2025-04-01',
      done: false,
      owner: user,
      action: 'Tagged action: new rail',
      cqcStatement: statement,
    },
    fall,
  );
  await createSample(
    t,
    admin,
    recordKind('incident-actions'),
    { dueOn: '2025-04-01', done: true, doneOn: '2025-03-30', owner: user, cqcStatement: null },
    fall,
  );
});
afterAll(() => t.close());

describe('the QA dashboard', () => {
  it("counts each register as its list does, and every chart adds up to the registers' totals", async () => {
    const data = await get(`${YEAR}&branch=${branch}`);
    expect(data.registers.map((r) => r.register)).toEqual([...QA_DASHBOARD_REGISTERS]);
    for (const register of data.registers) {
      // Every entry of this branch but one incident falls in the year; the drafts are apart.
      const listed = await listIds(`/api/v1/${register.register}?branch=${branch}`);
      const outside = register.register === 'incidents' ? 1 : 0;
      expect(register.total, register.register).toBe(
        listed.length - outside - (register.drafts ?? 0),
      );
      if (REGISTER_FACTS[register.register].drafts) {
        const drafts = await listIds(`/api/v1/${register.register}?branch=${branch}&status=Draft`);
        expect(register.drafts, register.register).toBe(drafts.length);
      } else expect(register.drafts, register.register).toBeNull();
      if (register.open !== null) {
        const open = await listIds(`/api/v1/${register.register}?branch=${branch}&status=Open`);
        const closed = await listIds(`/api/v1/${register.register}?branch=${branch}&status=Closed`);
        expect(register.open, register.register).toBe(open.length - outside);
        expect(register.closed, register.register).toBe(closed.length);
      }
    }
    const total = data.registers.reduce((sum, r) => sum + r.total, 0);
    expect(data.totals.total).toBe(total);
    expect(total).toBe(9);
    expect(data.registers.find((r) => r.register === 'incidents')?.drafts).toBe(1);
    const sum = (rows: { total: number }[]) => rows.reduce((s, row) => s + row.total, 0);
    expect(sum(data.byBranch)).toBe(total);
    expect(sum(data.byMonth)).toBe(total);
    expect(data.byMonth).toHaveLength(12);
    expect(data.byMonth.find((m) => m.month === '2025-03')?.counts.incidents).toBe(2);
    // Harm is recorded by incidents, safeguardings and medication errors: 6 of the 9.
    expect(sum(data.byHarm)).toBe(6);
    expect(data.byHarm.find((h) => h.harm === 'Moderate')?.total).toBe(2);
    expect(data.byHarm.find((h) => h.harm === 'None')?.total).toBe(2);
    expect(data.totals.open + data.totals.closed).toBe(total - 1);
    expect(data.totals.closed).toBe(3);
    expect(sum(data.daysToClose)).toBe(3);
    expect(data.daysToClose.map((d) => d.total)).toEqual([1, 1, 1, 0]);
    const incidents = data.registers.find((r) => r.register === 'incidents');
    expect(incidents?.averageDaysToClose).toBe(Math.round((5 + 60) / 2));
    expect(incidents?.actions).toBe(2);
    expect(incidents?.overdueActions).toBe(1);
    expect(data.totals.overdueActions).toBe(1);
    expect(data.overdue).toHaveLength(1);
    expect(data.overdue[0]?.dueOn).toBe('2025-04-01');
  });

  it('downloads the evidence pack: audited, with the tagged entries and actions', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/quality-assurance/evidence-pack.pdf?${YEAR}&branch=${branch}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Tagged fall on the path');
    expect(text).toContain('Tagged action: new rail');
    expect(text).toContain('Evidence test: learning culture');
    expect(text).toContain('Well-led');
    const [audited] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.organisationId, t.organisationId),
          eq(schema.auditLog.action, 'export'),
          eq(schema.auditLog.recordType, 'cqc-quality-statements'),
        ),
      )
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(audited?.changes).toMatchObject({ report: 'evidence-pack', branch, evidence: 2 });
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/quality-assurance/evidence-pack.pdf?from=2025-05-01&to=2025-01-01',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a branch user only their branch, whatever branch they ask for', async () => {
    const local = await branchUser(t, elsewhere, ['incidents.read']);
    const data = await get(`${YEAR}&branch=${branch}`, local);
    expect(data.registers.map((r) => r.register)).toEqual(['incidents']);
    expect(data.totals.total).toBe(0);
    const own = await get(YEAR, local);
    expect(own.totals.total).toBe(1);
    expect(own.byBranch.map((b) => b.branch)).toEqual([elsewhere]);
  });

  it('refuses a caller who reads no register, and a period that does not make sense', async () => {
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const refused = await t.call({
      method: 'GET',
      url: '/api/v1/quality-assurance/dashboard',
      cookie: nobody,
    });
    expect(refused.statusCode).toBe(403);
    for (const query of [
      'from=2025-05-01&to=2025-04-01',
      'from=2020-01-01&to=2025-01-01',
      'from=nonsense',
      'branch=not-a-uuid',
    ]) {
      const bad = await t.call({
        method: 'GET',
        url: `/api/v1/quality-assurance/dashboard?${query}`,
        cookie: admin,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('counts only the caller’s organisation', async () => {
    const other = await t.login(DEMO_USERS.riverside.email);
    const theirs = await get(`${YEAR}&branch=${branch}`, other);
    expect(theirs.totals.total).toBe(0);
  });
});

/** The text a PDF draws: its compressed streams inflated, and their hex strings read. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
      text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
    }
    text += '\n';
  }
  return text;
}
