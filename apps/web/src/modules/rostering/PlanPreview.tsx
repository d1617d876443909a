import { counted, type RosterPreview, type RosterRun, ukDate, weekStartOf } from '@care360/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Notice } from '../../platform/Notice';
import { saveFilter } from '../../platform/saved-state';
import { usePhone } from '../../platform/use-phone';
import { acceptRun, previewQuery, runQuery } from './auto-roster-api';
import {
  changeText,
  dayLabel,
  dayOf,
  hoursAndMinutes,
  placeText,
  scoreText,
  timeRange,
  type VisitInPlan,
  visitsByDay,
  weightText,
} from './plan-format';

/** The score's terms in the order shown, each with its weight and what the weight is per. */
const TERMS = [
  { term: 'travel', label: 'Travel', weight: 'travelMinute', per: 'a minute of travel' },
  {
    term: 'continuity',
    label: 'Continuity',
    weight: 'continuity',
    per: 'a place given to a carer the client does not know',
  },
  {
    term: 'preferred',
    label: "Client's preferred carers",
    weight: 'preferred',
    per: 'a place not given to a preferred carer',
  },
  {
    term: 'fairness',
    label: 'Fair hours',
    weight: 'fairness',
    per: 'a minute away from contracted hours',
  },
  { term: 'overtime', label: 'Overtime', weight: 'overtimeMinute', per: 'a minute of overtime' },
  {
    term: 'tardiness',
    label: 'Lateness',
    weight: 'tardinessMinute',
    per: 'a minute late on a flexible visit',
  },
  {
    term: 'maxTardiness',
    label: 'Longest lateness',
    weight: 'maxTardinessMinute',
    per: 'a minute of the longest lateness',
  },
  { term: 'unfilled', label: 'Places left empty', weight: 'unfilled', per: 'an empty place' },
] as const;

const KIND_BADGE = {
  new: { label: 'New', colour: 'green' },
  move: { label: 'Moves', colour: 'blue' },
  unassign: { label: 'Taken off', colour: 'orange' },
  stay: { label: 'Stays', colour: 'gray' },
} as const;

/** The visits the coordinator may accept: those the plan would change. */
const changedIds = (days: Map<string, VisitInPlan[]>) =>
  [...days.values()].flatMap((visits) => visits.filter((v) => v.changed).map((v) => v.visitId));

/**
 * A run's plan as a preview on the scheduler: what is new, what moves and what stays, day by
 * day; each carer's travel and hours before and after; the score by term with its weights; how
 * it was found; and every place left empty with the reasons in words. The coordinator ticks the
 * changes to accept (all, a day, or one by one) and accepts them in one go.
 */
