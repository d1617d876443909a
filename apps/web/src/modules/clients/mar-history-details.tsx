import { formatUkDate, MAR_CODES, type PersonFileHistoryEntry } from '@care360/domain';
import { List } from '@mantine/core';

/** A dose recorded or corrected on the MAR chart, as the client file's history says it. */
export function marHistoryDetails(entry: PersonFileHistoryEntry) {
  // The server's name for doses in the audit trail (mar-entry-save.ts MAR_AUDIT_TYPE).
  if (entry.recordType !== 'mar-entries') return null;
  const changes = entry.changes ?? {};
  const [before, after] = (Array.isArray(changes.code) ? changes.code : []) as unknown[];
  const label = (code: unknown) =>
    MAR_CODES.find((candidate) => candidate.code === code)?.label ?? String(code ?? '');
  const day = Array.isArray(changes.day) ? String(changes.day[1]) : null;
  return (
    <List size="sm" withPadding>
      <List.Item>
        {before ? `${label(before)} → ${label(after)}` : label(after)}
        {day ? ` (dose of ${formatUkDate(`${day}T12:00:00Z`)})` : ''}
      </List.Item>
    </List>
  );
}
