import type { HolidayCalendar, StaffOwner } from '@care360/domain';
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
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
 * /app/calendar/employee/holidays, and the organisation's /app/holidays/calendar with both and the
 * bank holidays): who is off in a month, requested and approved told apart in words as well as
 * colour; the month's grid, or a row per person across the month's days, and a list by day on a
 * phone. Each holiday opens its edit page.
 */

type Holiday = HolidayCalendar['holidays'][number];
type BankHoliday = HolidayCalendar['bankHolidays'][number];

/** The timeline row the bank holidays sit on, above the people. */
const BANK_HOLIDAYS_ROW = 'bank-holidays';

function toEvent(holiday: Holiday, withOwner: boolean): CalendarEvent {
  const approved = holiday.status === 'Approved';
  return {
    id: holiday.id,
    title: withOwner
      ? `${holiday.name} (${holiday.owner === 'carers' ? 'carer' : 'office'})`
      : holiday.name,
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

/** A bank holiday, said in words ("Bank holiday"), not only by its colour. */
function bankHolidayEvent(day: BankHoliday): CalendarEvent {
  return {
    id: `bank-${day.id}`,
    title: `Bank holiday: ${day.name}`,
    start: day.date,
    end: day.date,
    allDay: true,
    resourceId: BANK_HOLIDAYS_ROW,
    badge: { label: 'Bank holiday', colour: 'grape.9', variant: 'light' },
    colour: 'grape',
    ...(day.region ? { detail: day.region } : {}),
  };
}

function HolidayCalendarPage({ owner, title }: { owner: StaffOwner | 'all'; title: string }) {
  const { view, date, onNavigate } = useCalendarNavigation('month');
  const query = useQuery(holidayCalendarQuery(owner, date.slice(0, 7)));
  const holidays = query.data?.holidays;
  // The bank holidays belong to the organisation's calendar; each staff calendar keeps to its people.
  const bankHolidays = owner === 'all' ? query.data?.bankHolidays : undefined;
  const events = useMemo(
    () => [
      ...(bankHolidays ?? []).map(bankHolidayEvent),
      ...(holidays ?? []).map((holiday) => toEvent(holiday, owner === 'all')),
    ],
    [holidays, bankHolidays, owner],
  );
  const resources = useMemo<CalendarResource[]>(() => {
    const people = new Map((holidays ?? []).map((h) => [h.personId, h.name]));
    const rows = [...people]
      .map(([id, name]) => ({ id, title: name }))
      .sort((a, b) => a.title.localeCompare(b.title));
    return bankHolidays?.length
      ? [{ id: BANK_HOLIDAYS_ROW, title: 'Bank holidays' }, ...rows]
      : rows;
  }, [holidays, bankHolidays]);

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {owner !== 'all' && (
        <Anchor component={Link} to="/app/holidays/calendar" size="sm">
          The organisation’s holidays calendar, with the bank holidays
        </Anchor>
      )}
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
export const OrganisationHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="all" title="Holidays Calendar" />
);
export const EmployeeHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="employees" title="Calendar - Office Employee Holidays" />
);
