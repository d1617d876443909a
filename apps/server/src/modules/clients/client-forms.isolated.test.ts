import { schema } from '@care360/db';
import type * as Domain from '@care360/domain';
import { type FormDefinition, recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * The seam: these tests add small forms of their own to the registry the endpoints read
 * (CLIENT_FORMS), so they prove the engine whatever the real questionnaires say, and can swap a
 * form for a later version of it mid-test.
 */
const { registry, mobility, unversioned } = vi.hoisted(() => {
  const mobility: FormDefinition = {
    key: 'test-mobility-risk',
    title: 'Mobility Risk',
    version: 2,
    purpose: 'assessment',
    reviewMonths: 6,
    scoring: {
      bands: [
        { min: 0, label: 'Low risk', level: 'low' },
        { min: 4, label: 'Medium risk', level: 'medium' },
        { min: 8, label: 'High risk', level: 'high' },
      ],
    },
    sections: [
      {
        id: 'history',
        title: 'History',
        questions: [
          {
            id: 'fallen',
            type: 'yesNo',
            label: 'Fallen this year?',
            required: true,
            scoreIfYes: 3,
          },
          {
            id: 'injured',
            type: 'yesNo',
            label: 'Injured?',
            scoreIfYes: 2,
            showWhen: { question: 'fallen', in: ['yes'] },
          },
          {
            id: 'injury',
            type: 'text',
            label: 'What injury?',
            required: true,
            showWhen: { question: 'injured', in: ['yes'] },
          },
          {
            id: 'walking',
            type: 'choice',
            label: 'Walking',
            required: true,
            options: [
              { value: 'alone', label: 'Alone', score: 0 },
              { value: 'aid', label: 'With an aid', score: 1 },
              { value: 'help', label: 'With help', score: 2 },
            ],
          },
          {
            id: 'medicines',
            type: 'multiChoice',
            label: 'Medicines',
            options: [
              { value: 'sedatives', label: 'Sedatives', score: 2 },
              { value: 'diuretics', label: 'Diuretics', score: 1 },
            ],
          },
          { id: 'notes', type: 'longText', label: 'Notes' },
        ],
      },
    ],
  };
  const unversioned: FormDefinition = {
    key: 'test-unversioned',
    title: 'Unversioned',
    version: 1,
    purpose: 'profile',
    sections: [{ id: 's', title: 'S', questions: [{ id: 'likes', type: 'text', label: 'Likes' }] }],
  };
  return { registry: [] as FormDefinition[], mobility, unversioned };
});

// The client file's declaration (CLIENT_FILE) is where the endpoints find its questionnaires.
vi.mock('@care360/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof Domain>();
  registry.push(...domain.CLIENT_FORMS, mobility, unversioned);
  Object.assign(domain.CLIENT_FILE, { questionnaires: registry });
  return { ...domain, CLIENT_FORMS: registry };
});

let t: TestApp;
let admin: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
});
afterAll(() => t.close());

const newClient = async () => (await createSample(t, admin, recordKind('clients'))).row.id;

const formUrl = (clientId: string, form = mobility.key) =>
  `/api/v1/clients/${clientId}/forms/${form}`;

interface SaveInput {
  answers: Record<string, unknown>;
  status?: 'draft' | 'completed';
  basedOn?: string | null;
  assessedOn?: string;
  nextReviewOn?: string | null;
}

const save = (clientId: string, input: SaveInput, cookie = admin, form = mobility.key) =>
  t.call({
    method: 'POST',
    url: `${formUrl(clientId, form)}/responses`,
    cookie,
    payload: { status: 'completed', basedOn: null, ...input },
  });

