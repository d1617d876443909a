import { ukCalendarDate, ukClockTime, ukDate } from '@care360/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { taskOutcomesQuery } from './scheduler-api';

/** What became of each of a visit's tasks, as its carer recorded them on the phone. */
export function VisitTaskOutcomes({ visitId }: { visitId: string }) {
  const outcomes = useQuery(taskOutcomesQuery(visitId));
  const rows = [...(outcomes.data ?? [])].sort((a, b) => a.taskIndex - b.taskIndex);
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        Tasks as the carer recorded them
      </Title>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((entry) => {
          const at = new Date(entry.recordedAt);
          return (
            <Text component="li" key={entry.id} size="sm">
              {entry.task}: <strong>{entry.outcome}</strong>
              {entry.note ? ` (${entry.note})` : ''}, {entry._titles?.carer ?? 'a carer'}{' '}
              {ukDate(ukCalendarDate(at))} {ukClockTime(at)}
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}
