import { displayValue, type SummaryRow } from '@care360/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { loadedKinds } from '../../platform/records/loaded-kinds';
import { referencePath } from '../../platform/records/reference-path';

/** The latest log entries: when, what kind, who, and the entry itself, each as declared. */
export function ClientRecentLogs({ rows }: { rows: SummaryRow[] }) {
  // The client log kind, as declared, when it is: the profile's route loaded its area.
  const logs = loadedKinds().find((kind) => kind.name === 'client-logs');
  const user = useCurrentUser();
  if (!logs || rows.length === 0) return <Text c="dimmed">No log entries yet.</Text>;
  const [when, ...rest] = logs.list.columns;
  const text = (row: SummaryRow, field: string | undefined) => {
    const def = field ? logs.fields[field] : undefined;
    return def && field ? displayValue(def, row[field], row._titles?.[field]) : '';
  };
  const longField = Object.keys(logs.fields).find((key) => logs.fields[key]?.kind === 'longText');
  const facts = rest.filter((field) => field !== longField && logs.fields[field]?.kind !== 'yesNo');
  // A fact says what the ones before it have not (a carer who logged their own visit is named
  // once); a reference opens its record (the care worker's file) for whoever may read it.
  const factsOf = (row: SummaryRow) => {
    const shown: Array<{ field: string; text: string }> = [];
    for (const field of [when, ...facts]) {
      const value = text(row, field);
      if (!field || !value) continue;
      const same = shown.find((fact) => fact.text === value);
      // The linked one of two equal facts stays: the care worker's file, not the typed name.
      if (!same) shown.push({ field, text: value });
      else if (logs.fields[field]?.kind === 'reference') same.field = field;
    }
    return shown;
  };
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Text size="sm" fw={600}>
            {factsOf(row).map((fact, i) => {
              const def = logs.fields[fact.field];
              const opens = def ? referencePath(def, row[fact.field], user) : null;
              return (
                <Fragment key={fact.field}>
                  {i > 0 && ' · '}
                  {opens ? (
                    <Anchor component={Link} to={opens}>
                      {fact.text}
                    </Anchor>
                  ) : (
                    fact.text
                  )}
                </Fragment>
              );
            })}
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
