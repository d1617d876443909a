import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./FinancialTransactionsPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const LEDGER = '/api/v1/clients/c1/financial-transactions';
const KIND = 'client-financial-transactions';

const shop = row('t2', {
  parentId: 'c1',
  date: '2026-03-03',
  type: 'Money out',
  amount: 3_499,
  description: 'Weekly shop at Co-op',
  recordedBy: 'Sam Carer',
  balance: 1_501,
});
const cash = row('t1', {
  parentId: 'c1',
  date: '2026-03-01',
  type: 'Money in',
  amount: 5_000,
  description: 'Cash for shopping',
  recordedBy: 'Sam Carer',
  balance: 5_000,
});

function serve() {
  return recordServer(userWhoMay(['clients', KIND]), {
    'GET /api/v1/clients/c1': () => ok(row('c1', { forename: 'Margaret', surname: 'Hughes' })),
    'GET /api/v1/clients/c1/sections': () =>
      ok({ owner: { id: 'c1', name: 'Mrs Margaret Hughes' }, items: [] }),
    [`GET ${LEDGER}`]: (request) =>
      ok({
        balance: 1_501,
        ...page(request.query.get('dir') === 'asc' ? [cash, shop] : [shop, cash], null, 2),
      }),
  });
}

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('a client’s financial transactions', { timeout: 30_000 }, () => {
  it('lists the lines newest first with the balance after each and the balance now', async () => {
    serve();
    renderApp('/app/clients/c1/edit/financial-transaction');
    const table = await screen.findByRole('table', { name: 'Client Financial Transaction' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date',
      'Type',
      'Amount',
      'Description',
      'Recorded by',
      'Balance',
      'Actions',
    ]);
    const shopRow = within(table).getByRole('row', { name: /Weekly shop at Co-op/ });
    expect(within(shopRow).getByText('£34.99')).toBeTruthy();
    expect(within(shopRow).getByText('£15.01')).toBeTruthy();
    expect(within(shopRow).getByText('03/03/2026')).toBeTruthy();
    expect(screen.getByText('Balance now: £15.01')).toBeTruthy();
    expect(document.title).toBe('care360 - Client Financial Transaction');
    expect(screen.getByRole('link', { name: 'Add Client Financial Transaction' })).toBeTruthy();
  });

  it('sorts by date only, both ways, on the server', async () => {
    const server = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/app/clients/c1/edit/financial-transaction');
    const table = await screen.findByRole('table', { name: 'Client Financial Transaction' });
    expect(lastQuery(server, 'GET', LEDGER)).toMatchObject({ dir: 'desc' });
    // The balance follows the date order, so no other column offers to sort.
    expect(within(table).queryByRole('button', { name: 'Amount' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(lastQuery(server, 'GET', LEDGER)).toMatchObject({ dir: 'asc' }));
    const rows = await within(table).findAllByRole('row');
    await waitFor(() => expect(rows[1]?.textContent).toContain('Cash for shopping'));
  });
});
