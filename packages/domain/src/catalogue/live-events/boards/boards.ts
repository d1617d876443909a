import type { AlertSource } from '../alerts.record';
import type {
  AlertsBoardScope,
  BoardColumn,
  BoardDeclaration,
  BoardFilter,
  DerivedBoardSource,
} from './board';

/**
 * The 33 live boards and "my alerts" (spec §2.2, screens.tsv under /app/live-events). Alert
 * boards show rows of the `alerts` kind raised by the alert engine; derived boards show what the
 * owning area works out from its records with the rule it already uses elsewhere (Home's
 * worklist, staff compliance, the audits' due lists).
 */

const ROOT = '/app/live-events';

const VISIT_SOURCES = [
  'Late visit',
  'Missed visit',
  'Short visit',
  'Time-critical visit late',
  'Not checked out',
] as const satisfies readonly AlertSource[];
const MEDICINE_SOURCES = [
  'Medicine refused',
  'Medicine not given',
  'Medicine outside PRN rules',
] as const satisfies readonly AlertSource[];
const REPORT_SOURCES = [
  'Incident reported',
  'Concern reported',
] as const satisfies readonly AlertSource[];
/** A statutory notification drafted from a register entry and not yet sent to CQC. */
const NOTIFICATION_SOURCES = ['CQC notification due'] as const satisfies readonly AlertSource[];
const CLIENT_SOURCES = [
  ...VISIT_SOURCES,
  'Checked in far from home',
  ...MEDICINE_SOURCES,
  ...REPORT_SOURCES,
  ...NOTIFICATION_SOURCES,
] as const satisfies readonly AlertSource[];
const OFFICE_SOURCES = ['Stock low', 'Asset service due'] as const satisfies readonly AlertSource[];
const EVERY_SOURCE = [...CLIENT_SOURCES, ...OFFICE_SOURCES] as const;

const ALERT_COLUMNS: readonly BoardColumn[] = [
  'at',
  'severity',
  'subject',
  'person',
  'branch',
  'source',
  'status',
  'assignedTo',
];
const ALERT_FILTERS: readonly BoardFilter[] = ['open', 'severity', 'status', 'source'];
const DERIVED_COLUMNS: readonly BoardColumn[] = ['at', 'severity', 'person', 'subject', 'detail'];

function alertsBoard(
  key: string,
  title: string,
  alertSources: readonly AlertSource[],
  rule: string,
  scope: AlertsBoardScope = 'all',
): BoardDeclaration {
  return {
    key,
    path: `${ROOT}/${key}`,
    title,
    permission: 'alerts.read',
    source: { type: 'alerts', alertSources, scope },
    rule,
    severity: 'Medium',
    columns: ALERT_COLUMNS,
    filters: ALERT_FILTERS,
    actions: ['acknowledge', 'assign', 'resolve'],
  };
}

function derivedBoard(
  key: string,
  title: string,
  source: DerivedBoardSource | readonly [DerivedBoardSource, ...DerivedBoardSource[]],
  permission: BoardDeclaration['permission'],
  severity: BoardDeclaration['severity'],
  rule: string,
): BoardDeclaration {
  const [first, ...alsoFrom] = typeof source === 'string' ? [source] : source;
  return {
    key,
    path: `${ROOT}/${key}`,
    title,
    permission,
    source: { type: 'derived', key: first, ...(alsoFrom.length ? { alsoFrom } : {}) },
    rule,
    severity,
    columns: DERIVED_COLUMNS,
    // A derived row lasts while its cause does: it is dealt with in the record its link opens.
    filters: [],
    actions: [],
  };
}

