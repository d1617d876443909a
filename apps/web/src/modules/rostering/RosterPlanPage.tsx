import { counted, type RosterRun, type RosterRunStatus, ukDate } from '@care360/domain';
import { Box, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { alertFailure } from '../../platform/alert-store';
import { ApiError, fetchAllPages } from '../../platform/api';
import { Notice } from '../../platform/Notice';
import { hasPlan, isUnderWay, previewQuery, runQuery, stopRun } from './auto-roster-api';
import { BackToScheduler, PlanPreview } from './PlanPreview';
import { elapsed } from './plan-format';

const STATUS_TEXT: Record<RosterRunStatus, string> = {
  queued: 'Waiting to start',
  running: 'Planning',
  finished: 'Finished',
  stopped: 'Stopped: the best plan found so far is kept',
  failed: 'Failed',
  accepted: 'Accepted',
  'partly accepted': 'Partly accepted',
};

/**
 * One rota plan on the scheduler (/app/scheduler/plans/$runId): the run's progress while it
 * plans, updated by its live events, with a Stop button; then its plan as a preview to accept
 * all or part of.
 */
export function RosterPlanPage() {
  const { runId = '' } = useParams({ strict: false }) as { runId?: string };
  const run = useQuery(runQuery(runId));
  const branches = useQuery({
    queryKey: ['/api/v1/branches', 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages<{ id: string; name: string }>('/api/v1/branches', {}, signal),
  });

  if (run.isPending) return <Loader aria-label="Loading the plan" />;
  if (run.isError) {
    const missing = run.error instanceof ApiError && run.error.status === 404;
    return (
      <Stack>
        <Title order={1}>Rota plan</Title>
        <Notice tone="danger" title={missing ? 'No such plan' : 'The plan could not be opened'}>
          {missing ? 'This plan does not exist, or is not yours to see.' : run.error.message}
        </Notice>
      </Stack>
    );
  }
  const branchName = branches.data?.find((b) => b.id === run.data.branchId)?.name;
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>Rota plan</Title>
        <Text>
          {[
            branchName,
            `${ukDate(run.data.from)} to ${ukDate(run.data.to)}`,
            run.data.scope === 'all' ? 'all visits' : 'only the places still to fill',
            run.data.keepAllocated ? 'carers already on visits kept' : null,
            `seed ${run.data.seed}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Box>
      <RunProgress run={run.data} />
      {hasPlan(run.data.status) && <Plan run={run.data} />}
    </Stack>
  );
}

function RunProgress({ run }: { run: RosterRun }) {
  const queryClient = useQueryClient();
  const [stopping, setStopping] = useState(false);
  const progress = run.progress;
  const underWay = isUnderWay(run.status);

  async function stop() {
    setStopping(true);
    const result = await stopRun(run.id);
    setStopping(false);
    if (result.error) return alertFailure(result);
    queryClient.setQueryData(runQuery(run.id).queryKey, result.data);
  }

  return (
    <Box component="section" aria-labelledby="plan-progress">
      <Title order={2} size="h3" id="plan-progress" mb="xs">
        Progress
      </Title>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          {underWay && <Loader size="sm" aria-hidden />}
          <Text fw={700} role="status" aria-live="polite">
            {STATUS_TEXT[run.status]}
          </Text>
          {underWay && (
            <Button color="red" variant="light" loading={stopping} onClick={() => void stop()}>
              Stop
            </Button>
          )}
        </Group>
        {progress && (
          <>
            <Progress
              value={progress.total === 0 ? 100 : (100 * progress.filled) / progress.total}
              aria-label="Places filled"
              size="lg"
            />
            <Box
              component="dl"
              style={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                gap: '2px 12px',
                margin: 0,
              }}
            >
              <Text component="dt" fw={600} size="sm">
                Elapsed
              </Text>
              <Text component="dd" size="sm" m={0}>
                {elapsed(progress.elapsedMs)}
              </Text>
              <Text component="dt" fw={600} size="sm">
                Filled
              </Text>
              <Text component="dd" size="sm" m={0}>
                {progress.filled} of {counted(progress.total, 'place')}
              </Text>
              <Text component="dt" fw={600} size="sm">
                Unfilled
              </Text>
              <Text component="dd" size="sm" m={0}>
                {counted(progress.unfilled, 'place')}
              </Text>
              <Text component="dt" fw={600} size="sm">
                Plans tried
              </Text>
              <Text component="dd" size="sm" m={0}>
                {progress.iterations.toLocaleString('en-GB')}
              </Text>
            </Box>
          </>
        )}
        {run.status === 'failed' && (
          <Notice tone="danger" title="The plan failed">
            {run.message ?? 'The planner stopped with an error. Try again.'}
          </Notice>
        )}
        {run.status === 'failed' && <BackToScheduler run={run} />}
      </Stack>
    </Box>
  );
}

function Plan({ run }: { run: RosterRun }) {
  const preview = useQuery(previewQuery(run.id));
  if (preview.isPending) return <Loader aria-label="Loading the plan" />;
  if (preview.isError)
    return (
      <Notice tone="danger" title="The plan could not be shown">
        {preview.error.message}
      </Notice>
    );
  return <PlanPreview run={run} preview={preview.data} />;
}
