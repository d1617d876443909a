import { APPLICANT_SOURCES } from '@care360/domain';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { ReferenceSelect } from '../../platform/records/fields/ReferenceSelect';
import type { TrackerFilters } from './tracker-api';

/** The tracker pages' filters: a branch and, where it matters, where applicants heard of us. */
export function useTrackerFilters() {
  const [filters, setFilters] = useState<TrackerFilters>({});
  return { filters, setFilters };
}

export function TrackerFilterBar({
  filters,
  onChange,
  withSource = true,
}: {
  filters: TrackerFilters;
  onChange: (next: TrackerFilters) => void;
  withSource?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filter applicants">
      <ReferenceSelect
        to="branches"
        owner="applicants"
        field="branch"
        purpose="filter"
        label="Branch"
        value={filters.branch ?? ''}
        onChange={(branch) =>
          onChange({ ...filters, ...(branch ? { branch } : { branch: undefined }) })
        }
      />
      {withSource && (
        <Select
          label="Source"
          placeholder="Any source"
          clearable
          data={[...APPLICANT_SOURCES]}
          value={filters.source ?? null}
          onChange={(source) => onChange({ ...filters, source: source ?? undefined })}
        />
      )}
    </Group>
  );
}
