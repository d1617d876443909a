import type { TaskOutcome } from './visit-task-outcomes.record';

/**
 * A visit's tasks are the lines of its long-text `tasks` field; the carer records an outcome for
 * each. These rules are shared by the phone and the server.
 */

/** The task lines of a visit: trimmed, blank lines left out. */
export function visitTaskLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Why an outcome sent for task `index` (with the words the phone showed) cannot be recorded, or
 * null: the task must still be there, with the same words; the office may have changed the
 * visit's tasks while the phone was without signal.
 */
export function taskOutcomeProblem(tasks: readonly string[], index: number, task: string) {
  const now = tasks[index];
  if (now === undefined || now !== task.trim())
    return 'The office changed this visit’s tasks: reload the visit and record it again.';
  return null;
}

/** A task's recorded outcome, as the phone shows it. */
export interface RecordedTaskOutcome {
  index: number;
  task: string;
  outcome: TaskOutcome;
  note: string | null;
  recordedAt: string;
  recordedBy: string;
}

/**
 * The outcomes that still belong to the visit's tasks: at the same line, with the same words.
 * One whose task was edited or moved since is left out (it stays on the visit's record).
 */
export function currentTaskOutcomes(
  tasks: readonly string[],
  outcomes: readonly RecordedTaskOutcome[],
): RecordedTaskOutcome[] {
  return outcomes
    .filter((outcome) => tasks[outcome.index] === outcome.task)
    .sort((a, b) => a.index - b.index);
}

/**
 * Whether an outcome recorded at `recordedAt` replaces one recorded at `storedAt`: the later one
 * stands, so a phone that sends its queue late never overwrites what was recorded after it.
 */
export function replacesOutcome(storedAt: Date, recordedAt: Date): boolean {
  return recordedAt.getTime() >= storedAt.getTime();
}
