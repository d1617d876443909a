import { formatUkDateTime, type GrantAnswer } from '@care360/domain';
import { Button, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../platform/StatusBadge';
import { documentLabel } from './grants-api';

const TONES = { Active: 'success', Expired: 'neutral', Revoked: 'danger' } as const;

/** Grants as rows: whose documents, which, until when, their state and how often they were read. */
export function GrantsTable({
  grants,
  show,
  onRevoke,
  revoking,
}: {
  grants: GrantAnswer[];
  show: 'client' | 'professional';
  onRevoke?: (grant: GrantAnswer) => void;
  revoking?: string | null;
}) {
  if (grants.length === 0) return <Text c="dimmed">No access has been granted.</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{show === 'client' ? 'Client' : 'Health professional'}</Table.Th>
          <Table.Th>Documents</Table.Th>
          <Table.Th>Until</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Views</Table.Th>
          {onRevoke && <Table.Th>Action</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {grants.map((grant) => (
          <Table.Tr key={grant.id}>
            <Table.Td>{show === 'client' ? grant.clientName : grant.professionalName}</Table.Td>
            <Table.Td>{grant.documents.map(documentLabel).join(', ')}</Table.Td>
            <Table.Td>{formatUkDateTime(grant.expiresAt)}</Table.Td>
            <Table.Td>
              <StatusBadge tone={TONES[grant.state]}>{grant.state}</StatusBadge>
            </Table.Td>
            <Table.Td>{grant.views}</Table.Td>
            {onRevoke && (
              <Table.Td>
                {grant.state === 'Active' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    loading={revoking === grant.id}
                    onClick={() => onRevoke(grant)}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
