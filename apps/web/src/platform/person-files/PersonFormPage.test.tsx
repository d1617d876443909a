import {
  type FormResponse,
  nextReviewDate,
  type PersonFormData,
  ukCalendarDate,
} from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, SeenRequest } from '../../test/fake-server';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import {
  SIGNATURE_IMAGE,
  stubCanvas,
  TEST_ASSESSMENT,
  TEST_CONTRACT,
} from '../forms/form-test-kit';
import {
  alertSaying,
  descriptionOf,
  recordServer,
  row,
  userWhoMay,
} from '../records/record-test-kit';
import type { SaveResponseBody } from './person-file-api';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./PersonFormPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FALLS = '/api/v1/clients/c1/forms/falls-risk-assessment';
const CONSENT = '/api/v1/clients/c1/forms/consent';

/** Response ids as the server gives them: a 409's newer response is read through its schema. */
const ID = {
  r1: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000001',
  r2: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000002',
  r3: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000003',
  r9: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000009',
  r10: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000010',
  s1: 'a4c2e8f0-6b1d-4e3a-9c5f-000000000051',
};

function response(id: string, fields: Partial<FormResponse> = {}): FormResponse {
  return {
    id,
    formKey: TEST_ASSESSMENT.key,
    assessedBy: null,
    answers: {},
    status: 'completed',
    score: null,
    riskLevel: null,
    riskLabel: null,
    completion: 100,
    assessedOn: '2025-03-01',
    assessedByName: 'Amara Okafor',
    nextReviewOn: null,
    formVersion: TEST_ASSESSMENT.version,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...fields,
  };
}

const summary = ({
  answers: _answers,
  formKey: _formKey,
  assessedBy: _assessedBy,
  ...rest
}: FormResponse) => rest;

const latestFalls = response(ID.r2, {
  answers: { fallen: 'yes', falls_count: 2, mobility: 'hoist' },
  score: 7,
  riskLevel: 'high',
  riskLabel: 'High risk',
  nextReviewOn: '2025-09-01',
});

function fallsData(latest: FormResponse | null = latestFalls): PersonFormData {
  return {
    definition: TEST_ASSESSMENT,
    response: latest,
    responseDefinition: null,
    history: latest ? [summary(latest)] : [],
  };
}

const client = row('c1', {
  title: 'Mrs',
  forename: 'Margaret',
  surname: 'Hughes',
  dateOfBirth: '1938-05-14',
  address1: '12 Mill Lane',
  town: 'Leeds',
  postcode: 'LS6 2AB',
});

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

function serve(routes: Record<string, Handler>, permissions = ['read', 'update']) {
  return recordServer(userWhoMay(['clients'], permissions), {
    'GET /api/v1/clients/c1': () => ok(client),
    // The client file's frame around the page.
    'GET /api/v1/clients/c1/sections': () =>
      ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
    ...routes,
  });
}

function created(saved: FormResponse): FakeAnswer {
  return {
    status: 201,
    body: { status: true, message: '', data: { response: saved }, errors: {} },
  };
}

