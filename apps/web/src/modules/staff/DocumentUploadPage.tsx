import {
  can,
  type OnboardingDocument,
  type OnboardingDocumentState,
  type OnboardingDocumentType,
  onboardingDocuments,
  type Permission,
  STAFF_DEFAULTS,
  STAFF_OWNERS,
  type StaffOwner,
  type StaffUpload,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { fetchAllPages } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { usePersonFileRoute } from '../../platform/person-files/use-person-file-route';
import { LoadFailure } from '../../platform/records/RecordPageStates';

const STATE_COLOURS: Record<OnboardingDocumentState, string> = {
  Missing: 'red',
  Expired: 'red',
  'Expiring soon': 'orange',
  'On file': 'teal',
};

/** The required document types of the owner's kind of file, and the person's uploads. */
async function loadDocuments(owner: StaffOwner, id: string, signal: AbortSignal) {
  const uploadsKind = `${STAFF_OWNERS[owner].prefix}-uploads`;
  // A long-serving carer may hold more uploads than one page: every page is read.
  const [types, uploads] = await Promise.all([
    fetchAllPages<OnboardingDocumentType>(
      '/api/v1/document-upload-types',
      { appliesTo: STAFF_OWNERS[owner].label, requiredAtOnboarding: true, active: true },
      signal,
    ),
    fetchAllPages<StaffUpload>(
      `/api/v1/${owner}/${encodeURIComponent(id)}/${uploadsKind}`,
      {},
      signal,
    ),
  ]);
  return onboardingDocuments(types, uploads, ukCalendarDate(), STAFF_DEFAULTS.expiryWarningDays);
}

function DocumentRow({ row, uploadsPath }: { row: OnboardingDocument; uploadsPath: string }) {
  return (
    <Table.Tr>
      <Table.Td>{row.type.name}</Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOURS[row.state]} variant="light">
          {row.state}
        </Badge>
      </Table.Td>
      <Table.Td>
        {row.upload ? (
          <Anchor component={Link} to={`${uploadsPath}/${row.upload.id}/edit`}>
            {row.upload.title}
          </Anchor>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>{row.upload?.expiryDate ? ukDate(row.upload.expiryDate) : '—'}</Table.Td>
    </Table.Tr>
  );
}

/**
 * A carer's (or office employee's) Document Upload page (spec §2.5): every document type their
 * file must hold before they start, with the newest upload of each and whether it is missing,
 * expired or expiring, and the way to upload what is still to collect.
 */
export function DocumentUploadPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const file = usePersonFileRoute();
  const owner = file.owner as StaffOwner;
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: ['/api/v1', owner, id, 'onboarding-documents'],
    queryFn: ({ signal }) => loadDocuments(owner, id, signal),
  });
  const uploadsPath = `/app/${owner}/${id}/edit/uploads`;
  if (query.error) {
    return (
      <LoadFailure
        error={query.error}
        what="The documents"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This person's file no longer exists.
          </Notice>
        }
      />
    );
  }
  const rows = query.data;
  if (!rows) return <LineLoader label="Loading the documents" />;
  const outstanding = rows.filter((row) => row.state !== 'On file').length;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Document Upload</Title>
        {can(user, file.permissions.update as Permission) && (
          <Button component={Link} to={`${uploadsPath}/add`}>
            Upload a document
          </Button>
        )}
      </Group>
      <Text>
        {rows.length === 0
          ? 'No document type is required at onboarding for this file.'
          : outstanding === 0
            ? 'Every document required at onboarding is on file.'
            : `${outstanding} of ${rows.length} required documents ${outstanding === 1 ? 'needs' : 'need'} attention.`}
      </Text>
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>Documents required at onboarding</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Document</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Newest upload</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <DocumentRow key={row.type.id} row={row} uploadsPath={uploadsPath} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Anchor component={Link} to={uploadsPath}>
        Every upload on this file
      </Anchor>
    </Stack>
  );
}
