import { z } from 'zod';
import { pageAnswer } from '../../engine/records/record-answers';
import { TASK_CARD_STATUSES } from './task-cards.record';

/**
 * The work planner's boards (spec §2.2 work-planner): one endpoint answers every board, by view.
 * `main` is the signed-in person's own cards, `all` every card they may see, `branch` one
 * branch's; those have a column per status. `teams` and `projects` have a column per team or
 * active project (and one for cards with none) and show the pending cards.
 */
export const WORK_BOARD_VIEWS = ['main', 'all', 'branch', 'teams', 'projects'] as const;
export type WorkBoardView = (typeof WORK_BOARD_VIEWS)[number];

/** What a board's columns stand for, and so what moving a card between them changes. */
export type WorkBoardGrouping = 'status' | 'team' | 'project';
export const GROUPING_OF_VIEW: Record<WorkBoardView, WorkBoardGrouping> = {
  main: 'status',
  all: 'status',
  branch: 'status',
  teams: 'team',
  projects: 'project',
};

/** Cards one board answers at most; the page says when there are more. */
export const WORK_BOARD_MAX_CARDS = 500;

/** The column of cards with no team or project. */
export const NO_GROUP = 'none';

export const workBoardQuery = z.strictObject({
  view: z.enum(WORK_BOARD_VIEWS),
  /** The branch of the `branch` view, or a branch to narrow the others to. */
  branch: z.uuid({ error: 'Choose a branch from the list.' }).optional(),
});
export type WorkBoardQuery = z.infer<typeof workBoardQuery>;

export const workCard = z.strictObject({
  id: z.uuid(),
  version: z.number().int().positive(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_CARD_STATUSES),
  assignedTo: z.uuid(),
  assignedToName: z.string().nullable(),
  dueDate: z.iso.date().nullable(),
  /** Due before today (London) and still pending. */
  overdue: z.boolean(),
  branch: z.uuid(),
  branchName: z.string().nullable(),
  team: z.uuid().nullable(),
  teamName: z.string().nullable(),
  project: z.uuid().nullable(),
  projectName: z.string().nullable(),
  position: z.number(),
  alertId: z.uuid().nullable(),
});
export type WorkCard = z.infer<typeof workCard>;

export const workBoardColumn = z.strictObject({
  /** A status, a team's or project's id, or NO_GROUP. */
  key: z.string(),
  title: z.string(),
  cards: z.array(workCard),
});
export type WorkBoardColumn = z.infer<typeof workBoardColumn>;

export const workBoardAnswer = z.strictObject({
  view: z.enum(WORK_BOARD_VIEWS),
  grouping: z.enum(['status', 'team', 'project']),
  branch: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  columns: z.array(workBoardColumn),
  /** More cards match than the board shows. */
  more: z.boolean(),
});
export type WorkBoardAnswer = z.infer<typeof workBoardAnswer>;

/** POST /api/v1/task-cards/:id/move */
export const moveCardBody = z.strictObject({
  version: z.number().int().min(1),
  grouping: z.enum(['status', 'team', 'project']),
  /** The column it is dropped in: a status, a team's or project's id, or NO_GROUP. */
  column: z.string().min(1).max(40),
  /** The card it is placed before in that column; null at the end. */
  beforeId: z.uuid().nullable(),
});
export type MoveCardBody = z.infer<typeof moveCardBody>;

/** GET /api/v1/work-planner/branches: each branch the caller sees, with its cards counted. */
export const workBranchSummary = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  pending: z.number().int(),
  overdue: z.number().int(),
  completed: z.number().int(),
  teams: z.number().int(),
});
export const workBranchesAnswer = z.strictObject({ items: z.array(workBranchSummary) });
export type WorkBranchesAnswer = z.infer<typeof workBranchesAnswer>;

/** The spec's card styles (§4.4), the tone of each task-planner log entry. */
export const TASK_LOG_STYLES = ['create card', 'edit card', 'delete card'] as const;
export type TaskLogStyle = (typeof TASK_LOG_STYLES)[number];

/** One change of a card, as /app/task-planner-logs lists it (read from the audit trail). */
export const taskLogEntry = z.strictObject({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  cardId: z.string(),
  cardTitle: z.string().nullable(),
  style: z.enum(TASK_LOG_STYLES),
  /** 'Created', 'Moved', 'Status changed', 'Reassigned', 'Edited', 'Deleted', 'Restored'. */
  event: z.string(),
  detail: z.string(),
});
export type TaskLogEntry = z.infer<typeof taskLogEntry>;
export const taskLogAnswer = pageAnswer(taskLogEntry);
export type TaskLogAnswer = z.infer<typeof taskLogAnswer>;

export const taskLogQuery = z.strictObject({
  search: z
    .string()
    .trim()
    .max(100)
    // PostgreSQL text cannot hold a NUL character.
    .refine((value) => !value.includes('\u0000'), { error: 'Not a search.' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

/** POST /api/v1/alerts/:id/task: the alert becomes a task card with an owner and a due date. */
export const alertTaskBody = z.strictObject({
  assignedTo: z.uuid({ error: 'Choose the owner.' }),
  dueDate: z.iso.date({ error: 'Enter a date as DD/MM/YYYY.' }),
  title: z.string().trim().min(1).max(200).optional(),
});
