import { type MyVisitDetail, TASK_OUTCOMES, type TaskOutcome } from '@care360/domain';
import { Badge, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { QueuedWrite } from './offline-queue';

const COLOURS: Record<TaskOutcome, string> = {
  Done: 'green',
  'Not done': 'orange',
  Refused: 'red',
};

/** The address a task's outcome is sent to: the task by its place in the visit's list. */
export const taskPath = (index: number) => `tasks/${index}`;

/**
 * The visit's tasks, each with what became of it: Done, Not done (saying why) or Refused by the
 * client. An outcome recorded again replaces the last; what waits in the phone's queue shows as
 * waiting until the server has it.
 */
export function VisitTasks({
  tasks,
  outcomes,
  queued,
  disabled,
  onRecord,
}: {
  tasks: string[];
  outcomes: MyVisitDetail['taskOutcomes'];
  /** The phone's queued writes of this visit. */
  queued: QueuedWrite[];
  disabled: boolean;
  onRecord: (index: number, body: Record<string, unknown>, label: string) => Promise<void>;
}) {
  return (
    <Card withBorder component="section" aria-labelledby="visit-tasks-title">
      <Title order={2} size="h4" id="visit-tasks-title">
        Tasks
      </Title>
      <Stack gap="lg" mt="xs">
        {tasks.map((task, index) => {
          // The last queued outcome of this task is what the carer last said.
          const waiting = queued.findLast(
            (write) => !write.conflict && write.url.endsWith(`/${taskPath(index)}`),
          );
          const saved = outcomes.find((outcome) => outcome.index === index);
          return (
            <TaskOutcomeControl
              // A task is its place in the visit's list (the server addresses it so) and its words.
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the task's identity.
              key={`${index}:${task}`}
              task={task}
              saved={(waiting?.body.outcome as TaskOutcome | undefined) ?? saved?.outcome ?? null}
              waiting={Boolean(waiting)}
              disabled={disabled}
              onRecord={(body, label) => onRecord(index, body, label)}
            />
          );
        })}
      </Stack>
    </Card>
  );
}

function TaskOutcomeControl({
  task,
  saved,
  waiting,
  disabled,
  onRecord,
}: {
  task: string;
  saved: TaskOutcome | null;
  waiting: boolean;
  disabled: boolean;
  onRecord: (body: Record<string, unknown>, label: string) => Promise<void>;
}) {
  const [outcome, setOutcome] = useState<TaskOutcome | null>(saved);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <form
      data-testid={`task-${task}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!outcome) return setProblem('Choose what happened.');
        if (outcome === 'Not done' && !note.trim()) return setProblem('Say why it was not done.');
        setProblem('');
        void onRecord({ task, outcome, note: note.trim() || null }, `${outcome}: ${task}`).then(
          () => setNote(''),
        );
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{task}</Text>
          {saved && (
            <Badge color={COLOURS[saved]} variant={waiting ? 'outline' : 'filled'}>
              {waiting ? `${saved} (waiting to send)` : saved}
            </Badge>
          )}
        </Group>
        <Radio.Group
          label={`Outcome of ${task}`}
          value={outcome}
          onChange={(value) => {
            setOutcome(value as TaskOutcome);
            setProblem('');
          }}
        >
          <Group gap="md" mt={4}>
            {TASK_OUTCOMES.map((value) => (
              <Radio key={value} value={value} label={value} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
        {outcome === 'Not done' && (
          <Textarea
            label={`Why was “${task}” not done?`}
            // Checked on Record with the server's words, not the browser's own bubble.
            withAsterisk
            aria-required
            value={note}
            error={problem === 'Say why it was not done.' ? problem : undefined}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
        {outcome === 'Refused' && (
          <Textarea
            label="What the client said (optional)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
        {problem && problem !== 'Say why it was not done.' && (
          <Text c="red" size="sm">
            {problem}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          variant={saved ? 'default' : 'filled'}
          disabled={disabled}
          aria-label={`Record the outcome of ${task}`}
        >
          Record
        </Button>
      </Stack>
    </form>
  );
}
