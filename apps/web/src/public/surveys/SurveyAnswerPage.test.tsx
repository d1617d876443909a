import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'tok3nOfTheSurveyLink0123456789abcdefABCDEFG';
const FORM = `/api/v1/survey-answer/${TOKEN}`;

const survey = {
  title: 'Carer wellbeing survey 2026',
  closesOn: '2030-03-27',
  definition: {
    key: 'carer-surveys-s1',
    title: 'Carer wellbeing survey 2026',
    version: 1,
    purpose: 'profile',
    sections: [
      {
        id: 'questions',
        title: 'Carer wellbeing survey 2026',
        questions: [
          {
            id: 'q-1',
            label: 'Do you get enough travel time between visits?',
            type: 'yesNo',
            required: true,
          },
        ],
      },
    ],
  },
};

describe('a staff survey opened from its emailed link', { timeout: 60_000 }, () => {
  it('asks the questions, checks them, and sends the answers once with the token', async () => {
    const server = fakeServer({
      [`GET ${FORM}`]: () => ok(survey),
      'POST /api/v1/survey-answer': () => ok(null, 'Thank you. Your answers have been sent.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/survey-answer/${TOKEN}`);
    await waitFor(() => expect(document.title).toBe('care360 - Staff Survey'));
    // The page's heading, and the questions' section under the same name.
    const headings = await screen.findAllByRole(
      'heading',
      { name: 'Carer wellbeing survey 2026' },
      { timeout: 10_000 },
    );
    expect(headings.length).toBeGreaterThan(0);
    expect(screen.getByText(/Open until 27\/03\/2030/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText(/Some answers need checking/)).toBeTruthy();
    expect(server.calls('POST', '/api/v1/survey-answer')).toHaveLength(0);
    const group = screen.getByRole('radiogroup', {
      name: /Do you get enough travel time between visits/,
    });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText(/Your answers have been sent/)).toBeTruthy();
    expect(server.calls('POST', '/api/v1/survey-answer')[0]?.body).toEqual({
      token: TOKEN,
      answers: { 'q-1': 'yes' },
    });
  });

  it('shows the server’s plain refusal for a used link', async () => {
    fakeServer({
      [`GET ${FORM}`]: () =>
        refused(
          404,
          'This link no longer works: it was answered already, or the survey has closed.',
        ),
    });
    renderApp(`/survey-answer/${TOKEN}`);
    expect(
      await screen.findByText(/it was answered already/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
