import { can, type Permission, type StaffOwner } from '@care360/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import classes from '../../platform/print/PrintedDocumentView.module.css';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import {
  contractEmailPath,
  emailPreviewQuery,
  fileHref,
  nounOf,
  referenceEmailPath,
} from './staff-email-api';

interface StaffEmailProps {
  title: string;
  /** GET previews, POST `${path}/send` sends. */
  path: string;
  sendPermission: Permission;
  back: { href: string; label: string };
}

/**
 * An email from a staff file (contract, Birdie contract, reference request) shown exactly as the
 * server would send it, with Send for whoever may change the file: the server sends that same
 * email through the mailer, so it is in the email log.
 */
function StaffEmailPreview({ title, path, sendPermission, back }: StaffEmailProps) {
  const user = useCurrentUser();
  const preview = useQuery(emailPreviewQuery(path));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const maySend = can(user, sendPermission);

  async function send() {
    setSending(true);
    setFailure(null);
    const result = await apiPost(`${path}/send`, {});
    setSending(false);
    if (result.error) setFailure(result.message);
    else showAlert({ type: 'success', message: result.notice || `${title} sent.` });
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {preview.isPending ? (
        <LineLoader label="Loading the email" />
      ) : preview.isError ? (
        <LoadFailure
          error={preview.error}
          what="The email"
          retry={() => void preview.refetch()}
          notFound={
            <Notice tone="info" title="Not found">
              This person or reference is not one you can see.
            </Notice>
          }
        />
      ) : (
        <>
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="20%" scope="row">
                  To
                </Table.Th>
                <Table.Td>{preview.data.to}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Subject</Table.Th>
                <Table.Td>{preview.data.subject}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {preview.data.blocked ? (
            <Notice tone="info" title="This email cannot be sent yet">
              {preview.data.blocked}
            </Notice>
          ) : (
            <Text
              component="pre"
              className={classes.body}
              ff="inherit"
              p="md"
              bd="1px solid var(--mantine-color-gray-4)"
              aria-label="Message"
            >
              {preview.data.body}
            </Text>
          )}
          {failure && (
            <Text c="red.9" role="alert">
              {failure}
            </Text>
          )}
          <Group gap="sm">
            {maySend && (
              <Button onClick={send} loading={sending} disabled={Boolean(preview.data.blocked)}>
                Send
              </Button>
            )}
            <Anchor component={Link} to={back.href}>
              {back.label}
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}

type FileParams = { id?: string; editid?: string };

function ContractEmail({ owner, emailKey }: { owner: StaffOwner; emailKey: string }) {
  const { id = '' } = useParams({ strict: false }) as FileParams;
  const title = `${nounOf(owner)} ${emailKey === 'birdie-contract' ? 'Birdie Contract' : 'Contract'} Email`;
  return (
    <StaffEmailPreview
      title={title}
      path={contractEmailPath(owner, id, emailKey)}
      sendPermission={`${owner}.update` as Permission}
      back={{ href: fileHref(owner, id), label: 'Back to the file' }}
    />
  );
}

function ReferenceEmail({ owner }: { owner: StaffOwner }) {
  const { id = '', editid = '' } = useParams({ strict: false }) as FileParams;
  const prefix = owner === 'carers' ? 'carer' : 'employee';
  return (
    <StaffEmailPreview
      title={`${nounOf(owner)} Email Reference`}
      path={referenceEmailPath(owner, id, editid)}
      sendPermission={`${prefix}-references.update` as Permission}
      back={{
        href: fileHref(owner, id, 'references-documents'),
        label: 'Back to references and documents',
      }}
    />
  );
}

export const CarerContractEmailPage = () => <ContractEmail owner="carers" emailKey="contract" />;
export const CarerBirdieContractEmailPage = () => (
  <ContractEmail owner="carers" emailKey="birdie-contract" />
);
export const EmployeeContractEmailPage = () => (
  <ContractEmail owner="employees" emailKey="contract" />
);
export const CarerReferenceEmailPage = () => <ReferenceEmail owner="carers" />;
export const EmployeeReferenceEmailPage = () => <ReferenceEmail owner="employees" />;
