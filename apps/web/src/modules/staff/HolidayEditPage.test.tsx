import { screen } from '@testing-library/react';
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

describe('a decided holiday', { timeout: 30_000 }, () => {
  it('names who decided it and heads it with its dates in UK form', async () => {
    recordServer(userWhoMay(['carers'], ['read', 'update']), {
      'GET /api/v1/carers/c1': () =>
        ok(row('c1', { forename: 'Jo', surname: 'Bloggs', branch: 'b1' })),
      'GET /api/v1/carers/c1/sections': () =>
        ok({ owner: { id: 'c1', name: 'Jo Bloggs' }, items: [] }),
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
    });
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
