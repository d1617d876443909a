import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { onAPhone } from '../../test/phone';
import { currentHref, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'tok3nOfTheInterviewLink0123456789abcdefABCD';
const OFFER = `/api/v1/interview-action/${TOKEN}`;
const SLOT_A = '0b8f7c1e-1111-4a2b-9c3d-000000000001';
const SLOT_B = '0b8f7c1e-1111-4a2b-9c3d-000000000002';

const slot = (id: string, startsAt: string, state = 'Offered') => ({
  id,
  startsAt,
  minutes: 45,
  place: 'In the office',
  branchName: 'Leeds',
  state,
});

describe('the interview action page', { timeout: 30_000 }, () => {
  it('reads the token, drops it from the address, and books the chosen time', async () => {
    onAPhone();
    let booked = false;
    // The first answer waits until the page has shown that it is loading.
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      [`GET ${OFFER}`]: async () => {
        await loaded;
        return ok({
          applicantName: 'Nia Jones',
          organisation: 'Meadowbank Home Care',
          slots: booked
            ? [slot(SLOT_A, '2030-03-05T10:00:00.000Z', 'Booked')]
            : [slot(SLOT_A, '2030-03-05T10:00:00.000Z'), slot(SLOT_B, '2030-03-06T14:30:00.000Z')],
        });
      },
      'POST /api/v1/interview-action': () => {
        booked = true;
        return ok(null, 'Your interview is booked. We look forward to meeting you.');
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/handle-interview-action?token=${TOKEN}`);
    await waitFor(() => expect(document.title).toBe('care360 - Handle Interview Action'));
    expect(await screen.findByText('Opening your interview times…')).toBeTruthy();
    release();
    expect(await screen.findByText(/Hello Nia Jones/)).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/handle-interview-action'));

    // Tuesday 05/03/2030 10:00 UK time (GMT).
    const first = screen.getByRole('radio', {
      name: 'Tuesday 05/03/2030 at 10:00, 45 minutes, In the office (Leeds)',
    });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByText('Choose an interview time.')).toBeTruthy();
    expect(server.calls('POST', '/api/v1/interview-action')).toHaveLength(0);
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/interview-action')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/interview-action')[0]?.body).toEqual({
      token: TOKEN,
      action: 'book',
      interviewId: SLOT_A,
    });
    expect(await screen.findByText(/Your interview is booked/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Confirm I will attend' })).toBeTruthy();
  });

  it('asks to rearrange only with a message', async () => {
    const server = fakeServer({
      [`GET ${OFFER}`]: () =>
        ok({
          applicantName: 'Nia Jones',
          organisation: 'Meadowbank Home Care',
          slots: [slot(SLOT_A, '2030-03-05T10:00:00.000Z')],
        }),
      'POST /api/v1/interview-action': () =>
        ok(null, 'Thank you. The office will be in touch with other times.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/handle-interview-action?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Ask for another time' }));
    await user.click(screen.getByRole('button', { name: 'Send my times' }));
    expect(screen.getByText('Tell us which days and times would suit you.')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: /Which days and times would suit you/ }),
      'Any morning next week',
    );
    await user.click(screen.getByRole('button', { name: 'Send my times' }));
    await waitFor(() => expect(server.calls('POST', '/api/v1/interview-action')).toHaveLength(1));
    expect(server.calls('POST', '/api/v1/interview-action')[0]?.body).toEqual({
      token: TOKEN,
      action: 'rearrange',
      message: 'Any morning next week',
    });
    expect(await screen.findByText(/The office will be in touch/)).toBeTruthy();
  });

  it('shows a dead link’s message as it comes, and says so when there is no token at all', async () => {
    fakeServer({
      [`GET ${OFFER}`]: () =>
        refused(
          400,
          'This link does not work. It may be used up, out of date or withdrawn. Ask for a new one.',
        ),
    });
    const { unmount } = renderApp(`/handle-interview-action?token=${TOKEN}`);
    expect(await screen.findByText(/It may be used up, out of date or withdrawn/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    unmount();
    renderApp('/handle-interview-action');
    expect(await screen.findByText(/open the link in the email we sent you again/)).toBeTruthy();
  });
});
