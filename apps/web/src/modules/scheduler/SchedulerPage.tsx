import {
  can,
  counted,
  type RotaAnswer,
  type RotaCode,
  type RotaVisit,
  ukCalendarDate,
  ukDate,
  weekStartOf,
} from '@care360/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { fetchAllPages } from '../../platform/api';
import {
  type CalendarChange,
  type CalendarEvent,
  type CalendarResource,
  calendarPeriod,
  LoadedCalendar,
  type TimelineSpan,
} from '../../platform/calendar';
import { useCurrentUser } from '../../platform/current-user';
import { readFilter, saveFilter } from '../../platform/saved-state';
import { PlanRotaButton } from '../rostering';
import {
  allocate,
  publishWeek,
  type Refusal,
  ROTA_PATH,
  readUndo,
  refusalsOf,
  rotaQuery,
  runUndo,
  saveUndo,
  type UndoEntry,
  type UndoStep,
  unallocate,
} from './scheduler-api';

/** The row of visits with an empty place. */
export const UNALLOCATED = 'unallocated';
const OVERRIDE_PERMISSION = 'visit-allocation-overrides.create';

/** The standard codes' colours as the calendar's Mantine colour names. */
const COLOUR_NAMES: Record<string, string> = {
  '#BE4BDB': 'grape',
  '#15AABF': 'cyan',
  '#4C6EF5': 'indigo',
  '#7950F2': 'violet',
  '#82C91E': 'lime',
  '#12B886': 'teal',
  '#FD7E14': 'orange',
  '#868E96': 'gray',
  '#FAB005': 'yellow',
  '#E64980': 'pink',
  '#228BE6': 'blue',
};
const colourName = (code: RotaCode | undefined) =>
  COLOUR_NAMES[(code?.colour ?? '').toUpperCase()] ?? 'blue';

const hhmm = (visit: RotaVisit) => `${visit.startTime}–${visit.endTime}`;

/** A place of a visit as one event: `visit id:place`. */
const eventId = (visitId: string, place: number) => `${visitId}:${place}`;
function placeOf(id: string): { visitId: string; place: number } {
  const at = id.lastIndexOf(':');
  return { visitId: id.slice(0, at), place: Number(id.slice(at + 1)) };
}

/** What puts a place back as it was before `carerId` was put on it (in place of `before`). */
const undoOfAllocation = (
  visitId: string,
  place: number,
  carerId: string,
  before: string | undefined,
): UndoStep =>
  before
    ? { action: 'allocate', visitId, place, carerId: before, replacing: carerId }
    : { action: 'unallocate', visitId, place };

interface Pending {
  visit: RotaVisit;
  place: number;
  carerId: string;
  carerName: string;
  /** Who filled the place before a move, put back when the move is refused. */
  from?: { carerId: string; carerName: string };
  refusals: Refusal[];
}

/**
 * The rota (spec §2.2 "scheduler/v1/{type}"): a branch's visits on the platform calendar's
 * resource timeline, a row per carer (with the visits' empty places on an Unallocated row) or a
 * row per client, by day or week. Dragging a visit onto a carer (or Shift+↑/↓ on it) allocates
 * it; the server's reasons for refusing are shown at once, and a manager may override those that
 * allow it with a reason. The last changes can be undone; a week is published from here.
 */
