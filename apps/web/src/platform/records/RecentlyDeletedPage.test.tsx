import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { resetSavedState } from '../saved-state';
import { alertSaying, recordServer, row, userWhoMay } from './record-test-kit';

beforeAll(async () => {
  await Promise.all([import('./RecentlyDeletedPage'), import('./RecordListPage')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const LIST = '/api/v1/medications';
const paracetamol = {
  ...row('m1', { name: 'Paracetamol', strength: '500 mg', form: 'Tablet', route: 'Oral' }),
  // 14:05 in London (BST) on 2 June 2026.
  _deleted: { at: '2026-06-02T13:05:00.000Z', by: 'Alex Morgan' },
};

describe('RecentlyDeletedPage', { timeout: 20_000 }, () => {
  it('is linked from the list for whoever may delete, and not for others', async () => {
    recordServer(userWhoMay(['medications'], ['read']), {
      [`GET ${LIST}`]: () => ok(page([])),
    });
    const reader = renderApp('/app/medications');
    await screen.findByRole('heading', { name: 'Medications', level: 1 });
    expect(screen.queryByRole('link', { name: 'Recently deleted' })).toBeNull();
    reader.unmount();

    recordServer(userWhoMay(['medications']), { [`GET ${LIST}`]: () => ok(page([])) });
    renderApp('/app/medications');
    const link = await screen.findByRole('link', { name: 'Recently deleted' });
    expect(link.getAttribute('href')).toBe('/app/medications/deleted');
  });

  it('lists deleted records with who deleted them and when, in UK time, and restores one', async () => {
    let restored = false;
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}/deleted`]: () => ok(page(restored ? [] : [paracetamol])),
      [`POST ${LIST}/m1/restore`]: () => {
        restored = true;
        return ok(paracetamol);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications/deleted');

    const table = await screen.findByRole('table', { name: 'Recently deleted medications' });
    const line = within(table).getByRole('row', { name: /Paracetamol/ });
    expect(within(line).getByText('02/06/2026 14:05')).toBeTruthy();
    expect(within(line).getByText('Alex Morgan')).toBeTruthy();
    expect(document.title).toBe('care360 - Recently deleted medications');
    expect(screen.getByRole('link', { name: 'Medications' }).getAttribute('href')).toBe(
      '/app/medications',
    );

    await user.click(within(line).getByRole('button', { name: 'Restore Paracetamol' }));
    await alertSaying('Medication “Paracetamol” restored.');
    expect(server.calls('POST', `${LIST}/m1/restore`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('No medications have been deleted.')).toBeTruthy();
  });
});
