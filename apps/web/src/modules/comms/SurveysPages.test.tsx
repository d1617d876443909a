import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks; loading them once here keeps the first test within its timeouts.
  await import('./SendSurveyPanel');
  await import('./SurveySendRowActions');
  await import('./SurveysDuePage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const SURVEY = '5a0b3c2d-1e4f-4a6b-8c7d-9e0f1a2b3c4d';
const LEEDS = '6b1c4d3e-2f5a-4b7c-9d8e-0f1a2b3c4d5e';
const SEND = '7c2d5e4f-3a6b-4c8d-8e9f-1a2b3c4d5e6f';
const ANN = '8d3e6f5a-4b7c-4d9e-9f0a-2b3c4d5e6f7a';
const BEN = '9e4f7a6b-5c8d-4e0f-8a1b-3c4d5e6f7a8b';

describe('sending a staff survey and chasing who has not answered', { timeout: 60_000 }, () => {
  it('sends a survey from the Surveys list, then reminds one person and everyone due', async () => {
    let reminded: string | null = null;
    const server = recordServer(userWhoMay(['survey-sends']), {
      'GET /api/v1/survey-sends': () =>
        ok(
          page([
            row(SEND, {
              title: 'Carer wellbeing survey 2026',
              audience: 'carer-surveys',
              surveyId: SURVEY,
              branch: LEEDS,
              closesOn: '2030-03-27',
              recipients: 3,
              answered: 1,
              due: 2,
              _titles: { branch: 'Leeds Central' },
            }),
          ]),
        ),
      'GET /api/v1/survey-sends/choices': (request) =>
        ok({
          surveys: [{ id: SURVEY, title: 'Carer wellbeing survey 2026', closesOn: '2030-03-30' }],
          branches: [{ id: LEEDS, name: 'Leeds Central' }],
          people:
            request.query.get('branch') === LEEDS
              ? [
                  { id: ANN, name: 'Ann Carter' },
                  { id: BEN, name: 'Ben Hall' },
                ]
              : [],
        }),
      'POST /api/v1/survey-sends': () =>
        ok({ id: SEND, recipients: 2, emailed: 2 }, 'Survey sent to 2 people; 2 emailed.'),
      [`GET /api/v1/survey-sends/${SEND}/due`]: () =>
        ok({
          send: {
            id: SEND,
            title: 'Carer wellbeing survey 2026',
            closesOn: '2030-03-27',
            recipients: 3,
            answered: 1,
          },
          items: [
            {
              id: 'r1',
              name: 'Ann Carter',
              email: 'ann@example.org',
              remindedAt: reminded,
              reminders: reminded ? 1 : 0,
              remindableAt: reminded ? '2030-03-20T10:00:00.000Z' : null,
            },
            {
              id: 'r2',
              name: 'Ben Hall',
              email: null,
              remindedAt: null,
              reminders: 0,
              remindableAt: null,
            },
          ],
        }),
      [`POST /api/v1/survey-sends/${SEND}/remind`]: (request) => {
        const one = (request.body as { recipient?: string }).recipient;
        if (one) reminded = '2030-03-20T09:00:00.000Z';
        return ok(
          { reminded: one ? 1 : 1, skipped: one ? 0 : 1 },
          one ? '1 reminder sent.' : '1 reminder sent; 1 reminded within the hour left alone.',
        );
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/app/surveys');

    // 1. The office sends the survey to the Leeds carers, closing on a UK date.
    // The list, its declarations and the panel's chunk load first.
    const form = await screen.findByRole('form', { name: 'Send a survey' }, { timeout: 45_000 });
    await user.click(within(form).getByRole('button', { name: 'Send survey' }));
    expect(await within(form).findByText('Choose the survey.')).toBeTruthy();
    expect(server.calls('POST', '/api/v1/survey-sends')).toHaveLength(0);
    await waitFor(() =>
      expect(
        within(form).getByRole('option', { name: 'Carer wellbeing survey 2026' }),
      ).toBeTruthy(),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /Survey/ }), SURVEY);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Branch/ }), LEEDS);
    expect(await within(form).findByText('2 people will receive it by email.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /Closes on/ }), '27/03/2030');
    await user.click(within(form).getByRole('button', { name: 'Send survey' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/survey-sends')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/survey-sends')[0]?.body).toEqual({
      audience: 'carer-surveys',
      surveyId: SURVEY,
      branch: LEEDS,
      closesOn: '2030-03-27',
    });
    expect(await screen.findByText('Survey sent to 2 people; 2 emailed.')).toBeTruthy();

    // 2. The sent survey's row leads to who has not answered.
    await user.click(await screen.findByRole('link', { name: /Not answered: 2/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/surveys/${SEND}/due`));
    expect(await screen.findByText('1 of 3 answered; closes on 27/03/2030.')).toBeTruthy();
    const ann = screen.getByRole('row', { name: /Ann Carter/ });
    expect(within(ann).getByText('Not reminded')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Ben Hall/ })).getByText('No email address'),
    ).toBeTruthy();

    // 3. Remind one: recorded, and the button waits out the hour, saying until when.
    await user.click(within(ann).getByRole('button', { name: 'Remind Ann Carter' }));
    expect(server.calls('POST', `/api/v1/survey-sends/${SEND}/remind`)[0]?.body).toEqual({
      recipient: 'r1',
    });
    const after = await screen.findByRole('row', { name: /Reminded 20\/03\/2030 09:00/ });
    expect(within(after).getByText(/can be reminded again after 20\/03\/2030 10:00/)).toBeTruthy();
    expect(within(after).getByRole('button', { name: 'Remind Ann Carter' })).toHaveProperty(
      'disabled',
      true,
    );

    // 4. Remind all: the server leaves alone whoever was reminded within the hour.
    await user.click(screen.getByRole('button', { name: 'Remind all (2)' }));
    expect(
      await screen.findByText('1 reminder sent; 1 reminded within the hour left alone.'),
    ).toBeTruthy();
    expect(server.calls('POST', `/api/v1/survey-sends/${SEND}/remind`)[1]?.body).toEqual({});
  });
});
