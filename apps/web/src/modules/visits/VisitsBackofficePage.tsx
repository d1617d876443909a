import { formatUkDateTime, VISIT_EXCEPTIONS, type VisitLogRow } from '@care360/domain';
import { Button, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiPost } from '../../platform/api';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { useVisitFilters, VisitFilters, visitFilterQuery } from './visit-filters';
import { plannedTimes, ukDateOf } from './visit-format';
import { placeName, VISIT_LOG_COLUMNS } from './visit-log-columns';

const BACKOFFICE_PATH = '/api/v1/visits/backoffice';

/** The office confirms a place's exceptions, with a note of what was done about them. */
function ConfirmDialog({ row, onClose }: { row: VisitLogRow; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  async function confirm() {
    setSaving(true);
    const result = await apiPost<VisitLogRow>(`${BACKOFFICE_PATH}/${row.id}/confirm`, {
      version: row.version,
      note: note.trim() || null,
    });
    setSaving(false);
    if (!result.status) {
      alertFailure(result);
      return;
    }
    showAlert({ type: 'success', title: 'Confirmed', message: result.message || 'Confirmed.' });
    await queryClient.invalidateQueries({ queryKey: [BACKOFFICE_PATH] });
    onClose();
  }
  return (
    <Modal opened onClose={onClose} title="Confirm the exception">
      <Stack gap="sm">
        <Text size="sm">
          {row.carerName} at {placeName(row)}, {ukDateOf(row.startsAt)}{' '}
          {plannedTimes(row.startsAt, row.endsAt)}: {row.exceptions.join(', ')}.
        </Text>
        <Textarea
          label="Office note"
          description="What was found out or done, for the record (optional)."
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Button onClick={() => void confirm()} loading={saving}>
          Confirm
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * Planned against actual for each carer on each visit that has begun
 * (GET /api/v1/visits/backoffice): late arrivals, short visits, missed visits and missing
 * check-outs, each for the office to confirm (who and when are kept, and audited).
 */
export function VisitsBackofficePage() {
  const { filters, change } = useVisitFilters('visits-backoffice');
  const { query, items, total, totalCapped } = useCursorList<VisitLogRow>(BACKOFFICE_PATH, {
    ...visitFilterQuery(filters),
    exception: filters.exception || undefined,
    state: filters.state || 'open',
  });
  const [confirming, setConfirming] = useState<VisitLogRow | null>(null);
  const c = VISIT_LOG_COLUMNS;
  const columns: TableColumn<VisitLogRow>[] = [
    c.date,
    c.client,
    c.carer,
    c.planned,
    c.checkedIn,
    c.checkedOut,
    c.exceptions,
    {
      key: 'confirmed',
      label: 'Confirmed',
      render: (row) =>
        row.exceptionConfirmedAt ? (
          <Stack gap={0}>
            <Text size="sm">
              {row.exceptionConfirmedByName ?? 'Someone'},{' '}
              {formatUkDateTime(row.exceptionConfirmedAt)}
            </Text>
            {row.exceptionNote && (
              <Text size="xs" c="dimmed">
                {row.exceptionNote}
              </Text>
            )}
          </Stack>
        ) : (
          'Not yet'
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Visits Backoffice</Title>
      <VisitFilters filters={filters} change={change} exceptions={VISIT_EXCEPTIONS} />
      <ListLoading noun="exceptions" query={query} />
      {items.length > 0 && (
        <ResponsiveTable
          label="Exceptions to confirm"
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          headingColumn="client"
          actions={(row) =>
            row.exceptionConfirmedAt ? null : (
              <Button
                size="xs"
                variant="light"
                onClick={() => setConfirming(row)}
                aria-label={`Confirm ${row.exceptions.join(', ')}: ${row.carerName}, ${ukDateOf(row.startsAt)}`}
              >
                Confirm
              </Button>
            )
          }
          actionsLabel="Confirm"
          minWidth={1000}
        />
      )}
      <ListFooter
        noun="exceptions"
        query={query}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText="No exceptions match these filters."
      />
      {confirming && <ConfirmDialog row={confirming} onClose={() => setConfirming(null)} />}
    </Stack>
  );
}
