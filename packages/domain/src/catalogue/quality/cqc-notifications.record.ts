import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { QUALITY_NAV_GROUP, QUALITY_PATH } from './quality-register-fields';

/**
 * The statutory notifications to CQC (Regulation 16 and 18 of the Registration Regulations): a
 * death of a client, an allegation of abuse and a serious injury are notified "without delay".
 * The server drafts one from the register entry (or the client's end of service) with the facts
 * the form asks for; the manager checks it, sends it on CQC's portal and marks it sent.
 */
export const CQC_NOTIFICATION_TYPES = [
  'Death of a person using the service',
  'Abuse or allegation of abuse',
  'Serious injury',
] as const;
export type CqcNotificationType = (typeof CQC_NOTIFICATION_TYPES)[number];

/** Where a draft came from: a register, or a client's service ended with the reason "Died". */
export const CQC_NOTIFICATION_SOURCES = [
  'incidents',
  'safeguardings',
  'medication-errors',
  'death-notifications',
  'clients',
] as const;
export type CqcNotificationSource = (typeof CQC_NOTIFICATION_SOURCES)[number];

export const CQC_NOTIFICATION_STATUSES = ['Draft', 'Sent'] as const;

/** CQC asks for these notifications without delay: the worklist shows a draft until it is sent. */
export const CQC_NOTIFICATION_DUE = 'Without delay';

export const cqcNotifications = defineRecord({
  name: 'cqc-notifications',
  area: 'quality',
  singular: 'CQC Notification',
  plural: 'CQC Notifications',
  path: `${QUALITY_PATH}/cqc-notifications`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    type: field.choice('Notification', CQC_NOTIFICATION_TYPES, { required: true }),
    branch: field.reference('Branch', 'branches', { required: true }),
    client: field.reference('Client', 'clients'),
    raisedOn: field.date('Drafted on', { required: true }),
    due: field.text('Due', { max: 40, keptByServer: true }),
    source: field.choice('Drafted from', CQC_NOTIFICATION_SOURCES, { keptByServer: true }),
    sourceId: field.text('Source entry', { max: 40, keptByServer: true }),
    facts: field.longText('Facts for the notification', {
      required: true,
      max: 20_000,
      help: 'Filled from the records: check them before sending.',
    }),
    status: field.choice('Status', CQC_NOTIFICATION_STATUSES, {
      required: true,
      styles: { Draft: 'danger', Sent: 'success' },
    }),
    sentOn: field.date('Sent on', { notFuture: true }),
    sentBy: field.reference('Sent by', 'users'),
    reference: field.text('CQC reference', { max: 60 }),
  },
  rules: [
    {
      field: 'sentOn',
      message: 'Enter the day it was sent.',
      check: (values) => values.status !== 'Sent' || typeof values.sentOn === 'string',
    },
    {
      field: 'sentBy',
      message: 'Choose who sent it.',
      check: (values) => values.status !== 'Sent' || typeof values.sentBy === 'string',
    },
  ],
  titleField: 'type',
  list: {
    columns: ['raisedOn', 'type', 'branch', 'client', 'due', 'status', 'sentOn', 'reference'],
    sort: 'raisedOn',
    dir: 'desc',
    filters: ['status', 'type', 'branch', 'client'],
    search: ['reference'],
  },
});
