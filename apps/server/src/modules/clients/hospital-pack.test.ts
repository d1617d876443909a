import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { insertCompletedForm } from '../../test/completed-forms';
import { pdfPageCount, pdfText } from '../../test/pdf-text';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/uploads';

/** A 1 × 1 pixel PNG: the client's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let admin: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const client = await createSample(t, admin, recordKind('clients'), {
    title: 'Mr',
    forename: 'Harold',
    surname: 'Baxendale',
    preferredName: 'Harry',
    dateOfBirth: '1936-09-03',
    nhsNumber: '943 476 5870',
    allergies: 'NKDA',
    dnacpr: 'In place',
    respect: 'In place',
    emergencyFormsKept: 'On the fridge, red folder',
    communicationNeeds: ['Hearing impairment'],
    communication: 'Hearing aid in the left ear; speak slowly, face him.',
    gpPractice: 'Oakwood Lane Medical Practice',
    photo: await uploadFile(t, admin, 'harold.png', PHOTO),
  });
  clientId = client.row.id;
  // One of the medicines every organisation is given (unique by name, form and strength).
  const found = await t.call({
    method: 'GET',
    url: '/api/v1/medications?search=Amlodipine&limit=50',
    cookie: admin,
  });
  const medicine = (
    found.json().data.items as { id: string; strength: string | null; form: string | null }[]
  ).find((item) => item.strength === '5 mg' && item.form === 'Tablet');
  if (!medicine) throw new Error('Amlodipine 5 mg tablets are not in the medicines list.');
  await createSample(
    t,
    admin,
    recordKind('client-medications'),
    {
      medication: medicine.id,
      dose: '1 tablet',
      timesOfDay: ['morning'],
      prn: false,
      startDate: '2024-01-01',
      endDate: null,
    },
    clientId,
  );
  await createSample(
    t,
    admin,
    recordKind('client-support-network'),
    { name: 'Janet Baxendale', relationship: 'Daughter', nextOfKin: true, phone: '07700 900777' },
    clientId,
  );
  await mobilityOf(clientId);
  await createSample(
    t,
    admin,
    recordKind('client-risk-assessments'),
    {
      hazard: 'Loose rug in the hallway',
      likelihood: '4',
      severity: '4',
      controls: 'Rug taped down; hallway light left on.',
      furtherAction: 'Ask the family to remove the rug.',
      actionBy: 'Care coordinator',
      actionDueOn: '2025-02-15',
      assessedOn: '2025-02-01',
      reviewOn: null,
    },
    clientId,
  );
});
afterAll(() => t.close());

/**
 * How Harold moves: a walking frame and a hoist in use, a broken commode that is not, and his
 * latest falls and moving-and-handling assessments (an older falls one is superseded).
 */
async function mobilityOf(id: string) {
  const equipment = async (name: string, condition: string) => {
    const made = await createSample(t, admin, recordKind('equipments'), { name });
    await createSample(
      t,
      admin,
      recordKind('client-equipment'),
      { equipment: made.row.id, condition, lastServiced: null, nextServiceDue: null },
      id,
    );
  };
  await equipment('Zimmer frame (pack test)', 'Good');
  await equipment('Mobile hoist (pack test)', 'Needs repair');
  await equipment('Commode (pack test)', 'Out of use');
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  const completed = (key: string, fields: Parameters<typeof insertCompletedForm>[3]) =>
    insertCompletedForm(t, id, key, { assessedBy: user?.id ?? '', ...fields });
  await completed('falls-risk-assessment', {
    score: 6,
    riskLevel: 'low',
    riskLabel: 'Low risk',
    assessedOn: '2024-03-01',
    createdAt: new Date('2024-03-01T10:00:00Z'),
  });
  await completed('falls-risk-assessment', {
    score: 17,
    riskLevel: 'high',
    riskLabel: 'High risk',
    assessedOn: '2025-01-20',
    createdAt: new Date('2025-01-20T10:00:00Z'),
  });
  await completed('checklist-handling', {
    score: 9,
    riskLevel: 'medium',
    riskLabel: 'Medium risk',
    assessedOn: '2025-01-21',
    createdAt: new Date('2025-01-21T10:00:00Z'),
  });
}

const exportsOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordId, id),
          eq(schema.auditLog.recordType, 'clients'),
          eq(schema.auditLog.action, 'export'),
        ),
      )
  ).map((row) => row.changes);

const download = (id: string, document: string) =>
  t.call({ method: 'GET', url: `/api/v1/clients/${id}/${document}`, cookie: admin });

describe('the care plan PDF', () => {
  it('prints each risk with its actions, medicine strengths and the allergy status', async () => {
    const response = await download(clientId, 'care-plan.pdf');
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Loose rug in the hallway');
    expect(text).toContain('Rug taped down; hallway light left on.');
    expect(text).toContain('Ask the family to remove the rug.');
    expect(text).toContain('Care coordinator');
    expect(text).toContain('15/02/2025');
    expect(text).toMatch(/Loose rug in the hallway .{1,3} High/);
    expect(text).toContain('Amlodipine 5 mg tablet');
    expect(text).toMatch(/Allergies\s*None known/);
    expect(text).toContain('Mr Harold (Harry) Baxendale');
  });
});

describe('GET /api/v1/clients/:id/hospital-pack.pdf', () => {
  it('is one A4 page with what a ward needs, and the download is audited', async () => {
    const before = (await exportsOf(clientId)).length;
    const response = await download(clientId, 'hospital-pack.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="hospital-pack-Baxendale-Harold.pdf"',
    );
    expect(pdfPageCount(response.rawPayload)).toBe(1);
    // The photo is printed, so the ward knows whom the pack is for.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Hospital pack',
      'Mr Harold (Harry) Baxendale',
      'Allergies: None known',
      '03/09/1936',
      '943 476 5870',
      'Amlodipine 5 mg tablet',
      '1 tablet',
      'Morning (08:00)',
      'Janet Baxendale',
      '07700 900777',
      'Hearing impairment',
      'Hearing aid in the left ear; speak slowly, face him.',
      'On the fridge, red folder',
      'Oakwood Lane Medical Practice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/DNACPR\s*In place/);
    // Mobility: the equipment in use (not what is out of use) and the latest falls and
    // moving-and-handling assessments with their risk and score.
    const mobility = text.slice(text.indexOf('MOBILITY'), text.indexOf('CURRENT MEDICINES'));
    expect(mobility).not.toBe('');
    expect(mobility).toMatch(
      /Equipment\s*(Mobile hoist \(pack test\), Zimmer frame \(pack test\)|Zimmer frame \(pack test\), Mobile hoist \(pack test\))/,
    );
    expect(text).not.toContain('Commode (pack test)');
    expect(mobility).toMatch(/Falls Risk Assessment\s*High risk, score 17/);
    expect(mobility).not.toContain('score 6');
    expect(mobility).toMatch(/Checklist Handling\s*Medium risk, score 9/);
    expect(text).toMatch(/ReSPECT form\s*In place/);
    const after = await exportsOf(clientId);
    expect(after).toHaveLength(before + 1);
    expect(after).toContainEqual({ document: 'hospital pack' });
  });

  it('fits one page for the demo client with the most medicines', async () => {
    const medicines = tableOf(recordKind('client-medications'));
    const rows = await t.db
      .select({ parentId: column(medicines, 'parentId') })
      .from(medicines)
      .where(
        and(
          eq(column(medicines, 'organisationId'), t.organisationId),
          isNull(column(medicines, 'endDate')),
        ),
      );
    const counts = new Map<string, number>();
    for (const { parentId } of rows) {
      counts.set(String(parentId), (counts.get(String(parentId)) ?? 0) + 1);
    }
    const [busiest, most] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(most).toBeGreaterThan(3);
    const response = await download(busiest, 'hospital-pack.pdf');
    expect(response.statusCode).toBe(200);
    expect(pdfPageCount(response.rawPayload)).toBe(1);
  });

  it("answers 404 for another organisation's client and writes nothing", async () => {
    const before = (await exportsOf(clientId)).length;
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/hospital-pack.pdf`,
      cookie: riverside,
    });
    expect(response.statusCode).toBe(404);
    expect(await exportsOf(clientId)).toHaveLength(before);
  });
});
