import type { ReferenceOptionsAnswer } from '@care360/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { fetchData, withQuery } from '../../api';
import { loadedKind } from '../loaded-kinds';
import { REFERENCE_OPTIONS_LIMIT } from '../record-api';

export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;

interface ReferenceSelectProps {
  /** The record kind referred to (its declared name). */
  to: string;
  /** The kind whose field this is, and the field: the options are that field's own. */
  owner: string;
  field: string;
  /**
   * 'form' offers what the field may be set to (a user manager sees only the roles they may
   * give); 'filter' offers every record, for narrowing a list.
   */
  purpose?: 'form' | 'filter';
  label: string;
  description?: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The chosen record's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** The chosen record's title, as the server gave it (`_titles`), before any search ran. */
  knownTitle?: string | null | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The options URL of a reference field (the derived "pick" permission, record-options.ts). */
export const referenceOptionsPath = (owner: string, field: string) =>
  `/api/v1/${owner}/options/${field}`;

/**
 * Picks a record of another kind, searched on the server by title through the field's own
 * options (GET /api/v1/{kind}/options/{field}?search=&limit=20): whoever may write the record may
 * pick, without needing to read the referred kind in full.
 */
export function ReferenceSelect({
  to,
  owner,
  field,
  purpose = 'form',
  value,
  onChange,
  knownTitle,
  inputRef,
  ...props
}: ReferenceSelectProps) {
  const target = loadedKind(to);
  const [search, setSearch] = useState('');
  // Titles seen so far, so the chosen record keeps its name while other results come and go.
  const titles = useRef(new Map<string, string>());
  if (value && knownTitle && !titles.current.has(value)) titles.current.set(value, knownTitle);
  const chosenTitle = value ? titles.current.get(value) : undefined;
  // Choosing fills the box with the chosen title; that is not a new search.
  const typed = search === chosenTitle ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, REFERENCE_SEARCH_DEBOUNCE_MS);
  const path = referenceOptionsPath(owner, field);
  const options = useQuery({
    queryKey: ['reference-options', path, purpose, debounced],
    queryFn: ({ signal }) =>
      fetchData<ReferenceOptionsAnswer>(
        withQuery(path, {
          search: debounced,
          limit: REFERENCE_OPTIONS_LIMIT,
          ...(purpose === 'filter' ? { purpose } : {}),
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const data = (options.data?.items ?? []).map((item) => {
    const title = item.title || item.id;
    titles.current.set(item.id, title);
    return { value: item.id, label: title };
  });
  if (value && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: titles.current.get(value) ?? `Chosen ${target.singular}` });
  }

  return (
    <Select
      {...props}
      ref={inputRef}
      searchable
      clearable={!props.required}
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; filtering again here would hide its matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        options.isError
          ? `The ${target.plural.toLowerCase()} could not be loaded.`
          : options.isFetching
            ? 'Searching…'
            : `No ${target.plural.toLowerCase()} match.`
      }
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
