import type { CalendarInterview } from '@care360/domain';
import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type CalendarEvent,
  type CalendarResource,
  LoadedCalendar,
  useCalendarNavigation,
} from '../../platform/calendar';
import { interviewCalendarQuery } from './interview-calendar-api';
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

/** The timeline's row of interviews that have no interviewer yet. */
const NO_INTERVIEWER = 'no-interviewer';

/** An interview as the calendar shows it: linked to the applicant's Interview section. */
function toEvent(interview: CalendarInterview): CalendarEvent {
  const colour = STATE_COLOURS[interview.state] ?? 'gray';
  return {
    id: interview.id,
    title: interview.applicantName,
    start: interview.startsAt,
    end: new Date(
      new Date(interview.startsAt).getTime() + interview.minutes * 60_000,
    ).toISOString(),
    href: applicantFilePath(interview.applicantId, 'interview'),
    badge: { label: interview.state, colour },
    colour,
    resourceId: interview.interviewerName ?? NO_INTERVIEWER,
    detail: `${interview.minutes} min, ${interview.place}${
      interview.branchName ? `, ${interview.branchName}` : ''
    }${interview.interviewerName ? ` · ${interview.interviewerName}` : ''}`,
  };
}

/**
 * The interview calendar: interviews across applicants by month, week or day, or by interviewer
 * across a day's hours, filtered by branch; each linked to the applicant's Interview section. On a
 * phone the month and the week are a list of the days that have interviews.
 */
export function InterviewCalendarPage() {
  const { view, date, period, onNavigate } = useCalendarNavigation('month');
  const { filters, setFilters } = useTrackerFilters();
  const query = useQuery(interviewCalendarQuery(period, filters.branch));
  const interviews = query.data?.interviews;
  const events = useMemo(() => (interviews ?? []).map(toEvent), [interviews]);
  const resources = useMemo<CalendarResource[]>(() => {
    const names = [...new Set((interviews ?? []).flatMap((i) => i.interviewerName ?? []))].sort();
    const rows = names.map((name) => ({ id: name, title: name }));
    return (interviews ?? []).some((i) => !i.interviewerName)
      ? [...rows, { id: NO_INTERVIEWER, title: 'No interviewer yet' }]
      : rows;
  }, [interviews]);

  return (
    <Stack gap="md">
      <Title order={1}>Interview Calendar</Title>
      <TrackerNav />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TrackerFilterBar filters={filters} onChange={setFilters} withSource={false} />
      </Group>
      <LoadedCalendar
        query={query}
        what="interviews"
        label="Interviews"
        listLabel="Interviews by day"
        events={events}
        resources={resources}
        views={['month', 'week', 'day', 'timeline']}
        view={view}
        date={date}
        onNavigate={onNavigate}
        emptyText={`No interviews in this ${view === 'timeline' ? 'day' : view}.`}
      />
    </Stack>
  );
}
