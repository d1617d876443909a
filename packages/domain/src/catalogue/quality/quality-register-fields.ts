import { dateOrder, defineRecord, type RecordRule } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * The parts every quality register shares (what CQC asks of each: who it concerns, how badly the
 * client was harmed, who was told and when, what was learned, who closed it), written once and
 * spread into each register's fields so each register stays one declaration.
 */

/** Where the registers live under /app. */
export const QUALITY_PATH = 'quality-assurance';
export const QUALITY_NAV_GROUP = 'Quality Assurance';

/** How badly the client came to harm, as the NHS's learning-from-patient-safety-events scale has it. */
export const HARM_LEVELS = ['None', 'Low', 'Moderate', 'Severe', 'Death'] as const;
export type HarmLevel = (typeof HARM_LEVELS)[number];

export const REGISTER_STATUSES = ['Open', 'Closed'] as const;

/** The branch and the people an entry concerns: it shows in the client's and carers' files. */
export const involvedFields = (clientRequired: boolean) => ({
  branch: field.reference('Branch', 'branches', { required: true }),
  client: field.reference('Client', 'clients', { required: clientRequired }),
  carer: field.reference('Carer involved', 'carers'),
  secondCarer: field.reference('Second carer involved', 'carers', {
    help: 'On a double-up visit, the other carer.',
  }),
});

export const harmField = () =>
  field.choice('Harm to the client', HARM_LEVELS, {
    required: true,
    styles: {
      None: 'success',
      Low: 'info',
      Moderate: 'warning',
      Severe: 'danger',
      Death: 'danger',
    },
  });

/** Who must be told, each a yes/no with the day they were told. */
const NOTIFIED = {
  family: 'Family or representative told',
  localAuthority: 'Local authority safeguarding team told',
  police: 'Police told',
  cqc: 'CQC notified',
} as const;
type Notified = keyof typeof NOTIFIED;

export const notificationFields = () => ({
  familyTold: field.yesNo(NOTIFIED.family),
  familyToldOn: field.date('Family told on', { notFuture: true }),
  localAuthorityTold: field.yesNo(NOTIFIED.localAuthority),
  localAuthorityToldOn: field.date('Safeguarding team told on', { notFuture: true }),
  policeTold: field.yesNo(NOTIFIED.police),
  policeToldOn: field.date('Police told on', { notFuture: true }),
  cqcNotified: field.yesNo(NOTIFIED.cqc, {
    help: 'Abuse or an allegation of it, a serious injury and a death are notified without delay.',
  }),
  cqcNotifiedOn: field.date('CQC notified on', { notFuture: true }),
});

/** A notification marked as made names its day. */
export const notificationRules = (): RecordRule[] =>
  (Object.keys(NOTIFIED) as Notified[]).map((who) => {
    const told = who === 'cqc' ? 'cqcNotified' : `${who}Told`;
    const on = who === 'cqc' ? 'cqcNotifiedOn' : `${who}ToldOn`;
    return {
      field: on,
      message: 'Enter the day they were told.',
      check: (values) => values[told] !== true || typeof values[on] === 'string',
    };
  });

export const reviewFields = () => ({
  investigation: field.longText('Investigation', {
    max: 10_000,
    help: 'Who looked into it, what they found, and the evidence.',
  }),
  outcome: field.longText('Outcome', { max: 5000 }),
  lessonsLearned: field.longText('Lessons learned', {
    max: 5000,
    help: 'What changes, so it does not happen again; shared at team meetings.',
  }),
});

/**
 * The CQC quality statement (under its key question) the record is evidence for: the evidence
 * pack sorts by it. Shared with the audits, which are evidence too.
 */
export const cqcStatementField = () => ({
  cqcStatement: field.reference('CQC quality statement', 'cqc-quality-statements', {
    help: 'What this shows an inspector, e.g. Safe: Learning culture.',
  }),
});

/**
 * An entry's status and who closed it. A register whose entries may arrive unchecked (an
 * incident from a carer's phone) passes its own statuses, with Draft first.
 */
export const closureFields = (statuses: readonly string[] = REGISTER_STATUSES) => ({
  status: field.choice('Status', statuses, {
    required: true,
    styles: { Draft: 'info', Open: 'warning', Closed: 'success' },
  }),
  closedBy: field.reference('Closed by', 'users'),
  closedOn: field.date('Closed on', { notFuture: true }),
});

/** A closed entry names who closed it and when; an open one names neither. */
export const closureRules = (startField: string): RecordRule[] => [
  {
    field: 'closedOn',
    message: 'Enter the day it was closed.',
    check: (values) => values.status !== 'Closed' || typeof values.closedOn === 'string',
  },
  {
    field: 'closedBy',
    message: 'Choose who closed it.',
    check: (values) => values.status !== 'Closed' || typeof values.closedBy === 'string',
  },
  {
    field: 'status',
    message: 'An open entry has no closing date: clear it, or close the entry.',
    check: (values) => values.status === 'Closed' || values.closedOn == null,
  },
  dateOrder(startField, 'closedOn', 'It cannot be closed before it began.'),
];

/**
 * The actions an entry leads to, each with its owner, due date and whether it is done: a list
 * under the entry (its edit page links to it), guarded by the entry's own permissions.
 */
export function registerActions<const N extends string>(name: N, parent: string, noun: string) {
  return defineRecord({
    name,
    area: 'quality',
    singular: 'Action',
    plural: `${noun} Actions`,
    parent,
    path: 'actions',
    fields: {
      action: field.text('Action', { required: true, max: 300 }),
      owner: field.reference('Owner', 'users', { required: true }),
      dueOn: field.date('Due on', { required: true }),
      done: field.yesNo('Done'),
      doneOn: field.date('Done on', { notFuture: true }),
      notes: field.longText('Notes', { max: 2000 }),
      ...cqcStatementField(),
    },
    rules: [
      {
        field: 'doneOn',
        message: 'Enter the day it was done.',
        check: (values) => values.done !== true || typeof values.doneOn === 'string',
      },
    ],
    titleField: 'action',
    list: {
      columns: ['action', 'owner', 'dueOn', 'done', 'doneOn'],
      sort: 'dueOn',
      filters: ['done', 'owner'],
      search: ['action'],
    },
  });
}
