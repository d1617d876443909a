import { displayValue, type SummaryRow } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import { loadedKinds } from '../../platform/records/loaded-kinds';

/** The latest log entries: when, what kind, who, and the entry itself, each as declared. */
export function ClientRecentLogs({ rows }: { rows: SummaryRow[] }) {
  // The client log kind, as declared, when it is: the profile's route loaded its area.
  const logs = loadedKinds().find((kind) => kind.name === 'client-logs');
  if (!logs || rows.length === 0) return <Text c="dimmed">No log entries yet.</Text>;
  const [when, ...rest] = logs.list.columns;
  const text = (row: SummaryRow, field: string | undefined) => {
    const def = field ? logs.fields[field] : undefined;
    return def && field ? displayValue(def, row[field], row._titles?.[field]) : '';
  };
  const longField = Object.keys(logs.fields).find((key) => logs.fields[key]?.kind === 'longText');
  const facts = rest.filter((field) => field !== longField && logs.fields[field]?.kind !== 'yesNo');
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Text size="sm" fw={600}>
            {[text(row, when), ...facts.map((field) => text(row, field))]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {longField && (
            <Text size="sm" lineClamp={3}>
              {text(row, longField)}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
