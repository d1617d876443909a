import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, page } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { readFilter, resetSavedState } from '../saved-state';
import { alertSaying, lastQuery, recordServer, row, userWhoMay } from './record-test-kit';

beforeAll(async () => {
  // The screen is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./RecordListPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Saved filters are also held in memory, which outlives each test's storage.
  resetSavedState();
});

const paracetamol = row('m1', {
  name: 'Paracetamol',
  strength: '500 mg',
  form: 'Tablet',
  route: 'Oral',
  controlled: false,
  notes: null,
});
const morphine = row('m2', {
  name: 'Morphine sulfate',
  strength: '10 mg/5 ml',
  form: 'Liquid',
  route: 'Oral',
  controlled: true,
  notes: null,
});

const LIST = '/api/v1/medications';

// Whole-app renders on a slow machine: more room than the 5 s default.
describe('RecordListPage', { timeout: 20_000 }, () => {
  it('shows the declared columns with UK display values and links each row to its edit page', async () => {
    recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ok(page([paracetamol, morphine], null, 2)),
    });
    renderApp('/app/medications');
    const table = await screen.findByRole('table', { name: 'Medications' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Strength', 'Form', 'Route', 'Controlled drug', 'Actions']);
    const morphineRow = within(table).getByRole('row', { name: /Morphine sulfate/ });
    expect(within(morphineRow).getByText('Yes')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Paracetamol' }).getAttribute('href')).toBe(
      '/app/medications/m1/edit',
    );
    expect(screen.getByText('Showing 2 of 2 medications')).toBeTruthy();
    expect(document.title).toBe('care360 - Medications');
  });

  it('sorts on the server: the declared sort first, then by the clicked column, both ways', async () => {
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ok(page([paracetamol])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    const table = await screen.findByRole('table', { name: 'Medications' });
    expect(lastQuery(server, 'GET', LIST)).toMatchObject({ sort: 'name', dir: 'asc', limit: '25' });

    await user.click(within(table).getByRole('button', { name: 'Strength' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET', LIST)).toMatchObject({ sort: 'strength', dir: 'asc' }),
    );
    await user.click(within(table).getByRole('button', { name: 'Strength' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET', LIST)).toMatchObject({ sort: 'strength', dir: 'desc' }),
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Strength/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('searches and filters on the server, saves the choice and restores it on return', async () => {
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: (request) =>
        ok(page(request.query.get('controlled') === 'true' ? [morphine] : [paracetamol, morphine])),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/app/medications');
    await screen.findByRole('table', { name: 'Medications' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Controlled drug' }), 'Yes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), 'Liquid');
    await user.type(screen.getByRole('searchbox', { name: 'Search medications' }), 'morph');
    await waitFor(() =>
      expect(lastQuery(server, 'GET', LIST)).toMatchObject({
        controlled: 'true',
        form: 'Liquid',
        search: 'morph',
      }),
    );
    expect(screen.queryByRole('link', { name: 'Paracetamol' })).toBeNull();
    expect(readFilter('medications', {})).toMatchObject({
      search: 'morph',
      controlled: 'true',
      form: 'Liquid',
      sort: 'name',
      dir: 'asc',
    });
    // The export follows the same filters.
    const exportHref = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    expect(exportHref.startsWith(`${LIST}/export.csv?`)).toBe(true);
    expect(Object.fromEntries(new URL(exportHref, 'http://x').searchParams)).toMatchObject({
      search: 'morph',
      controlled: 'true',
      form: 'Liquid',
    });
    first.unmount();

    renderApp('/app/medications');
    const search = await screen.findByRole<HTMLInputElement>('searchbox', {
      name: 'Search medications',
    });
    expect(search.value).toBe('morph');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Controlled drug' }).value).toBe(
      'true',
    );
    await waitFor(() =>
      expect(lastQuery(server, 'GET', LIST)).toMatchObject({ controlled: 'true', search: 'morph' }),
    );
  });

  it('says what to do when empty, and that nothing matches when filtered', async () => {
    recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ok(page([])),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    expect(await screen.findByText('No medications yet. Add the first one.')).toBeTruthy();
    const addButtons = screen.getAllByRole('link', { name: 'Add Medication' });
    expect(addButtons.map((link) => link.getAttribute('href'))).toEqual([
      '/app/medications/add',
      '/app/medications/add',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search medications' }), 'zzz');
    expect(await screen.findByText('No medications match the search.')).toBeTruthy();
  });

  it('offers neither add nor delete to someone who may only read', async () => {
    recordServer(userWhoMay(['medications'], ['read']), {
      [`GET ${LIST}`]: () => ok(page([paracetamol])),
    });
    renderApp('/app/medications');
    await screen.findByRole('table', { name: 'Medications' });
    expect(screen.queryByRole('link', { name: 'Add Medication' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('loads the next page with the cursor, keeping the first page count (later pages are not counted)', async () => {
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: (request) =>
        request.query.get('cursor') === 'c2'
          ? ok({ items: [morphine], nextCursor: null })
          : ok(page([paracetamol], 'c2', 2)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    expect(await screen.findByText('Showing 1 of 2 medications')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more medications' }));
    expect(await screen.findByRole('link', { name: 'Morphine sulfate' })).toBeTruthy();
    expect(lastQuery(server, 'GET', LIST)).toMatchObject({ cursor: 'c2', limit: '25' });
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 medications');
  });

  it('says "more than 1,000" where the server stopped counting', async () => {
    recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: (request) =>
        request.query.get('cursor') === 'c2'
          ? ok({ items: [morphine], nextCursor: 'c3' })
          : ok({ items: [paracetamol], nextCursor: 'c2', total: 1000, totalCapped: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    expect(await screen.findByText('Showing 1 of more than 1,000 medications')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more medications' }));
    expect(await screen.findByText('Showing 2 of more than 1,000 medications')).toBeTruthy();
  });

  it('deletes after confirmation, then undoes the delete from the keyboard with restore', async () => {
    let deleted = false;
    const server = recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ok(page(deleted ? [morphine] : [paracetamol, morphine])),
      [`DELETE ${LIST}/m1`]: () => {
        deleted = true;
        return ok({ id: 'm1' });
      },
      [`POST ${LIST}/m1/restore`]: () => {
        deleted = false;
        return ok(paracetamol);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/medications');
    await screen.findByRole('table', { name: 'Medications' });

    await user.click(screen.getByRole('button', { name: 'Delete Paracetamol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this medication?' });
    expect(server.calls('DELETE', `${LIST}/m1`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await alertSaying('Medication deleted.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Paracetamol' })).toBeNull());
    expect(server.calls('DELETE', `${LIST}/m1`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    // By keyboard: the deleted row took the focus with it; the next Tab reaches Undo.
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    await user.tab();
    expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Undo' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('POST', `${LIST}/m1/restore`)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Paracetamol' })).toBeTruthy();
    expect(await alertSaying('Medication restored.')).toBeTruthy();
  });

  it('says so in the page when the server refuses the list', async () => {
    recordServer(userWhoMay(['medications']), {
      [`GET ${LIST}`]: () => ({
        status: 403,
        body: { status: false, message: 'Forbidden', data: null, errors: {} },
      }),
    });
    renderApp('/app/medications');
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
  });
});
