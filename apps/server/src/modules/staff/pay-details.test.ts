import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Bank and payroll details on a staff file are for those who run pay: the care coordinator reads
 * a Harrogate carer's file (for the rota) but is refused the NI number's reveal and the bank and
 * payroll questionnaires, each refusal audited, and is not offered them; the HR officer sees
 * them, each look audited.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
let hr: string;
let carer: string;

const NI = 'JG103759A';
/** The NI number in any spacing, as it may be stored or shown. */
const NI_ANYHOW = /J\s*G\s*1\s*0\s*3\s*7\s*5\s*9\s*A/;
const BANK = {
  bank_name: 'Lloyds Bank',
  account_name: 'J Paydetails',
  sort_code: '309634',
  account_number: '12345678',
};

async function userId(email: string) {
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

async function auditOf(email: string, action: string) {
  return t.db
    .select({ recordType: schema.auditLog.recordType, changes: schema.auditLog.changes })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.actorUserId, await userId(email)),
        eq(schema.auditLog.action, action),
        eq(schema.auditLog.recordId, carer),
      ),
    );
}

const get = (url: string, cookie: string) => t.call({ method: 'GET', url, cookie });

beforeAll(async () => {
  t = await createTestApp();
  [admin, coordinator, hr] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.hr.email),
  ]);
  const [harrogate] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, 'Harrogate'),
      ),
    );
  if (!harrogate) throw new Error('No Harrogate branch');
  carer = (
    await createSample(t, admin, recordKind('carers'), {
      surname: 'Paydetails',
      forename: 'Jo',
      branch: harrogate.id,
      status: 'Active',
      user: null,
      applicant: null,
      niNumber: NI,
    })
  ).row.id;
  const saved = await t.call({
    method: 'POST',
    url: `/api/v1/carers/${carer}/forms/bank/responses`,
    cookie: admin,
    payload: { answers: BANK, status: 'completed', basedOn: null },
  });
  expect(saved.statusCode, saved.body).toBe(201);
});
afterAll(() => t.close());

describe("a carer's bank and payroll details", () => {
  it('are withheld from the coordinator, who reads the file but is refused their reveal, audited', async () => {
    const profile = await get(`/api/v1/carers/${carer}`, coordinator);
    expect(profile.statusCode, profile.body).toBe(200);
    const row = profile.json().data;
    expect(row.surname).toBe('Paydetails');
    expect(row.niNumber).toBeNull();
    expect(row._withheld).toEqual({ niNumber: true });
    expect(profile.body).not.toMatch(NI_ANYHOW);

    const reveal = await get(`/api/v1/carers/${carer}/reveal/niNumber`, coordinator);
    expect(reveal.statusCode).toBe(403);
    expect(reveal.body).not.toMatch(NI_ANYHOW);
    const bank = await get(`/api/v1/carers/${carer}/forms/bank`, coordinator);
    expect(bank.statusCode).toBe(403);
    expect(bank.body).not.toContain(BANK.account_number);
    const payroll = await get(`/api/v1/carers/${carer}/forms/payroll-info`, coordinator);
    expect(payroll.statusCode).toBe(403);

    const refused = await auditOf(DEMO_USERS.coordinator.email, 'permission.refused');
    expect(refused.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        {
          route: 'GET /api/v1/carers/:id/reveal/niNumber',
          permission: 'staff-pay-details.read',
        },
        { route: 'GET /api/v1/carers/:id/forms/:form', permission: 'staff-pay-details.read' },
      ]),
    );
    // Refused before anything was read: no reveal and no read of the form is recorded.
    expect(await auditOf(DEMO_USERS.coordinator.email, 'reveal')).toEqual([]);
  });

  it('are not offered to the coordinator among the file’s sections and questionnaires', async () => {
    const sections = await get(`/api/v1/carers/${carer}/sections`, coordinator);
    expect(sections.statusCode, sections.body).toBe(200);
    const keys = (sections.json().data.items as { key: string }[]).map((s) => s.key);
    expect(keys).toContain('details');
    expect(keys).not.toContain('bank');
    expect(keys).not.toContain('payroll-info');
    const forms = await get(`/api/v1/carers/${carer}/forms`, coordinator);
    expect(forms.statusCode, forms.body).toBe(200);
    const formKeys = (forms.json().data.items as { key: string }[]).map((f) => f.key);
    expect(formKeys.length).toBeGreaterThan(0);
    expect(formKeys).not.toContain('bank');

    // HR, who runs pay, is offered both.
    const hrSections = await get(`/api/v1/carers/${carer}/sections`, hr);
    const hrKeys = (hrSections.json().data.items as { key: string }[]).map((s) => s.key);
    expect(hrKeys).toEqual(expect.arrayContaining(['bank', 'payroll-info']));
  });

  it('are shown to the HR officer, each look audited', async () => {
    const reveal = await get(`/api/v1/carers/${carer}/reveal/niNumber`, hr);
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(reveal.json().data.field).toBe('niNumber');
    expect(reveal.json().data.value).toMatch(NI_ANYHOW);
    expect(await auditOf(DEMO_USERS.hr.email, 'reveal')).toEqual([
      { recordType: 'carers', changes: { field: 'niNumber' } },
    ]);

    const bank = await get(`/api/v1/carers/${carer}/forms/bank`, hr);
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().data.response.answers).toMatchObject(BANK);
    const [read] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, await userId(DEMO_USERS.hr.email)),
          eq(schema.auditLog.action, 'read'),
          eq(schema.auditLog.recordId, bank.json().data.response.id),
        ),
      );
    expect(read?.changes).toEqual({ ownerId: carer, form: 'bank' });
  });

  it('are changed only by a holder of the pay details permission', async () => {
    const latest = (await get(`/api/v1/carers/${carer}/forms/bank`, hr)).json().data.response.id;
    const change = (cookie: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/carers/${carer}/forms/bank/responses`,
        cookie,
        payload: {
          answers: { ...BANK, account_number: '87654321' },
          status: 'completed',
          basedOn: latest,
        },
      });
    // Someone who may change carers' files but not their pay details is refused, and nothing
    // is saved; HR's change is.
    const editor = await branchUser(t, 'Harrogate', ['carers.read', 'carers.update']);
    const refused = await change(editor);
    expect(refused.statusCode).toBe(403);
    const after = (await get(`/api/v1/carers/${carer}/forms/bank`, hr)).json().data.response;
    expect(after.id).toBe(latest);
    const saved = await change(hr);
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
