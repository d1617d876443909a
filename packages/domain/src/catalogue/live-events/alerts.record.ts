import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * What raises an alert. The visit rules are evaluated by a job every minute and on each check-in;
 * the medicine and report sources are raised by the write that records them, and a CQC
 * notification due by the write that drafts it (it resolves itself once marked sent).
 */
export const ALERT_SOURCES = [
  'Late visit',
  'Missed visit',
  'Short visit',
  'Checked in far from home',
  'Not checked out',
  'Time-critical visit late',
  'Medicine refused',
  'Medicine not given',
  'Medicine outside PRN rules',
  'Incident reported',
  'Concern reported',
  'CQC notification due',
  'Stock low',
  'Asset service due',
] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

export const ALERT_SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** An alert's life: raised, acknowledged by someone, assigned to someone, resolved. */
export const ALERT_STATUSES = ['Raised', 'Acknowledged', 'Assigned', 'Resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** How far up the escalation ladder an unacknowledged alert has gone. */
export const ESCALATION_LEVELS = ['Board', 'On-call manager', 'Registered manager'] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

/**
 * One alert: raised once per cause (its de-duplication key, e.g. "late:{visit carer id}"), shown
 * on the live boards of its source, and kept after it is resolved as evidence of how fast the
 * office answered. Only the server writes alerts (the rules, and the acknowledge, assign and
 * resolve actions of the boards), always through the record store, so each step is audited.
 */
export const alerts = defineRecord({
  name: 'alerts',
  area: 'live-events',
  singular: 'Alert',
  plural: 'Alerts',
  path: 'live-events/alerts',
  // The boards are hand-written screens (live-events boards); none is made from the declaration.
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  branchField: 'branch',
  fields: {
    source: field.choice('Source', ALERT_SOURCES, { required: true, keptByServer: true }),
    dedupKey: field.text('De-duplication key', { max: 200, unique: true, keptByServer: true }),
    severity: field.choice('Severity', ALERT_SEVERITIES, {
      required: true,
      keptByServer: true,
      styles: { Low: 'neutral', Medium: 'info', High: 'warning', Critical: 'danger' },
    }),
    subject: field.text('Alert', { required: true, max: 300, keptByServer: true }),
    detail: field.longText('Detail', { max: 5000, keptByServer: true }),
    branch: field.reference('Branch', 'branches', { required: true, keptByServer: true }),
    client: field.reference('Client', 'clients', { keptByServer: true }),
    carer: field.reference('Carer', 'carers', { keptByServer: true }),
    visit: field.reference('Visit', 'visits', { keptByServer: true }),
    // The record the alert is about when it is not a visit (a MAR entry, an incident, a stock item).
    sourceKind: field.text('About a', { max: 60, keptByServer: true }),
    sourceId: field.text('About record', { max: 40, keptByServer: true }),
    status: field.choice('Status', ALERT_STATUSES, {
      required: true,
      keptByServer: true,
      styles: { Raised: 'danger', Acknowledged: 'warning', Assigned: 'info', Resolved: 'success' },
    }),
    raisedAt: field.dateTime('Raised at', { required: true, keptByServer: true }),
    acknowledgedAt: field.dateTime('Acknowledged at', { keptByServer: true }),
    acknowledgedBy: field.reference('Acknowledged by', 'users', { keptByServer: true }),
    assignedTo: field.reference('Assigned to', 'users', { keptByServer: true }),
    resolvedAt: field.dateTime('Resolved at', { keptByServer: true }),
    resolvedBy: field.reference('Resolved by', 'users', { keptByServer: true }),
    resolution: field.text('How it was resolved', { max: 1000, keptByServer: true }),
    autoResolved: field.yesNo('Resolved by itself', {
      keptByServer: true,
      help: 'The cause ended, e.g. a late visit was checked in.',
    }),
    escalation: field.choice('Escalated to', ESCALATION_LEVELS, { keptByServer: true }),
    escalatedAt: field.dateTime('Escalated at', { keptByServer: true }),
  },
  titleField: 'subject',
  list: {
    columns: ['raisedAt', 'severity', 'subject', 'client', 'carer', 'branch', 'status'],
    sort: 'raisedAt',
    dir: 'desc',
    filters: ['source', 'severity', 'status', 'branch', 'client', 'carer'],
    search: ['subject'],
  },
});
