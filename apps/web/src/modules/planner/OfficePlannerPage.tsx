import {
  ASSESSMENT_VISIT_TYPE_LABELS,
  addCalendarDays,
  type OfficePlannerVisit,
  PLANNER_DUE_GROUPS,
  planFromDueLine,
  ukCalendarDate,
  WORKLIST_GROUPS,
} from '@care360/domain';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import {
  type CalendarChange,
  type CalendarEvent,
  type CalendarResource,
  fromLondonWallClock,
  LoadedCalendar,
  useCalendarNavigation,
} from '../../platform/calendar';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { openTracker } from '../../platform/tracker/tracker-store';
import { dueWorkQuery, moveVisit, officePlannerQuery, planVisit } from './office-planner-api';

const STATUS_COLOURS: Record<OfficePlannerVisit['status'], string> = {
  Planned: 'blue',
  Done: 'teal',
  Cancelled: 'gray',
};

const UNASSIGNED = 'unassigned';

function toEvent(visit: OfficePlannerVisit): CalendarEvent {
  const label = ASSESSMENT_VISIT_TYPE_LABELS[visit.visitType];
  const colour = STATUS_COLOURS[visit.status];
  return {
    id: visit.id,
    title: `${label}: ${visit.targetName ?? 'someone'}`,
    start: visit.startsAt,
    end: visit.endsAt,
    resourceId: visit.assignedTo ?? UNASSIGNED,
    href: `/app/assessment-visits/${visit.id}/edit`,
    badge: { label: visit.status, colour },
    colour,
    detail: [visit.assignedName, visit.dueItem, visit.location].filter(Boolean).join(' · '),
  };
}

/** The next working day at 10:00 to 11:00 London time: where a newly planned visit starts. */
function defaultSlot(today: string) {
  let day = addCalendarDays(today, 1);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addCalendarDays(day, 1);
  // 10:00 and 11:00 happen exactly once on every day, clock changes included.
  return {
    startsAt: (fromLondonWallClock(`${day}T10:00:00`) as Date).toISOString(),
    endsAt: (fromLondonWallClock(`${day}T11:00:00`) as Date).toISOString(),
  };
}

/**
 * The office planner (spec §2.2 "assessment-visits"): office visits on the calendar by month,
 * week, day, or by the person going; what is due beside it, each with Plan; a drag moves a visit
 * (a save with the version shown: a change made meanwhile puts it back and says so); the visits
 * planned for the signed-in person can be tracked with the shell's time tracker.
 */
export function OfficePlannerPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { view, date, period, onNavigate } = useCalendarNavigation('week');
  const query = useQuery(officePlannerQuery(period));
  const due = useQuery(dueWorkQuery);
  const visits = query.data?.visits;
  const events = useMemo(() => (visits ?? []).map(toEvent), [visits]);
  const resources = useMemo<CalendarResource[]>(() => {
    const people = new Map<string, string>([[user.id, user.name]]);
    for (const visit of visits ?? []) {
      people.set(visit.assignedTo, visit.assignedName ?? 'Someone');
    }
    return [...people].map(([id, title]) => ({ id, title }));
  }, [visits, user.id, user.name]);
  const mine = (visits ?? []).filter((v) => v.assignedTo === user.id && v.status === 'Planned');
  const dueLines = PLANNER_DUE_GROUPS.flatMap((group) =>
    (due.data?.groups[group] ?? []).flatMap((line) => {
      const plan = planFromDueLine(group, line);
      return plan ? [{ group, plan, line }] : [];
    }),
  );

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['/api/v1/office-planner/calendar'] });

  async function move(change: CalendarChange): Promise<boolean> {
    const visit = visits?.find((v) => v.id === change.id);
    if (!visit) return false;
    const result = await moveVisit(visit.id, visit.version, {
      startsAt: change.start,
      endsAt: change.end,
      ...(change.resourceId && change.resourceId !== UNASSIGNED
        ? { assignedTo: change.resourceId }
        : {}),
    });
    await refresh();
    if (result.error) {
      if (result.status === 409) {
        showAlert({
          type: 'warning',
          title: 'Visit not moved',
          message:
            'Someone else changed this visit meanwhile: it is back where it is saved. Look again and move it once more.',
        });
      } else {
        alertFailure(result);
      }
      return false;
    }
    showAlert({ type: 'success', title: 'Visit moved', message: 'The visit was moved.' });
    return true;
  }

  async function plan(entry: (typeof dueLines)[number]) {
    const result = await planVisit(entry.plan, user.id, defaultSlot(ukCalendarDate()));
    if (result.error) {
      alertFailure(result);
      return;
    }
    await refresh();
    showAlert({
      type: 'success',
      title: 'Visit planned',
      message: `${ASSESSMENT_VISIT_TYPE_LABELS[entry.plan.visitType]} with ${entry.plan.targetName} planned for the next working day at 10:00: drag it to move it.`,
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Assessment Visits - Office Planner</Title>
        <Anchor component={Link} to="/app/assessment-visits">
          All assessment visits
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="sm">
          <Title order={2} size="h4" mb="xs">
            Due to plan
          </Title>
          {due.isPending ? <LineLoader label="Loading what is due" /> : null}
          {due.isSuccess && dueLines.length === 0 ? (
            <Text size="sm">Nothing due to plan.</Text>
          ) : null}
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {dueLines.slice(0, 20).map((entry) => (
              <Group
                component="li"
                key={`${entry.group}:${entry.line.clientId}:${entry.line.detail}`}
                justify="space-between"
                wrap="nowrap"
              >
                <Text size="sm">
                  <strong>{entry.line.clientName}</strong> · {entry.line.detail}{' '}
                  <Text span size="xs" c="dimmed">
                    ({WORKLIST_GROUPS.find((g) => g.key === entry.group)?.title})
                  </Text>
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void plan(entry)}
                  aria-label={`Plan ${ASSESSMENT_VISIT_TYPE_LABELS[entry.plan.visitType].toLowerCase()} with ${entry.line.clientName}`}
                >
                  Plan
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="sm">
          <Title order={2} size="h4" mb="xs">
            Planned for you
          </Title>
          {mine.length === 0 ? (
            <Text size="sm">No visit planned for you in this period.</Text>
          ) : null}
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mine.map((visit) => (
              <Group component="li" key={visit.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {visit.title} · {visit.targetName}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Track time on ${visit.title}`}
                  onClick={() =>
                    openTracker({
                      id: visit.id,
                      type: visit.visitType,
                      content: { title: visit.title, body: visit.targetName ?? '' },
                      pageTitle: 'Assessment Visits - Office Planner',
                    })
                  }
                >
                  Track time
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      <LoadedCalendar
        query={query}
        what="assessment visits"
        label="Assessment visits"
        listLabel="Assessment visits by day"
        events={events}
        resources={resources}
        views={['month', 'week', 'day', 'timeline']}
        view={view}
        date={date}
        onNavigate={onNavigate}
        onMove={move}
        onResize={move}
        emptyText={`No assessment visits in this ${view === 'timeline' ? 'day' : view}.`}
      />
    </Stack>
  );
}
