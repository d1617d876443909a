/**
 * How the audit trail names what an entry is about, made from the names of record kinds only:
 * the server makes it from the registry (audit-trail.ts) and the Audit page from the names-only
 * index of kinds, so that the page loads no declaration.
 */

/** Audited things that are not declared record kinds. */
const OTHER_KINDS: Readonly<Record<string, string>> = {
  files: 'File',
  'client-form-responses': 'Questionnaire',
  'mar-entries': 'MAR chart entry',
  permissions: 'Permission',
};

export interface AuditTitles {
  /** 'Client', 'User', 'File'; an unknown type by the permission catalogue's name, or as it is. */
  kindTitle(recordType: string): string;
  /** Every record type an entry may name, by title, for the Audit page's record filter. */
  recordTypes: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The titles of these kinds and of the audited things that are not kinds; `recordTitle` names
 * any other type that carries permissions (the permission catalogue's record title).
 */
export function auditTitles(
  kinds: readonly { name: string; singular: string }[],
  recordTitle: (recordType: string) => string | undefined,
): AuditTitles {
  const titles = new Map<string, string>(kinds.map((kind) => [kind.name, kind.singular]));
  return {
    kindTitle: (recordType) =>
      titles.get(recordType) ?? OTHER_KINDS[recordType] ?? recordTitle(recordType) ?? recordType,
    recordTypes: [
      ...kinds.map((kind) => ({ value: kind.name, label: kind.singular })),
      ...Object.entries(OTHER_KINDS).map(([value, label]) => ({ value, label })),
    ].sort((a, b) => a.label.localeCompare(b.label, 'en-GB') || a.value.localeCompare(b.value)),
  };
}
