import { can, type EmploymentTimelineAnswer, ukDate } from '@care360/domain';
import { Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { apiPost, fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';

type Timeline = EmploymentTimelineAnswer;
type Gap = Timeline['gaps'][number];
type Job = Timeline['jobs'][number];

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const until = (to: string | null) => (to ? ukDate(to) : 'now');

/** Jobs and gaps in date order: the timeline as a list, which screen readers read too. */
export function timelineItems(
  timeline: Timeline,
): ({ type: 'job'; job: Job } | { type: 'gap'; gap: Gap })[] {
  return [
    ...timeline.jobs.map((job) => ({ type: 'job' as const, job, from: job.fromDate })),
    ...timeline.gaps.map((gap) => ({ type: 'gap' as const, gap, from: gap.from })),
  ]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map(({ from: _from, ...item }) => item);
}

/** A bar from the first job to today, jobs in blue and gaps red (unexplained) or green. */
function TimelineBar({ timeline }: { timeline: Timeline }) {
  const first = [...timeline.jobs.map((j) => j.fromDate), ...timeline.gaps.map((g) => g.from)]
    .sort()
    .at(0);
  if (!first) return null;
  const start = dayNumber(first);
  const span = Math.max(1, dayNumber(timeline.today) - start + 1);
  const place = (from: string, to: string | null) => ({
    left: `${((dayNumber(from) - start) / span) * 100}%`,
    width: `${Math.max(0.5, ((dayNumber(to ?? timeline.today) - dayNumber(from) + 1) / span) * 100)}%`,
  });
  return (
    <Box aria-hidden pos="relative" h={20} bg="gray.1" style={{ borderRadius: 4 }}>
      {timeline.jobs.map((job) => (
        <Box
          key={job.id}
          pos="absolute"
          top={0}
          h={20}
          bg="blue.6"
          style={place(job.fromDate, job.toDate)}
        />
      ))}
      {timeline.gaps.map((gap) => (
        <Box
          key={gap.from}
          pos="absolute"
          top={0}
          h={20}
          bg={gap.explained ? 'teal.5' : 'red.6'}
          style={place(gap.from, gap.to)}
        />
      ))}
    </Box>
  );
}

function GapItem({ gap }: { gap: Gap }) {
  return (
    <Paper withBorder p="sm" bg={gap.explained ? 'teal.0' : 'red.0'}>
      <Group gap="xs">
        <Text fw={600}>Gap {gap.months}</Text>
        <Badge color={gap.explained ? 'teal' : 'red'} variant="light">
          {gap.explained ? 'Explained' : 'Not explained'}
        </Badge>
      </Group>
      <Text size="sm">
        {ukDate(gap.from)} to {ukDate(gap.to)} ({gap.days} days)
      </Text>
      {gap.explanations.map((text) => (
        <Text key={text} size="sm" fs="italic">
          “{text}”
        </Text>
      ))}
    </Paper>
  );
}

function JobItem({ job }: { job: Job }) {
  return (
    <Paper withBorder p="sm">
      <Text fw={600}>
        {job.jobTitle}, {job.employer}
      </Text>
      <Text size="sm">
        {ukDate(job.fromDate)} to {until(job.toDate)}
      </Text>
      {job.reasonForLeaving && <Text size="sm">Left: {job.reasonForLeaving}</Text>}
    </Paper>
  );
}

/** "Email the applicant their link": a new link, the earlier one stops working. */
function SendLinkButton({ id }: { id: string }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    const result = await apiPost<null>(
      `/api/v1/applicants/${encodeURIComponent(id)}/applicant-link`,
    );
    setSending(false);
    showAlert(
      result.error
        ? { type: 'danger', message: result.message }
        : { type: 'success', title: 'Sent', message: result.notice },
    );
  }
  return (
    <Button variant="light" loading={sending} onClick={send}>
      Email the applicant their link
    </Button>
  );
}

/**
 * An applicant's employment timeline: every job and every gap longer than the
 * organisation's threshold, each gap with its dates and whether it is explained (and how), and
 * whether the addresses cover the five years the DBS application asks for.
 */
export function EmploymentTimelinePage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: ['/api/v1/applicants', id, 'employment-timeline'],
    queryFn: ({ signal }) =>
      fetchData<Timeline>(
        `/api/v1/applicants/${encodeURIComponent(id)}/employment-timeline`,
        signal,
      ),
  });
  if (query.error) {
    return (
      <LoadFailure
        error={query.error}
        what="The employment timeline"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            This applicant no longer exists.
          </Notice>
        }
      />
    );
  }
  const timeline = query.data;
  if (!timeline) return <LineLoader label="Loading the employment timeline" />;
  const unexplained = timeline.gaps.filter((gap) => !gap.explained).length;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Employment Timeline</Title>
        {can(user, 'applicants.update') && <SendLinkButton id={id} />}
      </Group>
      <Text>
        Gaps longer than {timeline.gapThresholdDays} days need a written explanation.{' '}
        {unexplained > 0
          ? `${unexplained} ${unexplained === 1 ? 'gap is' : 'gaps are'} not explained.`
          : 'Every gap is explained.'}
      </Text>
      {timeline.jobs.length === 0 ? (
        <Text c="dimmed">No work history yet.</Text>
      ) : (
        <>
          <TimelineBar timeline={timeline} />
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {timelineItems(timeline).map((item) => (
              <li key={item.type === 'job' ? item.job.id : `gap-${item.gap.from}`}>
                {item.type === 'job' ? <JobItem job={item.job} /> : <GapItem gap={item.gap} />}
              </li>
            ))}
          </Stack>
        </>
      )}
      <Title order={3}>Addresses, last {timeline.addressHistoryYears} years</Title>
      {timeline.addressGaps.length === 0 ? (
        <Notice tone="success" title="Covered">
          The addresses cover the last {timeline.addressHistoryYears} years.
        </Notice>
      ) : (
        <Notice tone="danger" title="Not covered">
          No address for{' '}
          {timeline.addressGaps.map((gap) => `${ukDate(gap.from)} to ${ukDate(gap.to)}`).join('; ')}
          .
        </Notice>
      )}
      <List spacing={4}>
        {timeline.addresses.map((address) => (
          <List.Item key={address.id}>
            {address.address}: {ukDate(address.fromDate)} to {until(address.toDate)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
