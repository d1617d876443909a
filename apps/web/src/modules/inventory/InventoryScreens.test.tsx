import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastQuery, recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('../../platform/records/RecordListPage');
});
afterEach(() => resetSavedState());

const LIST = '/api/v1/stock-movements';

const tunicIssued = row('s1', {
  occurredOn: '2026-11-20',
  movement: 'Issued',
  item: 'i1',
  quantity: 2,
  carer: 'c1',
  reason: 'Uniform issued on the carer’s file',
  recordedBy: 'u1',
  branch: 'b1',
  category: 'Uniform',
  _titles: {
    item: 'Tunic (M)',
    carer: 'Janet Armitage',
    recordedBy: 'Priya Shah',
    branch: 'Leeds Central',
  },
});

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('the inventory logs', { timeout: 30_000 }, () => {
  it('show the generic list of stock movements of one category, under the log’s title', async () => {
    const server = recordServer(userWhoMay(['stock-movements', 'stock-items']), {
      [`GET ${LIST}`]: () => ok(page([tunicIssued], null, 1)),
    });
    renderApp('/app/inventory/uniform-log');
    expect(await screen.findByRole('heading', { name: 'Inventory - Uniform Log' })).toBeTruthy();
    expect(await screen.findByText('Tunic (M)')).toBeTruthy();
    expect(lastQuery(server, 'GET', LIST)).toMatchObject({
      category: 'Uniform',
      sort: 'occurredOn',
    });
    // The log is of its category only: no control offers another.
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Movement' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('care360 - Inventory - Uniform Log'));
  });

  it('show the PPE log with its own category', async () => {
    const server = recordServer(userWhoMay(['stock-movements', 'stock-items']), {
      [`GET ${LIST}`]: () => ok(page([], null, 0)),
    });
    renderApp('/app/inventory/ppe-log');
    expect(await screen.findByRole('heading', { name: 'Inventory - PPE Log' })).toBeTruthy();
    await waitFor(() => expect(lastQuery(server, 'GET', LIST)).toMatchObject({ category: 'PPE' }));
  });
});
