import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { SortableHeader } from '../SortableHeader';
import type { SortState } from '../sort';
import { CardList, CardSort, useCardLayout } from './CardList';

/** One column of a hand-written list: its heading, and what a row shows in it. */
export interface TableColumn<Row> {
  key: string;
  /** The column's heading; on a phone, the label of the value on each card. */
  label: string;
  /** A heading other than the label (visually hidden text); the label still names card values. */
  header?: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  /** The cell names its row (a `th scope="row"`), as a record's title does in a permission grid. */
  rowHeader?: boolean;
  /** Sorted by its heading on a desktop and by the "Sort by" choice on a phone. */
  sortable?: boolean;
  /** Class of the column's cells (and heading) on a desktop: widths, alignment. */
  className?: string;
}

/** More about a row shown under it when open: an email's message below its line. */
export interface RowDetail {
  /** The id a toggle's aria-controls points at. */
  id: string;
  open: boolean;
  content: ReactNode;
  /** Class of the detail's table row on a desktop. */
  className?: string;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table and, on a phone, the list of cards. */
  label: string;
  /** Names the table by a heading on the page instead (its id); `label` still names the cards. */
  labelledBy?: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column whose value heads each card; the first column unless said. */
  headingColumn?: string;
  /** The level of a card's heading: one below the heading the list sits under (2 by default). */
  headingOrder?: 2 | 3 | 4;
  /** Buttons acting on a row: a last column on a desktop, the foot of its card on a phone. */
  actions?: ((row: Row) => ReactNode) | undefined;
  /** The heading of the actions column, visually hidden unless said. */
  actionsLabel?: string;
  actionsHeaderVisible?: boolean;
  detail?: (row: Row) => RowDetail | null;
  sort?: { state: SortState; onSort: (next: SortState) => void };
  /** Below this width the table scrolls sideways in its box on a desktop (a narrow card). */
  minWidth: number;
  /** Lets keyboard users scroll the box: it becomes a named, focusable region. */
  scrollRegionLabel?: string;
  tableProps?: Omit<TableProps, 'children' | 'aria-label' | 'aria-labelledby'>;
}

/** A value a card leaves out: nothing to show there (no checkbox for an action a record lacks). */
const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false;

/**
 * A hand-written list's rows: a table on a desktop, cards on a phone (useCardLayout), from one
 * declaration of columns, so a screen never scrolls sideways at 390 px. On a card the heading
 * column is its heading, the others labelled values, the row's actions at its foot.
 */
export function ResponsiveTable<Row>({
  label,
  labelledBy,
  columns,
  rows,
  rowKey,
  headingColumn,
  headingOrder,
  actions,
  actionsLabel = 'Actions',
  actionsHeaderVisible = false,
  detail,
  sort,
  minWidth,
  scrollRegionLabel,
  tableProps,
}: ResponsiveTableProps<Row>) {
  const cards = useCardLayout();
  const headingKey = headingColumn ?? columns[0]?.key;

  if (cards) {
    const sortable = columns.filter((column) => column.sortable);
    return (
      <>
        {sort && (
          <CardSort
            columns={sortable.map(({ key, label: text }) => ({ key, label: text }))}
            sort={sort.state}
            onSort={sort.onSort}
          />
        )}
        <CardList
          label={label}
          headingOrder={headingOrder}
          items={rows.map((row, index) => {
            const more = detail?.(row);
            return {
              key: rowKey(row),
              heading: columns.find((column) => column.key === headingKey)?.render(row, index),
              fields: columns
                .filter((column) => column.key !== headingKey)
                .map((column) => ({
                  key: column.key,
                  label: column.label,
                  value: column.render(row, index),
                }))
                .filter((field) => !isEmpty(field.value)),
              detail: more && (
                <div id={more.id} hidden={!more.open}>
                  {more.content}
                </div>
              ),
              actions: actions?.(row),
            };
          })}
        />
      </>
    );
  }

  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={
        scrollRegionLabel
          ? {
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollRegionLabel },
            }
          : undefined
      }
    >
      <Table
        {...tableProps}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              sort && column.sortable ? (
                <SortableHeader
                  key={column.key}
                  label={column.label}
                  sortKey={column.key}
                  sort={sort.state}
                  onSort={sort.onSort}
                />
              ) : (
                <Table.Th key={column.key} scope="col" className={column.className}>
                  {column.header ?? column.label}
                </Table.Th>
              ),
            )}
            {actions && (
              <Table.Th scope="col">
                {actionsHeaderVisible ? (
                  actionsLabel
                ) : (
                  <VisuallyHidden>{actionsLabel}</VisuallyHidden>
                )}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const more = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <Table.Th key={column.key} scope="row" className={column.className}>
                        {column.render(row, index)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column.key} className={column.className}>
                        {column.render(row, index)}
                      </Table.Td>
                    ),
                  )}
                  {actions && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
                {more && (
                  <Table.Tr id={more.id} hidden={!more.open} className={more.className}>
                    <Table.Td colSpan={columnCount}>{more.content}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
