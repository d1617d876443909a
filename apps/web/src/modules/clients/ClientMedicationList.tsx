import { displayValue, MAR_SLOTS, recordKind, type SummaryRow } from '@care360/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const medications = recordKind('client-medications');

const shown = (row: SummaryRow, field: string) => {
  const def = medications.fields[field];
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
    <Table.ScrollContainer
      minWidth={480}
      // In a narrow card the table scrolls sideways: keyboard users reach it with Tab.
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': 'Current medication, scrolls sideways',
        },
      }}
    >
      <Table aria-label="Current medication" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Medication</Table.Th>
            <Table.Th>Dose</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Support</Table.Th>
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{shown(row, 'medication')}</Table.Td>
              <Table.Td>
                {shown(row, 'dose')}, {shown(row, 'route').toLowerCase()}
              </Table.Td>
              <Table.Td>{whenGiven(row)}</Table.Td>
              <Table.Td>{shown(row, 'supportLevel')}</Table.Td>
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
