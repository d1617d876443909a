import {
  can,
  formatUkDateTime,
  JOB_STATUSES,
  type JobLine,
  type JobStatus,
  type jobListAnswer,
} from '@care360/domain';
import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiPost, fetchData, withQuery } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';

const STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  done: 'Done',
  cancelled: 'Cancelled',
};
const STATUS_COLOURS: Record<JobStatus, string> = {
  queued: 'blue',
  running: 'yellow',
  failed: 'red',
  done: 'green',
  cancelled: 'gray',
};

type Action = { kind: 'retry' | 'cancel'; job: JobLine };

const ACTION_TEXT = {
  retry: {
    title: 'Run this job again?',
    body: (job: JobLine) => `“${job.title}” will run again now, with its attempts counted afresh.`,
    button: 'Retry',
  },
  cancel: {
    title: 'Cancel this job?',
    body: (job: JobLine) => `“${job.title}” will be taken off the queue and will not run.`,
    button: 'Cancel job',
  },
} as const;

/**
 * The background jobs (GET /api/v1/jobs): what waits, runs, failed (with its error) and was done,
 * with Retry for a failed job and Cancel for one that has not started. Refreshed every few
 * seconds while open, so a job is seen moving on.
 */
export function JobsPage() {
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [action, setAction] = useState<Action | null>(null);
  const [pending, setPending] = useState(false);
  const user = useCurrentUser();
  const mayChange = can(user, 'jobs.update');
  const queryClient = useQueryClient();
  const path = withQuery('/api/v1/jobs', { status: status || undefined });
  const query = useQuery({
    queryKey: ['jobs', status],
    queryFn: ({ signal }) => fetchData<z.infer<typeof jobListAnswer>>(path, signal),
    refetchInterval: 5_000,
    // The table stays while another status loads, rather than blinking empty.
    placeholderData: (previous) => previous,
  });
  const items = query.data?.items ?? [];

  async function confirm() {
    if (!action) return;
    setPending(true);
    try {
      const result = await apiPost(`/api/v1/jobs/${action.job.id}/${action.kind}`);
      if (result.error) {
        alertFailure(result);
        return;
      }
      showAlert({ type: 'success', title: 'Success', message: result.notice });
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="md">
      <Title order={1}>Jobs</Title>
      <Text c="dimmed">
        Work that runs on its own: the nightly staff compliance pass, reference chasing and
        retention. A failed job is tried again a few times, then waits here for you.
      </Text>
      <NativeSelect
        label="Status"
        w={220}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value as JobStatus | '')}
        data={[
          { value: '', label: 'All' },
          ...JOB_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        ]}
      />
      {query.isPending && <Text>Loading jobs…</Text>}
      {query.isError && <Text c="red.9">The jobs could not be loaded. {query.error.message}</Text>}
      {query.isSuccess && items.length === 0 && <Text>No jobs to show.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Jobs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Error</Table.Th>
                {mayChange && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((job) => (
                <Table.Tr key={`${job.status}-${job.id}`}>
                  <Table.Th scope="row" fw="normal">
                    {job.title}
                    {job.jobKey && (
                      <Text size="xs" c="dimmed">
                        Key: {job.jobKey}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="dot" color={STATUS_COLOURS[job.status]}>
                      {STATUS_LABELS[job.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={job.at}>{formatUkDateTime(job.at)}</time>
                  </Table.Td>
                  <Table.Td>
                    {job.maxAttempts ? `${job.attempts} of ${job.maxAttempts}` : job.attempts}
                  </Table.Td>
                  <Table.Td>{job.error ?? ''}</Table.Td>
                  {mayChange && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {job.canRetry && (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Retry ${job.title}`}
                            onClick={() => setAction({ kind: 'retry', job })}
                          >
                            Retry
                          </Button>
                        )}
                        {job.canCancel && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Cancel ${job.title}`}
                            onClick={() => setAction({ kind: 'cancel', job })}
                          >
                            Cancel
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={action !== null}
        onClose={() => setAction(null)}
        title={action ? ACTION_TEXT[action.kind].title : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="lg">{action ? ACTION_TEXT[action.kind].body(action.job) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAction(null)} disabled={pending}>
            Keep as it is
          </Button>
          <ButtonLoader loading={pending} onClick={confirm} data-autofocus>
            {action ? ACTION_TEXT[action.kind].button : ''}
          </ButtonLoader>
        </Group>
      </Modal>
    </Stack>
  );
}
