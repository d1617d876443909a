/** The first part of every Audits list's query key, refreshed when an audit changes. */
export const AUDIT_LIST_KEY_ROOT = 'audit-sources';
