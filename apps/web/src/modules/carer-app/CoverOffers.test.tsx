import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeServer, ok, refused } from '../../test/fake-server';
import { CoverOffers } from './CoverOffers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OFFER = {
  id: '11111111-1111-4111-8111-111111111111',
  visitId: '22222222-2222-4222-8222-222222222222',
  place: 1,
  visitDate: '2026-12-02',
  startTime: '09:00',
  endTime: '09:30',
  clientName: 'Margaret Hughes',
  postcode: 'LS6 2AB',
  status: 'Offered',
  offeredAt: '2026-11-29T08:00:00.000Z',
};

function shown(onAccepted = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <CoverOffers onAccepted={onAccepted} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onAccepted;
}

describe("the carer's offers of cover", () => {
  it('shows an open offer with its day, time and client, and accepts it', async () => {
    let open = [OFFER];
    const server = fakeServer({
      'GET /api/v1/my/cover-offers': () => ok(open),
      [`POST /api/v1/my/cover-offers/${OFFER.id}/accept`]: () => {
        open = [];
        return ok({ id: OFFER.id, status: 'Accepted' }, 'The visit is yours: it is on your rota.');
      },
    });
    const onAccepted = shown();
    expect(await screen.findByText('02/12/2026 09:00–09:30')).toBeDefined();
    expect(screen.getByText('Margaret Hughes, LS6 2AB')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(server.calls('POST', `/api/v1/my/cover-offers/${OFFER.id}/accept`)).toHaveLength(1);
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText('Visits offered to you')).toBeNull());
  });

  it('leaves the rota alone when another carer accepted first', async () => {
    fakeServer({
      'GET /api/v1/my/cover-offers': () => ok([OFFER]),
      [`POST /api/v1/my/cover-offers/${OFFER.id}/accept`]: () =>
        refused(409, 'Another carer accepted this visit first.'),
    });
    const onAccepted = shown();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('shows nothing when there is no offer', async () => {
    const server = fakeServer({ 'GET /api/v1/my/cover-offers': () => ok([]) });
    shown();
    await vi.waitFor(() => expect(server.calls('GET', '/api/v1/my/cover-offers')).toHaveLength(1));
    expect(screen.queryByText('Visits offered to you')).toBeNull();
  });
});
