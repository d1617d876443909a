import { formatUkDateTime } from '@care360/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { useCursorList } from '../../platform/list/useCursorList';
import classes from './AuditPage.module.css';
import { describeChanges } from './describe-changes';

export interface AuditRow {
  id: string;
  at: string;
  actorName: string;
  action: string;
  recordType: string;
  recordId: string;
  changes: Record<string, unknown> | null;
}

function Changes({ changes, action }: { changes: AuditRow['changes']; action: string }) {
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

/** Who did what to which record, and when (GET /api/v1/audit), newest first. */
export function AuditPage() {
  const { query, items, total } = useCursorList<AuditRow>('/api/v1/audit', {});
  return (
    <Stack gap="md">
      <Title order={1}>Audit</Title>
      <ListLoading noun="audit entries" query={query} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label="Audit trail" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Who</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Record</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.actorName}</Table.Td>
                  <Table.Td>
                    <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>
                  </Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>
                    {entry.recordType}{' '}
                    <Text span size="sm">
                      #{entry.recordId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Changes changes={entry.changes} action={entry.action} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter
        noun="audit entries"
        query={query}
        shown={items.length}
        total={total}
        emptyText="Nothing has been recorded in the audit trail."
      />
    </Stack>
  );
}
