import type { RecordKind } from '@care360/domain';
import { displayValue } from '@care360/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../current-user';
import { useCardLayout } from '../list/CardList';
import { ResponsiveTable, type TableColumn } from '../list/ResponsiveTable';
import type { SortState } from '../sort';
import { inSentence } from './in-sentence';
import { isSortable } from './list-settings';
import { RecordCell } from './RecordCell';
import type { RecordRow } from './record-api';
import type { RecordLocation } from './record-location';
import { titleValueOf } from './record-titles';
import { referencePath } from './reference-path';

/** The text that names a row: its title field, else its first column. */
export function rowTitle(kind: RecordKind, row: RecordRow): string {
  const titled = row[kind.titleField] !== null && row[kind.titleField] !== undefined;
  const key = titled ? kind.titleField : (kind.list.columns[0] ?? '');
  return titleValueOf(kind, row, key) || kind.singular;
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
  const user = useCurrentUser();

  const cellOf = (row: RecordRow, field: string) => {
    const def = kind.fields[field];
    if (!def) return null;
    const title = row._titles?.[field];
    const cell = <RecordCell def={def} value={row[field]} title={title} />;
    const opens =
      field === titleColumn ? location.recordPath(row.id) : referencePath(def, row[field], user);
    if (!opens) return cell;
    // The link needs text even when the title cell is empty.
    const empty = displayValue(def, row[field], title) === '';
    return (
      <Anchor component={Link} to={opens}>
        {empty ? `Open ${inSentence(kind.singular)}` : cell}
      </Anchor>
    );
  };
  const deleteButton = (row: RecordRow) =>
    onDelete && (
      <Button
        variant="subtle"
        color="red"
        size={cards ? 'sm' : 'compact-sm'}
        aria-label={`Delete ${rowTitle(kind, row)}`}
        onClick={() => onDelete(row)}
      >
        Delete
      </Button>
    );
  // On a card the heading may be several fields (a client's full name), not repeated below it.
  const heading = cards ? (kind.list.cardHeading ?? []) : [];
  const headingCell = (row: RecordRow) => {
    const text = heading
      .map((field) => {
        const def = kind.fields[field];
        return def ? displayValue(def, row[field], row._titles?.[field]) : '';
      })
      .filter(Boolean)
      .join(' ');
    const opens = location.recordPath(row.id);
    if (!opens) return text;
    return (
      <Anchor component={Link} to={opens}>
        {text || `Open ${inSentence(kind.singular)}`}
      </Anchor>
    );
  };
  const columns: TableColumn<RecordRow>[] = [
    ...kind.list.columns
      .filter((field) => field === titleColumn || !heading.includes(field))
      .map((field) => ({
        key: field,
        label: kind.fields[field]?.label ?? field,
        render: (row: RecordRow) =>
          field === titleColumn && heading.length > 0 ? headingCell(row) : cellOf(row, field),
        sortable: sortable(field),
      })),
    ...extraColumns.map((column) => ({
      key: column.key,
      label: column.label,
      render: column.cell,
    })),
  ];

  // A table on a desktop, a card per row on a phone (headed by its title).
  return (
    <ResponsiveTable
      label={kind.plural}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      headingColumn={titleColumn}
      actions={
        (rowActions || onDelete) &&
        ((row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions?.(row)}
            {deleteButton(row)}
          </Group>
        ))
      }
      sort={{ state: sort, onSort }}
      minWidth={640}
      tableProps={{ striped: true, highlightOnHover: true }}
    />
  );
}
