import { Button, MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../test/phone';
import type { SortState } from '../sort';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Medicine {
  id: string;
  name: string;
  dose: string;
  note: string | null;
}

const ROWS: Medicine[] = [
  { id: 'a', name: 'Bisoprolol', dose: '1 tablet', note: 'With breakfast' },
  { id: 'b', name: 'Paracetamol', dose: '2 tablets', note: null },
];

const COLUMNS: TableColumn<Medicine>[] = [
  { key: 'name', label: 'Medicine', sortable: true, render: (row) => row.name },
  { key: 'dose', label: 'Dose', sortable: true, render: (row) => row.dose },
  // Nothing to show for a row without a note: its card leaves the line out.
  { key: 'note', label: 'Note', render: (row) => row.note },
];

function Harness() {
  const [sort, setSort] = useState<SortState>({ key: 'name', dir: 'asc' });
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <MantineProvider>
      <ResponsiveTable
        label="Medicines"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        actions={(row) => <Button size="compact-sm">{`Stop ${row.name}`}</Button>}
        detail={(row) => ({
          id: `more-${row.id}`,
          open: opened === row.id,
          content: `More about ${row.name}`,
        })}
        sort={{ state: sort, onSort: setSort }}
        minWidth={480}
      />
      <Button onClick={() => setOpened('a')}>Open the first</Button>
      <output>{`${sort.key} ${sort.dir}`}</output>
    </MantineProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsiveTable', () => {
  it('shows a table with every column, the actions last, on a desktop', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Medicines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Medicine', 'Dose', 'Note', 'Actions']);
    expect(within(table).getByRole('button', { name: 'Stop Paracetamol' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Medicines' })).toBeNull();
  });

  it('shows a card per row on a phone: the first column as heading, the others labelled, actions at hand', async () => {
    onAPhone();
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Medicines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    const pairs = (card: HTMLElement) =>
      Array.from(card.querySelectorAll('dt')).map(
        (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
      );

    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Bisoprolol');
    expect(pairs(first)).toEqual(['Dose: 1 tablet', 'Note: With breakfast']);
    expect(pairs(second)).toEqual(['Dose: 2 tablets']);
    expect(within(second).getByRole('button', { name: 'Stop Paracetamol' })).toBeTruthy();

    // A row's detail is in its card, shown when opened.
    expect(within(first).getByText('More about Bisoprolol').closest('[hidden]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the first' }));
    expect(within(first).getByText('More about Bisoprolol').closest('[hidden]')).toBeNull();

    // No headers to click: the sort is a choice of the sortable columns.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'dose:desc');
    expect(screen.getByRole('status').textContent).toBe('dose desc');
  });
});
