import type { RecordKind } from '@care360/domain';
import { displayValue } from '@care360/domain';
import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardList, CardSort, useCardLayout } from '../list/CardList';
import { SortableHeader } from '../SortableHeader';
import type { SortState } from '../sort';
import { inSentence } from './in-sentence';
import { isSortable } from './list-settings';
import { RecordCell } from './RecordCell';
import type { RecordRow } from './record-api';
import type { RecordLocation } from './record-location';

/** The text that names a row: its title field, else its first column. */
export function rowTitle(kind: RecordKind, row: RecordRow): string {
  const value = row[kind.titleField] ?? row[kind.list.columns[0] ?? ''];
  return value === null || value === undefined || value === '' ? kind.singular : String(value);
}

interface RecordTableProps {
  location: RecordLocation;
  rows: RecordRow[];
  sort: SortState;
  onSort: (next: SortState) => void;
  /** Present when the person may delete: asks to delete that row. */
  onDelete?: ((row: RecordRow) => void) | undefined;
  /** Columns a custom list page adds after the declared ones (a running balance). */
  extraColumns?: readonly ExtraColumn[];
  /** Buttons a custom list page adds to a row, before Delete (a medicine's Stop and Change). */
  rowActions?: ((row: RecordRow) => ReactNode) | undefined;
  /** Where the page's endpoint sorts by fewer fields than the kind's own list. */
  sortable?: (field: string) => boolean;
}

export interface ExtraColumn {
  key: string;
  label: string;
  cell: (row: RecordRow) => ReactNode;
}

/**
 * The rows of a record list: the declared columns, sortable where the server can sort them, the
 * title column linking to the record's page, and a delete button per row; on a phone, cards.
 */
export function RecordTable({
  location,
  rows,
  sort,
  onSort,
  onDelete,
  extraColumns = [],
  rowActions,
  sortable = (field) => isSortable(location.kind, field),
}: RecordTableProps) {
  const { kind } = location;
  const titleColumn = kind.list.columns.includes(kind.titleField)
    ? kind.titleField
    : kind.list.columns[0];
  const cards = useCardLayout();

  const cellOf = (row: RecordRow, field: string) => {
    const def = kind.fields[field];
    if (!def) return null;
    const title = row._titles?.[field];
    const cell = <RecordCell def={def} value={row[field]} title={title} />;
    const opens = field === titleColumn ? location.recordPath(row.id) : null;
    if (!opens) return cell;
    // The link needs text even when the title cell is empty.
    const empty = displayValue(def, row[field], title) === '';
    return (
      <Anchor component={Link} to={opens}>
        {empty ? `Open ${inSentence(kind.singular)}` : cell}
      </Anchor>
    );
  };
  const deleteButton = (row: RecordRow, size: 'compact-sm' | 'sm') =>
    onDelete && (
      <Button
        variant="subtle"
        color="red"
        size={size}
        aria-label={`Delete ${rowTitle(kind, row)}`}
        onClick={() => onDelete(row)}
      >
        Delete
      </Button>
    );
  const labelOf = (field: string) => kind.fields[field]?.label ?? field;

  if (cards) {
    // A phone: one card per row, headed by its title, the other columns as labelled values.
    return (
      <>
        <CardSort
          columns={kind.list.columns
            .filter(sortable)
            .map((field) => ({ key: field, label: labelOf(field) }))}
          sort={sort}
          onSort={onSort}
        />
        <CardList
          label={kind.plural}
          items={rows.map((row) => ({
            key: row.id,
            heading: titleColumn ? cellOf(row, titleColumn) : rowTitle(kind, row),
            fields: [
              ...kind.list.columns
                .filter((field) => field !== titleColumn)
                .map((field) => ({ key: field, label: labelOf(field), value: cellOf(row, field) })),
              ...extraColumns.map((column) => ({
                key: column.key,
                label: column.label,
                value: column.cell(row),
              })),
            ],
            actions: (rowActions || onDelete) && (
              <>
                {rowActions?.(row)}
                {deleteButton(row, 'sm')}
              </>
            ),
          }))}
        />
      </>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={kind.plural}>
        <Table.Thead>
          <Table.Tr>
            {kind.list.columns.map((field) => {
              const label = labelOf(field);
              return sortable(field) ? (
                <SortableHeader
                  key={field}
                  label={label}
                  sortKey={field}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <Table.Th key={field}>{label}</Table.Th>
              );
            })}
            {extraColumns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
            {(onDelete || rowActions) && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {kind.list.columns.map((field) => (
                <Table.Td key={field}>{cellOf(row, field)}</Table.Td>
              ))}
              {extraColumns.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
              {rowActions ? (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {rowActions(row)}
                    {deleteButton(row, 'compact-sm')}
                  </Group>
                </Table.Td>
              ) : (
                onDelete && <Table.Td ta="right">{deleteButton(row, 'compact-sm')}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
