import type { HolidayRequest } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * The holiday requests page: each request with Approve and Decline; Decline asks for the reason
 * and sends nothing without one; each decision is the holiday's own save with the version read;
 * a refusal (a holiday changed meanwhile, an allowance used up) is said on the request.
 */

beforeAll(async () => {
  await import('./HolidayRequestsPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const LIST = '/api/v1/holiday-requests/carers';

const request = (id: string, name: string, fromDate: string, toDate: string): HolidayRequest => ({
  id,
  personId: `p-${id}`,
  name,
  branch: 'Leeds Central',
  fromDate,
  toDate,
  hours: 16,
  reason: 'r1',
  reasonName: 'Annual leave',
  notes: null,
  version: 3,
  apiPath: `/api/v1/carers/p-${id}/carer-holidays/${id}`,
  editPath: `/app/carers/p-${id}/edit/holidays/${id}/edit`,
});

function requestsServer(answers: Record<string, () => ReturnType<typeof ok>>) {
  let pending = [
    request('h1', 'Jo Bloggs', '2027-01-04', '2027-01-05'),
    request('h2', 'Sam Smith', '2027-02-01', '2027-02-02'),
  ];
  const decided = (id: string) => () => {
    const answer = answers[id]?.() ?? ok({ id });
    if (answer.status === 200) pending = pending.filter((r) => r.id !== id);
    return answer;
  };
  return recordServer(userWhoMay(['carers'], ['read', 'update']), {
    [`GET ${LIST}`]: () => ok({ owner: 'carers', requests: pending, more: false }),
    'PUT /api/v1/carers/p-h1/carer-holidays/h1': decided('h1'),
    'PUT /api/v1/carers/p-h2/carer-holidays/h2': decided('h2'),
  });
}

describe('the holiday requests page', { timeout: 30_000 }, () => {
  it('approves one and declines another with its reason, each a save with its version', async () => {
    const server = requestsServer({});
    const user = userEvent.setup({ delay: null });
    renderApp('/app/holiday-requests/carer');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Carer Holiday Requests' },
      { timeout: 10_000 },
    );
    const jo = await screen.findByRole('article', { name: 'Jo Bloggs, 04/01/2027 to 05/01/2027' });
    expect(within(jo).getByText('04/01/2027 to 05/01/2027, 16 hours (Annual leave)')).toBeTruthy();
    expect(within(jo).getByRole('link', { name: 'Jo Bloggs' }).getAttribute('href')).toBe(
      '/app/carers/p-h1/edit/holidays/h1/edit',
    );

    await user.click(within(jo).getByRole('button', { name: /^Approve Jo Bloggs/ }));
    await waitFor(() =>
      expect(server.calls('PUT', '/api/v1/carers/p-h1/carer-holidays/h1')).toHaveLength(1),
    );
    expect(server.calls('PUT', '/api/v1/carers/p-h1/carer-holidays/h1')[0]?.body).toEqual({
      fromDate: '2027-01-04',
      toDate: '2027-01-05',
      reason: 'r1',
      hours: 16,
      notes: null,
      status: 'Approved',
      declineReason: null,
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Jo Bloggs/ })).toBeNull());

    const sam = screen.getByRole('article', { name: /^Sam Smith/ });
    await user.click(within(sam).getByRole('button', { name: /^Decline Sam Smith/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      within(dialog).getByText('Say why the holiday is declined: the person is told.'),
    ).toBeTruthy();
    expect(server.calls('PUT', '/api/v1/carers/p-h2/carer-holidays/h2')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for declining/ }),
      'Short-staffed that week.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(server.calls('PUT', '/api/v1/carers/p-h2/carer-holidays/h2')).toHaveLength(1),
    );
    expect(server.calls('PUT', '/api/v1/carers/p-h2/carer-holidays/h2')[0]?.body).toMatchObject({
      status: 'Declined',
      declineReason: 'Short-staffed that week.',
      version: 3,
    });
    expect(await screen.findByText('No holiday request is waiting for a decision.')).toBeTruthy();
  });

  it('says why a decision was refused, on the request', async () => {
    requestsServer({
      h1: () =>
        refused(400, 'Please correct the highlighted fields.', {
          status: ['This holiday needs 16 hours but only 4 hours remain of the allowance.'],
        }),
      h2: () => refused(409, 'Someone else saved this carer holiday while you were editing it.'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/holiday-requests/carer');
    const jo = await screen.findByRole('article', { name: /^Jo Bloggs/ }, { timeout: 10_000 });
    await user.click(within(jo).getByRole('button', { name: /^Approve Jo Bloggs/ }));
    expect(await within(jo).findByText(/only 4 hours remain of the allowance/)).toBeTruthy();
    const sam = screen.getByRole('article', { name: /^Sam Smith/ });
    await user.click(within(sam).getByRole('button', { name: /^Approve Sam Smith/ }));
    expect(await within(sam).findByText(/Someone else saved this carer holiday/)).toBeTruthy();
  });
});
