import type { VisitLogRow } from '@care360/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TableColumn } from '../../platform/list/ResponsiveTable';
import { minutesText, plannedTimes, ukDateOf, ukTimeOf } from './visit-format';

/** Who the place's visit is for: the client, or the office event's title. */
export const placeName = (row: VisitLogRow) => row.clientName ?? row.eventTitle ?? 'Office event';

/** A check-in or check-out as a cell: the time, how it was recorded, where, when known. */
function CheckCell({
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

function ExceptionBadges({ row }: { row: VisitLogRow }) {
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

/** The check-in (or check-out) of a place as a column: its time, how and where. */
function checkColumn(end: 'in' | 'out', label: string): TableColumn<VisitLogRow> {
  const at = (row: VisitLogRow) =>
    end === 'in'
      ? {
          at: row.checkedInAt,
          method: row.checkInMethod,
          latitude: row.checkInLatitude,
          longitude: row.checkInLongitude,
        }
      : {
          at: row.checkedOutAt,
          method: row.checkOutMethod,
          latitude: row.checkOutLatitude,
          longitude: row.checkOutLongitude,
        };
  return { key: end, label, render: (row) => <CheckCell {...at(row)} /> };
}

/**
 * The columns of a carer's place on a visit, planned against actual, that the visit logs and
 * the backoffice both show; each page picks and orders the ones it needs.
 */
export const VISIT_LOG_COLUMNS = {
  date: { key: 'date', label: 'Date', render: (row) => ukDateOf(row.startsAt) },
  carer: { key: 'carer', label: 'Carer', render: (row) => row.carerName },
  client: { key: 'client', label: 'Client', render: placeName },
  planned: {
    key: 'planned',
    label: 'Planned',
    render: (row) => plannedTimes(row.startsAt, row.endsAt),
  },
  checkedIn: checkColumn('in', 'Checked in'),
  checkedOut: checkColumn('out', 'Checked out'),
  stayed: {
    key: 'length',
    label: 'Stayed',
    render: (row) =>
      `${minutesText(row.checkedInAt, row.checkedOutAt) || '—'} of ${minutesText(row.startsAt, row.endsAt)}`,
  },
  exceptions: {
    key: 'exceptions',
    label: 'Exceptions',
    render: (row) => <ExceptionBadges row={row} />,
  },
} satisfies Record<string, TableColumn<VisitLogRow>>;
