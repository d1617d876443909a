export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  key: K;
  dir: SortDirection;
}

/** A click on the sorted column flips its direction; a click on another column sorts it A–Z. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, dir: 'asc' };
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

export function ariaSort(current: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
