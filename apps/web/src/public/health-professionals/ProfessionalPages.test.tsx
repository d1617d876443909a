import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOKEN = 'tok3nOfTheProfessionalsLink0123456789abcdE';
const GRANT = '5a1c2b9e-5d4a-4e8b-9c7d-0a1b2c3d4e5f';
const AREA = `/api/v1/health-professional-area/${TOKEN}`;
const DEAD =
  'This access link does not work. It may be out of date or withdrawn. Ask the care agency for a new one.';

const area = {
  professionalName: 'Dr Helen Whitaker',
  organisation: 'Meadowbank Home Care Ltd',
  clientName: 'Margaret Hughes',
  expiresAt: '2030-03-27T17:00:00.000Z',
  documents: [{ type: 'care-plan', label: 'Care plan' }],
};

describe('the health professional pages', { timeout: 60_000 }, () => {
  it('lists only the shared documents and opens the care plan in an 800 px viewer', async () => {
    fakeServer({ [`GET ${AREA}`]: () => ok(area) });
    const user = userEvent.setup({ delay: null });
    renderApp(`/health-professionals/${GRANT}/${TOKEN}`);
    await waitFor(() => expect(document.title).toBe('care360 - Health Professional Area'));
    expect(await screen.findByText(/Margaret Hughes/)).toBeTruthy();
    expect(screen.getByText(/until 27\/03\/2030 17:00/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'MAR chart' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Care plan' }));
    await waitFor(() => expect(document.title).toBe('care360 - Health Professional PDF Preview'));
    const viewer = await screen.findByTitle('Care plan for Margaret Hughes');
    expect(viewer.getAttribute('src')).toContain(`${AREA}/pdf?type=care-plan`);
    expect(getComputedStyle(viewer).height).toBe('800px');
  });

  it('shows the dashboard with the access end', async () => {
    fakeServer({ [`GET ${AREA}`]: () => ok(area) });
    renderApp(`/health-professionals/${GRANT}/${TOKEN}/dashboard`);
    await waitFor(() => expect(document.title).toBe('care360 - Health Professional Dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard: Margaret Hughes' })).toBeTruthy();
    expect(screen.getByText('27/03/2030 17:00')).toBeTruthy();
  });

  it('gives a dead link the server’s one refusal, and a document outside the grant none', async () => {
    fakeServer({ [`GET ${AREA}`]: () => refused(400, DEAD) });
    renderApp(`/health-professionals/${GRANT}/${TOKEN}/pdf/care-plan`);
    expect(await screen.findByText(DEAD)).toBeTruthy();
    expect(screen.queryByTitle(/Care plan for/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('keeps a document the grant does not name out of the viewer', async () => {
    fakeServer({ [`GET ${AREA}`]: () => ok(area) });
    renderApp(`/health-professionals/${GRANT}/${TOKEN}/pdf/mar-chart`);
    expect(await screen.findByText(/not among those shared with you/)).toBeTruthy();
    expect(screen.queryByTitle(/for Margaret Hughes/)).toBeNull();
  });

  it('emails links from the login page, answering as the server does', async () => {
    const answer =
      'If this address has current access to a client’s documents, we have emailed a link to it.';
    const server = fakeServer({
      'POST /health-professionals/login': () => ok({ sent: true }, answer),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/health-professionals');
    await waitFor(() => expect(document.title).toBe('care360 - Health Professional Login'));
    await user.type(
      await screen.findByRole('textbox', { name: /Email address/ }),
      'h.whitaker@nhs.example',
    );
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(answer)).toBeTruthy();
    expect(server.calls('POST', '/health-professionals/login')[0]?.body).toEqual({
      email: 'h.whitaker@nhs.example',
    });
  });
});
