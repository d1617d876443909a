import { describe, expect, it } from 'vitest';
import { myTaskOutcomeBody } from './carer-app.answers';
import {
  currentTaskOutcomes,
  type RecordedTaskOutcome,
  replacesOutcome,
  taskOutcomeProblem,
  visitTaskLines,
} from './visit-tasks';

const TASKS = visitTaskLines('Prompt medicines\n\n  Make breakfast  \nEmpty the commode\n');

describe("a visit's tasks", () => {
  it('are its lines, trimmed, without blank ones', () => {
    expect(TASKS).toEqual(['Prompt medicines', 'Make breakfast', 'Empty the commode']);
    expect(visitTaskLines(null)).toEqual([]);
  });

  it('take an outcome only for the task the phone showed, at the same place', () => {
    expect(taskOutcomeProblem(TASKS, 1, 'Make breakfast')).toBeNull();
    expect(taskOutcomeProblem(TASKS, 1, 'Prompt medicines')).toMatch(/changed this visit’s tasks/);
    expect(taskOutcomeProblem(TASKS, 3, 'Make breakfast')).toMatch(/changed/);
  });

  it('show an outcome against its task only while the task keeps its words and place', () => {
    const recorded = (index: number, task: string): RecordedTaskOutcome => ({
      index,
      task,
      outcome: 'Done',
      note: null,
      recordedAt: '2026-03-02T09:10:00.000Z',
      recordedBy: 'Jo Bloggs',
    });
    const shown = currentTaskOutcomes(TASKS, [
      recorded(2, 'Empty the commode'),
      recorded(0, 'Prompt medicines'),
      recorded(1, 'Make porridge'),
    ]);
    expect(shown.map((o) => o.index)).toEqual([0, 2]);
  });

  it('keep the later of two outcomes when a phone sends its queue late', () => {
    const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
    expect(replacesOutcome(at('09:10'), at('09:20'))).toBe(true);
    expect(replacesOutcome(at('09:20'), at('09:10'))).toBe(false);
  });
});

describe("a task's outcome", () => {
  const base = { recordedAt: '2026-03-02T09:10:00Z', task: 'Make breakfast' };
  it('needs a reason when the task was not done', () => {
    const missing = myTaskOutcomeBody.safeParse({ ...base, outcome: 'Not done', note: ' ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Say why it was not done.');
    expect(
      myTaskOutcomeBody.safeParse({ ...base, outcome: 'Not done', note: 'No bread in' }).success,
    ).toBe(true);
  });

  it('takes a refusal with or without a note, and nothing but the three outcomes', () => {
    expect(myTaskOutcomeBody.safeParse({ ...base, outcome: 'Refused' }).success).toBe(true);
    expect(myTaskOutcomeBody.safeParse({ ...base, outcome: 'Done' }).success).toBe(true);
    expect(myTaskOutcomeBody.safeParse({ ...base, outcome: 'Partly' }).success).toBe(false);
  });
});
