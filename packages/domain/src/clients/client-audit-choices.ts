/** How an office audit of a client's records ends. */
export const AUDIT_OUTCOMES = ['Pass', 'Actions required', 'Fail'] as const;

/** An audit that did not simply pass says what will be done about it. */
export const auditActionsRule = {
  field: 'actions',
  message: 'Say what will be done when the audit did not pass.',
  check: (values: Record<string, unknown>) => values.outcome === 'Pass' || Boolean(values.actions),
};
