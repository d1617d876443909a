import { addCalendarMonths } from '../../engine/forms/form-engine';
import { addCalendarDays } from '../../engine/platform/uk-date';
import type { StaffSettings } from './staff-settings.record';

/**
 * Live compliance: whether a member of staff may work alone in someone's home
 * today, from the newest right-to-work check, the newest DBS check and their mandatory training.
 * A warning comes `expiryWarningDays` before the date, so the office sees it on the profile and
 * the worklist before it happens. Each reason is named as a manager would say it.
 */
export const COMPLIANCE_STATES = ['Compliant', 'Expiring soon', 'Not compliant'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/** What a reason is about, and the file's section (edit/<segment>) that puts it right. */
export const COMPLIANCE_AREAS = {
  'Right to work': 'right-to-work',
  DBS: 'dbs-form',
  Training: 'training-records',
} as const;
export type ComplianceArea = keyof typeof COMPLIANCE_AREAS;

export interface ComplianceReason {
  area: ComplianceArea;
  /** 'Not compliant' now, or 'Expiring soon' (within the warning days). */
  state: Exclude<ComplianceState, 'Compliant'>;
  text: string;
}

/** The newest right-to-work check (the fields of carer- and employee-right-to-work). */
export interface RightToWorkFacts {
  result?: unknown;
  permission?: unknown;
  expiresOn?: unknown;
  followUpOn?: unknown;
}

/** The newest DBS check (the fields of carer- and employee-dbs-checks). */
export interface DbsFacts {
  issuedOn?: unknown;
  barredListResult?: unknown;
  updateServiceCheckedOn?: unknown;
}

/** A mandatory course as the training status reads it for this person. */
export interface TrainingFacts {
  course: string;
  state: 'current' | 'expiring' | 'expired' | 'missing';
  expiresOn?: string | null;
}

export interface ComplianceFacts {
  /** The newest right-to-work check, or null when none is recorded. */
  rightToWork: RightToWorkFacts | null;
  /** The newest DBS check, or null when none is recorded. */
  dbs: DbsFacts | null;
  /** The mandatory courses; training left out of the facts is not judged. */
  training?: readonly TrainingFacts[];
  /** 'YYYY-MM-DD', the UK calendar day. */
  today: string;
  settings: Pick<StaffSettings, 'expiryWarningDays' | 'dbsRecheckMonths'>;
}

export interface Compliance {
  state: ComplianceState;
  reasons: ComplianceReason[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DATE.test(value.slice(0, 10)) ? value.slice(0, 10) : null;

/** 'DD/MM/YYYY' of a calendar date. */
const ukDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** 'MM/YYYY' of a calendar date. */
const ukMonth = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function rightToWorkReasons(
  check: RightToWorkFacts | null,
  today: string,
  warnFrom: string,
): ComplianceReason[] {
  const area = 'Right to work';
  if (!check) return [{ area, state: 'Not compliant', text: 'No right to work check recorded' }];
  if (check.result === 'No right to work')
    return [
      { area, state: 'Not compliant', text: 'The right to work check found no right to work' },
    ];
  if (check.result === 'Awaiting result')
    return [{ area, state: 'Not compliant', text: 'Right to work check awaiting its result' }];
  const reasons: ComplianceReason[] = [];
  const ends = check.permission === 'Time-limited' ? isoDate(check.expiresOn) : null;
  if (check.permission === 'Time-limited' && !ends)
    reasons.push({ area, state: 'Not compliant', text: 'Right to work end date not recorded' });
  if (ends && ends < today)
    reasons.push({ area, state: 'Not compliant', text: `Right to work ended ${ukDay(ends)}` });
  else if (ends && ends <= warnFrom)
    reasons.push({ area, state: 'Expiring soon', text: `Right to work ends ${ukDay(ends)}` });
  const followUp = isoDate(check.followUpOn);
  if (followUp && followUp < today)
    reasons.push({
      area,
      state: 'Not compliant',
      text: `Right to work follow-up check due since ${ukDay(followUp)}`,
    });
  else if (followUp && followUp <= warnFrom)
    reasons.push({
      area,
      state: 'Expiring soon',
      text: `Right to work follow-up check due ${ukDay(followUp)}`,
    });
  return reasons;
}

function dbsReasons(
  check: DbsFacts | null,
  today: string,
  warnFrom: string,
  recheckMonths: number,
): ComplianceReason[] {
  const area = 'DBS';
  const issued = isoDate(check?.issuedOn);
  if (!check || !issued)
    return [{ area, state: 'Not compliant', text: 'No DBS certificate recorded' }];
  if (check.barredListResult === 'Barred')
    return [{ area, state: 'Not compliant', text: 'DBS shows the person on the barred list' }];
  const updateChecked = isoDate(check.updateServiceCheckedOn);
  const lastChecked = updateChecked && updateChecked > issued ? updateChecked : issued;
  const due = addCalendarMonths(lastChecked, recheckMonths);
  const said =
    lastChecked === issued
      ? `DBS issued ${ukMonth(issued)} not checked on the Update Service`
      : `DBS last checked on the Update Service ${ukMonth(lastChecked)}`;
  if (due <= today)
    return [{ area, state: 'Not compliant', text: `${said} for ${recheckMonths} months` }];
  if (due <= warnFrom)
    return [{ area, state: 'Expiring soon', text: `${said}: recheck due ${ukDay(due)}` }];
  return [];
}

function trainingReasons(training: readonly TrainingFacts[]): ComplianceReason[] {
  const area = 'Training';
  return training.flatMap((course): ComplianceReason[] => {
    const on = isoDate(course.expiresOn);
    if (course.state === 'missing')
      return [{ area, state: 'Not compliant', text: `${course.course} not completed` }];
    if (course.state === 'expired')
      return [
        {
          area,
          state: 'Not compliant',
          text: on ? `${course.course} expired ${ukDay(on)}` : `${course.course} expired`,
        },
      ];
    if (course.state === 'expiring')
      return [
        {
          area,
          state: 'Expiring soon',
          text: on ? `${course.course} expires ${ukDay(on)}` : `${course.course} expires soon`,
        },
      ];
    return [];
  });
}

/** The member of staff's compliance today, the worst reason first. */
export function staffCompliance(facts: ComplianceFacts): Compliance {
  const { today, settings } = facts;
  const warnFrom = addCalendarDays(today, settings.expiryWarningDays);
  const reasons = [
    ...rightToWorkReasons(facts.rightToWork, today, warnFrom),
    ...dbsReasons(facts.dbs, today, warnFrom, settings.dbsRecheckMonths),
    ...trainingReasons(facts.training ?? []),
  ].sort((a, b) => Number(a.state === 'Expiring soon') - Number(b.state === 'Expiring soon'));
  const state: ComplianceState = reasons.some((r) => r.state === 'Not compliant')
    ? 'Not compliant'
    : reasons.length > 0
      ? 'Expiring soon'
      : 'Compliant';
  return { state, reasons };
}
