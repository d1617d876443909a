import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** A task card's statuses (spec §4.4 styles: pending, completed, cancelled). */
export const TASK_CARD_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type TaskCardStatus = (typeof TASK_CARD_STATUSES)[number];

export const TASK_CARD_STATUS_LABELS: Record<TaskCardStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * A task on the work planner (spec §2.2 work-planner, §4.4 card styles): who owns it, when it is
 * due, its status, and where it sits on the boards. The boards move it through
 * POST /api/v1/task-cards/:id/move, which sets its status, team or project and its position; a
 * card made from an alert keeps the alert it came from.
 */
export const taskCards = defineRecord({
  name: 'task-cards',
  area: 'work-planner',
  singular: 'Task Card',
  plural: 'Task Cards',
  fields: {
    title: field.text('Title', { required: true, max: 200 }),
    description: field.longText('Description', { max: 4000 }),
    // The owner answers for the card; the spec's "assignees" are its owner and its team.
    assignedTo: field.reference('Owner', 'users', { required: true }),
    dueDate: field.date('Due date'),
    status: field.choice(
      'Status',
      TASK_CARD_STATUSES.map((value) => ({ value, label: TASK_CARD_STATUS_LABELS[value] })),
      {
        required: true,
        styles: { pending: 'warning', completed: 'success', cancelled: 'neutral' },
      },
    ),
    branch: field.reference('Branch', 'branches', { required: true }),
    team: field.reference('Team', 'work-teams'),
    project: field.reference('Project', 'work-projects'),
    /** Its order in its column: gaps of POSITION_GAP, a move takes the middle of its neighbours. */
    position: field.number('Position', { keptByServer: true, min: 0, max: 2_000_000_000 }),
    alertId: field.reference('From alert', 'alerts', { keptByServer: true }),
  },
  branchField: 'branch',
  list: {
    columns: ['title', 'status', 'assignedTo', 'dueDate', 'branch', 'team', 'project'],
    sort: 'dueDate',
    dir: 'asc',
    filters: ['status', 'assignedTo', 'branch', 'team', 'project'],
    search: ['title', 'description'],
  },
});

/** The space left between neighbouring cards, so most moves change one card only. */
export const POSITION_GAP = 1024;
