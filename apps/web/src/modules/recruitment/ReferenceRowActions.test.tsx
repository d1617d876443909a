import type { PersonFileSections } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks: loaded once here so the first test stays within its timeout.
  await import('../../platform/person-files/PersonFileLayout');
  await import('./ReferenceRowActions');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const APPLICANT = 'a1';
const BASE = `/api/v1/applicants/${APPLICANT}`;
const LIST = `${BASE}/applicant-references`;

const reference = (id: string, refereeName: string, fields: Record<string, unknown>) =>
  row(id, {
    type: 'Employer',
    refereeName,
    email: `${id}@example.org`,
    company: 'Leeds Care',
    receivedOn: null,
    satisfactory: null,
    ...fields,
  });

const waiting = reference('r1', 'Pat Waiting', { requestState: 'Not requested' });
const sent = reference('r2', 'Sam Sent', {
  requestState: 'Requested',
  requestedOn: '2026-11-20T10:00:00.000Z',
  timesChased: 1,
});
const received = reference('r3', 'Kim Received', {
  requestState: 'Received',
  receivedOn: '2026-11-24T10:00:00.000Z',
  satisfactory: 'Not yet reviewed',
});

const sections: PersonFileSections = { owner: { id: APPLICANT, name: 'Amira Khan' }, items: [] };

const routes = {
  [`GET ${BASE}/sections`]: () => ok(sections),
  [`GET ${LIST}`]: () => ok(page([waiting, sent, received])),
  [`GET ${BASE}`]: () => ok(row(APPLICANT, { forename: 'Amira', surname: 'Khan' })),
  'POST /api/v1/applicant-references/r1/send-request': () =>
    ok({ id: 'r1', requestState: 'Requested', timesChased: 0 }, 'Reference request sent.'),
  'POST /api/v1/applicant-references/r2/chase': () =>
    ok({ id: 'r2', requestState: 'Requested', timesChased: 2 }, 'Reminder sent.'),
};

describe('the References section of the applicant file', { timeout: 30_000 }, () => {
  it('sends a request, chases a waiting one, and offers nothing once received', async () => {
    const server = recordServer(userWhoMay(['applicants']), routes);
    const user = userEvent.setup({ delay: null });
    renderApp(`/app/applicants/${APPLICANT}/edit/references`);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.click(
      await within(table).findByRole('button', { name: 'Send request to Pat Waiting' }),
    );
    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/applicant-references/r1/send-request')).toHaveLength(1),
    );
    await user.click(within(table).getByRole('button', { name: 'Chase Sam Sent now' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/applicant-references/r2/chase')).toHaveLength(1),
    );
    expect(within(table).queryByRole('button', { name: /^(Send|Chase).*Kim Received/ })).toBeNull();
    // The list is read again after each, showing the request as the server now has it.
    await waitFor(() => expect(server.calls('GET', LIST).length).toBeGreaterThan(1));
  });

  it('offers nothing to someone who may only read the file', async () => {
    recordServer(userWhoMay(['applicants'], ['read']), routes);
    renderApp(`/app/applicants/${APPLICANT}/edit/references`);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(table).queryByRole('button', { name: /Send request|Chase/ })).toBeNull();
  });
});
