import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { readFilter, saveFilter } from '../saved-state';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search text, saved under the list's name (spec §3.4) so it is still there when the
 * person comes back. `search` follows the keyboard; `debounced` is what is sent to the server.
 */
export function useSavedSearch(listName: string) {
  const [search, setSearch] = useState(() => readFilter(listName));
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  function changeSearch(value: string) {
    setSearch(value);
    saveFilter(listName, value);
  }
  return { search, debounced, changeSearch };
}
