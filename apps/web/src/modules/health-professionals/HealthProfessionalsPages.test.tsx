import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateKinds } from '../../platform/live/live-query-keys';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, refused } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // Lazy chunks; loading them once here keeps the first test within its timeouts.
  await import('./GrantsPanel');
  await import('./ClientProfessionalAccessPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CLIENT = '0b7e6d2a-1c4f-4a8e-9b3d-5e6f7a8b9c0d';
const grant = (id: string, state: 'Active' | 'Expired' | 'Revoked', views = 0) => ({
  id,
  professionalId: 'a1b2c3d4-0000-4000-8000-000000000001',
  professionalName: 'Dr Helen Whitaker',
  clientId: CLIENT,
  clientName: 'Margaret Hughes',
  documents: ['care-plan', 'mar-chart'],
  expiresAt: '2030-03-27T17:00:00.000Z',
  revokedAt: state === 'Revoked' ? '2030-03-01T09:00:00.000Z' : null,
  reason: null,
  state,
  views,
});

describe('a health professional’s Access tab', { timeout: 60_000 }, () => {
  it('lists grants, revokes an active one and grants only consented documents', async () => {
    const server = recordServer(
      userWhoMay(['health-professionals', 'health-professional-grants', 'clients']),
      {
        'GET /api/v1/health-professionals/p1': () =>
          ok(
            row('p1', {
              name: 'Dr Helen Whitaker',
              profession: 'GP',
              email: 'h.whitaker@nhs.example',
            }),
          ),
        'GET /api/v1/health-professionals/p1/grants': () =>
          ok({ grants: [grant('g1', 'Active', 2), grant('g2', 'Expired')] }),
        'POST /api/v1/health-professional-grants/g1/revoke': () => ok(null, 'Access revoked.'),
        'GET /api/v1/health-professional-grants/options/client': () =>
          ok({ items: [{ id: CLIENT, title: 'Hughes, Margaret' }], nextCursor: null }),
        [`GET /api/v1/clients/${CLIENT}/consented-documents`]: () =>
          ok({ consented: [], reason: 'The client has not consented to sharing information.' }),
        'POST /api/v1/health-professionals/p1/grants': () =>
          refused(400, 'Please correct the highlighted fields.', {
            documents: ['The client has not consented.'],
          }),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/app/health-professionals/p1/edit');
    // The edit page's chunks load first: slow on a busy machine.
    await user.click(await screen.findByRole('tab', { name: 'Access' }, { timeout: 30_000 }));
    const active = await screen.findByRole('row', { name: /Active/ });
    expect(within(active).getByText('Care plan, MAR chart')).toBeTruthy();
    expect(within(active).getByText('27/03/2030 17:00')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Expired/ })).queryByRole('button')).toBeNull();
    await user.click(within(active).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/v1/health-professional-grants/g1/revoke')).toHaveLength(1),
    );

    // A client without consent: the documents cannot be ticked, and the form says why.
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Hughes, Margaret' }));
    expect(await screen.findByText(/has not consented to sharing/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Care plan' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Grant and email the link' }));
    expect(await screen.findByText('Choose at least one document.')).toBeTruthy();
    expect(server.calls('POST', '/api/v1/health-professionals/p1/grants')).toHaveLength(0);
  });

  it('keeps what was typed in the client search when a refresh of the professional fails', async () => {
    let reads = 0;
    recordServer(userWhoMay(['health-professionals', 'health-professional-grants', 'clients']), {
      'GET /api/v1/health-professionals/p1': () => {
        reads += 1;
        // The refresh a live event asks for is turned away once (a busy server), then answered.
        return reads === 2
          ? refused(429, 'Too many requests. Please wait a moment.')
          : ok(row('p1', { name: 'Dr Helen Whitaker', profession: 'GP' }, reads));
      },
      'GET /api/v1/health-professionals/p1/grants': () => ok({ grants: [] }),
      'GET /api/v1/health-professional-grants/options/client': () =>
        ok({ items: [{ id: CLIENT, title: 'Hughes, Margaret' }], nextCursor: null }),
    });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderApp('/app/health-professionals/p1/edit');
    // The edit page's chunks load first: slow on a busy machine.
    await user.click(await screen.findByRole('tab', { name: 'Access' }, { timeout: 30_000 }));
    await user.type(await screen.findByRole('combobox', { name: /Client/ }), 'Hugh');
    await invalidateKinds(queryClient, ['health-professionals']);
    // The failed refresh is said, beside the record still shown.
    expect(
      await screen.findByText(/could not be loaded; what is shown may be out of date/),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Client/ })).toHaveProperty('value', 'Hugh');
    await invalidateKinds(queryClient, ['health-professionals']);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads).toBe(3);
    expect(screen.getByRole('combobox', { name: /Client/ })).toHaveProperty('value', 'Hugh');
  });
});

describe('a client’s Health Professional Access page', { timeout: 60_000 }, () => {
  it('lists the grants and every view', async () => {
    recordServer(userWhoMay(['clients']), {
      'GET /api/v1/clients/c1': () => ok(row('c1', { forename: 'Margaret', surname: 'Hughes' })),
      'GET /api/v1/clients/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
      'GET /api/v1/clients/c1/health-professional-access': () =>
        ok({
          grants: [grant('g1', 'Active', 1)],
          views: [
            {
              id: 7,
              at: '2030-03-02T10:15:00.000Z',
              professionalName: 'Dr Helen Whitaker',
              profession: 'GP',
              document: 'Care plan',
              grantId: 'g1',
            },
          ],
        }),
    });
    renderApp('/app/clients/c1/edit/health-professional-access');
    const view = await screen.findByRole('row', { name: /02\/03\/2030 10:15/ });
    expect(within(view).getByText('Care plan')).toBeTruthy();
    expect(within(view).getByText('GP')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Dr Helen Whitaker.*Active/ })).toBeTruthy();
  });
});
