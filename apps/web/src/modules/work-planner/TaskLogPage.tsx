import { formatUkDateTime, type TaskLogEntry, type TaskLogStyle } from '@care360/domain';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { useSavedSearch } from '../../platform/list/useSavedSearch';
import { StatusBadge } from '../../platform/StatusBadge';
import { LOG_PATH } from './work-planner-api';

/**
 * The task-planner log (/app/task-planner-logs): every change of a work planner card, newest
 * first, with who made it and when, in the spec's card styles (create, edit, delete card). It
 * is read from the audit trail and refreshes itself as cards change.
 */

const STYLE_TONES: Record<TaskLogStyle, 'success' | 'info' | 'danger'> = {
  'create card': 'success',
  'edit card': 'info',
  'delete card': 'danger',
};

const COLUMNS: readonly TableColumn<TaskLogEntry>[] = [
  { key: 'at', label: 'When', render: (row) => formatUkDateTime(row.at) },
  {
    key: 'card',
    label: 'Card',
    rowHeader: true,
    render: (row) => row.cardTitle ?? 'A deleted card',
  },
  {
    key: 'event',
    label: 'What',
    render: (row) => <StatusBadge tone={STYLE_TONES[row.style]}>{row.event}</StatusBadge>,
  },
  { key: 'detail', label: 'Detail', render: (row) => row.detail },
  { key: 'who', label: 'Who', render: (row) => row.actorName ?? 'The system' },
];

export function TaskLogPage() {
  const { search, debounced, changeSearch } = useSavedSearch('task-planner-logs');
  const list = useCursorList<TaskLogEntry>(
    LOG_PATH,
    { search: debounced || undefined },
    {
      pageSize: 50,
    },
  );
  return (
    <Stack gap="md">
      <Title order={1}>Task Planner Logs</Title>
      <Text c="dimmed">
        Every change of a task card on the work planner: created, moved, status changed, reassigned,
        edited and deleted.
      </Text>
      <TextInput
        label="Search by card title"
        value={search}
        onChange={(event) => changeSearch(event.currentTarget.value)}
        maw={360}
      />
      <ListLoading noun="changes" query={list.query} />
      {list.items.length > 0 && (
        <ResponsiveTable
          label="Task planner log"
          columns={COLUMNS}
          rows={list.items}
          rowKey={(row) => row.id}
          minWidth={720}
        />
      )}
      <ListFooter
        noun="changes"
        query={list.query}
        shown={list.items.length}
        total={list.total}
        totalCapped={list.totalCapped}
        emptyText={debounced ? 'No change of a card with that title.' : 'No card has changed yet.'}
      />
    </Stack>
  );
}
