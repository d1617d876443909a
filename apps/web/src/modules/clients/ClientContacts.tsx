import { displayValue, type SummaryRow } from '@care360/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { loadedKind } from '../../platform/records/loaded-kinds';

// Its profile's route loaded the clients area (clients.manifest.ts, `declarations`).
const network = () => loadedKind('client-support-network');

const shown = (row: SummaryRow, field: string) => {
  const def = network().fields[field];
  return def ? displayValue(def, row[field], row._titles?.[field]) : '';
};

/** What a contact is to the client, beyond the relationship. */
const ROLE_FIELDS = ['nextOfKin', 'emergencyContact', 'keyHolder'] as const;

function Phone({ number }: { number: string }) {
  return <Anchor href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Anchor>;
}

/** Next of kin and the rest of the support network, next of kin first (as the server orders). */
export function ClientContacts({ contacts }: { contacts: SummaryRow[] }) {
  if (contacts.length === 0) {
    return <Text c="dimmed">No next of kin or other contacts are recorded.</Text>;
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {contacts.map((row) => {
        const phones = [shown(row, 'phone'), shown(row, 'mobile')].filter(Boolean);
        const lpa = shown(row, 'lastingPowerOfAttorney');
        return (
          <li key={row.id}>
            <Group gap="xs">
              <Text fw={600}>{shown(row, 'name')}</Text>
              <Text c="dimmed" size="sm">
                {shown(row, 'relationship')}
              </Text>
              {ROLE_FIELDS.filter((field) => row[field] === true).map((field) => (
                <Badge key={field} variant="outline" size="sm" color="gray.8">
                  {network().fields[field]?.label}
                </Badge>
              ))}
              {lpa && lpa !== 'None' && (
                <Badge variant="outline" size="sm" color="gray.8">
                  LPA: {lpa}
                </Badge>
              )}
            </Group>
            {phones.length > 0 && (
              <Group gap="sm">
                {phones.map((number) => (
                  <Phone key={number} number={number} />
                ))}
              </Group>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
