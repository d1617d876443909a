import { displayValue, MAR_SLOTS, type SummaryRow } from '@care360/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { loadedKind } from '../../platform/records/loaded-kinds';

const shown = (row: SummaryRow, field: string) => {
  // Its profile's route loaded the clients area (clients.manifest.ts, `declarations`).
  const def = loadedKind('client-medications').fields[field];
  return def ? displayValue(def, row[field], row._titles?.[field]) : '';
};

/** When a medicine is given: its rounds, or when it may be given if it is PRN. */
function whenGiven(row: SummaryRow): string {
  if (row.prn === true) {
    const most = shown(row, 'prnMaximum');
    return `As required: ${shown(row, 'prnReason')}${most ? ` (at most ${most} in 24 hours)` : ''}`;
  }
  const times = Array.isArray(row.timesOfDay) ? row.timesOfDay : [];
  return MAR_SLOTS.filter((slot) => times.includes(slot.value))
    .map((slot) => `${slot.label} ${slot.time}`)
    .join(', ');
}

const COLUMNS: readonly TableColumn<SummaryRow>[] = [
  { key: 'medication', label: 'Medication', render: (row) => shown(row, 'medication') },
  {
    key: 'dose',
    label: 'Dose',
    render: (row) => `${shown(row, 'dose')}, ${shown(row, 'route').toLowerCase()}`,
  },
  { key: 'when', label: 'When', render: whenGiven },
  { key: 'support', label: 'Support', render: (row) => shown(row, 'supportLevel') },
];

/** The medicines the client takes today, with the actions on each the caller may take. */
export function ClientMedicationList({
  rows,
  actions,
}: {
  rows: SummaryRow[];
  actions?: ((row: SummaryRow) => ReactNode) | undefined;
}) {
  if (rows.length === 0) return <Text c="dimmed">No current medication is recorded.</Text>;
  return (
    <ResponsiveTable
      label="Current medication"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      headingOrder={3}
      actions={actions}
      actionsHeaderVisible
      minWidth={480}
      // In a narrow card the table scrolls sideways: keyboard users reach it with Tab.
      scrollRegionLabel="Current medication, scrolls sideways"
      tableProps={{ verticalSpacing: 4 }}
    />
  );
}
