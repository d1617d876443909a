import { isoDateOf } from '../../platform/records/form-values';

/** What the Audit page is filtered by, as typed and chosen on the page. */
export interface AuditFilters {
  /** A user's id, '' for anyone. */
  actorId: string;
  /** A record type ('clients'), '' for any. */
  recordType: string;
  /** One record of that type (from a link or a row), '' for all. */
  recordId: string;
  /** UK dates as typed, DD/MM/YYYY; '' for open-ended. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  actorId: '',
  recordType: '',
  recordId: '',
  from: '',
  to: '',
};

/** A UK date as typed → 'YYYY-MM-DD', or null when it is not a real day from 1900 on. */
export function ukDateToIso(text: string): string | null {
  const iso = isoDateOf(text);
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return iso >= '1900-01-01' ? iso : null;
}

/**
 * The list query for the filters, and what is wrong with the dates. A date that is not yet a
 * real DD/MM/YYYY day is left out of the query (and named in `errors`), so the list never asks
 * the server for something it would refuse.
 */
export function auditQueryOf(filters: AuditFilters): {
  params: Record<string, string>;
  errors: { from?: string; to?: string };
} {
  const params: Record<string, string> = {};
  const errors: { from?: string; to?: string } = {};
  if (filters.actorId) params.actorId = filters.actorId;
  if (filters.recordType) params.recordType = filters.recordType;
  if (filters.recordType && filters.recordId) params.recordId = filters.recordId;
  for (const key of ['from', 'to'] as const) {
    const typed = filters[key].trim();
    if (!typed) continue;
    const iso = ukDateToIso(typed);
    if (iso) params[key] = iso;
    else errors[key] = 'Enter a date as DD/MM/YYYY, for example 27/03/2025.';
  }
  if (params.from && params.to && params.to < params.from) {
    errors.to = 'The "to" date must be on or after the "from" date.';
    delete params.to;
  }
  return { params, errors };
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  read: 'Viewed',
  export: 'Exported',
  upload: 'Uploaded',
  download: 'Downloaded',
  reveal: 'Revealed',
  'permission.refused': 'Refused: no permission',
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'auth.password-reset': 'Reset password',
  'auth.password-reset-requested': 'Asked for a password reset',
  'auth.invitation-sent': 'Invitation sent',
  'link.issued': 'Link sent',
  'link.opened': 'Opened by link',
  'link.used': 'Used a link',
  'link.refused': 'Refused: link',
  'link.revoked': 'Link withdrawn',
  'account.switch': 'Switched account',
  'account.switch-refused': 'Refused: account switch',
  'role.permissions': 'Changed role permissions',
  'permission.users': 'Changed who holds a permission',
};

/** 'Exported', 'Refused: no permission'; an action without a label is spelt out from its name. */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}
