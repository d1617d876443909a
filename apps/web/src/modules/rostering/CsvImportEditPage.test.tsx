import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, row, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  // The page is a lazy chunk; loading it once here keeps the first test within its timeouts.
  await import('./CsvImportEditPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const IMPORT = '/api/v1/visit-csv-imports/i1';
const CSV = 'Service User,Day,From,To,Notes\r\nAda Lovelace,02/03/2026,08:00,08:30,Breakfast\r\n';

const uploaded = row('i1', {
  name: 'Council week 10',
  csvText: CSV,
  // The add page's guess: the client and the start and end, but not the oddly named date.
  mapping: JSON.stringify(['clientName', '', 'startTime', 'endTime', 'tasks']),
  status: 'Checked',
  totalRows: 1,
  validRows: 0,
  errorCount: 1,
  checkResult: JSON.stringify({ mappingProblems: ['Map a column to Date.'], errors: [] }),
});

const checked = row(
  'i1',
  {
    ...uploaded,
    mapping: JSON.stringify(['clientName', 'visitDate', 'startTime', 'endTime', 'tasks']),
    validRows: 0,
    errorCount: 1,
    checkResult: JSON.stringify({
      mappingProblems: [],
      errors: [
        {
          row: 2,
          column: 'Service User',
          message: 'Unknown client: no client is called Ada Lovelace.',
        },
      ],
    }),
  },
  2,
);

describe('mapping a visit CSV’s columns', { timeout: 30_000 }, () => {
  it('shows each column with its first value, saves the mapping and lists each row error', async () => {
    const server = recordServer(userWhoMay(['visit-csv-imports']), {
      [`GET ${IMPORT}`]: () => ok(server.calls('PUT', IMPORT).length > 0 ? checked : uploaded),
      [`PUT ${IMPORT}`]: () => ok(checked),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/visits/csv-imports/i1/edit');

    const mapping = await screen.findByRole('table', { name: 'Column mapping' });
    expect(document.title).toBe('care360 - Edit Visit CSV Import');
    const dayRow = within(mapping).getByRole('row', { name: /Day/ });
    expect(within(dayRow).getByText('02/03/2026')).toBeTruthy();
    const day = within(dayRow).getByRole('combobox', { name: 'Imported as: Day' });
    expect((day as HTMLSelectElement).value).toBe('none');
    expect(screen.getByText('Map a column to Date.')).toBeTruthy();
    // Nothing can be imported while the mapping lacks a date.
    expect(screen.getByRole('button', { name: 'Import 0 visits' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.selectOptions(day, 'Date');
    expect(screen.getByText('The mapping has changed: check the rows again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    await waitFor(() => expect(server.calls('PUT', IMPORT)).toHaveLength(1));
    expect(server.calls('PUT', IMPORT)[0]?.body).toEqual({
      name: 'Council week 10',
      csvText: CSV,
      mapping: JSON.stringify(['clientName', 'visitDate', 'startTime', 'endTime', 'tasks']),
      version: 1,
    });
    const errors = await screen.findByRole('table', { name: 'Row errors' });
    expect(
      within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((line) =>
          within(line)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([['2', 'Service User', 'Unknown client: no client is called Ada Lovelace.']]);
    expect(screen.getByText(/0 of 1 row can be imported/)).toBeTruthy();
  });

  it('shows a running import’s progress and offers no more changes', async () => {
    recordServer(userWhoMay(['visit-csv-imports']), {
      [`GET ${IMPORT}`]: () =>
        ok({
          ...checked,
          status: 'Running',
          validRows: 4,
          processedRows: 2,
          checkResult: JSON.stringify({ mappingProblems: [], errors: [] }),
        }),
    });
    renderApp('/app/visits/csv-imports/i1/edit');
    expect(await screen.findByText('Importing: 2 of 4 rows.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check rows' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Imported as: Day' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
