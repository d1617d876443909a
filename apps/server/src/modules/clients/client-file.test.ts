import { schema } from '@care360/db';
import {
  addCalendarDays,
  type ClientSummary,
  clientForm,
  type FormDefinition,
  type PersonFileSections,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let clientId: string;
let adminId: string;
const today = ukCalendarDate();

/** A response as the questionnaire endpoints store it, tied to a stored definition version. */
async function insertResponse(
  definition: FormDefinition,
  fields: Partial<typeof schema.formResponses.$inferInsert>,
) {
  const [stored] = await t.db
    .insert(schema.formDefinitions)
    .values({ key: definition.key, version: definition.version, definition })
    .onConflictDoNothing()
    .returning();
  const definitionId =
    stored?.id ??
    (
      await t.db
        .select()
        .from(schema.formDefinitions)
        .where(
          and(
            eq(schema.formDefinitions.key, definition.key),
            eq(schema.formDefinitions.version, definition.version),
          ),
        )
    )[0]?.id;
  await t.db.insert(schema.formResponses).values({
    organisationId: t.organisationId,
    subjectType: 'client',
    subjectId: clientId,
    formKey: definition.key,
    definitionId: definitionId ?? '',
    answers: {},
    completion: 100,
    status: 'completed',
    assessedBy: adminId,
    ...fields,
  });
}

const form = (key: string) => {
  const found = clientForm(key);
  if (!found) throw new Error(`${key} is not declared`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [user] = await t.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  adminId = user?.id ?? '';
  const client = await createSample(t, admin, recordKind('clients'), {
    title: 'Mrs',
    forename: 'Margaret',
    surname: 'Hughes',
    preferredName: 'Peggy',
    dateOfBirth: '1938-05-02',
    allergies: 'Penicillin: rash and swelling',
    dnacpr: 'In place',
    keySafe: 'Left of the porch, code 4821',
    photo: null,
  });
  clientId = client.row.id;

  const network = recordKind('client-support-network');
  // Alphabetically first, but not next of kin: next of kin must still lead.
  await createSample(
    t,
    admin,
    network,
    { name: 'Alan Patel', relationship: 'GP', nextOfKin: false },
    clientId,
  );
  await createSample(
    t,
    admin,
    network,
    { name: 'Zoe Hughes', relationship: 'Daughter', nextOfKin: true, phone: '07700 900456' },
    clientId,
  );

  const medications = recordKind('client-medications');
  const current = await createSample(
    t,
    admin,
    medications,
    {
      dose: '2 tablets',
      route: 'Oral',
      frequency: 'Twice a day',
      timesOfDay: ['morning', 'bed'],
      prn: false,
      prnReason: null,
      startDate: '2024-01-01',
      endDate: null,
    },
    clientId,
  );
  await createSample(
    t,
    admin,
    medications,
    {
      dose: '5 ml stopped',
      timesOfDay: ['lunch'],
      prn: false,
      startDate: '2023-01-01',
      endDate: '2023-06-30',
    },
    clientId,
  );
  await t.db.insert(schema.marEntries).values({
    organisationId: t.organisationId,
    clientId,
    clientMedicationId: current.row.id,
    day: addCalendarDays(today, -1),
    slot: 'morning',
    code: 'R',
    outcome: 'refused',
    note: 'Said she felt sick',
  });

  const logs = recordKind('client-logs');
  for (let day = 1; day <= 6; day += 1) {
    await createSample(
      t,
      admin,
      logs,
      { loggedAt: `2025-03-0${day}T09:00:00.000Z`, entry: `Log of day ${day}` },
      clientId,
    );
  }

  // An overdue falls assessment, then a draft begun since: the draft must not hide the review.
  await insertResponse(form('falls-risk-assessment'), {
    score: 14,
    riskLevel: 'medium',
    riskLabel: 'Medium risk',
    assessedOn: '2024-01-10',
    nextReviewOn: '2024-07-10',
    createdAt: new Date('2024-01-10T10:00:00Z'),
  });
  await insertResponse(form('falls-risk-assessment'), {
    status: 'draft',
    completion: 40,
    createdAt: new Date('2025-01-10T10:00:00Z'),
  });
  await insertResponse(form('consent'), { answers: {} });
  // The support plan was answered under wording that has changed since: it prints as answered.
  const older = form('support-plan');
  const answeredVersion: FormDefinition = {
    ...older,
    version: older.version + 100,
    sections: older.sections.map((section) => ({
      ...section,
      questions: section.questions.map((q) =>
        q.id === 'morning_routine' ? { ...q, label: 'Morning call routine' } : q,
      ),
    })),
  };
  await insertResponse(answeredVersion, {
    answers: { morning_routine: 'Help her wash at the sink, then porridge and tea.' },
    assessedOn: today,
    nextReviewOn: addCalendarDays(today, 20),
  });
});

afterAll(() => t.close());

const auditCount = async (action: string) =>
  (
    await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, clientId),
          eq(schema.auditLog.recordType, 'clients'),
          eq(schema.auditLog.action, action),
        ),
      )
  ).length;

