import { formatUkDateTime } from '@care360/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { GrantsTable } from './GrantsTable';
import { clientProfessionalAccess, GRANTS_KEY } from './grants-api';

/**
 * The Health Professional Access page of a client's file: who was given which documents until
 * when, and every time a professional opened them, newest first.
 */
export function ClientProfessionalAccessPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const query = useQuery({
    queryKey: [GRANTS_KEY, 'client', id],
    queryFn: ({ signal }) => clientProfessionalAccess(id, signal),
  });
  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="The health professional access"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This client's file no longer exists.
          </Notice>
        }
      />
    );
  const data = query.data;
  if (!data) return <LineLoader label="Loading the health professional access" />;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Access granted
        </Title>
        <GrantsTable grants={data.grants} show="professional" />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Views by health professionals
        </Title>
        {data.views.length === 0 ? (
          <Text c="dimmed">No health professional has opened this client’s documents.</Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Health professional</Table.Th>
                <Table.Th>Profession</Table.Th>
                <Table.Th>Opened</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.views.map((view) => (
                <Table.Tr key={view.id}>
                  <Table.Td>{formatUkDateTime(view.at)}</Table.Td>
                  <Table.Td>{view.professionalName}</Table.Td>
                  <Table.Td>{view.profession}</Table.Td>
                  <Table.Td>{view.document}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
