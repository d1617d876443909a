import { schema } from '@care360/db';
import { characterReferenceForm, employerReferenceForm, recordKind } from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { CHARACTER_ANSWERS, EMPLOYER_ANSWERS } from '../recruitment/referee-answers.test-kit';

/**
 * A staff file's references and emails: the referee's answers read on
 * EmploymentReference / CharacterReference (the applicant's, for a carer made from one; the
 * office's, taken by phone), each read audited and another person's reference a 404; the
 * reference request and contract emails previewed as sent and sent into the email log.
 */

let t: TestApp;
let admin: string;
let leeds: string;

async function call(method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) {
  return t.call({ method, url, cookie, ...(payload ? { payload } : {}) });
}

async function person(owner: 'carers' | 'employees', values: Record<string, unknown> = {}) {
  return (
    await createSample(t, admin, recordKind(owner), {
      forename: 'Rhian',
      surname: 'Staffref',
      branch: leeds,
      status: 'Active',
      user: null,
      email: 'rhian.staffref@example.co.uk',
      dateOfBirth: '1990-05-01',
      ...(owner === 'carers' ? { applicant: null } : {}),
      ...values,
    })
  ).row.id as string;
}

async function reference(owner: 'carers' | 'employees', id: string, values: object) {
  const kind = owner === 'carers' ? 'carer-references' : 'employee-references';
  const response = await call('POST', `/api/v1/${owner}/${id}/${kind}`, values);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function auditCount(subjectId: string) {
  return (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, subjectId)))
    .length;
}

async function lastEmailTo(to: string) {
  const [logged] = await t.db
    .select()
    .from(schema.emailLog)
    .where(eq(schema.emailLog.to, to))
    .orderBy(desc(schema.emailLog.createdAt))
    .limit(1);
  return logged;
}

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
  leeds = branch?.id ?? '';
});
afterAll(() => t.close());

