import { z } from 'zod';
import { pageAnswer } from '../../../engine/records/record-answers';
import type { Permission } from '../../people/permissions';
import { WORKLIST_SHOWN_FROM } from '../../work/worklist';
import {
  ALERT_SEVERITIES,
  ALERT_SOURCES,
  ALERT_STATUSES,
  type AlertSeverity,
  type AlertSource,
  ESCALATION_LEVELS,
} from '../alerts.record';

/**
 * A live board (/app/live-events/…): one declaration says what it shows, from which source, to
 * whom, with which columns, filters and actions. The server answers every board through one
 * endpoint (GET /api/v1/live-events/boards/:board) and the web app draws every board with one
 * page from this declaration.
 */

/**
 * Sources worked out by the area that owns the records (its manifest contributes them on the
 * server), not raised as alerts: each one's rule is written in the boards that use it.
 */
export const DERIVED_BOARD_SOURCES = [
  'carer-file-alerts',
  'carer-pre-employment',
  'carer-availability',
  'carer-support',
  'planner-tasks-overdue',
  'my-planner-tasks',
  'work-tasks-overdue',
  'my-work-tasks',
  'office-employees-out',
  'client-hazards',
  'client-reviews-due',
  'client-logbook-audits-due',
  'client-marchart-audits-due',
  'client-re-ablement',
  'client-re-ablement-overdue',
  'client-medicines-running-out',
  'client-medicine-photos',
] as const;
export type DerivedBoardSource = (typeof DERIVED_BOARD_SOURCES)[number];

/** Which alerts an alerts board shows, beyond their sources. */
export type AlertsBoardScope =
  /** Every alert of the sources. */
  | 'all'
  /** Only those about a carer (the carers' boards). */
  | 'about-a-carer'
  /** Those escalated beyond the board (a push notification and an email were sent). */
  | 'escalated'
  /** Those assigned to the signed-in person, or escalated to them as on-call or registered manager. */
  | 'mine';

export type BoardSource =
  | { type: 'alerts'; alertSources: readonly AlertSource[]; scope: AlertsBoardScope }
  | {
      type: 'derived';
      key: DerivedBoardSource;
      /** Further sources whose rows the board shows beside the first's, in one order. */
      alsoFrom?: readonly DerivedBoardSource[];
    };

export const BOARD_COLUMNS = [
  'at',
  'severity',
  'subject',
  'person',
  'detail',
  'branch',
  'source',
  'status',
  'assignedTo',
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const BOARD_COLUMN_LABELS: Record<BoardColumn, string> = {
  at: 'When',
  severity: 'Severity',
  subject: 'Alert',
  person: 'Who',
  detail: 'Detail',
  branch: 'Branch',
  source: 'Source',
  status: 'Status',
  assignedTo: 'Assigned to',
};

/** The filters a board offers besides its search; the web app saves them per board (spec §3.4). */
export const BOARD_FILTERS = ['severity', 'status', 'source', 'open'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

/** What may be done to an alert row (the alert engine's lifecycle endpoints). */
export const BOARD_ACTIONS = ['acknowledge', 'assign', 'resolve'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

export interface BoardDeclaration {
  /** The path below /app/live-events/: 'clients/visits'. */
  key: string;
  /** The screen's path, as in screens.tsv. */
  path: string;
  /** The screen's title, as in screens.tsv. */
  title: string;
  /** The one permission that lets someone see the board (and whose holder the server answers). */
  permission: Permission;
  source: BoardSource;
  /** What shows on the board, in a sentence a manager can check. */
  rule: string;
  /** The severity of a derived row; an alert row carries its own. */
  severity: AlertSeverity;
  columns: readonly BoardColumn[];
  filters: readonly BoardFilter[];
  actions: readonly BoardAction[];
}

/** GET /api/v1/live-events/boards/:board: the query. */
export const boardQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  severity: z.enum(ALERT_SEVERITIES).optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  source: z.enum(ALERT_SOURCES).optional(),
  /** Only what still needs someone (an alert not yet resolved); on unless 'false'. */
  open: z.enum(['true', 'false']).default('true'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(1000).optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** One row of a board: an alert, or something an area worked out (then `alert` is null). */
export const boardRowAnswer = z.strictObject({
  /** The alert's id; for a derived row, a key stable while the cause lasts. */
  id: z.string().min(1),
  /** When it was raised or is due: an ISO instant or a 'YYYY-MM-DD' day. */
  at: z.string().nullable(),
  severity: z.enum(ALERT_SEVERITIES),
  subject: z.string(),
  detail: z.string(),
  /** The client, carer or office employee it is about. */
  person: z.string().nullable(),
  /** The app page where it is dealt with. */
  href: z.string().startsWith('/app/').nullable(),
  branch: z.string().nullable(),
  alert: z
    .strictObject({
      version: z.number().int(),
      source: z.enum(ALERT_SOURCES),
      status: z.enum(ALERT_STATUSES),
      assignedTo: z.string().nullable(),
      escalation: z.enum(ESCALATION_LEVELS).nullable(),
    })
    .nullable(),
});
export type BoardRow = z.infer<typeof boardRowAnswer>;

export const boardAnswer = pageAnswer(boardRowAnswer).extend({
  board: z.string(),
  title: z.string(),
});
export type BoardAnswer = z.infer<typeof boardAnswer>;

/**
 * The record kinds the derived boards are worked out from: a change of one refreshes an open
 * board (the web app's live queries). Home's worklist's kinds are the staff and review rules'.
 */
export const DERIVED_BOARD_KINDS: readonly string[] = [
  ...new Set([
    ...WORKLIST_SHOWN_FROM,
    'clients',
    'client-risk-assessments',
    'client-promoting-independence',
    'client-medications',
    'client-uploads',
    'client-logs',
    'record-audits',
    'assessment-visits',
    'task-cards',
    'carers',
    'carer-unavailability',
    'carer-onboarding-todos',
  ]),
];
