import { Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LineLoader } from '../LineLoader';
import { LoadFailure } from '../records/RecordPageStates';

/** A part of a report: a heading and its charts. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A report's answer drawn by `children` once loaded; a refusal says the caller may not see it. */
export function ReportAnswer<T>({
  answer,
  loading,
  what,
  children,
}: {
  answer: UseQueryResult<T>;
  /** What the loader says, and what could not be loaded. */
  loading: string;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (answer.isPending) return <LineLoader label={loading} />;
  if (answer.isError)
    return (
      <LoadFailure
        error={answer.error}
        what={what}
        retry={() => void answer.refetch()}
        notFound={null}
      />
    );
  return children(answer.data);
}
