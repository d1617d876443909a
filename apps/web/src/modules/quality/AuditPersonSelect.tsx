import type { AuditActors, AuditPerson } from '@care360/domain';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { fetchData, withQuery } from '../../platform/api';

export const PERSON_SEARCH_DEBOUNCE_MS = 300;

/**
 * Picks whose entries the Audit page shows: the organisation's people, searched on the server by
 * name or email (GET /api/v1/audit/actors), shown by name with the email beneath.
 */
export function AuditPersonSelect({
  value,
  onChange,
  knownName,
}: {
  /** The chosen person's id, '' for everyone. */
  value: string;
  onChange: (person: AuditPerson | null) => void;
  /** The chosen person's name, when it is known before any search (from a row). */
  knownName?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  // People seen so far, so the chosen one keeps their name while results come and go.
  const seen = useRef(new Map<string, AuditPerson>());
  const chosen = value ? seen.current.get(value) : undefined;
  const typed = search === (chosen?.name ?? knownName) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, PERSON_SEARCH_DEBOUNCE_MS);
  const people = useQuery({
    queryKey: ['audit-actors', debounced],
    queryFn: ({ signal }) =>
      fetchData<AuditActors>(withQuery('/api/v1/audit/actors', { search: debounced }), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = people.data?.items ?? [];
  for (const person of items) seen.current.set(person.id, person);
  const data = items.map((person) => ({ value: person.id, label: person.name }));
  if (value && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: chosen?.name ?? knownName ?? 'Chosen person' });
  }
  return (
    <Select
      label="Person"
      placeholder="Anyone"
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ? (seen.current.get(id) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched by name and email; filtering again would hide matches.
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {seen.current.get(option.value)?.email}
          </Text>
        </div>
      )}
      nothingFoundMessage={
        people.isError
          ? 'The people could not be loaded.'
          : people.isFetching
            ? 'Searching…'
            : 'Nobody matches.'
      }
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      w={260}
    />
  );
}
