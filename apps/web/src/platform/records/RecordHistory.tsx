import {
  displayValue,
  formatUkDateTime,
  LIST_CHANGE_AUDIT_ACTIONS,
  type RecordKind,
  ROLE_PERMISSIONS_AUDIT,
} from '@care360/domain';
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LineLoader } from '../LineLoader';
import { permissionLabel } from '../permission-vocabulary';
import { inSentence } from './in-sentence';
import { LoadFailure } from './RecordPageStates';
import { type HistoryEntry, type RecordRow, recordHistoryQuery } from './record-api';
import type { RecordLocation } from './record-location';

const ACTIONS: Record<string, string> = {
  create: 'added it',
  created: 'added it',
  update: 'changed it',
  updated: 'changed it',
  delete: 'deleted it',
  deleted: 'deleted it',
  restore: 'restored it',
  restored: 'restored it',
  read: 'looked at it',
  [ROLE_PERMISSIONS_AUDIT]: 'changed its permissions',
};

/** One value in the history, as a person reads it. */
function historyValue(
  kind: RecordKind,
  field: string,
  value: unknown,
  record: RecordRow | undefined,
): string {
  const def = kind.fields[field];
  if (!def) return value === null || value === undefined ? '(empty)' : String(value);
  // The server keeps only a note that there was a signature, not the image.
  if (def.kind === 'signature' && value) return 'Signed';
  // Nor a sensitive value: only that there was one.
  if (def.sensitive && value) return '(hidden)';
  // References are stored as ids; the current one is known by name, others only as a change.
  if (def.kind === 'reference' && value) {
    return record && value === record[field]
      ? (record._titles?.[field] ?? `another ${def.label.toLowerCase()}`)
      : `another ${def.label.toLowerCase()}`;
  }
  return displayValue(def, value) || '(empty)';
}

/**
 * An entry of `{ added: [...], removed: [...] }` (LIST_CHANGE_AUDIT_ACTIONS): a two-item list
 * is not an old → new pair. Permission names are shown as people read them.
 */
function ListChanges({ changes }: { changes: Record<string, unknown> }) {
  const lines = Object.entries(changes).filter(
    (line): line is [string, unknown[]] => Array.isArray(line[1]) && line[1].length > 0,
  );
  if (lines.length === 0) return null;
  return (
    <List size="sm" mt={4} withPadding>
      {lines.map(([what, items]) => (
        <List.Item key={what}>
          {what.charAt(0).toUpperCase()}
          {what.slice(1)}: {items.map((item) => permissionLabel(String(item))).join(', ')}
        </List.Item>
      ))}
    </List>
  );
}

/** The fields an entry changed, each old → new as a person reads it. */
export function FieldChanges({
  kind,
  changes,
  record,
}: {
  kind: RecordKind;
  changes: Record<string, unknown>;
  /** The record as it is now: its references' names; without it they read "another …". */
  record?: RecordRow;
}) {
  const pairs = Object.entries(changes).filter(
    (line): line is [string, [unknown, unknown]] => Array.isArray(line[1]) && line[1].length === 2,
  );
  if (pairs.length === 0) return null;
  return (
    <List size="sm" mt={4} withPadding>
      {pairs.map(([field, [before, after]]) => (
        <List.Item key={field}>
          {kind.fields[field]?.label ?? field}: {historyValue(kind, field, before, record)} →{' '}
          {historyValue(kind, field, after, record)}
        </List.Item>
      ))}
    </List>
  );
}

/** The field a reveal showed (its audit entry names it: `{ field }`). */
function revealedLabel(kind: RecordKind, changes: Record<string, unknown> | null): string {
  const field = typeof changes?.field === 'string' ? changes.field : '';
  return kind.fields[field]?.label.toLowerCase() ?? 'hidden field';
}

function Entry({
  kind,
  entry,
  record,
}: {
  kind: RecordKind;
  entry: HistoryEntry;
  record: RecordRow;
}) {
  const listChange = LIST_CHANGE_AUDIT_ACTIONS.includes(entry.action);
  return (
    <li>
      <Text size="sm" fw={600}>
        <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>: {entry.actorName}{' '}
        {entry.action === 'reveal'
          ? `was shown the ${revealedLabel(kind, entry.changes)}`
          : (ACTIONS[entry.action] ?? entry.action)}
      </Text>
      {listChange && entry.changes && <ListChanges changes={entry.changes} />}
      {!listChange && entry.action !== 'reveal' && entry.changes && (
        <FieldChanges kind={kind} changes={entry.changes} record={record} />
      )}
    </li>
  );
}

/** Who changed the record and how (GET {apiBase}/{id}/history), newest first. */
export function RecordHistory({
  location,
  record,
}: {
  location: RecordLocation;
  record: RecordRow;
}) {
  const { kind } = location;
  const history = useQuery(recordHistoryQuery(location.apiBase, record.id));
  if (history.isPending) return <LineLoader label="Loading the history" />;
  if (history.isError) {
    return (
      <LoadFailure
        location={location}
        error={history.error}
        what="The history"
        retry={() => void history.refetch()}
      />
    );
  }
  const entries = [...history.data.items].sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) {
    return <Text>Nothing has been recorded about this {inSentence(kind.singular)} yet.</Text>;
  }
  return (
    <Stack
      gap="md"
      component="ol"
      aria-label="History, newest first"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {entries.map((entry) => (
        <Entry key={entry.id} kind={kind} entry={entry} record={record} />
      ))}
    </Stack>
  );
}