export function PlanPreview({ run, preview }: { run: RosterRun; preview: RosterPreview }) {
  const queryClient = useQueryClient();
  const days = useMemo(() => visitsByDay(preview.changes), [preview.changes]);
  const acceptable = useMemo(() => changedIds(days), [days]);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(acceptable));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<
    { tone: 'success'; applied: number } | { tone: 'danger'; message: string } | null
  >(null);

  const changedDays = [...days.entries()]
    .map(([day, visits]) => [day, visits.filter((v) => v.changed)] as const)
    .filter(([, visits]) => visits.length > 0);
  const stayingDays = [...days.entries()]
    .map(([day, visits]) => [day, visits.filter((v) => !v.changed)] as const)
    .filter(([, visits]) => visits.length > 0);
  const counts = { new: 0, move: 0, unassign: 0, stay: 0 };
  for (const change of preview.changes) counts[change.kind] += 1;
  const open = run.status !== 'accepted';
  const selected = acceptable.filter((id) => chosen.has(id));

  function toggle(ids: string[], on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  async function accept() {
    setBusy(true);
    setOutcome(null);
    const result = await acceptRun(run.id, selected, run.version);
    setBusy(false);
    if (result.error) {
      setOutcome({ tone: 'danger', message: result.message });
      // Visits changed since the plan was made are named: left out, the rest can go at once.
      const changed = (result.details as { visitIds?: unknown } | undefined)?.visitIds;
      if (result.status === 409 && Array.isArray(changed))
        toggle(
          changed.filter((id): id is string => typeof id === 'string'),
          false,
        );
      await queryClient.invalidateQueries({ queryKey: runQuery(run.id).queryKey });
      return;
    }
    queryClient.setQueryData(runQuery(run.id).queryKey, result.data.run);
    toggle(selected, false);
    setOutcome({ tone: 'success', applied: result.data.applied });
    await queryClient.invalidateQueries({ queryKey: previewQuery(run.id).queryKey });
  }

  const allState = checkState(acceptable, chosen);

  return (
    <Stack gap="lg">
      <Text>
        {counted(counts.new, 'place')} newly filled, {counted(counts.move, 'move')},{' '}
        {counted(counts.unassign, 'place')} taken off, {counted(counts.stay, 'place')} staying as
        they are; {counted(preview.unfilled.length, 'place')} left empty.
      </Text>

      {outcome?.tone === 'success' && (
        <Notice tone="success" title="Plan accepted">
          {counted(outcome.applied, 'change')} made to the rota. <BackToScheduler run={run} />
        </Notice>
      )}
      {outcome?.tone === 'danger' && (
        <Notice tone="danger" title="The plan was not accepted">
          {outcome.message}
        </Notice>
      )}

      <Box component="section" aria-labelledby="plan-changes">
        <Title order={2} size="h3" id="plan-changes" mb="xs">
          Changes to accept
        </Title>
        {acceptable.length === 0 ? (
          <Text>The plan changes nothing.</Text>
        ) : (
          <Stack gap="md">
            <Checkbox
              label={`Select every change (${counted(acceptable.length, 'visit')})`}
              checked={allState === 'all'}
              indeterminate={allState === 'some'}
              onChange={(event) => toggle(acceptable, event.currentTarget.checked)}
              disabled={!open}
            />
            {changedDays.map(([day, visits]) => (
              <DayOfChanges
                key={day}
                day={day}
                visits={visits}
                chosen={chosen}
                onToggle={toggle}
                disabled={!open}
              />
            ))}
            <Group>
              <Button
                onClick={() => void accept()}
                loading={busy}
                disabled={!open || selected.length === 0}
              >
                {selected.length === acceptable.length
                  ? `Accept the whole plan (${counted(selected.length, 'visit')})`
                  : `Accept ${counted(selected.length, 'chosen visit')}`}
              </Button>
              {!open && <BackToScheduler run={run} />}
            </Group>
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="plan-unfilled">
        <Title order={2} size="h3" id="plan-unfilled" mb="xs">
          Left unallocated
        </Title>
        <Unfilled preview={preview} />
      </Box>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Box component="section" aria-labelledby="plan-score">
          <Title order={2} size="h3" id="plan-score" mb="xs">
            Score
          </Title>
          <Method run={run} />
          <ScoreTable preview={preview} />
        </Box>
        <Box component="section" aria-labelledby="plan-carers">
          <Title order={2} size="h3" id="plan-carers" mb="xs">
            Travel and hours per carer
          </Title>
          <Carers preview={preview} />
        </Box>
      </SimpleGrid>

      {stayingDays.length > 0 && (
        <Box component="section" aria-labelledby="plan-stays">
          <Title order={2} size="h3" id="plan-stays" mb="xs">
            What stays
          </Title>
          <Box component="details">
            <Box component="summary" style={{ cursor: 'pointer' }}>
              {staysText(stayingDays.reduce((sum, [, visits]) => sum + visits.length, 0))}
            </Box>
            <Stack gap="sm" mt="xs">
              {stayingDays.map(([day, visits]) => (
                <Box key={day}>
                  <Title order={3} size="h5">
                    {dayLabel(day)}
                  </Title>
                  <List size="sm">
                    {visits.map((visit) => (
                      <List.Item key={visit.visitId}>{visitText(visit)}</List.Item>
                    ))}
                  </List>
                </Box>
              ))}
            </Stack>
          </Box>
        </Box>
      )}
    </Stack>
  );
}

const staysText = (visits: number) =>
  `${counted(visits, 'visit')} ${visits === 1 ? 'keeps its' : 'keep their'} carers`;

function checkState(ids: string[], chosen: Set<string>): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => chosen.has(id)).length;
  return count === 0 ? 'none' : count === ids.length ? 'all' : 'some';
}

