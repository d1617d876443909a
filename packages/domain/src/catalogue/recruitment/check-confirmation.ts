/**
 * A pre-employment check marked confirmed stands on its evidence: the copy of what was seen, who
 * checked it and when. The server refuses to save a confirmed check without them (field by field)
 * and cleared to start counts only checks that have them. Marked confirmed means: a right to work
 * check whose result is confirmed, by manual documents or an online share code (an identity
 * service provider's check is its own evidence); a DBS certificate or identity document with a
 * checker or a check date given.
 */

export const CONFIRMED_CHECK_KINDS = [
  'applicant-right-to-work',
  'applicant-dbs-checks',
  'applicant-identity-documents',
] as const;
export type ConfirmedCheckKind = (typeof CONFIRMED_CHECK_KINDS)[number];

/** Right to work methods whose confirmation rests on an evidence file the office keeps. */
export const EVIDENCED_RIGHT_TO_WORK_METHODS = ['Manual documents', 'Online share code'];

/** Per kind: the evidence file, the checker and the check date fields. */
const PROOF: Record<ConfirmedCheckKind, { file: string; by: string; on: string }> = {
  'applicant-right-to-work': { file: 'documents', by: 'checkedBy', on: 'checkedOn' },
  'applicant-dbs-checks': { file: 'certificate', by: 'verifiedBy', on: 'verifiedOn' },
  'applicant-identity-documents': { file: 'copy', by: 'verifiedBy', on: 'verifiedOn' },
};

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the check's values mark it confirmed. */
export function isMarkedConfirmed(kind: ConfirmedCheckKind, values: Record<string, unknown>) {
  if (kind === 'applicant-right-to-work') {
    return (
      values.result === 'Right to work confirmed' &&
      EVIDENCED_RIGHT_TO_WORK_METHODS.includes(String(values.method))
    );
  }
  const proof = PROOF[kind];
  return given(values[proof.by]) || given(values[proof.on]);
}

/** What a confirmed check still lacks, by field; empty when it is not confirmed or has it all. */
export function confirmationGaps(
  kind: ConfirmedCheckKind,
  values: Record<string, unknown>,
): Record<string, string> {
  if (!isMarkedConfirmed(kind, values)) return {};
  const proof = PROOF[kind];
  const gaps: Record<string, string> = {};
  if (!given(values[proof.file])) gaps[proof.file] = 'A confirmed check needs its evidence file.';
  if (!given(values[proof.by])) gaps[proof.by] = 'A confirmed check names who checked it.';
  if (!given(values[proof.on])) gaps[proof.on] = 'A confirmed check needs the date it was made.';
  return gaps;
}

/**
 * Whether cleared to start may count the check: a right to work check that is not confirmed by
 * documents or a share code needs nothing more here (its result is read on its own); a DBS
 * certificate or identity document must be confirmed, with its evidence file, checker and date.
 */
export function isCheckedWithEvidence(kind: ConfirmedCheckKind, values: Record<string, unknown>) {
  const complete = Object.keys(confirmationGaps(kind, values)).length === 0;
  return kind === 'applicant-right-to-work'
    ? complete
    : complete && isMarkedConfirmed(kind, values);
}