export function SchedulerPage() {
  const { type } = useParams({ strict: false }) as { type?: string };
  const byCarer = type !== 'clients';
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const saved = readFilter('scheduler', { branch: '', date: '', span: 'week' });
  const [branchChoice, setBranchChoice] = useState(saved.branch || (user.branch?.id ?? ''));
  const [date, setDate] = useState(saved.date || ukCalendarDate());
  const [span, setSpan] = useState<TimelineSpan>(saved.span === 'day' ? 'day' : 'week');
  const [pending, setPending] = useState<Pending | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [undo, setUndo] = useState<UndoEntry[]>(readUndo);

  const branches = useQuery({
    queryKey: ['/api/v1/branches', 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages<{ id: string; name: string }>('/api/v1/branches', {}, signal),
  });
  const branch = branchChoice || branches.data?.[0]?.id || '';
  const period = calendarPeriod('timeline', date, span);
  const query = useQuery(rotaQuery(branch, period));
  const rota = query.data;

  function remember(next: { branch?: string; date?: string; span?: TimelineSpan }) {
    saveFilter('scheduler', { branch, date, span, ...next });
  }

  const codes = useMemo(() => new Map((rota?.codes ?? []).map((c) => [c.code, c])), [rota]);
  const visitsById = useMemo(() => new Map((rota?.visits ?? []).map((v) => [v.id, v])), [rota]);
  const events = useMemo(
    () => (rota ? eventsOf(rota, byCarer, codes) : []),
    [rota, byCarer, codes],
  );
  const resources = useMemo<CalendarResource[]>(() => {
    if (!rota) return [];
    if (!byCarer) return rota.clients.map((c) => ({ id: c.id, title: c.name }));
    return [
      { id: UNALLOCATED, title: 'Unallocated' },
      ...rota.carers.map((c) => ({ id: c.id, title: c.name })),
    ];
  }, [rota, byCarer]);
  const carerNames = useMemo(
    () => new Map((rota?.carers ?? []).map((c) => [c.id, c.name])),
    [rota],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: [ROTA_PATH] });

  function pushUndo(entry: UndoEntry) {
    const next = [entry, ...undo];
    saveUndo(next);
    setUndo(next.slice(0, 5));
  }

  /** A drag or a keyboard move of one place of a visit to another row. */
  async function move(change: CalendarChange): Promise<boolean> {
    const { visitId, place } = placeOf(change.id);
    const visit = visitsById.get(visitId);
    const shown = events.find((e) => e.id === change.id);
    if (!visit || !shown) return false;
    if (change.start !== shown.start || change.end !== shown.end) {
      showAlert({
        type: 'warning',
        title: 'Visit not moved',
        message: 'The rota moves visits between carers. To change the time, open the visit.',
      });
      return false;
    }
    const target = change.resourceId ?? UNALLOCATED;
    const current = visit.carers.find((c) => c.place === place);
    if ((current?.carer ?? UNALLOCATED) === target) return false;
    setPending(null);
    const label = `${visit.clientName} ${ukDate(visit.visitDate)} ${hhmm(visit)}`;
    if (target === UNALLOCATED) {
      const off = await unallocate(visitId, place);
      await refresh();
      if (off.error) {
        alertFailure(off);
        return false;
      }
      pushUndo({
        label: `Take ${current?.carerName} off ${label}`,
        steps: [{ action: 'allocate', visitId, place, carerId: current?.carer as string }],
      });
      showAlert({
        type: 'success',
        title: 'Carer taken off',
        message: `${current?.carerName} is no longer on ${label}.`,
      });
      return true;
    }
    const carerName = carerNames.get(target) ?? 'The carer';
    // A move takes the carer before off in the same change: a refused one leaves them there.
    const result = await allocate(visitId, place, target, { replacing: current?.carer });
    if (result.error) {
      await refresh();
      const refusals = refusalsOf(result);
      if (refusals.length === 0) alertFailure(result);
      else
        setPending({
          visit,
          place,
          carerId: target,
          carerName,
          refusals,
          ...(current ? { from: { carerId: current.carer, carerName: current.carerName } } : {}),
        });
      return false;
    }
    await refresh();
    pushUndo({
      label: `Put ${carerName} on ${label}`,
      steps: [undoOfAllocation(visitId, place, target, current?.carer)],
    });
    showAlert({
      type: 'success',
      title: 'Carer allocated',
      message: `${carerName} is on ${label}.`,
    });
    return true;
  }

  async function override() {
    if (!pending) return;
    const { visit, place, carerId, carerName, from } = pending;
    const result = await allocate(visit.id, place, carerId, {
      overrideReason: overrideReason.trim(),
      replacing: from?.carerId,
    });
    if (result.error) {
      await refresh();
      const refusals = refusalsOf(result);
      if (refusals.length > 0) setPending({ ...pending, refusals });
      else alertFailure(result);
      return;
    }
    setPending(null);
    setOverrideReason('');
    await refresh();
    const label = `${visit.clientName} ${ukDate(visit.visitDate)} ${hhmm(visit)}`;
    pushUndo({
      label: `Put ${carerName} on ${label}`,
      steps: [undoOfAllocation(visit.id, place, carerId, from?.carerId)],
    });
    showAlert({
      type: 'success',
      title: 'Carer allocated',
      message: `${carerName} is on ${label}, overriding the rules with your reason.`,
    });
  }

  async function undoLast() {
    const [last, ...rest] = undo;
    if (!last) return;
    const failure = await runUndo(last);
    saveUndo(rest);
    setUndo(rest);
    await refresh();
    if (failure) {
      const reasons = refusalsOf(failure).map((r) => r.message);
      showAlert({
        type: 'danger',
        title: 'Not undone',
        message: reasons.length > 0 ? reasons.join(' ') : failure.message,
      });
      return;
    }
    showAlert({ type: 'success', title: 'Undone', message: `Undone: ${last.label}.` });
  }

  const weekStart = weekStartOf(period.from);
  async function publish() {
    const result = await publishWeek(branch, weekStart);
    await refresh();
    if (result.error) return alertFailure(result);
    const { visitsPublished, carersEmailed } = result.data;
    showAlert({
      type: 'success',
      title: 'Week published',
      message: `${counted(visitsPublished, 'visit')} published; ${counted(carersEmailed, 'carer')} emailed.`,
    });
  }

  const mayAllocate = can(user, 'visits.update');
  const mayOverride = can(user, OVERRIDE_PERMISSION);
  const overridable = pending?.refusals.every((r) => r.overridable);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Scheduler</Title>
        <Group gap="xs">
          <Anchor
            component={Link}
            to="/app/scheduler/v1/carers"
            fw={byCarer ? 700 : 400}
            aria-current={byCarer ? 'page' : undefined}
          >
            By carer
          </Anchor>
          <Text c="dimmed">·</Text>
          <Anchor
            component={Link}
            to="/app/scheduler/v1/clients"
            fw={byCarer ? 400 : 700}
            aria-current={byCarer ? undefined : 'page'}
          >
            By client
          </Anchor>
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Branch"
          data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          value={branch || null}
          onChange={(value) => {
            if (!value) return;
            setBranchChoice(value);
            remember({ branch: value });
          }}
          allowDeselect={false}
          w={220}
        />
        <SegmentedControl
          aria-label="Span"
          value={span}
          onChange={(value) => {
            const next = value === 'day' ? 'day' : 'week';
            setSpan(next);
            remember({ span: next });
          }}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        {mayAllocate && branches.data && (
          <PlanRotaButton branches={branches.data} branchId={branch} weekStart={weekStart} />
        )}
        {undo[0] && (
          <Button variant="default" onClick={() => void undoLast()}>
            Undo: {undo[0].label}
          </Button>
        )}
      </Group>
      {rota && <PublishBar rota={rota} weekStart={weekStart} onPublish={publish} />}
      {pending && (
        <Alert
          color="red"
          title={`${pending.carerName} cannot take ${pending.visit.clientName}'s visit at ${hhmm(pending.visit)} on ${ukDate(pending.visit.visitDate)}`}
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setPending(null)}
        >
          <List size="sm">
            {pending.refusals.map((r) => (
              <List.Item key={r.rule}>
                {r.message}
                {r.overridable ? '' : ' (cannot be overridden)'}
              </List.Item>
            ))}
          </List>
          {overridable && mayOverride && (
            <Stack gap="xs" mt="sm">
              <Textarea
                label="Reason for overriding"
                value={overrideReason}
                onChange={(e) => setOverrideReason(e.currentTarget.value)}
                maxLength={500}
                autosize
              />
              <Group>
                <Button
                  color="red"
                  disabled={overrideReason.trim() === ''}
                  onClick={() => void override()}
                >
                  Override and allocate
                </Button>
              </Group>
            </Stack>
          )}
        </Alert>
      )}
      <LoadedCalendar
        query={query}
        what="rota"
        label={byCarer ? 'Rota by carer' : 'Rota by client'}
        events={events}
        resources={resources}
        views={['timeline']}
        view="timeline"
        timelineSpan={span}
        date={date}
        onNavigate={(next) => {
          setDate(next.date);
          remember({ date: next.date });
        }}
        {...(byCarer && mayAllocate ? { onMove: move } : {})}
        emptyText={`No visits in this ${span}.`}
      />
      {rota && <Legend codes={rota.codes} />}
    </Stack>
  );
}

