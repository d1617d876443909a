import { Table, Tooltip, UnstyledButton } from '@mantine/core';
import classes from './SortableHeader.module.css';
import { ariaSort, nextSort, type SortState } from './sort';

export const SORT_TOOLTIP = 'Click to sort';

interface SortableHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K>;
  onSort: (next: SortState<K>) => void;
}

function SortIcon({ state }: { state: ReturnType<typeof ariaSort> }) {
  // Decorative: the column's aria-sort already tells the direction.
  const path =
    state === 'ascending'
      ? 'M4 10l4-5 4 5z'
      : state === 'descending'
        ? 'M4 6l4 5 4-5z'
        : 'M4 7l4-4 4 4zM4 9l4 4 4-4z';
  return (
    <svg className={classes.icon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** A column header that sorts the table (spec §2.7): click toggles ascending/descending. */
export function SortableHeader<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
}: SortableHeaderProps<K>) {
  const state = ariaSort(sort, sortKey);
  return (
    <Table.Th aria-sort={state}>
      <Tooltip
        label={SORT_TOOLTIP}
        events={{ hover: true, focus: true, touch: false }}
        openDelay={300}
      >
        <UnstyledButton className={classes.button} onClick={() => onSort(nextSort(sort, sortKey))}>
          <span>{label}</span>
          <SortIcon state={state} />
        </UnstyledButton>
      </Tooltip>
    </Table.Th>
  );
}
