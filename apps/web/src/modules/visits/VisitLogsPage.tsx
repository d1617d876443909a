import type { VisitLogRow } from '@care360/domain';
import { Stack, Title } from '@mantine/core';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { useVisitFilters, VisitFilters, visitFilterQuery } from './visit-filters';
import { VISIT_LOG_COLUMNS } from './visit-log-columns';

/**
 * Every check-in and check-out (GET /api/v1/visits/logs), newest first, with the filters saved
 * as 'visit-logs' (spec §3.4).
 */
export function VisitLogsPage() {
  const { filters, change } = useVisitFilters('visit-logs');
  const { query, items, total, totalCapped } = useCursorList<VisitLogRow>(
    '/api/v1/visits/logs',
    visitFilterQuery(filters),
  );
  const c = VISIT_LOG_COLUMNS;
  const columns: TableColumn<VisitLogRow>[] = [
    c.date,
    c.carer,
    c.client,
    c.planned,
    c.checkedIn,
    c.checkedOut,
    c.stayed,
    c.exceptions,
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Visit Logs</Title>
      <VisitFilters filters={filters} change={change} />
      <ListLoading noun="visit logs" query={query} />
      {items.length > 0 && (
        <ResponsiveTable
          label="Check-ins and check-outs"
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          headingColumn="carer"
          minWidth={900}
        />
      )}
      <ListFooter
        noun="visit logs"
        query={query}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText="No check-ins match these filters."
      />
    </Stack>
  );
}
