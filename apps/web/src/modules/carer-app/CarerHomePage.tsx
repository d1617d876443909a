import { can, type MyVisit } from '@care360/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { CoverOffers } from './CoverOffers';
import { SyncStatus } from './carer-queue';
import { enqueue } from './offline-queue';

export const MY_VISITS_KEY = ['carer-app', 'visits'] as const;

const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

function stateOf(visit: MyVisit): { label: string; color: string } {
  if (visit.status === 'Cancelled') return { label: 'Cancelled', color: 'gray' };
  if (visit.checkedOutAt) return { label: 'Done', color: 'green' };
  if (visit.checkedInAt) return { label: 'Checked in', color: 'yellow' };
  return { label: visit.status, color: 'blue' };
}

/** The carer's phone: today's and the next seven days' visits, the queue, and time off. */
export function CarerHomePage() {
  const queryClient = useQueryClient();
  const visits = useQuery({
    queryKey: MY_VISITS_KEY,
    queryFn: ({ signal }) =>
      fetchData<{ from: string; to: string; items: MyVisit[] }>('/api/v1/my/visits', signal),
    // On a phone without signal the last list read stays on screen.
    networkMode: 'offlineFirst',
  });
  const byDay = new Map<string, MyVisit[]>();
  for (const visit of visits.data?.items ?? []) {
    byDay.set(visit.visitDate, [...(byDay.get(visit.visitDate) ?? []), visit]);
  }
  return (
    <Stack gap="md" maw={640} mx="auto" p="xs">
      <Title order={1}>My visits</Title>
      <Group gap="xs">
        <MessagesButton />
        <Button variant="subtle" component={Link} to="/app/account/notifications" w="fit-content">
          Notifications on this phone
        </Button>
      </Group>
      <SyncStatus />
      <CoverOffers onAccepted={() => queryClient.invalidateQueries({ queryKey: MY_VISITS_KEY })} />
      {visits.isPending && <Loader aria-label="Loading your visits" />}
      {visits.isError && !visits.data && <Alert color="red">{visits.error.message}</Alert>}
      {visits.data && byDay.size === 0 && <Text>No published visits this week.</Text>}
      {[...byDay].map(([day, items]) => (
        <Stack key={day} gap="xs">
          <Title order={2} size="h4">
            {dayTitle(day)}
          </Title>
          {items.map((visit) => {
            const state = stateOf(visit);
            return (
              <Card
                key={visit.id}
                withBorder
                component={Link}
                to={`/app/carer/visits/${visit.id}`}
                aria-label={`${visit.startTime}–${visit.endTime} ${visit.clientName ?? ''}`}
                style={{ minHeight: 64 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={700}>
                      {visit.startTime}–{visit.endTime} {visit.clientName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {visit.address} {visit.postcode}
                    </Text>
                  </div>
                  <Badge color={state.color}>{state.label}</Badge>
                </Group>
              </Card>
            );
          })}
        </Stack>
      ))}
      <TimeOff />
    </Stack>
  );
}

/** Ask for a holiday, or say when you cannot work: both wait in the queue like any write. */
function TimeOff() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [hours, setHours] = useState<number | string>(7.5);
  const [offFrom, setOffFrom] = useState('');
  const [offTo, setOffTo] = useState('');
  const [reason, setReason] = useState('');
  const [told, setTold] = useState('');
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Time off
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enqueue({
              url: '/api/v1/my/holidays',
              body: { fromDate: from, toDate: to, hours: Number(hours) },
              label: `Holiday ${from} to ${to}`,
              visitId: null,
            }).then(() => setTold('Holiday request saved: it waits for the office.'));
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="date"
              label="Holiday from"
              required
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="Holiday to"
              required
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
            <NumberInput label="Hours of leave" min={0} value={hours} onChange={setHours} />
            <Button type="submit" size="md">
              Ask for holiday
            </Button>
          </Stack>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enqueue({
              url: '/api/v1/my/unavailability',
              body: {
                startsAt: new Date(offFrom).toISOString(),
                endsAt: new Date(offTo).toISOString(),
                reason,
              },
              label: `Unavailable: ${reason}`,
              visitId: null,
            }).then(() => setTold('Unavailability saved.'));
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="datetime-local"
              label="Cannot work from"
              required
              value={offFrom}
              onChange={(e) => setOffFrom(e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label="Cannot work until"
              required
              value={offTo}
              onChange={(e) => setOffTo(e.currentTarget.value)}
            />
            <Textarea
              label="Reason"
              required
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button type="submit" size="md" variant="light">
              Save unavailability
            </Button>
          </Stack>
        </form>
        {told && <Text role="status">{told}</Text>}
      </Stack>
    </Card>
  );
}

/** Messages from the office, with how many are unread (refreshed live by the chat event). */
function MessagesButton() {
  const user = useCurrentUser();
  const unread = useQuery({
    queryKey: ['/api/v1/chat/conversations'],
    queryFn: ({ signal }) => fetchData<{ unread: number }>('/api/v1/chat/conversations', signal),
    enabled: can(user, 'chat.read'),
  });
  if (!can(user, 'chat.read')) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <Button component={Link} to="/app/carer/messages" w="fit-content">
      {count > 0 ? `Messages (${count} unread)` : 'Messages'}
    </Button>
  );
}
