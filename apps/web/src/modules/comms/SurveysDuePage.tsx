import { can, formatUkDate, formatUkDateTime, type SurveyDue } from '@care360/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { invalidateKinds } from '../../platform/live/live-query-keys';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { remindSurvey, surveyDue, surveyDuePath } from './surveys-api';

/** When a person may be reminded again, said in words: the button alone would not tell why. */
function remindState(person: SurveyDue): string {
  if (!person.remindedAt) return 'Not reminded';
  const last = `Reminded ${formatUkDateTime(person.remindedAt)}`;
  return person.remindableAt
    ? `${last}; can be reminded again after ${formatUkDateTime(person.remindableAt)}`
    : last;
}

/**
 * Surveys Due: the people a sent survey has not heard from, with Remind for one or everyone. A
 * reminder emails a new link and is recorded; the server reminds nobody twice within the hour.
 */
export function SurveysDuePage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [surveyDuePath(id)],
    queryFn: ({ signal }) => surveyDue(id, signal),
  });
  const mayRemind = can(user, 'survey-sends.update');

  async function remind(recipient?: SurveyDue) {
    setPending(recipient?.id ?? 'all');
    const result = await remindSurvey(id, recipient?.id);
    setPending(null);
    showAlert(
      result.error
        ? { title: 'Not reminded', message: result.message, type: 'danger' }
        : {
            title: result.data.reminded > 0 ? 'Reminder sent' : 'Nobody reminded',
            message: result.notice,
            type: result.data.reminded > 0 ? 'success' : 'warning',
          },
    );
    await invalidateKinds(queryClient, ['survey-sends', 'survey-recipients']);
  }

  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="The survey"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This survey no longer exists.
          </Notice>
        }
      />
    );
  const data = query.data;
  if (!data) return <LineLoader label="Loading who has not answered" />;
  const { send, items } = data;
  const remindable = items.some((person) => !person.remindableAt);
  return (
    <Stack gap="md">
      <Title order={1}>Surveys Due</Title>
      <Anchor component={Link} to="/app/surveys" size="sm">
        Back to Surveys
      </Anchor>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {send.title}
        </Title>
        <Text>
          {send.answered} of {send.recipients} answered; closes on {formatUkDate(send.closesOn)}.
        </Text>
      </Stack>
      {items.length === 0 ? (
        <Notice tone="success" title="Everyone has answered">
          Nobody is waiting to be reminded.
        </Notice>
      ) : (
        <>
          {mayRemind && (
            <Group>
              <Button
                onClick={() => void remind()}
                loading={pending === 'all'}
                disabled={!remindable}
              >
                Remind all ({items.length})
              </Button>
              {!remindable && (
                <Text size="sm" c="dimmed">
                  Everyone was reminded within the last hour.
                </Text>
              )}
            </Group>
          )}
          <Table.ScrollContainer minWidth={360}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Reminders</Table.Th>
                  {mayRemind && <Table.Th>Remind</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>{person.name}</Table.Td>
                    <Table.Td>{person.email ?? 'No email address'}</Table.Td>
                    <Table.Td>{remindState(person)}</Table.Td>
                    {mayRemind && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={pending === person.id}
                          disabled={Boolean(person.remindableAt)}
                          onClick={() => void remind(person)}
                          aria-label={`Remind ${person.name}`}
                        >
                          Remind
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
