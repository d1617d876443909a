import { addCalendarDays } from '../../engine/platform/uk-date';
import type { AuditSource } from './audit-sources';

/**
 * When a record is next due for audit and whether that is overdue. A record never audited is due
 * `firstAuditDays` after its own date; once audited, on the next audit date its latest audit set
 * (none: it needs no further audit). Due today is not yet overdue.
 */

export interface AuditState {
  /** 'YYYY-MM-DD', or null when no further audit is needed. */
  dueOn: string | null;
  overdue: boolean;
}

export function auditDue(
  source: Pick<AuditSource, 'firstAuditDays'>,
  recordDate: string | null,
  latest: { nextAuditDue: string | null } | null,
  today: string,
): AuditState {
  const dueOn = latest
    ? latest.nextAuditDue
    : recordDate
      ? addCalendarDays(recordDate.slice(0, 10), source.firstAuditDays)
      : null;
  return { dueOn, overdue: dueOn !== null && dueOn < today };
}

/** The next audit an auditor is offered: `reauditMonths` after this one, or none. */
export function suggestedNextAudit(
  source: Pick<AuditSource, 'reauditMonths'>,
  auditedOn: string,
): string | null {
  if (source.reauditMonths === null) return null;
  const [year, month, day] = auditedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + source.reauditMonths, 1));
  // The same day of the month, or the month's last day when it is shorter (31 Jan → 28 Feb).
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