const sentBody = (request: SeenRequest | undefined) => request?.body as SaveResponseBody;

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('a questionnaire of the client file', { timeout: 30_000 }, () => {
  it('opens with the latest answers, who gave them, the review date and the risk band', async () => {
    serve({ [`GET ${FALLS}`]: () => ok(fallsData()) });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    expect(
      await screen.findByRole('heading', { name: 'Client Falls Risk Assessment', level: 1 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Client Falls Risk Assessment'));
    expect(
      await screen.findByText(
        'Completed on 01/03/2025 by Amara Okafor. Next review: 01/09/2025 (every 6 months).',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'How many falls?' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(
      (screen.getByRole('radio', { name: 'Transfers by hoist' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Score 7 — High risk');
    // A new assessment is dated today and proposes the review the form sets.
    const today = ukCalendarDate();
    const ukToday = today.split('-').reverse().join('/');
    expect((screen.getByRole('textbox', { name: /Assessed on/ }) as HTMLInputElement).value).toBe(
      ukToday,
    );
    const review = nextReviewDate(TEST_ASSESSMENT, today)?.split('-').reverse().join('/');
    expect((screen.getByRole('textbox', { name: /Next review/ }) as HTMLInputElement).value).toBe(
      review,
    );
    expect(screen.getByText('Assessed by Amara Okafor')).toBeTruthy();
  });

  it('completes the assessment, sending the answers built on the latest response, and says so', async () => {
    let saved: FormResponse | null = null;
    const server = serve({
      [`GET ${FALLS}`]: () => ok(fallsData(saved ?? latestFalls)),
      [`POST ${FALLS}/responses`]: (request) => {
        const body = sentBody(request);
        saved = response(ID.r3, { answers: body.answers, assessedOn: body.assessedOn ?? null });
        return created(saved);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    await user.click(await screen.findByRole('radio', { name: 'Walks with a frame' }));
    expect(screen.getByRole('status').textContent).toContain('Score 5 — High risk');
    const assessedOn = screen.getByRole('textbox', { name: /Assessed on/ });
    await user.clear(assessedOn);
    await user.type(assessedOn, '20/03/2025');
    expect((screen.getByRole('textbox', { name: /Next review/ }) as HTMLInputElement).value).toBe(
      '20/09/2025',
    );
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await waitFor(() => expect(server.calls('POST', `${FALLS}/responses`)).toHaveLength(1));
    expect(sentBody(server.calls('POST', `${FALLS}/responses`)[0])).toEqual({
      answers: { fallen: 'yes', falls_count: 2, mobility: 'frame' },
      status: 'completed',
      basedOn: ID.r2,
      assessedOn: '2025-03-20',
    });
    expect(await alertSaying('Falls Risk Assessment completed.')).toBeTruthy();
    expect(await screen.findByText(/Completed on 20\/03\/2025 by Amara Okafor/)).toBeTruthy();
  });

  it('refuses to complete with a required answer missing, but keeps a draft', async () => {
    const server = serve({
      [`GET ${FALLS}`]: () => ok(fallsData(null)),
      [`POST ${FALLS}/responses`]: (request) =>
        created(response(ID.r1, { status: 'draft', answers: sentBody(request).answers })),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    expect(await screen.findByText('Nothing has been saved on this form yet.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Walks independently' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(
      screen.getByText('Some answers need checking. Each one says what is wrong.'),
    ).toBeTruthy();
    const fallen = screen.getByRole('radiogroup', { name: /Has the client fallen/ });
    expect(descriptionOf(fallen)).toContain('Choose an answer.');
    // The first question in error takes the focus.
    expect(document.activeElement).toBe(within(fallen).getByRole('radio', { name: 'Yes' }));
    expect(server.calls('POST', `${FALLS}/responses`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.calls('POST', `${FALLS}/responses`)).toHaveLength(1));
    expect(sentBody(server.calls('POST', `${FALLS}/responses`)[0])).toMatchObject({
      answers: { mobility: 'independent' },
      status: 'draft',
      basedOn: null,
    });
    expect(await alertSaying('Falls Risk Assessment: draft saved.')).toBeTruthy();
  });

  it('shows the server’s refusal at the question it names', async () => {
    serve({
      [`GET ${FALLS}`]: () => ok(fallsData()),
      [`POST ${FALLS}/responses`]: () =>
        refused(400, 'Please correct the highlighted answers.', {
          'answers.falls_count': ['Enter a number from 1 to 50.'],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Please correct the highlighted answers.')).toBeTruthy();
    const count = screen.getByRole('textbox', { name: 'How many falls?' });
    expect(descriptionOf(count)).toContain('Enter a number from 1 to 50.');
    expect(document.activeElement).toBe(count);
  });

  it('keeps the person’s answers when someone saved meanwhile, and offers the newer ones', async () => {
    const newer = response(ID.r9, {
      answers: { fallen: 'no', mobility: 'independent' },
      assessedByName: 'Ben Carter',
      score: 0,
    });
    let latest = latestFalls;
    const server = serve({
      [`GET ${FALLS}`]: () => ok(fallsData(latest)),
      [`POST ${FALLS}/responses`]: (request) => {
        if (sentBody(request).basedOn === ID.r2) {
          latest = newer;
          return {
            status: 409,
            body: {
              status: false,
              message: 'Someone else saved this form meanwhile.',
              data: { current: newer },
              errors: {},
            },
          };
        }
        return created(response(ID.r10, { answers: sentBody(request).answers }));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    await user.click(await screen.findByRole('radio', { name: 'Walks with a frame' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Someone else saved this form meanwhile')).toBeTruthy();
    expect(screen.getByText(/Ben Carter saved answers to this form/)).toBeTruthy();
    // Nothing the person entered is lost.
    expect(
      (screen.getByRole('radio', { name: 'Walks with a frame' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Load the newer answers' }));
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'Walks independently' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'How many falls?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.calls('POST', `${FALLS}/responses`)).toHaveLength(2));
    expect(sentBody(server.calls('POST', `${FALLS}/responses`)[1])).toMatchObject({
      answers: { fallen: 'no', mobility: 'independent' },
      basedOn: ID.r9,
    });
  });

  it('lists earlier answers and opens one read-only with the form version it answered', async () => {
    const earlier = response(ID.r1, {
      answers: { fallen: 'no', mobility: 'frame' },
      formVersion: 1,
      assessedOn: '2024-09-01',
      assessedByName: 'Ben Carter',
      score: 2,
      riskLevel: 'low',
      riskLabel: 'Low risk',
    });
    const versionOne = {
      ...TEST_ASSESSMENT,
      version: 1,
      sections: TEST_ASSESSMENT.sections.map((section) => ({
        ...section,
        questions: section.questions.map((question) =>
          question.id === 'mobility' ? { ...question, label: 'Walking' } : question,
        ),
      })),
    };
    serve({
      [`GET ${FALLS}`]: () =>
        ok({ ...fallsData(), history: [summary(latestFalls), summary(earlier)] }),
      [`GET ${FALLS}/responses/${ID.r1}`]: () => ok({ definition: versionOne, response: earlier }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    const history = await screen.findByRole('table');
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('01/09/2024');
    expect(rows[2]?.textContent).toContain('Ben Carter');
    expect(rows[2]?.textContent).toContain('2 — Low risk');

    await user.click(
      within(history).getByRole('button', { name: 'View the answers of 01/09/2024 by Ben Carter' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Walking')).toBeTruthy();
    expect(within(dialog).getByText('Walks with a frame')).toBeTruthy();
    expect(within(dialog).getByText(/Answers to version 1 of the form/)).toBeTruthy();
    expect(within(dialog).getByText('Score 2 — Low risk')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('shows the answers read-only to someone who may not change the file', async () => {
    serve({ [`GET ${FALLS}`]: () => ok(fallsData()) }, ['read']);
    renderApp('/app/clients/c1/edit/falls-risk-assessment');
    expect(await screen.findByText('You can read this form but not change it.')).toBeTruthy();
    expect(screen.getByText('Transfers by hoist')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

const signedConsent = response(ID.s1, {
  answers: {
    share_with_gp: 'yes',
    client_signature: { image: SIGNATURE_IMAGE, name: 'Margaret Hughes', date: '2025-03-27' },
  },
  formVersion: 1,
  assessedOn: '2025-03-27',
});

describe('a contract', { timeout: 30_000 }, () => {
  it('is signed on screen and then shown signed', async () => {
    stubCanvas();
    let latest: FormResponse | null = null;
    const server = serve({
      [`GET ${CONSENT}`]: () =>
        ok({
          definition: TEST_CONTRACT,
          response: latest,
          history: latest ? [summary(latest)] : [],
        }),
      [`POST ${CONSENT}/responses`]: (request) => {
        latest = response(ID.s1, { answers: sentBody(request).answers, formVersion: 1 });
        return created(latest);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/consent');
    await waitFor(() => expect(document.title).toBe('care360 - Client Consent'));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Type your full name' }),
      'Margaret Hughes',
    );
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Margaret Hughes');
    // Contracts are signed, not completed, and have no assessment dates.
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Assessed on/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign and save' }));

    await waitFor(() => expect(server.calls('POST', `${CONSENT}/responses`)).toHaveLength(1));
    const body = sentBody(server.calls('POST', `${CONSENT}/responses`)[0]);
    expect(body.status).toBe('completed');
    expect(body.answers.client_signature).toEqual({
      image: SIGNATURE_IMAGE,
      name: 'Margaret Hughes',
      date: ukCalendarDate(),
    });
    expect(await alertSaying('Consent signed.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Signature of Margaret Hughes' })).toBeTruthy();
  });

  it('shows a signed contract read-only with its terms, signature and a Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    serve({
      [`GET ${CONSENT}`]: () =>
        ok({
          definition: TEST_CONTRACT,
          response: signedConsent,
          history: [summary(signedConsent)],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/consent');
    expect(await screen.findByText('Signed by Margaret Hughes on 27/03/2025')).toBeTruthy();
    expect(await screen.findByText('Mrs Margaret Hughes')).toBeTruthy();
    expect(screen.getByText('We share them only with people involved in your care.')).toBeTruthy();
    expect(screen.getByText('I agree to my information being shared with my GP')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Signature of Margaret Hughes' });
    expect(image.getAttribute('src')).toBe(SIGNATURE_IMAGE);
    expect(screen.queryByRole('button', { name: 'Sign and save' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lets an office user start a new signature from the signed answers', async () => {
    stubCanvas();
    serve({
      [`GET ${CONSENT}`]: () =>
        ok({
          definition: TEST_CONTRACT,
          response: signedConsent,
          history: [summary(signedConsent)],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/consent');
    await user.click(await screen.findByRole('button', { name: 'Start a new signature' }));
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Sign and save' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the signed copy' }));
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
