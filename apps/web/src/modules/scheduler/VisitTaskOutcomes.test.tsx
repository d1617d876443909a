import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeServer, ok } from '../../test/fake-server';
import { VisitTaskOutcomes } from './VisitTaskOutcomes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const VISIT = '22222222-2222-4222-8222-222222222222';
const LIST = `GET /api/v1/visits/${VISIT}/visit-task-outcomes`;

function shown() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <VisitTaskOutcomes visitId={VISIT} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("the office's view of a visit's tasks", () => {
  it('lists each task in the visit’s order with its outcome, why, who and when (UK time)', async () => {
    fakeServer({
      [LIST]: () =>
        ok({
          items: [
            {
              id: 'b',
              taskIndex: 1,
              task: 'Help with shower',
              outcome: 'Not done',
              note: 'No hot water',
              // 09:14 in London during summer time.
              recordedAt: '2026-06-01T08:14:00.000Z',
              _titles: { carer: 'Ruth Hollings' },
            },
            {
              id: 'a',
              taskIndex: 0,
              task: 'Make breakfast',
              outcome: 'Done',
              note: null,
              recordedAt: '2026-06-01T08:10:00.000Z',
              _titles: { carer: 'Ruth Hollings' },
            },
          ],
        }),
    });
    shown();
    expect(
      await screen.findByRole('heading', { name: 'Tasks as the carer recorded them' }),
    ).toBeDefined();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Make breakfast: Done, Ruth Hollings 01/06/2026 09:10',
      'Help with shower: Not done (No hot water), Ruth Hollings 01/06/2026 09:14',
    ]);
  });

  it('shows nothing before the carer has recorded a task', async () => {
    const server = fakeServer({ [LIST]: () => ok({ items: [] }) });
    shown();
    await vi.waitFor(() =>
      expect(server.calls('GET', `/api/v1/visits/${VISIT}/visit-task-outcomes`)).toHaveLength(1),
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
