import type { DbsDetails, UniformDetails } from '@care360/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastQuery, recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The pages are a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./StaffListsPages');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const DBS = '/api/v1/office/dbs-details';
const UNIFORM = '/api/v1/office/uniform-details';

const dbs: DbsDetails = {
  total: 2,
  overdue: 1,
  page: 1,
  limit: 25,
  items: [
    {
      id: '7f1c0b8e-3c1a-4c2e-9a57-0d6f1e2a3b4c',
      owner: 'carers',
      personId: 'c1',
      person: 'Janet Armitage',
      certificateNumber: '••••••••4821',
      masked: true,
      level: 'Enhanced with adult barred list',
      issuedOn: '2022-06-01',
      barredListResult: 'Not barred',
      updateService: false,
      updateServiceCheckedOn: null,
      dueOn: '2025-06-01',
      overdue: true,
    },
    {
      id: '2b7e1d3c-8f4a-4b6e-9c1d-5a2f3e4b6c7d',
      owner: 'employees',
      personId: 'e1',
      person: 'Comfort Boateng',
      certificateNumber: '••••••••1177',
      masked: true,
      level: 'Enhanced',
      issuedOn: '2026-02-10',
      barredListResult: 'Not barred',
      updateService: true,
      updateServiceCheckedOn: '2026-09-01',
      dueOn: '2027-09-01',
      overdue: false,
    },
  ],
};

const uniform: UniformDetails = {
  total: 1,
  outstanding: 2,
  page: 1,
  limit: 25,
  items: [
    {
      id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
      personId: 'c1',
      person: 'Janet Armitage',
      item: 'Tunic',
      size: 'M',
      quantity: 2,
      issuedOn: '2026-10-03',
      returnedOn: null,
    },
  ],
};

describe('the office lists across staff', { timeout: 30_000 }, () => {
  it('DBS details shows each current check, masked, with its due date and the overdue marked', async () => {
    const server = recordServer(userWhoMay(['carers', 'carer-dbs-checks'], ['read']), {
      [`GET ${DBS}`]: () => ok(dbs),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/dbs-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'DBS Details' })).toBeTruthy();
    expect(document.title).toBe('care360 - DBS Details');
    expect(screen.getByText('1 DBS check is overdue.')).toBeTruthy();
    const janet = screen.getByRole('row', { name: /Janet Armitage/ });
    expect(within(janet).getByText('••••••••4821')).toBeTruthy();
    expect(within(janet).getByText('01/06/2025')).toBeTruthy();
    expect(within(janet).getByText('Overdue')).toBeTruthy();
    expect(within(janet).getByRole('link', { name: 'Janet Armitage' }).getAttribute('href')).toBe(
      '/app/carers/c1',
    );
    const comfort = screen.getByRole('row', { name: /Comfort Boateng/ });
    expect(within(comfort).getByText('Yes, checked 01/09/2026')).toBeTruthy();
    expect(
      within(comfort).getByRole('link', { name: 'Comfort Boateng' }).getAttribute('href'),
    ).toBe('/app/employees/e1');
    expect(within(comfort).queryByText('Overdue')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Overdue' }));
    await waitFor(() => expect(lastQuery(server, 'GET', DBS).state).toBe('overdue'));
  });

  it('uniform details shows what each carer holds and how many items are still out', async () => {
    recordServer(userWhoMay(['carers', 'carer-uniform'], ['read']), {
      [`GET ${UNIFORM}`]: () => ok(uniform),
    });
    renderApp('/app/uniform-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uniform Details' })).toBeTruthy();
    expect(screen.getByText('2 items are still out with carers.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Janet Armitage/ });
    expect(within(row).getByText('Tunic')).toBeTruthy();
    expect(within(row).getByText('03/10/2026')).toBeTruthy();
    expect(within(row).getByText('Not returned')).toBeTruthy();
  });
});
