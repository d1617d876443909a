import { Group, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortState } from '../sort';
import { usePhone } from '../use-phone';
import classes from './CardList.module.css';

/** Whether lists show as cards: a table of several columns cannot fit a phone. */
export function useCardLayout(): boolean {
  return usePhone();
}

export interface CardField {
  key: string;
  label: string;
  value: ReactNode;
}

export interface CardItem {
  key: string;
  /** The card's heading: the row's title, usually a link to its page. */
  heading: ReactNode;
  fields: readonly CardField[];
  /** More about the row below its fields (an email's message, opened from the heading). */
  detail?: ReactNode;
  /** Buttons acting on the row (delete). */
  actions?: ReactNode;
}

/**
 * A list's rows as cards, one per row: the title as a heading, the other columns as label and
 * value pairs, the row's actions at the foot. Named like the table it stands in for.
 */
export function CardList({
  label,
  items,
  headingOrder = 2,
}: {
  label: string;
  items: readonly CardItem[];
  /** The level of each card's heading: one below the heading the list sits under. */
  headingOrder?: 2 | 3 | 4;
}) {
  const Heading = `h${headingOrder}` as const;
  return (
    <ul className={classes.cards} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={classes.card}>
          <Heading className={classes.heading}>{item.heading}</Heading>
          {item.fields.length > 0 && (
            <dl className={classes.fields}>
              {item.fields.map((field) => (
                <div key={field.key} className={classes.field}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {item.detail}
          {item.actions && (
            <Group justify="flex-end" gap="xs" className={classes.actions}>
              {item.actions}
            </Group>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The sort of a list shown as cards, which have no column headers to click: one choice per
 * sortable column and direction.
 */
export function CardSort({
  columns,
  sort,
  onSort,
}: {
  columns: readonly { key: string; label: string }[];
  sort: SortState;
  onSort: (next: SortState) => void;
}) {
  if (columns.length === 0) return null;
  const current = `${sort.key}:${sort.dir}`;
  const known = columns.some((column) => column.key === sort.key);
  return (
    <NativeSelect
      label="Sort by"
      value={known ? current : ''}
      onChange={(event) => {
        const [key = '', dir] = event.currentTarget.value.split(':');
        if (key) onSort({ key, dir: dir === 'desc' ? 'desc' : 'asc' });
      }}
      data={[
        ...(known ? [] : [{ value: '', label: 'Default order' }]),
        ...columns.flatMap((column) => [
          { value: `${column.key}:asc`, label: `${column.label}, ascending` },
          { value: `${column.key}:desc`, label: `${column.label}, descending` },
        ]),
      ]}
    />
  );
}
