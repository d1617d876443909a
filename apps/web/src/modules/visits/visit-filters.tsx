import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ReferenceSelect } from '../../platform/records/fields/ReferenceSelect';
import { UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { isoDateOf } from '../../platform/records/form-values';
import { readFilter, saveFilter } from '../../platform/saved-state';

/**
 * The filters of the visit screens, saved under each list's name (spec §3.4: visits, visit logs)
 * so they are still set when the coordinator comes back within the hour. Dates are typed the UK
 * way (DD/MM/YYYY) and sent as ISO dates once they read as one.
 */
// A type (not an interface) so it is a FilterObject, as saved state keeps it.
export type VisitFilterValues = {
  fromText: string;
  toText: string;
  branch: string;
  client: string;
  carer: string;
  status: string;
  unallocated: boolean;
  exception: string;
  state: string;
};

export const EMPTY_VISIT_FILTERS: VisitFilterValues = {
  fromText: '',
  toText: '',
  branch: '',
  client: '',
  carer: '',
  status: '',
  unallocated: false,
  exception: '',
  state: 'open',
};

/** The saved filters of one list, and a setter that saves as it sets. */
export function useVisitFilters(listName: string) {
  const [filters, setFilters] = useState<VisitFilterValues>(() =>
    readFilter(listName, EMPTY_VISIT_FILTERS),
  );
  const change = (changes: Partial<VisitFilterValues>) => {
    const next = { ...filters, ...changes };
    setFilters(next);
    saveFilter(listName, next);
  };
  return { filters, change };
}

/** The query the filters send: only what is set, and a date only once it reads as one. */
export function visitFilterQuery(filters: VisitFilterValues) {
  const from = isoDateOf(filters.fromText);
  const to = isoDateOf(filters.toText);
  return {
    from: from ?? undefined,
    to: to ?? undefined,
    branch: filters.branch || undefined,
    client: filters.client || undefined,
    carer: filters.carer || undefined,
  };
}

const ANY = { value: '', label: 'Any' };

interface VisitFiltersProps {
  filters: VisitFilterValues;
  change: (changes: Partial<VisitFilterValues>) => void;
  /** The extra controls a list has: a visit's status, unallocated only, an exception. */
  statuses?: readonly string[];
  unallocated?: boolean;
  exceptions?: readonly string[];
}

export function VisitFilters({
  filters,
  change,
  statuses,
  unallocated,
  exceptions,
}: VisitFiltersProps) {
  const dateError = (text: string) =>
    text && !isoDateOf(text) ? 'Enter a date as DD/MM/YYYY.' : undefined;
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <UkDateInput
        label="From"
        value={filters.fromText}
        onChange={(fromText) => change({ fromText })}
        error={dateError(filters.fromText)}
      />
      <UkDateInput
        label="To"
        value={filters.toText}
        onChange={(toText) => change({ toText })}
        error={dateError(filters.toText)}
      />
      <ReferenceSelect
        to="branches"
        owner="visits"
        field="branch"
        purpose="filter"
        label="Branch"
        name="branch"
        value={filters.branch}
        onChange={(branch) => change({ branch })}
      />
      <ReferenceSelect
        to="clients"
        owner="visits"
        field="client"
        purpose="filter"
        label="Client"
        name="client"
        value={filters.client}
        onChange={(client) => change({ client })}
      />
      <ReferenceSelect
        to="carers"
        owner="visit-carers"
        field="carer"
        purpose="filter"
        label="Carer"
        name="carer"
        value={filters.carer}
        onChange={(carer) => change({ carer })}
      />
      {statuses && (
        <NativeSelect
          label="Status"
          name="status"
          data={[ANY, ...statuses]}
          value={filters.status}
          onChange={(event) => change({ status: event.currentTarget.value })}
        />
      )}
      {exceptions && (
        <>
          <NativeSelect
            label="Exception"
            name="exception"
            data={[ANY, ...exceptions]}
            value={filters.exception}
            onChange={(event) => change({ exception: event.currentTarget.value })}
          />
          <NativeSelect
            label="Showing"
            name="state"
            data={[
              { value: 'open', label: 'To confirm' },
              { value: 'confirmed', label: 'Confirmed' },
              { value: 'all', label: 'All' },
            ]}
            value={filters.state}
            onChange={(event) => change({ state: event.currentTarget.value })}
          />
        </>
      )}
      {unallocated && (
        <Checkbox
          label="Unallocated only"
          name="unallocated"
          checked={filters.unallocated}
          onChange={(event) => change({ unallocated: event.currentTarget.checked })}
          mb={8}
        />
      )}
    </Group>
  );
}
