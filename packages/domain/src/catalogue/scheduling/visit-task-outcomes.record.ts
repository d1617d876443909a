import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * What became of each task of a visit, as the carer recorded it on their phone: one record per
 * task line of the visit (unique per visit and task, an index in the migration; a declared
 * `unique` is per organisation), replaced when the carer records it again. The task's words are
 * kept with it, so an outcome is never shown against another task after the office edits the
 * visit's tasks.
 */
export const TASK_OUTCOMES = ['Done', 'Not done', 'Refused'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

/** The most tasks a visit's outcomes are kept for (a visit's task list is a few lines). */
export const MAX_VISIT_TASKS = 100;

export const visitTaskOutcomes = defineRecord({
  name: 'visit-task-outcomes',
  area: 'scheduling',
  singular: 'Task Outcome',
  plural: 'Task Outcomes',
  parent: 'visits',
  // Recorded on the carer's phone only; the office reads them with the visit.
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    taskIndex: field.number('Task index', {
      required: true,
      min: 0,
      max: MAX_VISIT_TASKS - 1,
      keptByServer: true,
    }),
    task: field.text('Task', { required: true, max: 500, keptByServer: true }),
    outcome: field.choice('Outcome', TASK_OUTCOMES, {
      required: true,
      keptByServer: true,
      styles: { Done: 'success', 'Not done': 'warning', Refused: 'danger' },
    }),
    // Why a task was not done (required then), or what the client said when they refused it.
    note: field.text('Reason or note', { max: 1000, keptByServer: true }),
    carer: field.reference('Recorded by', 'carers', { required: true, keptByServer: true }),
    recordedAt: field.dateTime('Recorded at', { required: true, keptByServer: true }),
  },
  titleField: 'task',
  list: {
    columns: ['task', 'outcome', 'note', 'carer', 'recordedAt'],
    sort: 'taskIndex',
    filters: ['outcome'],
  },
});
