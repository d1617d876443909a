import { ukCalendarDate, ukClockTime, ukDate } from '@care360/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiRequest, fetchAllPages, fetchData, withQuery } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import {
  allocate,
  candidatesQuery,
  coverOffersQuery,
  offerCover,
  type Refusal,
  ROTA_PATH,
  refusalsOf,
  unallocate,
} from './scheduler-api';
import { VisitTaskOutcomes } from './VisitTaskOutcomes';

type VisitRecord = Record<string, unknown> & {
  id: string;
  version: number;
  client: string;
  visitDate: string;
  startTime: string;
  endTime: string;
  carersNeeded: number;
  status: string;
  typeCode: string | null;
  tasks: string | null;
};

interface Place {
  place: number;
  carer: string;
  carerName: string;
}

const hhmm = (value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : '');

/**
 * One visit of the rota (spec §2.2 "scheduler/v1/{type}/{editid}/edit"): its day, times, places
 * and type code, saved with the version read; who fills each place, taken off or put on here as
 * on the rota, with each carer the rules refuse shown with why.
 */
export function EditSchedulePage() {
  const { type, editid } = useParams({ strict: false }) as { type: string; editid: string };
  const queryClient = useQueryClient();
  const path = `/api/v1/visits/${encodeURIComponent(editid)}`;
  const visit = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<VisitRecord>(path, signal),
  });
  const codes = useQuery({
    queryKey: ['/api/v1/visit-type-codes', 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages<{ id: string; code: string; name: string }>(
        '/api/v1/visit-type-codes',
        {},
        signal,
      ),
  });
  const day = visit.data?.visitDate ?? '';
  const places = useQuery({
    queryKey: ['/api/v1/visits', editid, 'places', day],
    enabled: day !== '',
    queryFn: async ({ signal }) => {
      const page = await fetchData<{ items: { id: string; carers: Place[] }[] }>(
        withQuery('/api/v1/visits', {
          from: day,
          to: day,
          client: visit.data?.client,
          limit: 100,
        }),
        signal,
      );
      return page.items.find((item) => item.id === editid)?.carers ?? [];
    },
  });
  const candidates = useQuery(candidatesQuery(editid));
  const offers = useQuery(coverOffersQuery(editid));
  const [form, setForm] = useState<Partial<VisitRecord>>({});
  const [refused, setRefused] = useState<{ name: string; refusals: Refusal[] } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (visit.data) setForm({});
  }, [visit.data]);

  if (visit.isError)
    return (
      <LoadFailure
        error={visit.error}
        what="The visit"
        retry={() => void visit.refetch()}
        notFound="This visit does not exist, or is not yours to see."
      />
    );
  if (!visit.data) return <LineLoader label="Loading the visit" />;
  const saved = visit.data;
  const value = <K extends keyof VisitRecord>(key: K) =>
    (form[key] !== undefined ? form[key] : saved[key]) as VisitRecord[K];
  const filled = places.data ?? [];
  const open = Array.from({ length: Number(saved.carersNeeded) }, (_, i) => i + 1).filter(
    (place) => !filled.some((p) => p.place === place),
  );

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['/api/v1/visits'] });
    await queryClient.invalidateQueries({ queryKey: [path] });
    await queryClient.invalidateQueries({ queryKey: [ROTA_PATH] });
  };

  async function save() {
    const { _titles, _readOnly, ...fields } = saved;
    const result = await apiRequest('PUT', path, {
      body: {
        ...fields,
        ...form,
        startTime: hhmm(value('startTime')),
        endTime: hhmm(value('endTime')),
        version: saved.version,
      },
    });
    if (result.error) return alertFailure(result);
    await refresh();
    showAlert({ type: 'success', title: 'Visit saved', message: 'The visit was saved.' });
  }

  async function takeOff(place: Place) {
    const result = await unallocate(editid, place.place);
    if (result.error) return alertFailure(result);
    await refresh();
    showAlert({
      type: 'success',
      title: 'Carer taken off',
      message: `${place.carerName} is no longer on this visit.`,
    });
  }

  async function offer(place: number) {
    const result = await offerCover(editid, place);
    if (result.error) return alertFailure(result);
    await queryClient.invalidateQueries({ queryKey: ['/api/v1/visits', editid, 'cover-offers'] });
    const names = result.data.offered.map((entry) => entry.name).join(', ');
    showAlert({
      type: 'success',
      title: 'Cover offered',
      message: `Offered to ${names}. The first to accept gets the visit.`,
    });
  }

  async function putOn() {
    const place = open[0];
    const carer = candidates.data?.find((c) => c.carer === chosen);
    if (!place || !carer) return;
    const result = await allocate(editid, place, carer.carer);
    if (result.error) {
      const refusals = refusalsOf(result);
      if (refusals.length > 0) setRefused({ name: carer.name, refusals });
      else alertFailure(result);
      return;
    }
    setRefused(null);
    setChosen(null);
    await refresh();
    showAlert({ type: 'success', title: 'Carer allocated', message: `${carer.name} is on it.` });
  }

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Edit Schedule</Title>
        <Anchor
          component={Link}
          to={`/app/scheduler/v1/${type === 'clients' ? 'clients' : 'carers'}`}
        >
          Back to the rota
        </Anchor>
      </Group>
      <Text>
        {String(saved._titles && (saved._titles as Record<string, string>).client)} ·{' '}
        {ukDate(saved.visitDate)} · {saved.status}
      </Text>
      <Group grow>
        <TextInput
          label="Date"
          type="date"
          value={value('visitDate')}
          onChange={(e) => setForm({ ...form, visitDate: e.currentTarget.value })}
        />
        <TextInput
          label="Start time"
          type="time"
          value={hhmm(value('startTime'))}
          onChange={(e) => setForm({ ...form, startTime: e.currentTarget.value })}
        />
        <TextInput
          label="End time"
          type="time"
          value={hhmm(value('endTime'))}
          onChange={(e) => setForm({ ...form, endTime: e.currentTarget.value })}
        />
      </Group>
      <Group grow>
        <NumberInput
          label="Carers needed"
          min={1}
          max={4}
          value={Number(value('carersNeeded'))}
          onChange={(next) => setForm({ ...form, carersNeeded: Number(next) || 1 })}
        />
        <Select
          label="Visit type code"
          clearable
          data={(codes.data ?? []).map((c) => ({ value: c.id, label: `${c.code} – ${c.name}` }))}
          value={value('typeCode') ?? null}
          onChange={(next) => setForm({ ...form, typeCode: next })}
        />
      </Group>
      <Textarea
        label="Tasks"
        autosize
        minRows={2}
        value={value('tasks') ?? ''}
        onChange={(e) => setForm({ ...form, tasks: e.currentTarget.value })}
      />
      <Group>
        <Button onClick={() => void save()}>Save</Button>
      </Group>

      <Title order={2} size="h3">
        Carers
      </Title>
      {filled.length === 0 && <Text>No carer is on this visit yet.</Text>}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {filled.map((place) => (
          <Group component="li" key={place.place} justify="space-between">
            <Text>
              Place {place.place}: {place.carerName}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void takeOff(place)}
            >
              Take {place.carerName} off
            </Button>
          </Group>
        ))}
      </Stack>
      {open.length > 0 && (
        <Group align="flex-end">
          <Select
            label={`Carer for place ${open[0]}`}
            searchable
            w={360}
            value={chosen}
            onChange={setChosen}
            data={(candidates.data ?? []).map((c) => ({
              value: c.carer,
              label:
                c.refusals.length === 0
                  ? c.name
                  : `${c.name} (${c.refusals.map((r) => r.message).join(' ')})`,
            }))}
          />
          <Button disabled={!chosen} onClick={() => void putOn()}>
            Allocate
          </Button>
          <Button variant="light" onClick={() => void offer(open[0] ?? 1)}>
            Offer to every free carer
          </Button>
        </Group>
      )}
      {(offers.data ?? []).length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            Offers of cover
          </Title>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(offers.data ?? []).map((entry) => (
              <Text component="li" key={entry.id} size="sm">
                Place {entry.place}: {entry._titles?.carer ?? 'A carer'},{' '}
                {entry.status.toLowerCase()} (offered{' '}
                {ukDate(ukCalendarDate(new Date(entry.offeredAt)))}{' '}
                {ukClockTime(new Date(entry.offeredAt))})
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <VisitTaskOutcomes visitId={editid} />
      {refused && (
        <Alert color="red" role="alert" title={`${refused.name} cannot take this visit`}>
          <List size="sm">
            {refused.refusals.map((r) => (
              <List.Item key={r.rule}>{r.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
