import { VISIT_STATUSES, type VisitCarerAnswer } from '@care360/domain';
import { Anchor, Badge, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchData } from '../../platform/api';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { useVisitFilters, VisitFilters, visitFilterQuery } from './visit-filters';
import { plannedTimes, ukDateOf } from './visit-format';

/** A row of GET /api/v1/visits as this page reads it. */
export interface VisitRow {
  id: string;
  startsAt: string | null;
  endsAt: string | null;
  client: string | null;
  branch: string;
  carersNeeded: number;
  status: string;
  source: string;
  globalSchedule: string | null;
  _titles?: Record<string, string | null>;
  carers: VisitCarerAnswer[];
}

const STATUS_COLOURS: Record<string, string> = {
  Planned: 'gray',
  Published: 'blue',
  'In progress': 'yellow',
  Completed: 'green',
  Cancelled: 'gray',
  Missed: 'red',
};

/** What a visit is called in a list: its client, or an office event's title. */
export const visitName = (visit: VisitRow) =>
  visit._titles?.client ?? visit._titles?.globalSchedule ?? 'Office event';

const detailIdOf = (visit: VisitRow) => `visit-detail-${visit.id}`;

/** The visit opened under its row: what it is for, and who is on it. */
function VisitDetail({ visit }: { visit: VisitRow }) {
  const record = useQuery({
    queryKey: ['/api/v1/visits', visit.id],
    queryFn: ({ signal }) =>
      fetchData<Record<string, unknown>>(`/api/v1/visits/${visit.id}`, signal),
  });
  const text = (key: string) => {
    const value = record.data?.[key];
    return typeof value === 'string' && value.trim() ? value : null;
  };
  return (
    <Stack gap={4} p="xs">
      {record.isPending && <Text size="sm">Loading the visit…</Text>}
      {record.isError && <Text size="sm">The visit could not be loaded.</Text>}
      <Text size="sm">
        <strong>Carers:</strong>{' '}
        {Array.from({ length: visit.carersNeeded }, (_, i) => {
          const filled = visit.carers.find((c) => c.place === i + 1);
          return filled ? filled.carerName : 'Unallocated';
        }).join('; ')}
      </Text>
      {text('visitType') && (
        <Text size="sm">
          <strong>Visit type:</strong> {text('visitType')}
        </Text>
      )}
      {text('tasks') && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          <strong>Tasks:</strong> {text('tasks')}
        </Text>
      )}
      {text('medicines') && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          <strong>Medicines:</strong> {text('medicines')}
        </Text>
      )}
      {text('cancellationReason') && (
        <Text size="sm">
          <strong>Cancelled because:</strong> {text('cancellationReason')}
        </Text>
      )}
      <Text size="sm">
        <Anchor component={Link} to={`/app/scheduler/v1/clients/${visit.id}/edit`}>
          Open on the rota
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * Every visit (GET /api/v1/visits) with the coordinator's filters, saved as 'visits': dates,
 * branch, client, carer, status and unallocated only. A row opens the visit beneath it.
 */
export function VisitsPage() {
  const { filters, change } = useVisitFilters('visits');
  const { query, items, total, totalCapped } = useCursorList<VisitRow>('/api/v1/visits', {
    ...visitFilterQuery(filters),
    status: filters.status || undefined,
    unallocated: filters.unallocated ? 'true' : undefined,
    sort: 'startsAt',
    dir: 'asc',
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const columns: TableColumn<VisitRow>[] = [
    {
      key: 'date',
      label: 'Date',
      render: (visit) => {
        const opened = openId === visit.id;
        return (
          <UnstyledButton
            aria-expanded={opened}
            aria-controls={detailIdOf(visit)}
            onClick={() => setOpenId(opened ? null : visit.id)}
          >
            <span aria-hidden="true">{opened ? '▾ ' : '▸ '}</span>
            {ukDateOf(visit.startsAt)}
          </UnstyledButton>
        );
      },
    },
    { key: 'time', label: 'Time', render: (v) => plannedTimes(v.startsAt, v.endsAt) },
    { key: 'client', label: 'Client', render: visitName },
    { key: 'branch', label: 'Branch', render: (v) => v._titles?.branch ?? '' },
    {
      key: 'carers',
      label: 'Carers',
      render: (visit) =>
        visit.carers.length < visit.carersNeeded ? (
          <Badge color="orange" variant="light">
            {visit.carers.length === 0
              ? 'Unallocated'
              : `${visit.carers.length} of ${visit.carersNeeded}`}
          </Badge>
        ) : (
          visit.carers.map((c) => c.carerName).join('; ')
        ),
    },
    {
      key: 'status',
      label: 'Status',
      render: (v) => (
        <Badge variant="dot" color={STATUS_COLOURS[v.status] ?? 'gray'}>
          {v.status}
        </Badge>
      ),
    },
    { key: 'source', label: 'Source', render: (v) => v.source },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Visits</Title>
      <VisitFilters filters={filters} change={change} statuses={VISIT_STATUSES} unallocated />
      <ListLoading noun="visits" query={query} />
      {items.length > 0 && (
        <ResponsiveTable
          label="Visits"
          columns={columns}
          rows={items}
          rowKey={(visit) => visit.id}
          headingColumn="client"
          detail={(visit) => ({
            id: detailIdOf(visit),
            open: openId === visit.id,
            content: openId === visit.id && <VisitDetail visit={visit} />,
          })}
          minWidth={860}
          tableProps={{ highlightOnHover: true }}
        />
      )}
      <ListFooter
        noun="visits"
        query={query}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText="No visits match these filters."
      />
    </Stack>
  );
}
