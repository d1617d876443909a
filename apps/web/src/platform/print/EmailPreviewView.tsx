import type { EmailPreview } from '@care360/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { showAlert } from '../alert-store';
import type { ApiResult } from '../api';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import { LoadFailure } from '../records/RecordPageStates';
import classes from './PrintedDocumentView.module.css';

interface EmailPreviewViewProps {
  title: string;
  preview: UseQueryResult<EmailPreview>;
  /** What a 404 says: the person or record is not one the caller may see. */
  notFound: ReactNode;
  /** Whether Send is offered (the caller may change the file the email is about). */
  maySend: boolean;
  send: () => Promise<ApiResult<unknown>>;
  back: { href: string; label: string };
  /** Above the email: what it depends on (a training's date and time). */
  children?: ReactNode;
}

/**
 * An email shown exactly as the server would send it (to, subject, body, or why it cannot be
 * sent yet), with Send: the server sends that same email through the mailer, so it is in the
 * email log. The applicant's and the staff files' emails are drawn by this one view.
 */
export function EmailPreviewView(props: EmailPreviewViewProps) {
  const { title, preview, notFound, maySend, back, children } = props;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    const result = await props.send();
    setSending(false);
    if (result.error) setFailure(result.message);
    else showAlert({ type: 'success', message: result.notice || `${title} sent.` });
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {children}
      {preview.isPending ? (
        <LineLoader label="Loading the email" />
      ) : preview.isError ? (
        <LoadFailure
          error={preview.error}
          what="The email"
          retry={() => void preview.refetch()}
          notFound={notFound}
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
