import { dateOrder } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** How an office audit of a client's records ends. */
export const AUDIT_OUTCOMES = ['Pass', 'Actions required', 'Fail'] as const;

/** An audit that did not simply pass says what will be done about it. */
export const auditActionsRule = {
  field: 'actions',
  message: 'Say what will be done when the audit did not pass.',
  check: (values: Record<string, unknown>) => values.outcome === 'Pass' || Boolean(values.actions),
};

/**
 * What every audit of a client's records has around its own checks: when, over what period and
 * by whom (first), and what was found, what will be done and how it ended (last).
 */
export const auditOpening = () => ({
  auditDate: field.date('Audit date', { required: true }),
  periodFrom: field.date('Period from', { required: true }),
  periodTo: field.date('Period to', { required: true }),
  auditor: field.text('Auditor', { required: true, max: 150 }),
});
export const auditClosing = () => ({
  issuesFound: field.longText('Issues found', { max: 5000 }),
  actions: field.longText('Actions', { max: 5000, help: 'Who will do what, by when.' }),
  outcome: field.choice('Outcome', AUDIT_OUTCOMES, { required: true }),
});

export const AUDIT_RULES = [
  dateOrder('periodFrom', 'periodTo', 'The period must end on or after it starts.'),
  auditActionsRule,
];

type AuditColumn = keyof ReturnType<typeof auditOpening> | 'outcome';

/** The list of audits: newest first, by outcome. A function: each declaration owns its copy. */
export const auditList = () => ({
  columns: ['auditDate', 'periodFrom', 'periodTo', 'auditor', 'outcome'] as AuditColumn[],
  sort: 'auditDate' as const,
  dir: 'desc' as const,
  filters: ['outcome'] as AuditColumn[],
  search: ['auditor'] as AuditColumn[],
});
