import { londonDayStart } from '../engine/platform/wall-clock';
import { auditTitles } from './audit-titles';
import { permissionEntry } from './people/permission-catalogue';
import { ALL_RECORDS } from './registry';

/**
 * How the audit trail names what an entry is about over every declared kind, for the server (the
 * Audit list's answers); the Audit page makes the same from the names-only index of kinds.
 */
const TITLES = /* @__PURE__ */ auditTitles(
  ALL_RECORDS,
  (recordType) => permissionEntry(`${recordType}.read`)?.recordTitle,
);

/** 'Client', 'User', 'File'; an unknown type by the permission catalogue's name, or as it is. */
export function auditRecordKindTitle(recordType: string): string {
  return TITLES.kindTitle(recordType);
}

/** Every record type an entry may name, by title, for the Audit page's record filter. */
export function auditRecordTypes(): Array<{ value: string; label: string }> {
  return [...TITLES.recordTypes];
}

/**
 * The instant a UK calendar day ('YYYY-MM-DD') starts, as a Date: midnight in London, which is
 * 23:00 UTC the day before in summer time. (Clocks change at 01:00 UTC, never at midnight.)
 */
export function ukDayStart(isoDate: string): Date {
  return londonDayStart(isoDate) ?? new Date(Number.NaN);
}
