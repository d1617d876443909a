import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortableHeader } from './SortableHeader';
import { nextSort, type SortState } from './sort';

type Key = 'name' | 'email';

function Harness() {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'name', dir: 'asc' });
  return (
    <MantineProvider>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Name" sortKey="name" sort={sort} onSort={setSort} />
            <SortableHeader label="Email" sortKey="email" sort={sort} onSort={setSort} />
          </Table.Tr>
        </Table.Thead>
      </Table>
      <output>{`${sort.key} ${sort.dir}`}</output>
    </MantineProvider>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('SortableHeader', () => {
  it('toggles ascending and descending on click and says so in aria-sort', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Email').getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('name desc');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('name desc');
  });

  it('shows the tooltip "Click to sort" on hover', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.hover(screen.getByRole('button', { name: 'Email' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Click to sort');
  });
});

describe('nextSort', () => {
  it('flips the sorted column and starts another column ascending', () => {
    expect(nextSort<Key>({ key: 'name', dir: 'asc' }, 'name')).toEqual({
      key: 'name',
      dir: 'desc',
    });
    expect(nextSort<Key>({ key: 'name', dir: 'desc' }, 'name')).toEqual({
      key: 'name',
      dir: 'asc',
    });
    expect(nextSort<Key>({ key: 'name', dir: 'desc' }, 'email')).toEqual({
      key: 'email',
      dir: 'asc',
    });
  });
});
