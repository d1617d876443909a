import { type PushCategory, type PushPreferences, pushPreferencesAnswer } from '@care360/domain';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiRequest, fetchData } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { currentSubscription, pushSupported, turnOffHere, turnOnHere } from './push-device';

export const PREFERENCES_PATH = '/api/v1/my/push-preferences';

/** Whether push is on in this browser: unknown until the service worker has been asked. */
function usePushHere(): [boolean | null, (on: boolean) => void] {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, []);
  return [on, setOn];
}

function ThisDevice({ onChange }: { onChange: () => Promise<void> }) {
  const [on, setOn] = usePushHere();
  const [busy, setBusy] = useState(false);
  if (!pushSupported()) {
    return (
      <Alert color="yellow" title="Push notifications are not available on this browser">
        You can still choose what you would be told of; it reaches you on a browser that supports
        push, such as Chrome, Edge or Firefox, or Safari on an iPhone once the app is added to the
        home screen.
      </Alert>
    );
  }
  async function turnOn() {
    setBusy(true);
    try {
      const outcome = await turnOnHere();
      if (outcome === 'denied') {
        showAlert({
          type: 'warning',
          title: 'Notifications blocked',
          message: 'This browser blocks notifications from care360: allow them in its settings.',
        });
      } else if (outcome !== 'on' && outcome.error) {
        alertFailure(outcome);
      } else {
        setOn(true);
        showAlert({ type: 'success', title: 'Notifications on', message: 'On for this device.' });
      }
    } catch {
      showAlert({
        type: 'danger',
        title: 'Notifications not turned on',
        message: 'This browser could not register for push notifications. Please try again.',
      });
    } finally {
      setBusy(false);
      await onChange();
    }
  }
  async function turnOff() {
    setBusy(true);
    try {
      await turnOffHere();
      setOn(false);
    } finally {
      setBusy(false);
      await onChange();
    }
  }
  return (
    <Stack gap="xs">
      <Text>
        {on
          ? 'Push notifications are on for this device.'
          : 'Push notifications are off for this device.'}
      </Text>
      <Group>
        {on ? (
          <Button variant="default" loading={busy} onClick={turnOff}>
            Turn off on this device
          </Button>
        ) : (
          <Button loading={busy} disabled={on === null} onClick={turnOn}>
            Turn on for this device
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Categories({ preferences }: { preferences: PushPreferences }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<PushCategory | null>(null);
  async function save(category: PushCategory, on: boolean) {
    setSaving(category);
    const result = await apiRequest<PushPreferences>('PUT', PREFERENCES_PATH, {
      body: { categories: { [category]: on } },
    });
    setSaving(null);
    if (result.error) return alertFailure(result);
    queryClient.setQueryData([PREFERENCES_PATH], pushPreferencesAnswer.parse(result.data));
    showAlert({ type: 'success', title: 'Saved', message: result.notice });
  }
  if (preferences.categories.length === 0) {
    return <Text>There are no push notifications for your role.</Text>;
  }
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        Tell me about
      </Text>
      {preferences.categories.map((entry) => (
        <Checkbox
          key={entry.category}
          label={entry.label}
          checked={entry.on}
          disabled={saving !== null}
          onChange={(event) => save(entry.category, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** The signed-in person's push notifications: on or off for this device, and what they hear of. */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: [PREFERENCES_PATH],
    queryFn: async ({ signal }) =>
      pushPreferencesAnswer.parse(await fetchData(PREFERENCES_PATH, signal)),
  });
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Notifications</Title>
      <ThisDevice
        onChange={() => queryClient.invalidateQueries({ queryKey: [PREFERENCES_PATH] })}
      />
      {preferences.isPending && <LineLoader label="Loading your notifications" />}
      {preferences.isError && <Alert color="red">{preferences.error.message}</Alert>}
      {preferences.data && <Categories preferences={preferences.data} />}
    </Stack>
  );
}
