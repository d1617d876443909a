import { addWorkingDays } from '../../engine/platform/working-days';
import type { QualitySettings } from './quality-settings.record';

/**
 * A complaint's deadlines and where it stands against them. The days are working days from the
 * day it was received (weekends, England and Wales bank holidays and the agency's own holidays
 * not counted); a deadline is missed once its day has passed with nothing done, or when it was
 * done after its day.
 */

export const DEADLINE_STATES = [
  'On track',
  'Acknowledgement overdue',
  'Response overdue',
  'Acknowledged late',
  'Answered late',
  'Answered in time',
] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

/** The states that say a deadline was missed. */
export const MISSED_DEADLINE_STATES: readonly DeadlineState[] = [
  'Acknowledgement overdue',
  'Response overdue',
  'Acknowledged late',
  'Answered late',
];

export interface ComplaintDeadlines {
  acknowledgementDue: string;
  responseDue: string;
}

export function complaintDeadlines(
  receivedOn: string,
  settings: QualitySettings,
  holidays: ReadonlySet<string> = new Set(),
): ComplaintDeadlines {
  return {
    acknowledgementDue: addWorkingDays(receivedOn, settings.complaintAcknowledgeDays, holidays),
    responseDue: addWorkingDays(receivedOn, settings.complaintResponseDays, holidays),
  };
}

export interface ComplaintDates extends ComplaintDeadlines {
  acknowledgedOn: string | null;
  respondedOn: string | null;
}

/** Where a complaint stands on `today` ('YYYY-MM-DD', UK): the response first, then the acknowledgement. */
export function deadlineState(complaint: ComplaintDates, today: string): DeadlineState {
  const { acknowledgementDue, responseDue, acknowledgedOn, respondedOn } = complaint;
  if (respondedOn) {
    if (respondedOn > responseDue) return 'Answered late';
    // An answer in time is what counts; a slow acknowledgement stays on record.
    return acknowledgedOn && acknowledgedOn > acknowledgementDue
      ? 'Acknowledged late'
      : 'Answered in time';
  }
  if (today > responseDue) return 'Response overdue';
  // The answer acknowledges too, so only an unanswered complaint can lack an acknowledgement.
  if (!acknowledgedOn) return today > acknowledgementDue ? 'Acknowledgement overdue' : 'On track';
  return acknowledgedOn > acknowledgementDue ? 'Acknowledged late' : 'On track';
}
