import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { generationRange } from './client-rosterings.endpoints';

/**
 * The client rostering wizard against the real database: the draft saved step by step resumes
 * at its step for whoever started it, and step 6 makes the client's visit template and their
 * visits, once.
 */

let t: TestApp;
let admin: string;
let manager: string;
const url = '/api/v1/client-rosterings';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  manager = await t.login(DEMO_USERS.manager.email);
});
afterAll(() => t.close());

async function saveStep(id: string, changes: Record<string, unknown>, cookie = admin) {
  const read = await t.call({ method: 'GET', url: `${url}/${id}`, cookie });
  expect(read.statusCode, read.body).toBe(200);
  const { _titles, _readOnly, ...fields } = read.json().data;
  return t.call({ method: 'PUT', url: `${url}/${id}`, cookie, payload: { ...fields, ...changes } });
}

describe('the generation range', () => {
  it('is the package’s period within the horizon from today', () => {
    expect(generationRange('2026-11-28', '2026-11-01', null)).toEqual({
      from: '2026-11-28',
      to: '2027-01-22',
    });
    expect(generationRange('2026-11-28', '2026-12-01', '2026-12-14')).toEqual({
      from: '2026-12-01',
      to: '2026-12-14',
    });
    expect(generationRange('2026-11-28', '2026-10-01', '2026-10-31')).toBeNull();
  });
});

describe('the client rostering wizard', () => {
  let clientId: string;
  let draftId: string;

  it('keeps the draft at its step and resumes it for whoever started it', async () => {
    clientId = (await createSample(t, admin, recordKind('clients'), { status: 'Active' })).row.id;
    const created = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { client: clientId, step: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json().data.id;
    expect(created.json().data.status).toBe('Draft');
    const today = ukCalendarDate();
    const saved = await saveStep(draftId, { step: 3, periodFrom: today, periodTo: null });
    expect(saved.statusCode, saved.body).toBe(200);

    const resume = await t.call({ method: 'GET', url: `${url}/resume`, cookie: admin });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().data.items).toMatchObject([{ id: draftId, step: 3 }]);
    // Another person's drafts are theirs: the manager has none to resume.
    const theirs = await t.call({ method: 'GET', url: `${url}/resume`, cookie: manager });
    expect(theirs.json().data.items).toEqual([]);
  });

  it('refuses to generate a package without a week of visits, naming the step', async () => {
    const response = await t.call({
      method: 'POST',
      url: `${url}/${draftId}/generate`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pattern).toEqual([
      'Add at least one visit to the week (step 3).',
    ]);
  });

  it('makes the client’s visit template and their visits at step 6, once', async () => {
    const pattern = [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ].map((dayOfWeek) => ({ dayOfWeek, startTime: '08:00', endTime: '08:45', carersNeeded: 1 }));
    const saved = await saveStep(draftId, {
      step: 6,
      patternSource: 'Client slots',
      pattern: JSON.stringify(pattern),
      periodTo: addCalendarDays(ukCalendarDate(), 13),
      tasks: 'Strip wash\nMake breakfast',
      preferredGender: 'Female',
      declinedCarers: 'Not J. Smith',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await t.call({
      method: 'POST',
      url: `${url}/${draftId}/generate`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const made = response.json().data;
    // Fourteen days from today, one visit a day (a visit already over today is made too: it is
    // planned, and the office marks what happened).
    expect(made.created).toBe(14);

    const templates = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/client-visit-templates`,
      cookie: admin,
    });
    expect(templates.json().data.items.map((item: { id: string }) => item.id)).toEqual([
      made.templateId,
    ]);
    const v = tableOf(recordKind('visits'));
    const visits = (await t.db
      .select()
      .from(v)
      .where(and(eq(column(v, 'client'), clientId), isNull(column(v, 'deletedAt'))))) as Record<
      string,
      unknown
    >[];
    expect(visits).toHaveLength(14);
    expect(visits.every((visit) => visit.template === made.templateId)).toBe(true);
    expect(visits[0]?.tasks).toBe('Strip wash\nMake breakfast');

    const draft = await t.call({ method: 'GET', url: `${url}/${draftId}`, cookie: admin });
    expect(draft.json().data).toMatchObject({
      status: 'Generated',
      generatedTemplate: made.templateId,
      generatedVisits: 14,
    });
    // Generated: nothing to resume, and neither a second generation nor an edit.
    const resume = await t.call({ method: 'GET', url: `${url}/resume`, cookie: admin });
    expect(resume.json().data.items).toEqual([]);
    const again = await t.call({
      method: 'POST',
      url: `${url}/${draftId}/generate`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(409);
    expect((await saveStep(draftId, { tasks: 'Changed' })).statusCode).toBe(409);
  });
});