/** The carers' boards, which portal-alerts/* repeats with the same sources. */
const carerBoards = (group: 'carers' | 'portal-alerts', noun: 'Carer' | 'Portal') => [
  derivedBoard(
    `${group}/file-alerts`,
    `Live Events - ${noun} File Alerts`,
    'carer-file-alerts',
    'carers.read',
    'High',
    "Carers who must not work, whose right to work or DBS is not compliant or expiring, or whose training needs action: staff compliance's own rules.",
  ),
  derivedBoard(
    `${group}/pre-employment-alerts`,
    `Live Events - ${noun} Pre-employment Alerts`,
    'carer-pre-employment',
    'carers.read',
    'High',
    "New carers' onboarding to-dos still outstanding (override conditions and clearance checks), until they are done.",
  ),
  derivedBoard(
    `${group}/task-planner-alerts`,
    `Live Events - ${noun} Task Planner Alerts`,
    ['planner-tasks-overdue', 'work-tasks-overdue'],
    'assessment-visits.read',
    'Medium',
    "Office planner visits (assessments, reviews, spot checks, supervisions, appraisals) past their start and still planned, and work planner task cards past their due date and still pending: the office's task planner is behind.",
  ),
  derivedBoard(
    `${group}/my-task-alerts`,
    `Live Events - ${noun} My Task Alerts`,
    ['my-planner-tasks', 'my-work-tasks'],
    'assessment-visits.read',
    'Medium',
    'The office planner visits assigned to the signed-in person that are overdue, today or in the next seven days, and not yet done, and the work planner task cards they own that are overdue.',
  ),
  derivedBoard(
    `${group}/availability`,
    `Live Events - ${noun} Availability`,
    'carer-availability',
    'carers.read',
    'Low',
    'Carers unavailable now or within the next seven days (one-off absences and weekly times they cannot work), so the rota can be covered.',
  ),
  alertsBoard(
    `${group}/push-notifications`,
    `Live Events - ${noun} Push Notifications`,
    EVERY_SOURCE,
    'Alerts left unacknowledged long enough to escalate: each sent as a push notification and an email up the ladder.',
    'escalated',
  ),
  alertsBoard(
    `${group}/monitoring`,
    `Live Events - ${noun} Monitoring`,
    CLIENT_SOURCES,
    'Every alert about a carer at their visits: late, missed, short, far from home, not checked out, medicines and reports.',
    'about-a-carer',
  ),
  derivedBoard(
    `${group}/carer-support`,
    noun === 'Carer' ? 'Live Events - Carer Support' : 'Live Events - Portal Carer Support',
    'carer-support',
    'carers.read',
    'Medium',
    'Carers overdue a supervision, spot check or annual appraisal: the support each carer is owed (staff oversight rules).',
  ),
];

