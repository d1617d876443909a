import {
  addCalendarDays,
  type CalendarInterview,
  formatUkDate,
  formatUkDateTime,
  ukCalendarDate,
} from '@care360/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LineLoader } from '../../platform/LineLoader';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import {
  type CalendarView,
  daysOf,
  interviewCalendarQuery,
  movePeriod,
  periodOf,
} from './interview-calendar-api';
import { TrackerNav } from './TrackerNav';
import { applicantFilePath } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

const STATE_COLOURS: Record<string, string> = {
  Offered: 'blue',
  Booked: 'teal',
  Held: 'gray',
  Declined: 'red',
  'Rearrange requested': 'orange',
  'Did not attend': 'red',
  Cancelled: 'gray',
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];
const timeOf = (instant: string) => formatUkDateTime(instant).split(' ')[1] ?? '';

function InterviewItem({ interview }: { interview: CalendarInterview }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {timeOf(interview.startsAt)}
        </Text>
        <Anchor
          component={Link}
          to={applicantFilePath(interview.applicantId, 'interview')}
          size="sm"
        >
          {interview.applicantName}
        </Anchor>
        <Badge size="sm" variant="light" color={STATE_COLOURS[interview.state] ?? 'gray'}>
          {interview.state}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {interview.minutes} min, {interview.place}
        {interview.branchName ? `, ${interview.branchName}` : ''}
        {interview.interviewerName ? ` · ${interview.interviewerName}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * The interview calendar: interviews across applicants by month or
 * week, filtered by branch, each linked to the applicant's Interview section. On a phone it is a
 * list of the days that have interviews; on a wider screen a grid of every day.
 */
export function InterviewCalendarPage() {
  const today = ukCalendarDate();
  const [view, setView] = useState<CalendarView>('month');
  const [day, setDay] = useState(today);
  const { filters, setFilters } = useTrackerFilters();
  const period = periodOf(view, day);
  const query = useQuery(interviewCalendarQuery(period, filters.branch));
  const byDay = new Map<string, CalendarInterview[]>();
  for (const interview of query.data?.interviews ?? []) {
    const key = ukCalendarDate(new Date(interview.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), interview]);
  }
  const days = daysOf(period);
  const heading =
    view === 'month'
      ? new Date(`${period.from}T12:00:00Z`).toLocaleDateString('en-GB', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : `Week of ${formatUkDate(`${period.from}T12:00:00Z`)}`;
  // The month's grid starts on its first Monday's column.
  const lead = view === 'month' ? (new Date(`${period.from}T12:00:00Z`).getUTCDay() + 6) % 7 : 0;

  return (
    <Stack gap="md">
      <Title order={1}>Interview Calendar</Title>
      <TrackerNav />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TrackerFilterBar filters={filters} onChange={setFilters} withSource={false} />
        <SegmentedControl
          aria-label="Show"
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
        />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => setDay(movePeriod(view, day, -1))}>
          Previous
        </Button>
        <Title order={2} size="h3" ta="center" aria-live="polite">
          {heading}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={() => setDay(today)} visibleFrom="sm">
            Today
          </Button>
          <Button variant="default" onClick={() => setDay(movePeriod(view, day, 1))}>
            Next
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <LineLoader label="Loading the interviews" />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          what="The interviews"
          retry={() => void query.refetch()}
          notFound={null}
        />
      ) : (
        <>
          {/* A phone: the days with interviews, in order. */}
          <Stack gap="sm" hiddenFrom="sm" aria-label="Interviews by day">
            {byDay.size === 0 && <Text>No interviews in this {view}.</Text>}
            {days
              .filter((d) => byDay.has(d))
              .map((d) => (
                <Paper key={d} withBorder p="sm">
                  <Title order={3} size="h5" mb={4}>
                    {weekdayOf(d)} {formatUkDate(`${d}T12:00:00Z`)}
                  </Title>
                  <Stack gap="xs">
                    {(byDay.get(d) ?? []).map((interview) => (
                      <InterviewItem key={interview.id} interview={interview} />
                    ))}
                  </Stack>
                </Paper>
              ))}
          </Stack>
          {/* Wider: every day of the period in a week-by-week grid. */}
          <Box visibleFrom="sm">
            <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
              {WEEKDAYS.map((name) => (
                <Text key={name} size="xs" fw={700} c="dimmed">
                  {name}
                </Text>
              ))}
              {lead > 0 &&
                daysOf({
                  from: addCalendarDays(period.from, -lead),
                  to: addCalendarDays(period.from, -1),
                }).map((d) => <div key={d} aria-hidden />)}
              {days.map((d) => (
                <Paper
                  key={d}
                  withBorder
                  p={4}
                  mih={view === 'week' ? 160 : 90}
                  bg={d === today ? 'blue.0' : undefined}
                >
                  <Text size="xs" fw={600}>
                    {Number(d.slice(8))}
                  </Text>
                  <Stack gap={6}>
                    {(byDay.get(d) ?? []).map((interview) => (
                      <InterviewItem key={interview.id} interview={interview} />
                    ))}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Box>
        </>
      )}
    </Stack>
  );
}
