import { schema } from '@care360/db';
import { recordKind, type StaffTabs } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * The staff file's side tabs: each section's percentage worked out on the
 * server from the saved answers, as a string; completed at exactly '100', or for the Induction
 * Pack from the checklist's entry; the read audited; refused outside the caller's branch.
 */

let t: TestApp;
let admin: string;
let leeds: string;
let carer: string;

async function person(owner: 'carers' | 'employees', surname: string) {
  return (
    await createSample(t, admin, recordKind(owner), {
      surname,
      forename: 'Tabs',
      branch: leeds,
      status: 'Active',
      user: null,
      ...(owner === 'carers' ? { applicant: null } : {}),
    })
  ).row.id;
}

async function tabsOf(owner: 'carers' | 'employees', id: string, cookie = admin) {
  const response = await t.call({ method: 'GET', url: `/api/v1/${owner}/${id}/tabs`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StaffTabs;
}

const tab = (tabs: StaffTabs, key: string) => tabs.items.find((item) => item.key === key);

async function save(
  id: string,
  form: string,
  answers: object,
  status: 'draft' | 'completed',
  basedOn: string | null = null,
): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: `/api/v1/carers/${id}/forms/${form}/responses`,
    cookie: admin,
    payload: { answers, status, basedOn },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { response: { id: string } }).response.id;
}

const CONTACT = { name: 'Joan Smith', relationship: 'parent', phone: '07700 900123' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [branch] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, 'Leeds Central'),
      ),
    );
  if (!branch) throw new Error('No Leeds Central branch');
  leeds = branch.id;
  carer = await person('carers', 'Sidetabs');
});
afterAll(() => t.close());

describe("a carer's side tabs", () => {
  it('lists every tab of the spec, none complete in a new file, percentages as strings', async () => {
    const tabs = await tabsOf('carers', carer);
    expect(tabs.items.map((item) => item.key)).toEqual([
      'agreement',
      'questionnaire',
      'emergency',
      'additional-information',
      'payroll-info',
      'assisted-lives-training-agreement',
      'uniform',
      'induction-pack',
    ]);
    expect(tabs.items.every((item) => item.percentage === '0' && !item.completed)).toBe(true);
    expect(tab(tabs, 'emergency')?.path).toBe('emergency-form');
    expect(tab(tabs, 'assisted-lives-training-agreement')?.path).toBe(
      'training/training-agreement',
    );
    expect(tabs.checkListForm).toContainEqual({ name: 'Induction Pack', submitted: 'no' });
  });

  it('follows the saved answers: part of the emergency form is not complete, all of it is', async () => {
    const draft = await save(carer, 'emergency-form', { consent: 'yes' }, 'draft');
    const part = tab(await tabsOf('carers', carer), 'emergency');
    expect(part?.percentage).not.toBe('100');
    expect(Number(part?.percentage)).toBeGreaterThan(0);
    expect(part?.completed).toBe(false);

    await save(
      carer,
      'emergency-form',
      { contacts: [CONTACT], contacts_told: 'yes', consent: 'yes' },
      'completed',
      draft,
    );
    const whole = tab(await tabsOf('carers', carer), 'emergency');
    expect(whole).toMatchObject({ percentage: '100', completed: true });
  });

  it('marks the Induction Pack from the checklist and the uniform once one is issued', async () => {
    await save(carer, 'checklist', { induction_pack: 'yes', uniform: 'no' }, 'draft');
    // An item the branch keeps no stock of: what is asked here is the tab, not the stock.
    await createSample(t, admin, recordKind('carer-uniform'), { item: 'ID badge' }, carer);
    const tabs = await tabsOf('carers', carer);
    expect(tabs.checkListForm).toContainEqual({ name: 'Induction Pack', submitted: 'yes' });
    expect(tab(tabs, 'induction-pack')?.completed).toBe(true);
    expect(tab(tabs, 'uniform')).toMatchObject({ percentage: '100', completed: true });
    expect(tab(tabs, 'agreement')?.completed).toBe(false);
  });

  it('audits the read as a read of the file', async () => {
    await tabsOf('carers', carer);
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.subjectType, 'carers'),
          eq(schema.auditLog.subjectId, carer),
          eq(schema.auditLog.action, 'read'),
        ),
      );
    expect(entries.some((entry) => JSON.stringify(entry.changes) === '{"section":"tabs"}')).toBe(
      true,
    );
  });

  it('is refused to another branch (404, nothing audited), to no permission and to an id that is not one', async () => {
    const harrogate = await branchUser(t, 'Harrogate', ['carers.read']);
    const before = await t.db.select().from(schema.auditLog);
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carer}/tabs`,
      cookie: harrogate,
    });
    expect(other.statusCode).toBe(404);
    expect((await t.db.select().from(schema.auditLog)).length).toBe(before.length);
    const none = await branchUser(t, 'Leeds Central', []);
    const refused = await t.call({
      method: 'GET',
      url: `/api/v1/carers/${carer}/tabs`,
      cookie: none,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/carers/not-an-id/tabs',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(404);
  });
});

describe("an office employee's side tabs", () => {
  it('are those whose sections their file has', async () => {
    const employee = await person('employees', 'Sidetabs');
    const tabs = await tabsOf('employees', employee);
    const keys = tabs.items.map((item) => item.key);
    expect(keys).toContain('emergency');
    expect(keys).toContain('induction-pack');
    expect(keys).not.toContain('assisted-lives-training-agreement');
  });
});
