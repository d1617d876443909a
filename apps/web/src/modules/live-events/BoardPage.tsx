import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  type AlertSeverity,
  type AlertStatus,
  BOARD_COLUMN_LABELS,
  type BoardColumn,
  type BoardDeclaration,
  type BoardRow,
  boardOf,
  type ChoiceStyle,
  can,
  formatUkDateTime,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useSavedSearch } from '../../platform/list/useSavedSearch';
import { Notice } from '../../platform/Notice';
import { isListRefusal, NoPermission } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { readFilter, saveFilter } from '../../platform/saved-state';
import { AlertActions } from './AlertActions';
import { BOARD_ROOT, type BoardFilters, useBoardRows } from './board-api';

/**
 * Every live board (/app/live-events/…), drawn from its declaration (domain:
 * live-events/boards): its rule, its columns, its saved filters (spec §3.4), its rows from the
 * one board endpoint, refreshed live, and on alert rows the alert's actions. A table on a
 * desktop, cards on a phone.
 */

const SEVERITY_TONES: Record<AlertSeverity, ChoiceStyle> = {
  Low: 'neutral',
  Medium: 'info',
  High: 'warning',
  Critical: 'danger',
};
const STATUS_TONES: Record<AlertStatus, ChoiceStyle> = {
  Raised: 'danger',
  Acknowledged: 'warning',
  Assigned: 'info',
  Resolved: 'success',
};

/** The saved-state name of a board's filters (letters, digits, _ and -). */
export const boardFilterName = (board: Pick<BoardDeclaration, 'key'>) =>
  `live_board_${board.key.replace(/[^a-z0-9]+/gi, '_')}`;

const EMPTY_FILTERS = { severity: '', status: '', source: '', open: true };

function when(at: string | null): string {
  if (!at) return '';
  return at.length === 10 ? ukDate(at) : formatUkDateTime(at);
}

function cell(column: BoardColumn, row: BoardRow) {
  switch (column) {
    case 'at':
      return when(row.at);
    case 'severity':
      return <StatusBadge tone={SEVERITY_TONES[row.severity]}>{row.severity}</StatusBadge>;
    case 'subject':
      return row.href ? (
        <Anchor component={Link} to={row.href}>
          {row.subject}
        </Anchor>
      ) : (
        row.subject
      );
    case 'person':
      return row.person ?? '';
    case 'detail':
      return row.detail;
    case 'branch':
      return row.branch ?? '';
    case 'source':
      return row.alert?.source ?? '';
    case 'status':
      return row.alert ? (
        <Stack gap={2} align="flex-start">
          <StatusBadge tone={STATUS_TONES[row.alert.status]}>{row.alert.status}</StatusBadge>
          {/* Who the ladder has reached: the office sees an alert left too long has gone up. */}
          {row.alert.escalation && row.alert.escalation !== 'Board' && (
            <Text size="xs">Escalated to {row.alert.escalation.toLowerCase()}</Text>
          )}
        </Stack>
      ) : (
        ''
      );
    case 'assignedTo':
      return row.alert?.assignedTo ?? '';
  }
}

export function BoardPage() {
  const { pathname } = useLocation();
  const board = boardOf(pathname.slice(BOARD_ROOT.length).replace(/\/$/, ''));
  if (!board) {
    return (
      <Notice tone="danger" title="Not found">
        There is no such board.
      </Notice>
    );
  }
  // Keyed by the board: moving between boards starts from that board's saved filters.
  return <Board key={board.key} board={board} />;
}

function Board({ board }: { board: BoardDeclaration }) {
  const user = useCurrentUser();
  const name = boardFilterName(board);
  const [saved, setSaved] = useState(() => readFilter(name, EMPTY_FILTERS));
  const { search, debounced, changeSearch } = useSavedSearch(`${name}_search`);
  const filters: BoardFilters = {
    open: saved.open !== false,
    ...(saved.severity ? { severity: saved.severity as AlertSeverity } : {}),
    ...(saved.status ? { status: saved.status as AlertStatus } : {}),
    ...(saved.source && board.source.type === 'alerts'
      ? { source: saved.source as BoardFilters['source'] }
      : {}),
  };
  const { query, items, total, totalCapped } = useBoardRows(board, filters, debounced);
  const change = (next: Partial<typeof EMPTY_FILTERS>) => {
    const value = { ...saved, ...next };
    setSaved(value);
    saveFilter(name, value);
  };
  const mayAct = board.actions.length > 0 && can(user, 'alerts.update');
  const offered = new Set(board.filters);
  const sources = board.source.type === 'alerts' ? board.source.alertSources : [];

  const columns: TableColumn<BoardRow>[] = board.columns.map((column) => ({
    key: column,
    label: BOARD_COLUMN_LABELS[column],
    render: (row: BoardRow) => cell(column, row),
  }));

  return (
    <Stack gap="md">
      <Title order={1}>{board.title.replace(/^Live Events - /, '')}</Title>
      <Text>{board.rule}</Text>
      <Group align="end" wrap="wrap">
        {offered.has('open') && (
          <Switch
            label="Open only"
            checked={filters.open}
            onChange={(event) => change({ open: event.currentTarget.checked })}
          />
        )}
        {(board.source.type === 'derived' || offered.has('severity')) && (
          <Select
            label="Severity"
            placeholder="Any"
            clearable
            data={[...ALERT_SEVERITIES]}
            value={saved.severity || null}
            onChange={(value) => change({ severity: value ?? '' })}
          />
        )}
        {offered.has('status') && (
          <Select
            label="Status"
            placeholder="Any"
            clearable
            data={[...ALERT_STATUSES]}
            value={saved.status || null}
            onChange={(value) => change({ status: value ?? '' })}
          />
        )}
        {offered.has('source') && sources.length > 1 && (
          <Select
            label="Source"
            placeholder="Any"
            clearable
            data={[...sources]}
            value={saved.source || null}
            onChange={(value) => change({ source: value ?? '' })}
          />
        )}
        <TextInput
          label="Search"
          value={search}
          onChange={(event) => changeSearch(event.currentTarget.value)}
        />
      </Group>
      <ListLoading noun="rows" query={query} />
      {isListRefusal(query.error) ? (
        <NoPermission />
      ) : (
        <>
          {items.length > 0 && (
            <ResponsiveTable
              label={board.title}
              columns={columns}
              rows={items}
              rowKey={(row) => row.id}
              headingColumn="subject"
              minWidth={720}
              actions={
                mayAct
                  ? (row) => (row.alert ? <AlertActions row={row} board={board} /> : null)
                  : undefined
              }
              actionsLabel="Actions"
            />
          )}
          <ListFooter
            noun="rows"
            query={query}
            shown={items.length}
            total={total}
            totalCapped={totalCapped}
            emptyText={
              debounced || saved.severity || saved.status || saved.source
                ? 'Nothing matches these filters.'
                : 'Nothing on this board now.'
            }
          />
        </>
      )}
      {items.length > 0 && !mayAct && board.actions.length > 0 && (
        <Text size="sm" c="dimmed">
          You may see these alerts but not act on them.
        </Text>
      )}
      <Button variant="subtle" component={Link} to="/app/live-events/my-alerts" w="fit-content">
        My alerts
      </Button>
    </Stack>
  );
}
