import type { HolidayCalendar, StaffOwner } from '@care360/domain';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type CalendarEvent,
  type CalendarResource,
  LoadedCalendar,
  useCalendarNavigation,
} from '../../platform/calendar';
import { holidayCalendarQuery } from './oversight-api';

/**
 * The holiday calendars of spec §2.2 (/app/calendar/carer/holidays,
 * /app/calendar/employee/holidays): who is off in a month, requested and approved told apart in
 * words as well as colour; the month's grid, or a row per person across the month's days, and a
 * list by day on a phone. Each holiday opens its edit page.
 */

type Holiday = HolidayCalendar['holidays'][number];

function toEvent(holiday: Holiday): CalendarEvent {
  const approved = holiday.status === 'Approved';
  return {
    id: holiday.id,
    title: holiday.name,
    start: holiday.fromDate,
    end: holiday.toDate,
    allDay: true,
    resourceId: holiday.personId,
    href: holiday.editPath,
    badge: {
      label: holiday.status,
      colour: approved ? 'teal.9' : 'blue.8',
      variant: approved ? 'filled' : 'outline',
    },
    colour: approved ? 'teal' : 'blue',
    ...(holiday.reason ? { detail: holiday.reason } : {}),
  };
}

function HolidayCalendarPage({ owner, title }: { owner: StaffOwner; title: string }) {
  const { view, date, onNavigate } = useCalendarNavigation('month');
  const query = useQuery(holidayCalendarQuery(owner, date.slice(0, 7)));
  const holidays = query.data?.holidays;
  const events = useMemo(() => (holidays ?? []).map(toEvent), [holidays]);
  const resources = useMemo<CalendarResource[]>(() => {
    const people = new Map((holidays ?? []).map((h) => [h.personId, h.name]));
    return [...people]
      .map(([id, name]) => ({ id, title: name }))
      .sort((a, b) => a.title.localeCompare(b.title));
  }, [holidays]);

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <LoadedCalendar
        query={query}
        what="holidays"
        label="Holidays"
        listLabel="Holidays by day"
        events={events}
        resources={resources}
        views={['month', 'timeline']}
        timelineSpan="month"
        view={view}
        date={date}
        onNavigate={onNavigate}
        emptyText="No one is off this month."
      />
    </Stack>
  );
}

export const CarerHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="carers" title="Calendar - Carer Holidays" />
);
export const EmployeeHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="employees" title="Calendar - Office Employee Holidays" />
);
