import {
  type FormDefinition,
  type FormResponseSummary,
  formatUkDate,
  type ResponseStatus,
  ukDate,
} from '@care360/domain';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAnswers } from '../forms/FormAnswers';
import { RiskScore } from '../forms/RiskScore';
import { LineLoader } from '../LineLoader';
import { ResponsiveTable, type TableColumn } from '../list/ResponsiveTable';
import { LoadFailure } from '../records/RecordPageStates';
import { useLastShown } from '../useLastShown';
import { OwnerNotFound } from './PersonFormStates';
import { formResponseQuery } from './person-file-api';
import { usePersonFileRoute } from './use-person-file-route';

/** When a response was given: the assessment's date, else the day it was saved. */
export function answeredOn(response: Pick<FormResponseSummary, 'assessedOn' | 'createdAt'>) {
  return response.assessedOn ? ukDate(response.assessedOn) : formatUkDate(response.createdAt);
}

export function statusText(status: ResponseStatus, definition: FormDefinition): string {
  if (status === 'draft') return 'Draft';
  return definition.purpose === 'contract' ? 'Signed' : 'Completed';
}

const scoreText = (response: FormResponseSummary) =>
  response.score === null
    ? ''
    : `${response.score}${response.riskLabel ? ` — ${response.riskLabel}` : ''}`;

interface ResponseViewProps {
  fileBase: string;
  formKey: string;
  summary: FormResponseSummary;
}

/** One earlier response, read with the definition of the version it answered. */
function ResponseView({ fileBase, formKey, summary }: ResponseViewProps) {
  const route = usePersonFileRoute();
  const loaded = useQuery(formResponseQuery(fileBase, formKey, summary.id));
  if (loaded.isPending) return <LineLoader label="Loading the answers" />;
  if (loaded.isError) {
    return (
      <LoadFailure
        notFound={<OwnerNotFound route={route} />}
        error={loaded.error}
        what="These answers"
        retry={() => void loaded.refetch()}
      />
    );
  }
  const { definition, response } = loaded.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        {statusText(response.status, definition)} on {answeredOn(response)} by{' '}
        {response.assessedByName ?? 'unknown'}
        {response.nextReviewOn ? `. Next review ${ukDate(response.nextReviewOn)}` : ''}. Answers to
        version {response.formVersion} of the form.
      </Text>
      {response.score !== null && (
        <RiskScore
          score={response.score}
          band={
            response.riskLevel && response.riskLabel
              ? { level: response.riskLevel, label: response.riskLabel }
              : null
          }
        />
      )}
      <FormAnswers definition={definition} answers={response.answers} headingLevel={3} />
    </Stack>
  );
}

/** The columns of the earlier answers; the score only for a scored form. */
function historyColumns(
  definition: FormDefinition,
  scored: boolean,
): TableColumn<FormResponseSummary>[] {
  return [
    {
      key: 'date',
      label: 'Date',
      render: (item, index) => (
        <>
          {answeredOn(item)}
          {index === 0 && (
            <Text span size="xs" c="dimmed">
              {' '}
              (latest)
            </Text>
          )}
        </>
      ),
    },
    { key: 'status', label: 'Status', render: (item) => statusText(item.status, definition) },
    { key: 'by', label: 'By', render: (item) => item.assessedByName ?? '' },
    ...(scored ? [{ key: 'score', label: 'Score', render: scoreText }] : []),
    {
      key: 'nextReview',
      label: 'Next review',
      render: (item) => (item.nextReviewOn ? ukDate(item.nextReviewOn) : ''),
    },
    { key: 'version', label: 'Version', render: (item) => item.formVersion },
  ];
}

interface PersonFormHistoryProps {
  fileBase: string;
  definition: FormDefinition;
  history: readonly FormResponseSummary[];
}

/** The responses saved so far, newest first; each opens read-only as it was answered. */
export function PersonFormHistory({ fileBase, definition, history }: PersonFormHistoryProps) {
  const [open, setOpen] = useState<FormResponseSummary | null>(null);
  const shown = useLastShown(open);
  const scored = definition.scoring !== undefined || history.some((item) => item.score !== null);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="form-history-heading">
      <Title order={2} size="h3" id="form-history-heading" mb="sm">
        Earlier answers
      </Title>
      <ResponsiveTable
        label="Earlier answers"
        labelledBy="form-history-heading"
        columns={historyColumns(definition, scored)}
        rows={history}
        rowKey={(item) => item.id}
        headingOrder={3}
        actions={(item) => (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setOpen(item)}
            aria-label={`View the answers of ${answeredOn(item)} by ${item.assessedByName ?? 'unknown'}`}
          >
            View
          </Button>
        )}
        actionsLabel="Answers"
        minWidth={560}
        tableProps={{ striped: true }}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        title={shown ? `${definition.title} of ${answeredOn(shown)}` : ''}
      >
        {shown && <ResponseView fileBase={fileBase} formKey={definition.key} summary={shown} />}
      </Modal>
    </section>
  );
}