function eventsOf(
  rota: RotaAnswer,
  byCarer: boolean,
  codes: Map<string, RotaCode>,
): CalendarEvent[] {
  return rota.visits.flatMap((visit) => {
    const code = codes.get(visit.code);
    const colour = colourName(code);
    const base = {
      start: visit.startsAt,
      end: visit.endsAt,
      href: `/app/scheduler/v1/${byCarer ? 'carers' : 'clients'}/${visit.id}/edit`,
      colour,
      badge: {
        label: visit.code,
        colour,
        variant: code?.gradient ? ('filled' as const) : ('light' as const),
      },
    };
    if (!byCarer) {
      const filled = visit.carers.map((c) => c.carerName).join(' & ');
      const open = visit.carersNeeded - visit.carers.length;
      return [
        {
          ...base,
          id: visit.id,
          title: filled || 'Unallocated',
          resourceId: visit.client,
          detail: [visit.status, open > 0 ? `${counted(open, 'place')} to fill` : '']
            .filter(Boolean)
            .join(' · '),
          editable: false,
        },
      ];
    }
    return Array.from({ length: visit.carersNeeded }, (_, i) => {
      const place = i + 1;
      const filled = visit.carers.find((c) => c.place === place);
      return {
        ...base,
        id: eventId(visit.id, place),
        title: visit.clientName,
        resourceId: filled?.carer ?? UNALLOCATED,
        detail: [
          visit.status,
          visit.carersNeeded > 1 ? `place ${place} of ${visit.carersNeeded}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
        editable: visit.status === 'Planned' || visit.status === 'Published',
      };
    });
  });
}

function PublishBar({
  rota,
  weekStart,
  onPublish,
}: {
  rota: RotaAnswer;
  weekStart: string;
  onPublish: () => Promise<void>;
}) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const published = rota.publication;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm">
        Week of {ukDate(weekStart)}:{' '}
        {rota.drafts > 0
          ? `${counted(rota.drafts, 'visit')} in draft, not yet seen by carers`
          : 'no drafts'}
        {published
          ? `. Last published ${new Date(published.publishedAt).toLocaleString('en-GB', {
              timeZone: 'Europe/London',
              day: '2-digit',
              month: '2-digit',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })}${published.publishedBy ? ` by ${published.publishedBy}` : ''}.`
          : '. Not published yet.'}
      </Text>
      {can(user, 'rota-publications.create') && (
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onPublish().finally(() => setBusy(false));
          }}
        >
          Publish week
        </Button>
      )}
    </Group>
  );
}

function Legend({ codes }: { codes: RotaCode[] }) {
  return (
    <Box component="section" aria-labelledby="rota-legend">
      <Title order={2} size="h4" id="rota-legend" mb="xs">
        Visit types
      </Title>
      <Box
        component="dl"
        style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}
      >
        {codes.map((code) => {
          const light = `var(--mantine-color-${colourName(code)}-2)`;
          const deeper = `var(--mantine-color-${colourName(code)}-4)`;
          return (
            <Box key={code.code} style={{ display: 'contents' }}>
              <Text
                component="dt"
                fw={700}
                px={6}
                style={{
                  borderRadius: 4,
                  color: 'var(--mantine-color-black)',
                  background: code.gradient ? `linear-gradient(90deg, ${light}, ${deeper})` : light,
                  textAlign: 'center',
                }}
              >
                {code.code}
              </Text>
              <Text component="dd" m={0} size="sm">
                {code.name}
                {code.description ? ` — ${code.description}` : ''}
              </Text>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
