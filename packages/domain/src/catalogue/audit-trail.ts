import { londonDayStart } from '../engine/platform/wall-clock';
import { permissionEntry } from './people/permission-catalogue';
import { ALL_RECORDS } from './registry';

/**
 * How the audit trail names what an entry is about, shared by the server (the Audit list's
 * answers) and the Audit page (its record filter).
 */

/** Audited things that are not declared record kinds. */
const OTHER_KINDS: Readonly<Record<string, string>> = {
  files: 'File',
  'client-form-responses': 'Questionnaire',
  'mar-entries': 'MAR chart entry',
  permissions: 'Permission',
};

const KIND_TITLES = new Map<string, string>(ALL_RECORDS.map((kind) => [kind.name, kind.singular]));

/** 'Client', 'User', 'File'; an unknown type by the permission catalogue's name, or as it is. */
export function auditRecordKindTitle(recordType: string): string {
  return (
    KIND_TITLES.get(recordType) ??
    OTHER_KINDS[recordType] ??
    permissionEntry(`${recordType}.read`)?.recordTitle ??
    recordType
  );
}

/** Every record type an entry may name, by title, for the Audit page's record filter. */
export function auditRecordTypes(): Array<{ value: string; label: string }> {
  return [
    ...ALL_RECORDS.map((kind) => ({ value: kind.name, label: kind.singular })),
    ...Object.entries(OTHER_KINDS).map(([value, label]) => ({ value, label })),
  ].sort((a, b) => a.label.localeCompare(b.label, 'en-GB') || a.value.localeCompare(b.value));
}

/**
 * The instant a UK calendar day ('YYYY-MM-DD') starts, as a Date: midnight in London, which is
 * 23:00 UTC the day before in summer time. (Clocks change at 01:00 UTC, never at midnight.)
 */
export function ukDayStart(isoDate: string): Date {
  return londonDayStart(isoDate) ?? new Date(Number.NaN);
}
