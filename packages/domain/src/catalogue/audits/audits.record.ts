import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { AUDIT_OUTCOMES, auditActionsRule } from '../clients/client-audit-choices';
import { AUDIT_SOURCES, auditSourceLabel } from './audit-sources';

/**
 * One audit of one record of an audited source (a carer's supervision, a client's logbook
 * entry): who audited it and when, what they found, what must be done by whom and by when, and
 * when it is next due. The server takes the branch from the record audited; the Audits screens
 * list these beside the records they check (modules/audits).
 */
export const recordAudits = defineRecord({
  // Not 'audits': the audit trail's permissions are 'audit.*', and the two must not be confused.
  name: 'record-audits',
  area: 'audits',
  singular: 'Audit',
  plural: 'Audits',
  path: 'audits/records',
  branchField: 'branch',
  screens: { add: false, edit: true },
  operations: { create: true, update: true, delete: true },
  fields: {
    source: field.choice('Audit of', AUDIT_SOURCES.map(auditSourceLabel), { required: true }),
    sourceId: field.text('Record audited', { required: true, max: 36 }),
    branch: field.reference('Branch', 'branches'),
    auditedBy: field.reference('Audited by', 'users', { required: true }),
    auditedOn: field.date('Audited on', { required: true, notFuture: true }),
    outcome: field.choice('Outcome', AUDIT_OUTCOMES, {
      required: true,
      styles: { Pass: 'success', 'Actions required': 'warning', Fail: 'danger' },
    }),
    findings: field.longText('Findings', { required: true, max: 5000 }),
    actions: field.longText('Actions', { max: 5000 }),
    actionOwner: field.reference('Actions owned by', 'users'),
    actionsDueOn: field.date('Actions due by'),
    nextAuditDue: field.date('Next audit due', {
      help: 'Leave empty when this record needs no further audit.',
    }),
  },
  rules: [
    auditActionsRule,
    {
      field: 'actionOwner',
      message: 'Name who owns the actions.',
      check: (v) => !v.actions || typeof v.actionOwner === 'string',
    },
    {
      field: 'actionsDueOn',
      message: 'Give the day the actions are due by.',
      check: (v) => !v.actions || typeof v.actionsDueOn === 'string',
    },
    dateOrder('auditedOn', 'actionsDueOn', 'Actions cannot be due before the audit.'),
    dateOrder('auditedOn', 'nextAuditDue', 'The next audit must be after this one.'),
  ],
  titleField: 'source',
  list: {
    columns: [
      'auditedOn',
      'source',
      'branch',
      'auditedBy',
      'outcome',
      'actionsDueOn',
      'nextAuditDue',
    ],
    sort: 'auditedOn',
    dir: 'desc',
    filters: ['source', 'outcome', 'branch'],
  },
});
