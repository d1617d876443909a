import {
  TRACKER_CLOSE_CONFIRMATION,
  TRACKER_CLOSE_LABEL,
  TRACKER_START_LABEL,
  TRACKER_STOP_LABEL,
  TRACKER_TITLE,
  trackedMilliseconds,
  trackerDisplay,
} from '@care360/domain';
import { ActionIcon, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  closeTracker,
  type TrackerSnapshot,
  toggleTracker,
  useTracker,
} from '../../platform/tracker/tracker-store';
import classes from './TrackerCard.module.css';

/**
 * Redraws at each whole second of the time tracked (not every millisecond: the display shows
 * seconds), and at once when the tab is shown again, so a tab the browser slept is right on waking.
 */
function useElapsed(tracker: TrackerSnapshot): number {
  const [, setTick] = useState(0);
  const { startedAt } = tracker;
  useEffect(() => {
    if (startedAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const elapsed = trackedMilliseconds(startedAt, Date.now());
      timer = setTimeout(
        () => {
          setTick((n) => n + 1);
          schedule();
        },
        1000 - (elapsed % 1000),
      );
    };
    schedule();
    const wake = () => setTick((n) => n + 1);
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [startedAt]);
  return startedAt === null
    ? (tracker.stoppedElapsed ?? 0)
    : trackedMilliseconds(startedAt, Date.now());
}

/** The time tracker card of the shell (spec §2.7, §4.1), shown while the tracker is open. */
export function TrackerCard() {
  const tracker = useTracker();
  const elapsed = useElapsed(tracker);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!tracker.show) return null;
  const running = tracker.state === 'started';
  const content = tracker.target?.content;

  const toggle = async () => {
    setBusy(true);
    try {
      await toggleTracker();
    } finally {
      setBusy(false);
    }
  };
  const close = () => (running ? setConfirming(true) : void closeTracker());

  return (
    <>
      <Card
        withBorder
        shadow="md"
        padding="sm"
        className={classes.card}
        role="region"
        aria-label={TRACKER_TITLE}
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} size="sm">
              {TRACKER_TITLE}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={TRACKER_CLOSE_LABEL}
              title={TRACKER_CLOSE_LABEL}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
          {content && (content.title || content.body) ? (
            <Text size="sm">
              <strong>Task :</strong> {content.title}
              {content.body ? ` (${content.body})` : ''}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              size="lg"
              radius="xl"
              color={running ? 'red' : 'teal'}
              aria-label={running ? TRACKER_STOP_LABEL : TRACKER_START_LABEL}
              title={running ? TRACKER_STOP_LABEL : TRACKER_START_LABEL}
              loading={busy}
              disabled={tracker.state === 'disabled'}
              onClick={() => void toggle()}
            >
              <span aria-hidden="true">{running ? '■' : '▶'}</span>
            </ActionIcon>
            <Text
              role="timer"
              aria-label="Time tracked"
              ff="monospace"
              fw={600}
              className={classes.display}
            >
              {trackerDisplay(elapsed)}
            </Text>
          </Group>
          {tracker.notice ? (
            <Text size="xs" c={tracker.state === 'error' ? 'red.8' : 'dimmed'} role="status">
              {tracker.notice}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={TRACKER_TITLE}
        centered
      >
        <Stack>
          <Text>{TRACKER_CLOSE_CONFIRMATION}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                void closeTracker();
              }}
            >
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
