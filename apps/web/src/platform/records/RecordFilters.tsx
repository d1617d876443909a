import type { FieldDef, RecordKind } from '@care360/domain';
import { Button, Collapse, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { usePhone } from '../use-phone';
import { ReferenceSelect } from './fields/ReferenceSelect';
import { inSentence } from './in-sentence';
import type { ListSettings } from './list-settings';

interface RecordFiltersProps {
  kind: RecordKind;
  settings: ListSettings;
  onSearch: (search: string) => void;
  onFilter: (field: string, value: string) => void;
}

const ANY = { value: '', label: 'Any' };

function FilterControl({
  owner,
  field,
  def,
  value,
  onChange,
}: {
  owner: string;
  field: string;
  def: FieldDef;
  value: string;
  onChange: (value: string) => void;
}) {
  switch (def.kind) {
    case 'choice':
      return (
        <NativeSelect
          label={def.label}
          name={field}
          data={[ANY, ...def.options]}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'yesNo':
      return (
        <NativeSelect
          label={def.label}
          name={field}
          data={[ANY, { value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          to={def.to}
          owner={owner}
          field={field}
          purpose="filter"
          label={def.label}
          name={field}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextInput
          label={def.label}
          name={field}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** The list's search box and one control per declared filter, all applied on the server. */
export function RecordFilters({ kind, settings, onSearch, onFilter }: RecordFiltersProps) {
  const searchFields = (kind.list.search ?? []).map((field) => kind.fields[field]?.label ?? field);
  const filters = (kind.list.filters ?? []).flatMap((field) => {
    const def = kind.fields[field];
    return def ? [{ field, def }] : [];
  });
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (searchFields.length === 0 && filters.length === 0) return null;
  const searchBox = searchFields.length > 0 && (
    <TextInput
      type="search"
      label={`Search ${inSentence(kind.plural)}`}
      description={`Looks in: ${searchFields.join(', ')}`}
      value={settings.search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
  const filterControls = filters.map(({ field, def }) => (
    <FilterControl
      key={field}
      owner={kind.name}
      field={field}
      def={def}
      value={settings.filters[field] ?? ''}
      onChange={(value) => onFilter(field, value)}
    />
  ));
  const label = `Find ${inSentence(kind.plural)}`;
  if (!phone || filters.length === 0) {
    return (
      <Group align="flex-end" gap="md" role="search" aria-label={label}>
        {searchBox}
        {filterControls}
      </Group>
    );
  }
  // On a phone the filters fold away behind a button, so the rows start near the top; the
  // search stays at hand.
  const chosen = filters.filter(({ field }) => settings.filters[field]).length;
  return (
    <Stack gap="xs" role="search" aria-label={label}>
      {searchBox}
      <Button
        variant="default"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        w="fit-content"
      >
        {open ? 'Hide filters' : chosen > 0 ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm">{filterControls}</Stack>
      </Collapse>
    </Stack>
  );
}
