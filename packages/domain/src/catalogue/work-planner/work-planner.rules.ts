import type { Fields } from '../../engine/records/fields';
import {
  POSITION_GAP,
  TASK_CARD_STATUS_LABELS,
  type TaskCardStatus,
  taskCards,
} from './task-cards.record';
import type { TaskLogStyle } from './work-planner.answers';

/**
 * Where a card dropped between two neighbours goes: the middle of their positions, or after the
 * last by a gap. Null when the neighbours leave no whole number between them: the column is then
 * numbered afresh (renumbered).
 */
export function positionBetween(previous: number | null, next: number | null): number | null {
  if (previous === null && next === null) return POSITION_GAP;
  if (next === null) return (previous as number) + POSITION_GAP;
  const low = previous ?? 0;
  const middle = Math.floor((low + next) / 2);
  return middle > low && middle < next ? middle : null;
}

/** Fresh positions for a column in order: one gap apart. */
export const renumbered = (count: number): number[] =>
  Array.from({ length: count }, (_, at) => (at + 1) * POSITION_GAP);

/** Whether a card is overdue on `today` (a UK calendar day): due before it and still pending. */
export const isOverdueCard = (
  card: { status: string; dueDate: string | null },
  today: string,
): boolean => card.status === 'pending' && card.dueDate !== null && card.dueDate < today;

/** The audit action of a card's move on a board; its neighbours renumbered say REORDER_ACTION. */
export const MOVE_ACTION = 'task-card.move';
export const REORDER_ACTION = 'task-card.reorder';

type Pair = [unknown, unknown];

const isPair = (value: unknown): value is Pair => Array.isArray(value) && value.length === 2;

const statusLabel = (value: unknown) =>
  TASK_CARD_STATUS_LABELS[value as TaskCardStatus] ?? String(value ?? '');

/**
 * What one audit entry of a task card says in the task-planner log. Changes name fields old →
 * new; the names of people, teams and projects are given by the reader (`names`, by id).
 */
export function describeCardChange(
  action: string,
  changes: Record<string, unknown> | null,
  names: (id: unknown) => string,
): { style: TaskLogStyle; event: string; detail: string } {
  const fields = changes ?? {};
  const pair = (key: string) => (isPair(fields[key]) ? (fields[key] as Pair) : null);
  if (action === 'create') {
    const status = pair('status')?.[1];
    const owner = pair('assignedTo')?.[1];
    const from = pair('alertId')?.[1] ? ' from an alert' : '';
    return {
      style: 'create card',
      event: 'Created',
      detail: `Created${from}${owner ? ` for ${names(owner)}` : ''}${status ? `, ${statusLabel(status)}` : ''}.`,
    };
  }
  if (action === 'delete') return { style: 'delete card', event: 'Deleted', detail: 'Deleted.' };
  if (action === 'restore') return { style: 'edit card', event: 'Restored', detail: 'Restored.' };
  const parts: string[] = [];
  const status = pair('status');
  const team = pair('team');
  const project = pair('project');
  const owner = pair('assignedTo');
  if (status) parts.push(`status ${statusLabel(status[0])} → ${statusLabel(status[1])}`);
  if (team) parts.push(`team ${names(team[0])} → ${names(team[1])}`);
  if (project) parts.push(`project ${names(project[0])} → ${names(project[1])}`);
  if (owner) parts.push(`owner ${names(owner[0])} → ${names(owner[1])}`);
  const edited = Object.keys(fields).filter(
    (key) => !['status', 'team', 'project', 'assignedTo', 'position'].includes(key),
  );
  if (edited.length) {
    const labels = edited.map((key) => (taskCards.fields as Fields)[key]?.label ?? key);
    parts.push(`edited ${labels.join(', ').toLowerCase()}`);
  }
  const event =
    action === MOVE_ACTION ? 'Moved' : status ? 'Status changed' : owner ? 'Reassigned' : 'Edited';
  const detail = parts.length
    ? `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase())
    : 'Moved within its column.';
  return { style: 'edit card', event, detail };
}