export const BOARDS: readonly BoardDeclaration[] = [
  alertsBoard(
    'clients/visits',
    'Live Events - Client Visits',
    VISIT_SOURCES,
    "Visits late (no check-in by the planned start plus the client's late-alert minutes), missed, short, time-critical and late, or not checked out.",
  ),
  alertsBoard(
    'clients/medications',
    'Live Events - Client Medications',
    MEDICINE_SOURCES,
    'Medicines recorded as refused or not given, or given outside their PRN rules.',
  ),
  alertsBoard(
    'clients/incidents',
    'Live Events - Client Incidents',
    [...REPORT_SOURCES, ...NOTIFICATION_SOURCES],
    'Incidents and concerns reported by carers at visits, and the CQC notifications they call for (a death, an allegation of abuse, a serious injury) until marked sent.',
  ),
  alertsBoard(
    'clients/locations',
    'Live Events - Client Locations',
    ['Checked in far from home'],
    "Check-ins whose phone location was further from the client's home than the organisation allows.",
  ),
  alertsBoard(
    'clients/not-on-site',
    'Live Events - Client Not on Site',
    ['Late visit', 'Missed visit', 'Time-critical visit late'],
    'Visits where no carer is on site when one should be: late, time-critical and late, or missed.',
  ),
  derivedBoard(
    'clients/medications-images',
    'Live Events - Client Medications Images',
    'client-medicine-photos',
    'clients.read',
    'Low',
    "Photos of medicines kept in the client's file (uploads of the medication category) from the last 30 days, newest first, for the office to check against the MAR chart.",
  ),
  alertsBoard(
    'clients/monitoring',
    'Live Events - Client Monitoring',
    CLIENT_SOURCES,
    "Every alert about a client's visits, medicines, reports and CQC notifications on one board.",
  ),
  derivedBoard(
    'clients/medication_availability',
    'Live Events - Client Medication Availability',
    'client-medicines-running-out',
    'clients.read',
    'High',
    // No stock count of a client's own medicines is recorded: what runs out is the prescription.
    "Medicines on a client's chart whose prescription ends within seven days or has ended, so a new supply is arranged in time.",
  ),
  derivedBoard(
    'clients/hazards',
    'Live Events - Client Hazards',
    'client-hazards',
    'clients.read',
    'High',
    "Hazards in clients' risk assessments rated High or Very high, with their rating once the agreed actions are done beside it.",
  ),
  derivedBoard(
    'clients/assessment-alerts',
    'Live Events - Client Assessment Alerts',
    'client-reviews-due',
    'clients.read',
    'Medium',
    "Clients' assessments and reviews overdue or due this week: the client file's review rule, as on Home's worklist.",
  ),
  derivedBoard(
    'clients/logbook-audit',
    'Live Events - Client Logbook Audit',
    'client-logbook-audits-due',
    'record-audits.read',
    'Medium',
    "Clients' logbook entries overdue for audit: the audits' own due rule.",
  ),
  derivedBoard(
    'clients/marchart-audit',
    'Live Events - Client MAR Chart Audit',
    'client-marchart-audits-due',
    'record-audits.read',
    'Medium',
    "Clients' MAR chart doses overdue for audit: the audits' own due rule.",
  ),
  derivedBoard(
    'clients/re-ablement',
    'Live Events - Client Re-ablement',
    'client-re-ablement',
    'clients.read',
    'Low',
    "Clients' re-ablement (promoting independence) goals not started or in progress, by target date.",
  ),
  derivedBoard(
    'clients/re-ablement-overdue',
    'Live Events - Client Re-ablement Overdue',
    'client-re-ablement-overdue',
    'clients.read',
    'Medium',
    'Re-ablement goals past their target date and neither achieved nor stopped.',
  ),
  ...carerBoards('carers', 'Carer'),
  alertsBoard(
    'employees/alerts',
    'Live Events - Office Employee Alerts',
    OFFICE_SOURCES,
    'Alerts for the office itself: stock running low and equipment due a service.',
  ),
  derivedBoard(
    'employees/locations',
    'Live Events - Office Employee Locations',
    'office-employees-out',
    'assessment-visits.read',
    'Low',
    'Where office staff are out today: their office planner visits today, with the place and time.',
  ),
  ...carerBoards('portal-alerts', 'Portal'),
  alertsBoard(
    'my-alerts',
    'Live Events - My Alerts',
    EVERY_SOURCE,
    'Alerts assigned to the signed-in person, or escalated to them as on-call or registered manager.',
    'mine',
  ),
];

const BY_KEY = new Map(BOARDS.map((board) => [board.key, board]));

/** The board at /app/live-events/{key}, if there is one. */
export const boardOf = (key: string): BoardDeclaration | undefined => BY_KEY.get(key);

/**
 * The board's name in the API (GET /api/v1/live-events/boards/{name}): its key with a dot for
 * the slash, one path segment ('clients.visits', 'my-alerts').
 */
export const boardApiName = (board: Pick<BoardDeclaration, 'key'>): string =>
  board.key.replace('/', '.');

const BY_API_NAME = new Map(BOARDS.map((board) => [boardApiName(board), board]));

/** The board an API name names, if any. */
export const boardOfApiName = (name: string): BoardDeclaration | undefined => BY_API_NAME.get(name);
