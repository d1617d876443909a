import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import { type AuditListItem, auditTitles, formatUkDateTime } from '@care360/domain';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { permissionEntry } from '../../platform/permission-vocabulary';
import classes from './AuditPage.module.css';
import { AuditPersonSelect } from './AuditPersonSelect';
import { type AuditFilters, auditActionLabel, auditQueryOf, NO_FILTERS } from './audit-filters';
import { describeChanges } from './describe-changes';

function Changes({ changes, action }: { changes: AuditListItem['changes']; action: string }) {
  const lines = describeChanges(changes, action);
  if (lines.length === 0) return <Text size="sm">No field changes</Text>;
  return (
    <ul className={classes.changes}>
      {lines.map((line) => (
        <li key={line.field}>
          <strong>{line.field}</strong>:{' '}
          {line.before === null ? line.after : `${line.before} → ${line.after}`}
        </li>
      ))}
    </ul>
  );
}

/** The kinds' titles from the names-only index: the page loads no record declaration. */
const TITLES = auditTitles(
  RECORD_KIND_INDEX,
  (recordType) => permissionEntry(`${recordType}.read`)?.recordTitle,
);

/** Filters a link may carry: /app/audit?recordType=clients&recordId=… */
function filtersFromLink(search: Record<string, unknown>): AuditFilters {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    ...NO_FILTERS,
    actorId: text(search.actorId),
    recordType: text(search.recordType),
    recordId: text(search.recordType) ? text(search.recordId) : '',
  };
}

/**
 * The audit trail (GET /api/v1/audit), newest first: who did what to which record and when, by
 * name, filtered by person, by record and by UK dates.
 */
export function AuditPage() {
  const link = useSearch({ strict: false }) as Record<string, unknown>;
  const [filters, setFilters] = useState<AuditFilters>(() => filtersFromLink(link));
  const [touched, setTouched] = useState({ from: false, to: false });
  // Names of the chosen person and record, for the filters' labels before the list answers.
  const [actorName, setActorName] = useState<string | undefined>(undefined);
  const [recordName, setRecordName] = useState<string | null>(null);
  const { params, errors } = useMemo(() => auditQueryOf(filters), [filters]);
  const { query, items, total, totalCapped } = useCursorList<AuditListItem>(
    '/api/v1/audit',
    params,
  );
  const set = (change: Partial<AuditFilters>) => setFilters((now) => ({ ...now, ...change }));
  const filtered = Object.values(filters).some(Boolean);
  const columns: TableColumn<AuditListItem>[] = [
    {
      key: 'who',
      label: 'Who',
      render: (entry) =>
        entry.actorName ? (
          <>
            <Text size="sm" title={entry.actorEmail ?? undefined}>
              {entry.actorName}
            </Text>
            {entry.actorEmail && (
              <Text size="xs" c="dimmed" className={classes.email}>
                {entry.actorEmail}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No one signed in
          </Text>
        ),
    },
    {
      key: 'when',
      label: 'When',
      render: (entry) => <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>,
    },
    { key: 'action', label: 'Action', render: (entry) => auditActionLabel(entry.action) },
    {
      key: 'record',
      label: 'Record',
      render: (entry) => (
        <>
          <Text size="sm">
            {entry.recordKind}
            {entry.recordTitle && (
              <>
                {' '}
                <strong>{entry.recordTitle}</strong>
              </>
            )}
          </Text>
          {entry.recordId && entry.recordId !== filters.recordId && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                setRecordName(entry.recordTitle);
                set({ recordType: entry.recordType, recordId: entry.recordId ?? '' });
              }}
              aria-label={`Only entries about ${entry.recordKind} ${entry.recordTitle ?? ''}`.trim()}
            >
              Only this record
            </Button>
          )}
        </>
      ),
    },
    {
      key: 'changes',
      label: 'Changes',
      render: (entry) => <Changes changes={entry.changes} action={entry.action} />,
    },
  ];
  const oneRecord = filters.recordType && filters.recordId;
  const oneRecordName =
    recordName ??
    items.find((item) => item.recordId === filters.recordId)?.recordTitle ??
    'one record';

  return (
    <Stack gap="md">
      <Title order={1}>Audit</Title>
      <Group
        align="flex-start"
        gap="md"
        role="search"
        aria-label="Filter the audit trail"
        className={classes.filters}
      >
        <AuditPersonSelect
          value={filters.actorId}
          knownName={actorName}
          onChange={(person) => {
            setActorName(person?.name);
            set({ actorId: person?.id ?? '' });
          }}
        />
        <NativeSelect
          label="Record"
          data={[{ value: '', label: 'Any record' }, ...TITLES.recordTypes]}
          value={filters.recordType}
          onChange={(event) => {
            setRecordName(null);
            set({ recordType: event.currentTarget.value, recordId: '' });
          }}
          w={240}
        />
        <TextInput
          label="From"
          description="DD/MM/YYYY"
          inputMode="numeric"
          autoComplete="off"
          value={filters.from}
          onChange={(event) => set({ from: event.currentTarget.value })}
          onBlur={() => setTouched((now) => ({ ...now, from: true }))}
          error={touched.from ? errors.from : undefined}
          w={150}
        />
        <TextInput
          label="To"
          description="DD/MM/YYYY"
          inputMode="numeric"
          autoComplete="off"
          value={filters.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
          onBlur={() => setTouched((now) => ({ ...now, to: true }))}
          error={touched.to ? errors.to : undefined}
          w={150}
        />
        {filtered && (
          <Button
            variant="default"
            className={classes.clear}
            onClick={() => {
              setFilters(NO_FILTERS);
              setTouched({ from: false, to: false });
              setActorName(undefined);
              setRecordName(null);
            }}
          >
            Clear filters
          </Button>
        )}
      </Group>
      {oneRecord && (
        <Group gap="sm">
          <Text size="sm">
            Showing only {TITLES.kindTitle(filters.recordType)} <strong>{oneRecordName}</strong>.
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setRecordName(null);
              set({ recordId: '' });
            }}
          >
            Show all records
          </Button>
        </Group>
      )}
      <ListLoading noun="audit entries" query={query} />
      {items.length > 0 && (
        <ResponsiveTable
          label="Audit trail"
          columns={columns}
          rows={items}
          rowKey={(entry) => String(entry.id)}
          // On a phone each entry is headed by when it happened.
          headingColumn="when"
          minWidth={800}
          tableProps={{ striped: true, verticalSpacing: 'sm' }}
        />
      )}
      <ListFooter
        noun="audit entries"
        query={query}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText={
          filtered
            ? 'No audit entries match these filters.'
            : 'Nothing has been recorded in the audit trail.'
        }
      />
    </Stack>
  );
}
