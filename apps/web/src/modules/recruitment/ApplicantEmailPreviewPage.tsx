import { APPLICANT_EMAILS, type ApplicantEmailKey, can } from '@care360/domain';
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
import { emailPreviewQuery, type PrintParams, sendEmailPath } from './print-api';
import {
  APPLICANT_LETTER_NOT_FOUND,
  TrainingWhenFields,
  useTrainingWhen,
} from './TrainingWhenFields';

/**
 * An email to the applicant (spec §2.2, /app/:id/email-interview and /app/:id/training-email)
 * shown exactly as the server would send it, with Send for whoever may change the applicant: the
 * server sends that same email through the mailer, so it is in the email log.
 */
function ApplicantEmailPreview({ emailKey }: { emailKey: ApplicantEmailKey }) {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const email = APPLICANT_EMAILS.find((e) => e.key === emailKey);
  const when = useTrainingWhen();
  const { on, at } = when;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const params: PrintParams = emailKey === 'training' ? { on, at } : {};
  const preview = useQuery(emailPreviewQuery(id, emailKey, params));
  const maySend = can(user, 'applicants.update');

  async function send() {
    setSending(true);
    setFailure(null);
    const result = await apiPost(sendEmailPath(id, emailKey), {
      ...(on ? { on } : {}),
      ...(at ? { at } : {}),
    });
    setSending(false);
    if (result.error) setFailure(result.message);
    else showAlert({ type: 'success', message: result.notice || `${email?.title} sent.` });
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{email?.title}</Title>
      {emailKey === 'training' && <TrainingWhenFields when={when} />}
      {preview.isPending ? (
        <LineLoader label="Loading the email" />
      ) : preview.isError ? (
        <LoadFailure
          error={preview.error}
          what="The email"
          retry={() => void preview.refetch()}
          notFound={APPLICANT_LETTER_NOT_FOUND}
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
            <Anchor component={Link} to={`/app/applicants/${encodeURIComponent(id)}/edit`}>
              Back to the applicant’s file
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}

export const InterviewEmailPreviewPage = () => <ApplicantEmailPreview emailKey="interview" />;
export const TrainingEmailPreviewPage = () => <ApplicantEmailPreview emailKey="training" />;