describe('GET /api/v1/clients/:id/summary', () => {
  it('gives the profile its alerts, next of kin first, current medication, risks, reviews and logs', async () => {
    const reads = await auditCount('read');
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/summary`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().data as ClientSummary;

    expect(summary.name).toBe('Mrs Margaret (Peggy) Hughes');
    expect(summary.client._titles?.branch).toBeTruthy();
    expect(summary.alerts.map((alert) => alert.key)).toEqual([
      'allergies',
      'dnacpr',
      'refused-doses',
      'missed-doses',
      'overdue-reviews',
      'key-safe',
    ]);
    expect(summary.alerts[0]?.text).toBe('Penicillin: rash and swelling');
    expect(summary.doseConcerns.refused).toBe(1);
    // Six earlier days, two rounds each, one of them refused rather than missed.
    expect(summary.doseConcerns.missed).toBeGreaterThanOrEqual(11);

    expect(summary.supportNetwork.map((row) => row.name)).toEqual(['Zoe Hughes', 'Alan Patel']);
    expect(summary.medications.map((row) => row.dose)).toEqual(['2 tablets']);
    expect(summary.medications[0]?._titles?.medication).toBeTruthy();

    expect(summary.risks).toEqual([
      expect.objectContaining({
        formKey: 'falls-risk-assessment',
        title: 'Falls Risk Assessment',
        score: 14,
        riskLevel: 'medium',
        riskLabel: 'Medium risk',
      }),
    ]);
    expect(summary.reviews).toEqual([
      expect.objectContaining({ formKey: 'falls-risk-assessment', overdue: true }),
      expect.objectContaining({ formKey: 'support-plan', overdue: false }),
    ]);
    expect(summary.recentLogs?.map((row) => row.entry)).toEqual([
      'Log of day 6',
      'Log of day 5',
      'Log of day 4',
      'Log of day 3',
      'Log of day 2',
    ]);
    expect(await auditCount('read')).toBe(reads + 1);
  });
});

describe('GET /api/v1/clients/:id/sections', () => {
  it('lists every section with completion, counts, review dates and signatures', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/sections`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as PersonFileSections;
    const section = (key: string) => data.items.find((item) => item.key === key);

    expect(data.owner.name).toBe('Mrs Margaret (Peggy) Hughes');
    expect(data.items[0]).toMatchObject({ key: 'details', kind: 'edit', path: '' });
    expect(section('falls-risk-assessment')).toMatchObject({
      group: 'Assessments',
      kind: 'form',
      completion: 40,
      overdue: true,
      nextReviewOn: '2024-07-10',
    });
    expect(section('support-plan')).toMatchObject({ completion: 100, overdue: false });
    expect(section('profile-info')).toMatchObject({ completion: 0, overdue: false });
    expect(section('consent')).toMatchObject({ group: 'Contracts', signed: true });
    expect(section('pharmacy-contract')).toMatchObject({ signed: false });
    // Ended medicines are still records of the file.
    expect(section('client-medications')).toMatchObject({
      group: 'Medication',
      kind: 'list',
      count: 2,
      completion: null,
    });
    expect(section('client-support-network')).toMatchObject({ count: 2 });
    expect(section('client-logs')).toMatchObject({ count: 6 });
    expect(section('client-uploads')).toMatchObject({ count: 0 });
    expect(section('marchart')).toMatchObject({ kind: 'page', group: 'Medication' });
  });
});

describe('GET /api/v1/clients/:id/care-plan.pdf', () => {
  it('is a PDF attachment naming the client, with the plan as answered, and the export is audited', async () => {
    const exports = await auditCount('export');
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/care-plan.pdf`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="care-plan-Hughes-Margaret.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    expect(text).toContain('Mrs Margaret (Peggy) Hughes');
    expect(text).toContain('Meadowbank Home Care Ltd');
    expect(text).toContain('02/05/1938');
    expect(text).toContain('Penicillin: rash and swelling');
    expect(text).toContain('DNACPR in place');
    // Alerts of the moment stay on the screen, off paper kept in the home for months.
    expect(text).not.toContain('Refused doses');
    expect(text).not.toContain('Reviews overdue');
    expect(text).toContain('Medium risk');
    expect(text).toContain('2 tablets');
    expect(text).toContain('Morning (08:00)');
    expect(text).not.toContain('5 ml stopped');
    expect(text).toContain('Morning call routine');
    expect(text).toContain('Help her wash at the sink, then porridge and tea.');
    expect(text).toContain('Zoe Hughes');
    expect(text).toMatch(/Printed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by Alex Morgan/);
    expect(text).toMatch(/Page 1 of \d+/);
    // The key safe code is for the details page, never for paper.
    expect(text).not.toContain('code 4821');
    expect(await auditCount('export')).toBe(exports + 1);
  });
});

describe("another organisation's client", () => {
  it('answers 404 for the summary, the sections and the care plan', async () => {
    const other = await t.login(DEMO_USERS.riverside.email);
    for (const path of ['summary', 'sections', 'care-plan.pdf']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/v1/clients/${clientId}/${path}`,
        cookie: other,
      });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
