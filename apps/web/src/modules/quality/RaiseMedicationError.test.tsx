import type { MarEntry } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { currentUserQuery } from '../../platform/current-user';
import { fakeServer, officeUser, ok } from '../../test/fake-server';
import { RaiseMedicationError } from './RaiseMedicationError';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLIENT = '11111111-1111-4111-8111-111111111111';
const MEDICINE = '22222222-2222-4222-8222-222222222222';
const ERROR = '33333333-3333-4333-8333-333333333333';

const dose = (code: string, outcome: MarEntry['outcome']) =>
  ({ code, outcome, id: '44444444-4444-4444-8444-444444444444' }) as MarEntry;

function shown(recorded: MarEntry | undefined, permissions: string[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, {
    ...officeUser,
    userPermissions: permissions,
  } as never);
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <p>Dose</p>
          <RaiseMedicationError
            clientId={CLIENT}
            medicationId={MEDICINE}
            day="2025-03-03"
            slot="morning"
            recorded={recorded}
          />
        </MantineProvider>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('raising a medication error from the MAR', () => {
  it('raises one from a refused dose in one step and opens it', async () => {
    const server = fakeServer({
      [`POST /api/v1/clients/${CLIENT}/mar/medication-error`]: () => ok({ id: ERROR }),
    });
    const router = shown(dose('R', 'refused'), ['medication-errors.create']);
    await userEvent.click(await screen.findByRole('button', { name: 'Raise a medication error' }));
    const [call] = server.calls('POST', `/api/v1/clients/${CLIENT}/mar/medication-error`);
    expect(call?.body).toEqual({ medication: MEDICINE, day: '2025-03-03', slot: 'morning' });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/app/quality-assurance/medication-errors/${ERROR}/edit`,
      ),
    );
  });

  it('offers it for a round with no dose, never for a given one or without the permission', async () => {
    shown(undefined, ['medication-errors.create']);
    expect(await screen.findByRole('button', { name: 'Raise a medication error' })).toBeDefined();
  });

  it('is not offered for a dose given', async () => {
    shown(dose('G', 'given'), ['medication-errors.create']);
    await screen.findByText('Dose');
    expect(screen.queryByRole('button', { name: 'Raise a medication error' })).toBeNull();
  });

  it('is not offered to someone who may not raise one', async () => {
    shown(dose('R', 'refused'), ['clients.read']);
    await screen.findByText('Dose');
    expect(screen.queryByRole('button', { name: 'Raise a medication error' })).toBeNull();
  });
});
