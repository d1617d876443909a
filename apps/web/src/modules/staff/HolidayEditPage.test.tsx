import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

/**
 * A decided holiday's page: headed with its dates as DD/MM/YYYY, and "Approved or declined by"
 * naming the approver (a field the server keeps), not a form's working-out text.
 */

beforeAll(async () => {
  await import('../../platform/records/RecordFormPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const holidayRoutes = (cover: unknown[]) => ({
  'GET /api/v1/carers/c1': () => ok(row('c1', { forename: 'Jo', surname: 'Bloggs', branch: 'b1' })),
  'GET /api/v1/carers/c1/sections': () => ok({ owner: { id: 'c1', name: 'Jo Bloggs' }, items: [] }),
  'GET /api/v1/carers/c1/carer-holidays/h1': () =>
    ok({
      ...row('h1', {
        parentId: 'c1',
        fromDate: '2026-08-03',
        toDate: '2026-08-07',
        reason: 'r1',
        hours: 37.5,
        status: 'Approved',
        decidedBy: 'u9',
        declineReason: null,
        notes: null,
      }),
      _titles: { reason: 'Annual leave', decidedBy: 'Priya Shah' },
    }),
  'GET /api/v1/carers/c1/holiday-balance': () => ok(null),
  'GET /api/v1/carer-holidays/h1/carer-holiday-details': () => ok(page([])),
  'GET /api/v1/carer-holidays/h1/visits-for-cover': () => ok({ items: cover }),
});

describe('a decided holiday', { timeout: 30_000 }, () => {
  it('lists the visits its leave left for the office to cover, each client a link', async () => {
    recordServer(
      userWhoMay(['carers'], ['read', 'update']),
      holidayRoutes([
        {
          id: 'v1',
          client: 'k1',
          clientName: 'Hughes, Margaret',
          visitDate: '2026-08-04',
          startTime: '08:00',
          endTime: '08:45',
          startsAt: '2026-08-04T07:00:00.000Z',
          status: 'Published',
          openPlaces: 1,
        },
        {
          id: 'v2',
          client: 'k2',
          clientName: 'Okafor, Ben',
          visitDate: '2026-08-05',
          startTime: '22:00',
          endTime: '07:00',
          startsAt: '2026-08-05T21:00:00.000Z',
          status: 'Planned',
          openPlaces: 2,
        },
      ]),
    );
    renderApp('/app/carers/c1/edit/holidays/h1/edit');
    expect(
      await screen.findByText(
        'The carer was taken off 2 visits for this leave and nobody covers them yet:',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Visits to cover' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '04/08/2026 08:00–08:45, Hughes, Margaret',
      '05/08/2026 22:00–07:00, Okafor, Ben (2 places open)',
    ]);
    expect(within(list).getByRole('link', { name: 'Okafor, Ben' }).getAttribute('href')).toBe(
      '/app/clients/k2',
    );
  });

  it('names who decided it and heads it with its dates in UK form', async () => {
    recordServer(userWhoMay(['carers'], ['read', 'update']), holidayRoutes([]));
    renderApp('/app/carers/c1/edit/holidays/h1/edit');
    const decidedBy = await screen.findByRole(
      'textbox',
      { name: 'Approved or declined by' },
      { timeout: 15_000 },
    );
    expect((decidedBy as HTMLInputElement).value).toBe('Priya Shah');
    expect(screen.queryByText(/Worked out for you/)).toBeNull();
    expect((await screen.findAllByText(/03\/08\/2026 to 07\/08\/2026/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/2026-08-03/)).toBeNull();
  });
});
