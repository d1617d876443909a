import {
  addCalendarDays,
  addCalendarMonths,
  type HolidayCalendar,
  type StaffOwner,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
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
import { holidayCalendarQuery } from './oversight-api';

/**
 * The holiday calendars of spec §2.2 (/app/calendar/carer/holidays,
 * /app/calendar/employee/holidays): who is off in a month, requested and approved told apart in
 * words as well as colour; a grid of the month on a wide screen, a list by day on a phone.
 */

type Holiday = HolidayCalendar['holidays'][number];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) days.push(d);
  return days;
}

function HolidayItem({ holiday }: { holiday: Holiday }) {
  const approved = holiday.status === 'Approved';
  return (
    <Group gap={4} wrap="wrap">
      <Anchor component={Link} to={holiday.editPath} size="sm">
        {holiday.name}
      </Anchor>
      <Badge
        size="sm"
        variant={approved ? 'filled' : 'outline'}
        color={approved ? 'teal.9' : 'blue.8'}
      >
        {holiday.status}
      </Badge>
      {holiday.reason && (
        <Text size="xs" c="dimmed">
          {holiday.reason}
        </Text>
      )}
    </Group>
  );
}

function HolidayCalendarPage({ owner, title }: { owner: StaffOwner; title: string }) {
  const today = ukCalendarDate();
  const [month, setMonth] = useState(today.slice(0, 7));
  const query = useQuery(holidayCalendarQuery(owner, month));
  const from = `${month}-01`;
  const to = addCalendarDays(addCalendarMonths(from, 1), -1);
  const days = daysBetween(from, to);
  const byDay = new Map<string, Holiday[]>();
  for (const holiday of query.data?.holidays ?? []) {
    for (const day of daysBetween(
      holiday.fromDate < from ? from : holiday.fromDate,
      holiday.toDate > to ? to : holiday.toDate,
    )) {
      byDay.set(day, [...(byDay.get(day) ?? []), holiday]);
    }
  }
  const heading = new Date(`${from}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const lead = (new Date(`${from}T12:00:00Z`).getUTCDay() + 6) % 7;
  const move = (by: number) => setMonth(addCalendarMonths(from, by).slice(0, 7));

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => move(-1)}>
          Previous
        </Button>
        <Title order={2} size="h3" ta="center" aria-live="polite">
          {heading}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={() => setMonth(today.slice(0, 7))} visibleFrom="sm">
            This month
          </Button>
          <Button variant="default" onClick={() => move(1)}>
            Next
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <LineLoader label="Loading the holidays" />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          what="The holidays"
          retry={() => void query.refetch()}
          notFound={null}
        />
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm" aria-label="Holidays by day">
            {byDay.size === 0 && <Text>No one is off this month.</Text>}
            {days
              .filter((d) => byDay.has(d))
              .map((d) => (
                <Paper key={d} withBorder p="sm">
                  <Title order={3} size="h5" mb={4}>
                    {weekdayOf(d)} {ukDate(d)}
                  </Title>
                  <Stack gap="xs">
                    {(byDay.get(d) ?? []).map((holiday) => (
                      <HolidayItem key={holiday.id} holiday={holiday} />
                    ))}
                  </Stack>
                </Paper>
              ))}
          </Stack>
          <Box visibleFrom="sm">
            {byDay.size === 0 && <Text mb="sm">No one is off this month.</Text>}
            <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
              {WEEKDAYS.map((name) => (
                <Text key={name} size="xs" fw={700}>
                  {name}
                </Text>
              ))}
              {lead > 0 &&
                daysBetween(addCalendarDays(from, -lead), addCalendarDays(from, -1)).map((d) => (
                  <div key={d} aria-hidden />
                ))}
              {days.map((d) => (
                <Paper key={d} withBorder p={4} mih={90} bg={d === today ? 'blue.0' : undefined}>
                  <Text size="xs" fw={600}>
                    {Number(d.slice(8))}
                  </Text>
                  <Stack gap={4}>
                    {(byDay.get(d) ?? []).map((holiday) => (
                      <HolidayItem key={holiday.id} holiday={holiday} />
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

export const CarerHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="carers" title="Calendar - Carer Holidays" />
);
export const EmployeeHolidayCalendarPage = () => (
  <HolidayCalendarPage owner="employees" title="Calendar - Office Employee Holidays" />
);
