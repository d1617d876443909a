import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_IMAGE, stubCanvas } from '../../platform/forms/form-test-kit';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const TOKEN = 'tok3nOfTheRefereesLink0123456789abcdefABCDE';
const REFERENCE = '3f1c2b9e-5d4a-4e8b-9c7d-0a1b2c3d4e5f';
const FORM = `/api/v1/character-reference/${TOKEN}`;
const DEAD =
  'This reference link no longer works. It may have been used already, or be out of date. Please ask the agency that sent it for a new one.';

const shown = {
  formKey: 'character-reference',
  applicantName: 'Amira Khan',
  refereeName: 'Pat Referee',
  organisation: 'Meadowbank Home Care',
};

const choose = async (user: ReturnType<typeof userEvent.setup>, group: string, option: string) =>
  user.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );

describe('the character reference page', { timeout: 60_000 }, () => {
  it('says whose reference it is, checks the answers, and sends them once with the link’s token', async () => {
    onAPhone();
    stubCanvas();
    // The form's answer waits until the page has shown that it is loading.
    let answer: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const server = fakeServer({
      [`GET ${FORM}`]: async () => {
        await loaded;
        return ok(shown);
      },
      'POST /api/v1/character-reference': () =>
        ok(null, 'Thank you. Your reference has been sent.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/character-reference/${REFERENCE}/${TOKEN}`);
    expect(await screen.findByText('Opening the reference form…')).toBeTruthy();
    answer();
    await waitFor(() => expect(document.title).toBe('care360 - Character Reference'));
    expect(
      await screen.findByRole('heading', { name: 'Character Reference for Amira Khan' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Dear Pat Referee, Amira Khan has applied to work for Meadowbank/),
    ).toBeTruthy();

    // Nothing answered: nothing sent, and the first question says why.
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(server.calls('POST', '/api/v1/character-reference')).toHaveLength(0);
    expect(
      screen.getByText('Some answers need checking. Each one says what is wrong.'),
    ).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /How do you know them/ }), 'Tutor');
    await user.type(screen.getByRole('textbox', { name: /Known since/ }), '01/09/2018');
    await choose(user, 'Are you related to them?', 'No');
    await choose(user, 'Honesty and integrity', 'Excellent');
    await choose(user, 'Reliability', 'Good');
    await choose(user, 'Kindness and patience', 'Excellent');
    await user.type(
      screen.getByRole('textbox', { name: /make a good care worker/ }),
      'Patient and kind.',
    );
    await choose(
      user,
      'Do you know of any reason they should not work with vulnerable adults or children?',
      'No',
    );
    await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Pat Referee');
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Pat Referee');
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Pat Referee');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));

    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/character-reference')).toHaveLength(1),
    );
    const body = server.calls('POST', '/api/v1/character-reference')[0]?.body as {
      token: string;
      answers: Record<string, unknown>;
    };
    expect(body.token).toBe(TOKEN);
    expect(JSON.stringify(body)).not.toContain(REFERENCE);
    expect(body.answers).toMatchObject({
      relationship: 'Tutor',
      known_since: '2018-09-01',
      related: 'no',
      honesty: 'excellent',
      safeguarding_concerns: 'no',
    });
    expect((body.answers.signature as { image: string }).image).toBe(SIGNATURE_IMAGE);
    expect(await screen.findByText(/Your reference has been sent/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reference' })).toBeNull();
  });

  it('shows a used, expired or withdrawn link’s one message, and no form', async () => {
    fakeServer({ [`GET ${FORM}`]: () => refused(400, DEAD) });
    renderApp(`/character-reference/${REFERENCE}/${TOKEN}`);
    expect(await screen.findByText(DEAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reference' })).toBeNull();
  });

  it('opens the employer’s form at its own address', async () => {
    const employer = `/api/v1/employer-reference/${TOKEN}`;
    fakeServer({ [`GET ${employer}`]: () => ok({ ...shown, formKey: 'employer-reference' }) });
    renderApp(`/employer-reference/${REFERENCE}/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Employer Reference for Amira Khan' }),
    ).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Would you employ them again?' })).toBeTruthy();
  });
});