describe("a staff reference's answers", () => {
  it('saves answers the office took by phone and reads them back, each read audited', async () => {
    const carer = await person('carers');
    const ref = await reference('carers', carer, {
      type: 'Character',
      refereeName: 'Carl Friend',
      email: 'carl.friend@example.co.uk',
    });
    const url = `/api/v1/carers/${carer}/carer-references/${ref}/answers`;
    const empty = await call('GET', url);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data.received).toBeNull();
    expect(empty.json().data.reference).toMatchObject({
      type: 'Character',
      refereeName: 'Carl Friend',
    });

    const before = await auditCount(carer);
    const refused = await call('POST', url, { answers: { honesty: 'excellent' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors ?? {})).toContain('answers.relationship');
    expect(await auditCount(carer)).toBe(before);

    const saved = await call('POST', url, { answers: CHARACTER_ANSWERS });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call('GET', url)).json().data;
    expect(read.received.source).toBe('office');
    expect(read.received.definition.key).toBe(characterReferenceForm.key);
    expect(read.received.answers.suitability).toBe(CHARACTER_ANSWERS.suitability);
    const row = (await call('GET', `/api/v1/carers/${carer}/carer-references/${ref}`)).json().data;
    expect(row.receivedOn).toBeTruthy();
    const reads = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, carer), eq(schema.auditLog.action, 'read')));
    expect(
      reads.filter((entry) => (entry.changes as { reference?: string } | null)?.reference === ref),
    ).toHaveLength(2);
  });

  it("reads a carer's reference from the applicant they were: the referee's own answers", async () => {
    const applicant = (
      await createSample(t, admin, recordKind('applicants'), {
        branch: leeds,
        forename: 'Nadia',
        surname: 'Staffref',
      })
    ).row.id as string;
    const added = await call('POST', `/api/v1/applicants/${applicant}/applicant-references`, {
      type: 'Employer',
      refereeName: 'Ann Boss',
      email: 'ann.boss@example.co.uk',
    });
    expect(added.statusCode, added.body).toBe(201);
    // The employer form's stored definition, saved once by a phone answer of another carer.
    const other = await person('carers');
    const otherRef = await reference('carers', other, { type: 'Employer', refereeName: 'Zed' });
    const phone = await call(
      'POST',
      `/api/v1/carers/${other}/carer-references/${otherRef}/answers`,
      {
        answers: EMPLOYER_ANSWERS,
      },
    );
    expect(phone.statusCode, phone.body).toBe(200);
    const [definition] = await t.db
      .select({ id: schema.formDefinitions.id })
      .from(schema.formDefinitions)
      .where(
        and(
          eq(schema.formDefinitions.key, employerReferenceForm.key),
          eq(schema.formDefinitions.version, employerReferenceForm.version),
        ),
      );
    await t.db.insert(schema.formResponses).values({
      organisationId: t.organisationId,
      subjectType: 'applicant-reference',
      subjectId: added.json().data.id,
      formKey: employerReferenceForm.key,
      definitionId: definition?.id ?? '',
      answers: { ...EMPLOYER_ANSWERS, job_title: 'Senior carer' },
      completion: 100,
      status: 'completed',
    });
    const carer = await person('carers', { applicant });
    const ref = await reference('carers', carer, { type: 'Employer', refereeName: 'Ann Boss' });
    const read = (
      await call('GET', `/api/v1/carers/${carer}/carer-references/${ref}/answers`)
    ).json().data;
    expect(read.received.source).toBe('referee');
    expect(read.received.answers.job_title).toBe('Senior carer');
    // A reference of another name is not that referee's.
    const unrelated = await reference('carers', carer, {
      type: 'Employer',
      refereeName: 'Bea Other',
    });
    const none = await call('GET', `/api/v1/carers/${carer}/carer-references/${unrelated}/answers`);
    expect(none.json().data.received).toBeNull();
  });

  it("is a 404 for another person's reference or another organisation, and writes nothing", async () => {
    const carer = await person('carers');
    const ref = await reference('carers', carer, { type: 'Employer', refereeName: 'Ann Boss' });
    const employee = await person('employees');
    const before = await auditCount(employee);
    const crossed = await call(
      'GET',
      `/api/v1/employees/${employee}/employee-references/${ref}/answers`,
    );
    expect(crossed.statusCode).toBe(404);
    const otherCarer = await person('carers');
    expect(
      (await call('GET', `/api/v1/carers/${otherCarer}/carer-references/${ref}/answers`))
        .statusCode,
    ).toBe(404);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect(
      (
        await call(
          'GET',
          `/api/v1/carers/${carer}/carer-references/${ref}/answers`,
          undefined,
          riverside,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v1/carers/${carer}/carer-references/not-an-id/answers`)).statusCode,
    ).toBe(404);
    expect(await auditCount(employee)).toBe(before);
  });
});

describe('the reference request email', () => {
  it('is previewed as it will be sent, and sending logs it without a token and dates the request', async () => {
    const employee = await person('employees');
    const ref = await reference('employees', employee, {
      type: 'Employer',
      refereeName: 'Pat Referee',
      company: 'Sunrise Care',
      email: 'pat.referee.staff@example.co.uk',
    });
    const url = `/api/v1/employees/${employee}/employee-references/${ref}/email`;
    const preview = (await call('GET', url)).json().data;
    expect(preview.to).toBe('pat.referee.staff@example.co.uk');
    expect(preview.body).toContain('Dear Pat Referee,');
    expect(preview.body).toContain('Rhian Staffref');
    const sent = await call('POST', `${url}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const logged = await lastEmailTo(preview.to);
    expect(logged?.body).toBe(preview.body);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.recordId, ref), eq(schema.auditLog.action, 'reference.requested')),
      );
    expect(entry?.subjectId).toBe(employee);
    expect(JSON.stringify(entry?.changes)).not.toMatch(/token|link/i);
  });

  it('cannot be sent to a referee without an email, nor by someone who may not change the file', async () => {
    const carer = await person('carers');
    const ref = await reference('carers', carer, { type: 'Character', refereeName: 'No Mail' });
    const url = `/api/v1/carers/${carer}/carer-references/${ref}/email`;
    expect((await call('GET', url)).json().data.blocked).toContain('has no email address');
    expect((await call('POST', `${url}/send`)).statusCode).toBe(409);
    const none = await t.login(NO_ACCESS_EMAIL);
    expect((await call('POST', `${url}/send`, undefined, none)).statusCode).toBe(403);
  });
});

describe('the contract emails', () => {
  it("send the carer's contract by age, the Birdie one, and the employee's, into the email log", async () => {
    const carer = await person('carers', {
      email: 'young.carer@example.co.uk',
      dateOfBirth: '2007-01-01',
      startDate: '2026-01-05',
    });
    const contract = (await call('GET', `/api/v1/carers/${carer}/emails/contract`)).json().data;
    expect(contract.to).toBe('young.carer@example.co.uk');
    expect(contract.body).toContain('18 to 20 Contract');
    expect(contract.body).toContain('starting on 05/01/2026');
    const birdie = (await call('GET', `/api/v1/carers/${carer}/emails/birdie-contract`)).json()
      .data;
    expect(birdie.body).toContain('Birdie Contract');
    expect(
      (await call('POST', `/api/v1/carers/${carer}/emails/birdie-contract/send`)).statusCode,
    ).toBe(200);
    expect((await lastEmailTo('young.carer@example.co.uk'))?.body).toBe(birdie.body);

    const employee = await person('employees', { email: 'office.contract@example.co.uk' });
    const sent = await call('POST', `/api/v1/employees/${employee}/emails/contract/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.body).toContain('21 Plus Contract');
    expect((await lastEmailTo('office.contract@example.co.uk'))?.subject).toBe(
      sent.json().data.subject,
    );
  });

  it('is blocked for a person without an email, and a 404 for another organisation', async () => {
    const carer = await person('carers', { email: null });
    const url = `/api/v1/carers/${carer}/emails/contract`;
    expect((await call('GET', url)).json().data.blocked).toContain('has no email address');
    expect((await call('POST', `${url}/send`)).statusCode).toBe(409);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await call('GET', url, undefined, riverside)).statusCode).toBe(404);
  });
});
