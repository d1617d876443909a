import { formatUkDate } from '@care360/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../platform/api';
import { FormAnswers } from '../../platform/forms/FormAnswers';
import { Notice } from '../../platform/Notice';
import type { RecordEditSectionProps } from '../../platform/records/record-edit-sections';
import { receivedReferenceQuery } from './reference-api';

/**
 * The referee's answers on the reference's page (a tab beside Details, where the office then
 * marks it satisfactory or not), read back with the questions as they were when answered.
 */
export function ReferenceAnswersSection({ record }: RecordEditSectionProps) {
  const query = useQuery(receivedReferenceQuery(record.id));
  if (query.isPending) return <Text>Loading the referee’s answers…</Text>;
  if (query.isError)
    return (
      <Notice tone="danger" title="The answers could not be loaded">
        {errorMessage(query.error)}
      </Notice>
    );
  const { received } = query.data;
  if (!received)
    return (
      <Text>
        The referee has not answered yet
        {record.requestState === 'Requested' ? ': the request is waiting for them.' : '.'}
      </Text>
    );
  return (
    <Stack gap="md">
      <Text>
        Received on {formatUkDate(received.receivedOn)}. Read it, then mark the reference
        satisfactory or not on Details.
      </Text>
      <FormAnswers
        definition={received.definition}
        answers={received.answers as never}
        headingLevel={3}
      />
    </Stack>
  );
}