async function saved(clientId: string, input: SaveInput) {
  const response = await save(clientId, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.response;
}

async function read(clientId: string, cookie = admin, form = mobility.key) {
  const response = await t.call({ method: 'GET', url: formUrl(clientId, form), cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('saving a questionnaire', () => {
  it('scores a completed assessment, bands the risk, and records who assessed and the next review', async () => {
    const clientId = await newClient();
    const response = await saved(clientId, {
      answers: {
        fallen: 'yes',
        injured: 'yes',
        injury: 'Bruised hip',
        walking: 'help',
        medicines: ['sedatives', 'diuretics'],
      },
      assessedOn: '2026-01-31',
    });
    expect(response).toMatchObject({
      status: 'completed',
      score: 3 + 2 + 2 + 2 + 1,
      riskLevel: 'high',
      riskLabel: 'High risk',
      completion: 100,
      assessedOn: '2026-01-31',
      assessedByName: DEMO_USERS.admin.name,
      nextReviewOn: '2026-07-31',
      formVersion: 2,
    });

    const low = await saved(clientId, {
      answers: { fallen: 'no', walking: 'aid' },
      basedOn: response.id,
    });
    expect(low).toMatchObject({ score: 1, riskLevel: 'low', riskLabel: 'Low risk' });
  });

  it('answers with the risk level in its message', async () => {
    const clientId = await newClient();
    const response = await save(clientId, { answers: { fallen: 'yes', walking: 'aid' } });
    expect(response.json().message).toBe('Mobility Risk saved: Medium risk.');
  });

  it('refuses a completed form with a required question missing, naming the question', async () => {
    const clientId = await newClient();
    const response = await save(clientId, { answers: { fallen: 'yes', injured: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Please correct the highlighted answers.',
      errors: { 'answers.injury': ['Enter an answer.'], 'answers.walking': ['Choose an answer.'] },
    });
    expect((await read(clientId)).history).toEqual([]);
  });

  it('keeps a draft with required questions empty, but not with a wrong answer', async () => {
    const clientId = await newClient();
    const draft = await saved(clientId, { answers: { fallen: 'yes' }, status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', completion: 50, nextReviewOn: null });
    const wrong = await save(clientId, {
      answers: { walking: 'cartwheels', shoe_size: 9 },
      status: 'draft',
      basedOn: draft.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      'answers.walking': ['Choose one of the options.'],
      'answers.shoe_size': ['This question is not on the form.'],
    });
  });

  it('drops the answers of questions hidden by the answers, and does not score them', async () => {
    const clientId = await newClient();
    const response = await saved(clientId, {
      answers: { fallen: 'no', injured: 'yes', injury: 'Cut knee', walking: 'alone' },
    });
    expect(response.answers).toEqual({ fallen: 'no', walking: 'alone' });
    expect(response.score).toBe(0);
  });

  it('refuses an assessment dated in the future or reviewed before it was done', async () => {
    const clientId = await newClient();
    const answers = { fallen: 'no', walking: 'alone' };
    const future = await save(clientId, { answers, assessedOn: daysFromToday(3) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({
      assessedOn: ['The assessment date cannot be in the future.'],
    });
    const backwards = await save(clientId, {
      answers,
      assessedOn: '2026-02-01',
      nextReviewOn: '2026-01-01',
    });
    expect(backwards.json().errors).toEqual({
      nextReviewOn: ['The next review must be after the assessment date.'],
    });
  });

  it('sets a falls risk assessment’s review by its risk: high, 30 days; earlier may be chosen, later not', async () => {
    const clientId = await newClient();
    const falls = 'falls-risk-assessment';
    const high = {
      recent_falls: 'last_3_months',
      medications: 'more_than_two',
      psychological: 'moderate',
      cognitive_status: 'moderate',
      actions_agreed: 'Walking frame within reach; GP medication review requested.',
    };
    const first = await save(clientId, { answers: high, assessedOn: '2026-11-23' }, admin, falls);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.response).toMatchObject({
      riskLevel: 'high',
      score: 16,
      assessedOn: '2026-11-23',
      nextReviewOn: '2026-12-23',
    });
    const basedOn = first.json().data.response.id;
    const later = await save(
      clientId,
      { answers: high, assessedOn: '2026-11-23', nextReviewOn: '2027-01-05', basedOn },
      admin,
      falls,
    );
    expect(later.statusCode).toBe(400);
    expect(later.json().errors).toEqual({
      nextReviewOn: ['The next review must be on or before 23/12/2026 (high risk: 30 days).'],
    });
    const none = await save(
      clientId,
      { answers: high, assessedOn: '2026-11-23', nextReviewOn: null, basedOn },
      admin,
      falls,
    );
    expect(none.statusCode).toBe(400);
    const sooner = await save(
      clientId,
      { answers: high, assessedOn: '2026-11-23', nextReviewOn: '2026-12-07', basedOn },
      admin,
      falls,
    );
    expect(sooner.statusCode, sooner.body).toBe(201);
    expect(sooner.json().data.response.nextReviewOn).toBe('2026-12-07');
    // A low risk waits 180 days.
    const low = await save(
      clientId,
      {
        answers: { ...high, recent_falls: 'none_12_months', medications: 'none' },
        assessedOn: '2026-11-23',
        basedOn: sooner.json().data.response.id,
      },
      admin,
      falls,
    );
    expect(low.json().data.response).toMatchObject({
      riskLevel: 'low',
      nextReviewOn: '2027-05-22',
    });
  });

  it('refuses a save based on a response that is no longer the latest, and writes nothing', async () => {
    const clientId = await newClient();
    const first = await saved(clientId, { answers: { fallen: 'no', walking: 'alone' } });
    const stale = await save(clientId, { answers: { fallen: 'yes', walking: 'help' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ id: first.id, answers: first.answers });
    expect((await read(clientId)).history.map((h: { id: string }) => h.id)).toEqual([first.id]);

    const second = await saved(clientId, {
      answers: { fallen: 'yes', walking: 'help' },
      basedOn: first.id,
    });
    const again = await save(clientId, {
      answers: { fallen: 'no', walking: 'aid' },
      basedOn: first.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.current.id).toBe(second.id);
  });

  it('refuses to save when the stored definition of this version differs from the code', async () => {
    const clientId = await newClient();
    await t.db.insert(schema.formDefinitions).values({
      key: unversioned.key,
      version: unversioned.version,
      definition: { ...unversioned, title: 'Unversioned, as first released' },
    });
    const response = await save(clientId, { answers: { likes: 'Tea' } }, admin, unversioned.key);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('This form changed without a new version number.');
    expect((await read(clientId, admin, unversioned.key)).response).toBeNull();
  });

  it('writes the save to the audit trail with the form and its score', async () => {
    const clientId = await newClient();
    const response = await saved(clientId, { answers: { fallen: 'yes', walking: 'aid' } });
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'client-form-responses'),
          eq(schema.auditLog.recordId, response.id),
          eq(schema.auditLog.action, 'create'),
        ),
      );
    expect(entry?.organisationId).toBe(t.organisationId);
    expect(entry?.changes).toMatchObject({
      ownerId: clientId,
      form: mobility.key,
      formVersion: 2,
      status: 'completed',
      score: 4,
      riskLabel: 'Medium risk',
    });
  });
});

describe('reading questionnaires', () => {
  it('lists every form of the client file with its latest response and whether its review is overdue', async () => {
    const clientId = await newClient();
    const first = await saved(clientId, {
      answers: { fallen: 'yes', walking: 'help' },
      assessedOn: '2024-01-10',
    });
    const latest = await saved(clientId, {
      answers: { fallen: 'no', walking: 'alone' },
      status: 'draft',
      basedOn: first.id,
    });
    await saved(await newClient(), { answers: { fallen: 'no', walking: 'alone' } });
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}/forms`,
      cookie: admin,
    });
    const items = response.json().data.items;
    expect(items.map((item: { key: string }) => item.key)).toEqual(registry.map((f) => f.key));
    expect(items.find((item: { key: string }) => item.key === unversioned.key)).toEqual({
      key: unversioned.key,
      title: 'Unversioned',
      purpose: 'profile',
      latest: null,
    });
    expect(items.find((item: { key: string }) => item.key === mobility.key).latest).toMatchObject({
      id: latest.id,
      status: 'draft',
      // The draft does not hide that the completed assessment's review (July 2024) is overdue.
      overdue: true,
    });

    const overdueClient = await newClient();
    await saved(overdueClient, {
      answers: { fallen: 'yes', walking: 'help' },
      assessedOn: '2024-01-10',
    });
    const overdue = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${overdueClient}/forms`,
      cookie: admin,
    });
    const item = overdue.json().data.items.find((i: { key: string }) => i.key === mobility.key);
    expect(item.latest).toMatchObject({
      status: 'completed',
      score: 5,
      riskLevel: 'medium',
      riskLabel: 'Medium risk',
      completion: 100,
      assessedOn: '2024-01-10',
      nextReviewOn: '2024-07-10',
      overdue: true,
    });
  });

  it('gives the definition, the latest response and the history, and audits the read', async () => {
    const clientId = await newClient();
    const first = await saved(clientId, { answers: { fallen: 'no', walking: 'alone' } });
    const second = await saved(clientId, {
      answers: { fallen: 'yes', walking: 'aid' },
      basedOn: first.id,
    });
    const data = await read(clientId);
    expect(data.definition.key).toBe(mobility.key);
    expect(data.response).toMatchObject({
      id: second.id,
      answers: { fallen: 'yes', walking: 'aid' },
    });
    expect(data.responseDefinition).toBeNull();
    expect(data.history).toMatchObject([
      {
        id: second.id,
        score: 4,
        riskLabel: 'Medium risk',
        formVersion: 2,
        assessedByName: DEMO_USERS.admin.name,
      },
      { id: first.id, score: 0, riskLabel: 'Low risk', formVersion: 2 },
    ]);
    const reads = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'client-form-responses'),
          eq(schema.auditLog.recordId, second.id),
          eq(schema.auditLog.action, 'read'),
        ),
      );
    expect(reads).toHaveLength(1);
    expect(reads[0]?.changes).toEqual({ ownerId: clientId, form: mobility.key });
  });

  it('keeps an answered response readable, as answered, after the form gets a new version', async () => {
    const clientId = await newClient();
    const old = await saved(clientId, {
      answers: { fallen: 'yes', walking: 'help', notes: 'Uses a frame indoors.' },
    });
    // A later release: walking rescored, notes removed, a new question.
    const position = registry.indexOf(mobility);
    const [history] = mobility.sections;
    if (!history) throw new Error('the test form has a section');
    const later: FormDefinition = {
      ...mobility,
      version: 3,
      sections: [
        {
          ...history,
          questions: [
            ...history.questions
              .filter((q) => q.id !== 'notes')
              .map((q) =>
                q.id === 'walking'
                  ? { ...q, options: q.options?.map((o) => ({ ...o, score: (o.score ?? 0) * 3 })) }
                  : q,
              ),
            { id: 'footwear', type: 'yesNo', label: 'Safe footwear?', required: true },
          ],
        },
      ],
    };
    registry[position] = later;
    try {
      const data = await read(clientId);
      expect(data.definition.version).toBe(3);
      expect(data.response).toMatchObject({
        id: old.id,
        formVersion: 2,
        score: 5,
        answers: { fallen: 'yes', walking: 'help', notes: 'Uses a frame indoors.' },
      });
      expect(data.responseDefinition.version).toBe(2);
      expect(
        data.responseDefinition.sections[0].questions.map((q: { id: string }) => q.id),
      ).toContain('notes');

      const answers = { fallen: 'yes', walking: 'help', footwear: 'yes' };
      const refused = await save(clientId, {
        answers: { ...answers, notes: 'x' },
        basedOn: old.id,
      });
      expect(refused.json().errors).toEqual({
        'answers.notes': ['This question is not on the form.'],
      });
      const current = await saved(clientId, { answers, basedOn: old.id });
      expect(current).toMatchObject({ formVersion: 3, score: 3 + 6 });

      const past = await t.call({
        method: 'GET',
        url: `${formUrl(clientId)}/responses/${old.id}`,
        cookie: admin,
      });
      expect(past.statusCode).toBe(200);
      expect(past.json().data.definition.version).toBe(2);
      expect(past.json().data.response).toMatchObject({
        id: old.id,
        formVersion: 2,
        score: 5,
        answers: { fallen: 'yes', walking: 'help', notes: 'Uses a frame indoors.' },
      });
      expect(
        (await read(clientId)).history.map((h: { formVersion: number }) => h.formVersion),
      ).toEqual([3, 2]);
    } finally {
      registry[position] = mobility;
    }
  });
});

describe('what a caller cannot reach', () => {
  it('answers 404 for a form the file does not have', async () => {
    const clientId = await newClient();
    const get = await t.call({
      method: 'GET',
      url: formUrl(clientId, 'no-such-form'),
      cookie: admin,
    });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('We could not find that form. It may have been removed.');
    expect((await save(clientId, { answers: {} }, admin, 'no-such-form')).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's client, and writes nothing", async () => {
    const clientId = await newClient();
    const first = await saved(clientId, { answers: { fallen: 'no', walking: 'alone' } });
    const calls = [
      t.call({ method: 'GET', url: `/api/v1/clients/${clientId}/forms`, cookie: riverside }),
      t.call({ method: 'GET', url: formUrl(clientId), cookie: riverside }),
      t.call({
        method: 'GET',
        url: `${formUrl(clientId)}/responses/${first.id}`,
        cookie: riverside,
      }),
      save(clientId, { answers: { fallen: 'no', walking: 'aid' }, basedOn: first.id }, riverside),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await read(clientId)).history).toHaveLength(1);
  });

  it('answers 404 for a response of another client or another form', async () => {
    const clientId = await newClient();
    const response = await saved(clientId, { answers: { fallen: 'no', walking: 'alone' } });
    const otherClient = await newClient();
    const wrongClient = await t.call({
      method: 'GET',
      url: `${formUrl(otherClient)}/responses/${response.id}`,
      cookie: admin,
    });
    expect(wrongClient.statusCode).toBe(404);
    const wrongForm = await t.call({
      method: 'GET',
      url: `${formUrl(clientId, unversioned.key)}/responses/${response.id}`,
      cookie: admin,
    });
    expect(wrongForm.statusCode).toBe(404);
  });

  it('answers 404 for a deleted client', async () => {
    const clientId = await newClient();
    // Clients are archived, not deleted by a click; only the retention task removes one.
    await t.db
      .update(schema.clients)
      .set({ deletedAt: new Date() } as never)
      .where(eq(schema.clients.id, clientId));
    expect((await save(clientId, { answers: { fallen: 'no', walking: 'alone' } })).statusCode).toBe(
      404,
    );
  });
});
