import type { VisitLogRow } from '@care360/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { useVisitFilters, VisitFilters, visitFilterQuery } from './visit-filters';
import { minutesText, plannedTimes, ukDateOf, ukTimeOf } from './visit-format';

/** Who the place's visit is for: the client, or the office event's title. */
export const placeName = (row: VisitLogRow) => row.clientName ?? row.eventTitle ?? 'Office event';

/** A check-in or check-out as a cell: the time, how it was recorded, where, when known. */
export function CheckCell({
  at,
  method,
  latitude,
  longitude,
}: {
  at: string | null;
  method: string | null;
  latitude: number | null;
  longitude: number | null;
}) {
  if (!at) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{ukTimeOf(at)}</Text>
      {method && (
        <Text size="xs" c="dimmed">
          {method}
          {latitude !== null && longitude !== null
            ? ` at ${latitude.toFixed(4)}, ${longitude.toFixed(4)}`
            : ''}
        </Text>
      )}
    </Stack>
  );
}

export function ExceptionBadges({ row }: { row: VisitLogRow }) {
  if (row.exceptions.length === 0) return null;
  return (
    <Group gap={4}>
      {row.exceptions.map((exception) => (
        <Badge key={exception} color={exception === 'Missed' ? 'red' : 'orange'} variant="light">
          {exception}
        </Badge>
      ))}
    </Group>
  );
}

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
  const columns: TableColumn<VisitLogRow>[] = [
    { key: 'date', label: 'Date', render: (row) => ukDateOf(row.startsAt) },
    { key: 'carer', label: 'Carer', render: (row) => row.carerName },
    { key: 'client', label: 'Client', render: placeName },
    { key: 'planned', label: 'Planned', render: (row) => plannedTimes(row.startsAt, row.endsAt) },
    {
      key: 'in',
      label: 'Checked in',
      render: (row) => (
        <CheckCell
          at={row.checkedInAt}
          method={row.checkInMethod}
          latitude={row.checkInLatitude}
          longitude={row.checkInLongitude}
        />
      ),
    },
    {
      key: 'out',
      label: 'Checked out',
      render: (row) => (
        <CheckCell
          at={row.checkedOutAt}
          method={row.checkOutMethod}
          latitude={row.checkOutLatitude}
          longitude={row.checkOutLongitude}
        />
      ),
    },
    {
      key: 'length',
      label: 'Stayed',
      render: (row) =>
        `${minutesText(row.checkedInAt, row.checkedOutAt) || '—'} of ${minutesText(row.startsAt, row.endsAt)}`,
    },
    { key: 'exceptions', label: 'Exceptions', render: (row) => <ExceptionBadges row={row} /> },
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
