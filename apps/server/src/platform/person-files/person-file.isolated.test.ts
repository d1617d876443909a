import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPersonTables,
  declareTestPersonFile,
  TEST_PERSON_FILE,
} from '../../test/test-person-file';

/**
 * A person kind that exists only in this test gets, from its declaration
 * alone, the file's routes: sections with completion, counts and signatures, a scored
 * questionnaire with versioned answers and 409 on a stale save, a signed contract, the file's
 * history, and the owner's permissions over its nested kind.
 */

declareTestPersonFile();
const { createTestApp, DEMO_USERS } = await import('../../test/test-app');

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let coordinator: string;
let riverside: string;
let personId: string;

const SIGNATURE = {
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  name: 'Jo Tester',
  date: '2026-01-05',
};

beforeAll(async () => {
  t = await createTestApp();
  await createTestPersonTables(t.database);
  [admin, coordinator, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/test-people',
    cookie: admin,
    payload: { firstName: 'Jo', lastName: 'Tester' },
  });
  expect(created.statusCode, created.body).toBe(201);
  personId = created.json().data.id;
});
afterAll(() => t?.close());

const base = () => `/api/v1/test-people/${personId}`;
const get = (path: string, cookie = admin) =>
  t.call({ method: 'GET', url: `${base()}${path}`, cookie });
const save = (form: string, payload: Record<string, unknown>, cookie = admin) =>
  t.call({ method: 'POST', url: `${base()}/forms/${form}/responses`, cookie, payload });

interface Section {
  key: string;
  group: string;
  kind: string;
  completion: number | null;
  count: number | null;
  signed: boolean;
  nextReviewOn: string | null;
}
const sections = async () => {
  const response = await get('/sections');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { owner: { name: string }; items: Section[] };
};

describe('a person file declared only in a test', () => {
  it('lists its sections in its groups, from the declaration', async () => {
    const { owner, items } = await sections();
    expect(owner.name).toBe('Jo Tester');
    expect(items.map(({ key, group, kind }) => [key, group, kind])).toEqual([
      ['details', 'Profile', 'edit'],
      ['wellbeing-check', 'Assessments', 'form'],
      ['work-agreement', 'Contracts', 'form'],
      ['test-person-notes', 'Records', 'list'],
    ]);
    expect(items.find((item) => item.key === 'wellbeing-check')).toMatchObject({
      completion: 0,
      signed: false,
    });
    expect(items.find((item) => item.key === 'test-person-notes')?.count).toBe(0);
  });

  it('counts the nested records, scores the questionnaire and signs the contract', async () => {
    const note = await t.call({
      method: 'POST',
      url: `${base()}/test-person-notes`,
      cookie: admin,
      payload: { note: 'Prefers morning calls' },
    });
    expect(note.statusCode, note.body).toBe(201);
    // A read of a record in the file is audited by the file's declaration alone.
    const read = await get(`/test-person-notes/${note.json().data.id}`);
    expect(read.statusCode, read.body).toBe(200);

    const scored = await save('wellbeing-check', {
      answers: { lowMood: 'yes', poorSleep: 'no' },
      status: 'completed',
      basedOn: null,
    });
    expect(scored.statusCode, scored.body).toBe(201);
    expect(scored.json().data.response).toMatchObject({ score: 2, riskLabel: 'Some concern' });

    // A save from the same starting point is stale now: refused, and nothing is written.
    const stale = await save('wellbeing-check', {
      answers: { lowMood: 'no', poorSleep: 'no' },
      status: 'completed',
      basedOn: null,
    });
    expect(stale.statusCode).toBe(409);

    const signed = await save('work-agreement', {
      answers: { agree: 'yes', signature: SIGNATURE },
      status: 'completed',
      basedOn: null,
    });
    expect(signed.statusCode, signed.body).toBe(201);

    const { items } = await sections();
    const byKey = (key: string) => items.find((item) => item.key === key);
    expect(byKey('test-person-notes')?.count).toBe(1);
    expect(byKey('wellbeing-check')?.completion).toBe(100);
    expect(byKey('wellbeing-check')?.nextReviewOn).not.toBeNull();
    expect(byKey('work-agreement')?.signed).toBe(true);

    const form = await get('/forms/wellbeing-check');
    expect(form.json().data.history).toHaveLength(1);
    expect(form.json().data.definition.key).toBe('wellbeing-check');
  });

  it('has a history of its own record, its nested records and its questionnaires', async () => {
    const response = await get('/file-history');
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data.items as { section: string; action: string }[];
    const seen = new Set(entries.map((entry) => `${entry.action} ${entry.section}`));
    expect(seen).toContain('create Test Person details');
    expect(seen).toContain('create Test Person Note');
    expect(seen).toContain('read Test Person Note');
    expect(seen).toContain('create Wellbeing Check');
    expect(seen).toContain('read Wellbeing Check');
    expect(seen).toContain('create Work Agreement');
  });

  it('is closed to a role without the owner’s permission, nested records included', async () => {
    for (const path of ['/sections', '/file-history', '/forms', '/test-person-notes']) {
      expect((await get(path, coordinator)).statusCode, path).toBe(403);
    }
    const refused = await save(
      'wellbeing-check',
      { answers: {}, status: 'draft', basedOn: null },
      coordinator,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('names nothing to another organisation, and nothing of a form it does not declare', async () => {
    for (const path of ['/sections', '/file-history', '/forms/wellbeing-check']) {
      expect((await get(path, riverside)).statusCode, path).toBe(404);
    }
    expect((await get('/forms/falls-risk-assessment')).statusCode).toBe(404);
  });

  it('is declared once: the file is in the catalogue the routes were made from', () => {
    expect(TEST_PERSON_FILE.questionnaires.map((form) => form.key)).toEqual([
      'wellbeing-check',
      'work-agreement',
    ]);
  });
});
