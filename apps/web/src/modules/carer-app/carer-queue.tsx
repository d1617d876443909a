import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  dismiss,
  lastSynced,
  type QueuedWrite,
  queuedWrites,
  startSync,
  subscribe,
  syncQueue,
} from './offline-queue';

/** The queue as the screens show it: what waits, what the server refused, and the last sync. */
export function useCarerQueue() {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  const [synced, setSynced] = useState<Date | null>(() => lastSynced());
  const queryClient = useQueryClient();
  useEffect(() => {
    startSync();
    let seen = lastSynced()?.getTime() ?? 0;
    const refresh = () => {
      const now = lastSynced();
      setSynced(now);
      void queuedWrites().then(setWrites);
      // What the server now holds replaces what the phone showed while it waited.
      if (now && now.getTime() !== seen) {
        seen = now.getTime();
        void queryClient.invalidateQueries({ queryKey: ['carer-app'] });
      }
    };
    refresh();
    return subscribe(refresh);
  }, [queryClient]);
  return { writes, synced };
}

const hhmm = (date: Date) =>
  date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });

/** "Last synced hh:mm", what waits to be sent, and each refusal with the carer's own words. */
export function SyncStatus() {
  const { writes, synced } = useCarerQueue();
  const waiting = writes.filter((write) => !write.conflict);
  const conflicts = writes.filter((write) => write.conflict);
  return (
    <Stack gap="xs" aria-live="polite">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid="last-synced">
          {synced ? `Last synced ${hhmm(synced)}` : 'Not synced yet'}
        </Text>
        <Button size="sm" variant="light" onClick={() => void syncQueue()}>
          Sync now
        </Button>
      </Group>
      {waiting.length > 0 && (
        <Alert color="yellow" title={`${waiting.length} waiting to send`}>
          Kept on this phone; sent in order when there is signal.
          <Text size="sm" mt={4}>
            {waiting.map((write) => write.label).join(' · ')}
          </Text>
        </Alert>
      )}
      {conflicts.map((write) => (
        <Alert key={write.key} color="red" title={`Not saved: ${write.label}`}>
          <Text size="sm">{write.conflict}</Text>
          <Text size="sm" mt={4}>
            What you wrote:{' '}
            {String(write.body.entry ?? write.body.note ?? write.body.whatHappened ?? write.label)}
          </Text>
          <Button mt="xs" size="sm" variant="default" onClick={() => void dismiss(write.key)}>
            I have read this
          </Button>
        </Alert>
      ))}
    </Stack>
  );
}