/** 'Smith, Ann 09:00–09:45 — Moves: Hall, Ben → Shaw, Amy'. */
function visitText(visit: VisitInPlan): string {
  const places = visit.slots.length;
  const slots = visit.slots.map((s) => `${placeText(s.slot, places)}${changeText(s)}`).join('; ');
  return `${timeRange(visit.startsAt, visit.endsAt)} ${visit.clientName} — ${slots}`;
}

function DayOfChanges({
  day,
  visits,
  chosen,
  onToggle,
  disabled,
}: {
  day: string;
  visits: VisitInPlan[];
  chosen: Set<string>;
  onToggle: (ids: string[], on: boolean) => void;
  disabled: boolean;
}) {
  const ids = visits.map((v) => v.visitId);
  const state = checkState(ids, chosen);
  const headingId = `plan-day-${day}`;
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={3} size="h4" id={headingId}>
          {dayLabel(day)}
        </Title>
        <Checkbox
          label={`All of ${dayLabel(day)} (${counted(ids.length, 'visit')})`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={(event) => onToggle(ids, event.currentTarget.checked)}
          disabled={disabled}
        />
      </Group>
      <Stack gap={6}>
        {visits.map((visit) => (
          <Checkbox
            key={visit.visitId}
            aria-label={visitText(visit)}
            checked={chosen.has(visit.visitId)}
            onChange={(event) => onToggle([visit.visitId], event.currentTarget.checked)}
            disabled={disabled}
            label={
              <>
                <Text component="span" size="sm" fw={600} display="block">
                  {timeRange(visit.startsAt, visit.endsAt)} {visit.clientName}
                </Text>
                {visit.slots.map((slot) => (
                  <Group key={slot.slot} gap={6} wrap="wrap" component="span">
                    <Badge
                      component="span"
                      size="sm"
                      variant="light"
                      color={KIND_BADGE[slot.kind].colour}
                    >
                      {KIND_BADGE[slot.kind].label}
                    </Badge>
                    <Text component="span" size="sm">
                      {placeText(slot.slot, visit.slots.length)}
                      {changeText(slot).replace(/^[^:]+: /, '')}
                    </Text>
                  </Group>
                ))}
              </>
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}

function Unfilled({ preview }: { preview: RosterPreview }) {
  if (preview.unfilled.length === 0) return <Text>Every place is filled.</Text>;
  const doubled = new Set(
    [...preview.changes, ...preview.unfilled].filter((p) => p.slot === 1).map((p) => p.visitId),
  );
  const sorted = [...preview.unfilled].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.slot - b.slot,
  );
  const byDay = new Map<string, typeof sorted>();
  for (const place of sorted) {
    const day = dayOf(place.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), place]);
  }
  return (
    <Stack gap="sm">
      {[...byDay.entries()].map(([day, places]) => (
        <Box key={day}>
          <Title order={3} size="h4" mb={4}>
            {dayLabel(day)}
          </Title>
          <Stack gap="xs">
            {places.map((place) => (
              <Paper
                key={`${place.visitId}:${place.slot}`}
                withBorder
                p="sm"
                component="article"
                aria-label={`${place.clientName} ${timeRange(place.startsAt, place.endsAt)} left unallocated`}
              >
                <Text size="sm" fw={600}>
                  {timeRange(place.startsAt, place.endsAt)} {place.clientName}
                  {doubled.has(place.visitId) ? ` (carer ${place.slot + 1} of 2)` : ''}
                </Text>
                {place.reasons.length === 0 ? (
                  <Text size="sm">No reason was given.</Text>
                ) : (
                  <List size="sm">
                    {place.reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                )}
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Method({ run }: { run: RosterRun }) {
  const method =
    run.method === 'exact'
      ? 'Exact (a mathematical model of the fixed-time visits)'
      : run.method === 'heuristic'
        ? 'Heuristic search'
        : 'Not known yet';
  return (
    <Box component="dl" mb="sm" style={{ margin: 0 }}>
      <Text component="dt" fw={600} size="sm">
        Method
      </Text>
      <Text component="dd" size="sm" ms={0}>
        {method}
      </Text>
      <Text component="dt" fw={600} size="sm">
        Optimality
      </Text>
      <Text component="dd" size="sm" ms={0}>
        {run.provenOptimal
          ? 'Proven optimal: no plan scores better under these rules and weights.'
          : (run.message ?? 'Not proven optimal.')}
      </Text>
    </Box>
  );
}

function ScoreTable({ preview }: { preview: RosterPreview }) {
  const { weights, scoreBefore, scoreAfter } = preview;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Caption>
          Lower is better. Each term is its weight times what it counts.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Term</Table.Th>
            <Table.Th scope="col">Weight</Table.Th>
            <Table.Th scope="col" ta="right">
              Before
            </Table.Th>
            <Table.Th scope="col" ta="right">
              After
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TERMS.map(({ term, label, weight, per }) => (
            <Table.Tr key={term}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td>
                {weightText(weights[weight])} per {per}
              </Table.Td>
              <Table.Td ta="right">{scoreText(scoreBefore[term])}</Table.Td>
              <Table.Td ta="right">{scoreText(scoreAfter[term])}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td />
            <Table.Td ta="right" fw={700}>
              {scoreText(scoreBefore.total)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {scoreText(scoreAfter.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Carers({ preview }: { preview: RosterPreview }) {
  const phone = usePhone();
  const carers = [...preview.carers].sort((a, b) => a.name.localeCompare(b.name));
  if (carers.length === 0) return <Text>No carer's work changes.</Text>;
  if (phone)
    return (
      <Stack gap="xs">
        {carers.map((carer) => (
          <Paper key={carer.carerId} withBorder p="sm" component="article" aria-label={carer.name}>
            <Text fw={600} size="sm">
              {carer.name}
            </Text>
            <Text size="sm">
              Travel: {hoursAndMinutes(carer.travelMinutesBefore)} →{' '}
              {hoursAndMinutes(carer.travelMinutesAfter)}
            </Text>
            <Text size="sm">
              Hours: {hoursAndMinutes(carer.minutesBefore)} → {hoursAndMinutes(carer.minutesAfter)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Carer</Table.Th>
            <Table.Th scope="col">Travel before</Table.Th>
            <Table.Th scope="col">Travel after</Table.Th>
            <Table.Th scope="col">Hours before</Table.Th>
            <Table.Th scope="col">Hours after</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {carers.map((carer) => (
            <Table.Tr key={carer.carerId}>
              <Table.Th scope="row" fw={500}>
                {carer.name}
              </Table.Th>
              <Table.Td>{hoursAndMinutes(carer.travelMinutesBefore)}</Table.Td>
              <Table.Td>{hoursAndMinutes(carer.travelMinutesAfter)}</Table.Td>
              <Table.Td>{hoursAndMinutes(carer.minutesBefore)}</Table.Td>
              <Table.Td>{hoursAndMinutes(carer.minutesAfter)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The scheduler at the plan's branch and first week (its saved filter), by carer. */
export function BackToScheduler({ run }: { run: RosterRun }) {
  return (
    <Anchor
      component={Link}
      to="/app/scheduler/v1/carers"
      onClick={() =>
        saveFilter('scheduler', { branch: run.branchId, date: run.from, span: 'week' })
      }
    >
      Back to the scheduler, week of {ukDate(weekStartOf(run.from))}
    </Anchor>
  );
}
